import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH214_QUESTIONS } from './fresh214-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-fourteenth fresh question set (blind)', FRESH214_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH214_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH214_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the two-hundred-and-fourteenth fresh set reads the ground truth as its header says', () => {
  it('counts stock theft rows and dates the latest by event date, never by publication', () => {
    const rows = [
      devRow({ crimes: ['stock theft'], event_date: '2022-03-01', published_date: '2022-03-04' }),
      devRow({ crimes: ['stock theft', 'other'], event_date: null, published_date: '2025-01-01' }),
      devRow({ crimes: ['theft'], event_date: '2024-08-01' }),
      b({ crimes: ['stock theft'], event_date: '2024-09-01' }),
    ];
    expect(ask('Goeie dag. Hoeveel veediefstal', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Wanneer was die mees onlangse', rows)).toEqual({ kind: 'date', value: '2022-03-01' });
  });

  it('compares the stated killed of the Eastern Cape and KZN strictly, unstated deaths adding nothing', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 3 }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: null, num_victims: 5 }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 3 }),
    ];
    expect(ask('Ja of nee: het meer mense', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, devRow({ province: 'Eastern Cape', crimes: ['arson'], victims_killed: 1 })];
    expect(ask('Ja of nee: het meer mense', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the Western Cape no-arrest share over every Western Cape row, an unstated arrest not counting as none', () => {
    const rows = [
      devRow({ province: 'Western Cape', arrest_made: false }),
      devRow({ province: 'Western Cape', arrest_made: null }),
      devRow({ province: 'Western Cape', arrest_made: true }),
      devRow({ province: 'Western Cape', arrest_made: true }),
      devRow({ province: 'Western Cape', arrest_made: true }),
      devRow({ province: 'Western Cape', arrest_made: true }),
      devRow({ province: 'Gauteng', arrest_made: false }),
    ];
    expect(ask('The Committee requests the proportion', rows)).toEqual({ kind: 'number', value: 16.7 });
  });

  it('averages KZN suspect ages one per suspect, rows without ages adding none', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', suspect_ages: [20, 21, 30] }),
      devRow({ province: 'KwaZulu-Natal', suspect_ages: [] }),
      devRow({ province: 'KwaZulu-Natal', suspect_ages: null, num_suspects_arrested: 4 }),
      devRow({ province: 'Gauteng', suspect_ages: [60] }),
    ];
    expect(ask('For the purposes of the brief', rows)).toEqual({ kind: 'number', value: 23.7 });
  });

  it('takes medians over stated figures only, the middle two averaged when even', () => {
    const murders = [
      devRow({ crimes: ['murder'], num_victims: 1 }),
      devRow({ crimes: ['murder', 'attempted murder'], num_victims: 6 }),
      devRow({ crimes: ['murder'], num_victims: null }),
      devRow({ crimes: ['murder'], num_victims: 2 }),
      devRow({ crimes: ['attempted murder'], num_victims: 9 }),
      devRow({ crimes: ['culpable homicide'], num_victims: 9 }),
    ];
    expect(ask('The Committee requests the median', murders)).toEqual({ kind: 'number', value: 2 });
    const mpumalanga = [
      b({ province: 'Mpumalanga', num_suspects_arrested: 0 }),
      b({ province: 'Mpumalanga', num_suspects_arrested: 3 }),
      b({ province: 'Mpumalanga', num_suspects_arrested: null }),
      b({ province: 'Mpumalanga', num_suspects_arrested: 1 }),
      b({ province: 'Mpumalanga', num_suspects_arrested: 19 }),
      b({ province: 'Limpopo', num_suspects_arrested: 2 }),
    ];
    expect(ask('For Mpumalanga only', mpumalanga)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the killed per weekday of the event date, undated and deathless rows left out, and refuses a tie', () => {
    const rows = [
      devRow({ event_date: '2024-01-06', victims_killed: 2 }), // Saturday
      devRow({ event_date: '2024-01-13', victims_killed: 1 }), // Saturday
      devRow({ event_date: '2024-01-03', victims_killed: 2 }), // Wednesday
      devRow({ event_date: null, published_date: '2024-01-10', victims_killed: 5 }), // published Wednesday
      devRow({ event_date: '2024-01-08', victims_killed: 0 }), // Monday
      devRow({ event_date: '2024-01-15', victims_killed: null }), // Monday
    ];
    expect(ask('wat day of da week', rows)).toEqual({ kind: 'text', value: 'Saturday' });
    const tied = [...rows, devRow({ event_date: '2024-01-17', victims_killed: 1 })];
    expect(() => ask('wat day of da week', tied)).toThrow(/no single leader/);
  });

  it('ranks municipalities by suspects arrested summed, rows without a municipality left out', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg', num_suspects_arrested: 2 }),
      devRow({ municipality: 'City of Johannesburg', num_suspects_arrested: 2 }),
      devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: 3 }),
      devRow({ municipality: null, num_suspects_arrested: 9 }),
    ];
    expect(ask('Which municipality accounts', rows)).toEqual({
      kind: 'text',
      value: ['City of Johannesburg', 'Johannesburg'],
    });
  });

  it('lists GP then KZN kidnappings, and counts carjackings alone from 2021 by event date', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['kidnapping', 'extortion'] }),
      devRow({ province: 'Gauteng', crimes: ['kidnapping'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['kidnapping'] }),
      devRow({ province: 'Western Cape', crimes: ['kidnapping'] }),
      devRow({ crimes: ['truck hijacking'], event_date: '2023-02-01' }),
      devRow({ crimes: ['carjacking'], event_date: '2020-12-31' }),
      devRow({ crimes: ['carjacking'], event_date: null, published_date: '2022-01-01' }),
    ];
    expect(ask('hw mny kidnapings', rows)).toEqual({ kind: 'list', value: [2, 1] });
    expect(ask('any carjackins', rows)).toEqual({ kind: 'text', value: 'No' });
    const later = [...rows, devRow({ crimes: ['carjacking'], event_date: '2021-01-01' })];
    expect(ask('any carjackins', later)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes a farm attack as a farm row with an attack on people, and dates the earliest among the dated', () => {
    const rows = [
      b({
        province: 'Free State',
        location: 'Lismor Farm, near Kestell',
        crimes: ['murder'],
        event_date: '2022-07-15',
      }),
      b({ province: 'Free State', location: 'farm near Glen', crimes: ['house robbery'], event_date: null }),
      b({
        province: 'Free State',
        location: 'farm in Bloemspruit',
        crimes: ['stock theft'],
        event_date: '2019-01-01',
      }),
      b({ province: 'Free State', location: 'Senekal town', crimes: ['murder'], event_date: '2018-01-01' }),
      b({
        province: 'North West',
        location: 'near Klippan farm',
        crimes: ['kidnapping'],
        event_date: '2020-07-29',
      }),
    ];
    expect(ask('Hoeveel plaasaanvalle', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Wanneer was die eerste', rows)).toEqual({ kind: 'date', value: '2020-07-29' });
  });

  it('counts a numbered regional road only, not a named road or a word starting with R', () => {
    const rows = [
      b({ location: 'R529 road next to Maphata Village' }),
      b({ location: 'on the R36, near Mooketsi' }),
      b({ location: 'Askham road, outside Upington' }),
      b({ location: 'Rustenburg' }),
      b({ location: 'Ext R2B2, Rooiwal' }),
    ];
    expect(ask("Hoeveel incidents het op 'n R-pad", rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the share of rapes where the victim knew the attacker over every rape, unstated and stranger not knowing', () => {
    const rows = [
      b({ crimes: ['rape'], relationship: 'acquaintance' }),
      b({ crimes: ['rape', 'kidnapping'], relationship: 'partner' }),
      b({ crimes: ['rape'], relationship: null }),
      b({ crimes: ['rape'], relationship: 'stranger' }),
      b({ crimes: ['rape'] }),
      b({ crimes: ['rape'], relationship: 'family' }),
      b({ crimes: ['murder'], relationship: 'family' }),
    ];
    expect(ask('The Committee requests the percentage of rape', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('compares murders of 2020-2022 with 2023-2025 by event date, and refuses a reversed comparison', () => {
    const murder = (event_date: string | null) =>
      b({ crimes: ['murder'], event_date, published_date: '2023-06-01' });
    const rows = [
      murder('2020-01-01'),
      murder('2022-12-31'),
      murder('2021-05-05'),
      murder('2023-01-01'),
      murder(null),
      murder('2019-12-31'),
      b({ crimes: ['attempted murder'], event_date: '2021-01-01' }),
    ];
    expect(ask('The Committee requests a comparison', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [...rows, murder('2024-01-01'), murder('2025-12-31')];
    expect(() => ask('The Committee requests a comparison', reversed)).toThrow(/does not have more/);
  });

  it('counts weekends of 2023 and 2024 by event date alone', () => {
    const rows = [
      b({ event_date: '2023-01-01' }), // Sunday
      b({ event_date: '2024-12-28' }), // Saturday
      b({ event_date: '2024-12-27' }), // Friday
      b({ event_date: '2022-12-31' }), // Saturday
      b({ event_date: '2025-01-04' }), // Saturday
      b({ event_date: null, published_date: '2023-03-04' }), // published Saturday
    ];
    expect(ask('hw many incidents happend', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('answers Mpumalanga against North West kidnappings as a strict comparison, and sums illegal-mining arrests', () => {
    const rows = [
      b({ province: 'Mpumalanga', crimes: ['kidnapping'] }),
      b({ province: 'North West', crimes: ['kidnapping', 'rape'] }),
      b({ crimes: ['illegal mining'], num_suspects_arrested: 19 }),
      b({ crimes: ['illegal mining', 'other'], num_suspects_arrested: null }),
      b({ crimes: ['theft'], num_suspects_arrested: 4 }),
    ];
    expect(ask('did mpumalanga', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('hw mny ppl got arrestd', rows)).toEqual({ kind: 'number', value: 19 });
  });
});
