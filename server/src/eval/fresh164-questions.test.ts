import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH164_QUESTIONS } from './fresh164-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-sixty-fourth fresh question set (blind)', FRESH164_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH164_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH164_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the hundred-and-sixty-fourth fresh set reads the ground truth as its header says', () => {
  it('ranks municipalities without the unknown ones, names a metro with or without "City of", refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'Ekurhuleni' }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
    ];
    expect(ask('For our risk register', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
    expect(() => ask('For our risk register', [...rows, devRow({ municipality: 'Ekurhuleni' })])).toThrow(
      /no single leader/,
    );
  });

  it('counts Ekurhuleni from 1 March to 30 June of any year by event date, undated rows left out', () => {
    const ek = (event_date: string | null) =>
      devRow({ municipality: 'Ekurhuleni', event_date, published_date: '2024-04-15' });
    const rows = [
      ek('2019-03-01'),
      ek('2023-06-30'),
      ek('2021-07-01'),
      ek('2022-02-28'),
      ek(null),
      devRow({ municipality: 'City of Johannesburg', event_date: '2020-04-10' }),
    ];
    expect(ask('How many incidents were logged in the Ekurhuleni', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('lists the top three municipalities without "City of", and refuses a tie at the cut-off', () => {
    const at = (municipality: string | null, n: number) =>
      Array.from({ length: n }, () => devRow({ municipality }));
    const rows = [
      ...at('City of Johannesburg', 4),
      ...at('eThekwini', 3),
      ...at(null, 5),
      ...at('City of Cape Town', 2),
      ...at('Swartland', 1),
    ];
    expect(ask('List the top 3 munis', rows)).toEqual({
      kind: 'list',
      value: ['Johannesburg', 'eThekwini', 'Cape Town'],
    });
    expect(() => ask('List the top 3 munis', [...rows, ...at('Swartland', 1)])).toThrow(/no single top 3/);
  });

  it('takes the metro share over all incidents, those of unknown municipality in the whole', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg' }),
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'Ekurhuleni' }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
    ];
    expect(ask('What percentage of all incidents', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('dates the earliest Nelson Mandela Bay incident by event date, never by publication', () => {
    const rows = [
      devRow({ municipality: 'Nelson Mandela Bay', event_date: '2020-05-01', published_date: '2020-05-02' }),
      devRow({ municipality: 'Nelson Mandela Bay', event_date: null, published_date: '2010-01-01' }),
      devRow({ municipality: 'Buffalo City', event_date: '2012-01-01' }),
    ];
    expect(ask('When was the earliest incident', rows)).toEqual({ kind: 'date', value: '2020-05-01' });
  });

  it('averages arrests per kidnapping over the stated figures only, to one decimal', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], num_suspects_arrested: 2 }),
      devRow({ crimes: ['kidnapping', 'extortion'], num_suspects_arrested: 5 }),
      devRow({ crimes: ['kidnapping'], num_suspects_arrested: 4 }),
      devRow({ crimes: ['kidnapping'], num_suspects_arrested: null }),
      devRow({ crimes: ['carjacking'], num_suspects_arrested: 9 }),
    ];
    expect(ask('On average', rows)).toEqual({ kind: 'number', value: 3.7 });
  });

  it('needs both kidnapping and extortion in the Eastern Cape for a yes', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['kidnapping'] }),
      devRow({ province: 'Eastern Cape', crimes: ['extortion'] }),
      devRow({ province: 'Gauteng', crimes: ['kidnapping', 'extortion'] }),
    ];
    expect(ask('Is there any kidnaping', rows)).toEqual({ kind: 'text', value: 'No' });
    const yes = [...rows, devRow({ province: 'Eastern Cape', crimes: ['extortion', 'kidnapping'] })];
    expect(ask('Is there any kidnaping', yes)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts a weekend by the Saturday or Sunday of the event date alone', () => {
    const rows = [
      devRow({ event_date: '2024-01-05' }), // Friday
      devRow({ event_date: '2024-01-06' }), // Saturday
      devRow({ event_date: '2024-01-07' }), // Sunday
      devRow({ event_date: '2024-01-08' }), // Monday
      devRow({ event_date: null, published_date: '2024-01-13' }), // published on a Saturday
    ];
    expect(ask('How many incidents went down', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('compares the killed of weekends with Monday to Friday, undated and unstated deaths on neither side', () => {
    const rows = [
      devRow({ event_date: '2024-01-06', victims_killed: 5 }), // Saturday
      devRow({ event_date: '2024-01-07', victims_killed: null }), // Sunday
      devRow({ event_date: '2024-01-05', victims_killed: 2 }), // Friday
      devRow({ event_date: '2024-01-08', victims_killed: 1 }), // Monday
      devRow({ event_date: null, victims_killed: 9 }),
    ];
    expect(ask('How many more ppl were killed', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [...rows, devRow({ event_date: '2024-01-09', victims_killed: 3 })]; // Tuesday
    expect(() => ask('How many more ppl were killed', reversed)).toThrow(/does not have more/);
  });

  it('ranks weekend shootings by stated injured only, and names the place by its own parts', () => {
    const rows = [
      devRow({ location: 'Sweetwaters', event_date: '2022-07-09', crimes: ['murder'], victims_injured: 8 }),
      devRow({
        location: 'Site B, Khayelitsha',
        event_date: '2020-03-08',
        crimes: ['attempted murder'],
        victims_injured: 7,
      }),
      devRow({
        location: 'Site C, Khayelitsha',
        event_date: '2024-06-08',
        crimes: ['murder'],
        victims_injured: null,
      }),
      devRow({ location: 'Weekday Town', event_date: '2022-07-06', crimes: ['murder'], victims_injured: 20 }),
      devRow({
        location: 'Robbery Place',
        event_date: '2022-07-10',
        crimes: ['armed robbery'],
        victims_injured: 30,
      }),
    ];
    expect(ask('Which weekend shooting', rows)).toEqual({ kind: 'text', value: ['Sweetwaters'] });
  });

  it('dates the Meyiwa shooting from the Vosloorus row', () => {
    const rows = [
      devRow({ location: 'Vosloorus', event_date: '2014-10-26', published_date: '2014-10-27' }),
      devRow({ location: 'Bedfordview', event_date: '2017-11-22' }),
    ];
    expect(ask('When exactly was Bafana captain', rows)).toEqual({ kind: 'date', value: '2014-10-26' });
  });

  it('ranks the months of fatal incidents by event date, all years together, without the undated or unstated', () => {
    const rows = [
      b({ event_date: '2022-07-15', victims_killed: 7 }),
      b({ event_date: '2023-07-07', victims_killed: 1 }),
      b({ event_date: '2019-03-21', victims_killed: 2 }),
      b({ event_date: '2019-03-22', victims_killed: 0 }),
      b({ event_date: '2019-03-23', victims_killed: null }),
      b({ event_date: null, published_date: '2020-03-01', victims_killed: 3 }),
    ];
    expect(ask('Seasonal planning q', rows)).toEqual({ kind: 'text', value: 'July' });
    expect(() =>
      ask('Seasonal planning q', [...rows, b({ event_date: '2021-03-02', victims_killed: 1 })]),
    ).toThrow(/no single leader/);
  });

  it('counts Mangaung in 2023 from 1 January to 31 December, and compares it with Maluti-a-Phofung', () => {
    const rows = [
      b({ municipality: 'Mangaung', event_date: '2023-01-01' }),
      b({ municipality: 'Mangaung', event_date: '2023-12-31' }),
      b({ municipality: 'Mangaung', event_date: '2024-01-01' }),
      b({ municipality: 'Mangaung', event_date: null, published_date: '2023-06-01' }),
      b({ municipality: 'Maluti-a-Phofung', event_date: '2023-05-01' }),
    ];
    expect(ask('How many incidents did Mangaung', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('How many more incidents in Mangaung', rows)).toEqual({ kind: 'number', value: 3 });
    const reversed = [
      ...rows,
      ...[1, 2, 3, 4].map(() => b({ municipality: 'Maluti-a-Phofung', event_date: '2022-01-01' })),
    ];
    expect(() => ask('How many more incidents in Mangaung', reversed)).toThrow(/does not have more/);
  });

  it('sums killed in Maluti-a-Phofung with unstated figures adding nothing', () => {
    const rows = [
      b({ municipality: 'Maluti-a-Phofung', victims_killed: 7 }),
      b({ municipality: 'Maluti-a-Phofung', victims_killed: null }),
      b({ municipality: 'Maluti-a-Phofung', victims_killed: 1 }),
      b({ municipality: 'Mangaung', victims_killed: 4 }),
    ];
    expect(ask('Fatalities in Maluti-a-Phofung', rows)).toEqual({ kind: 'number', value: 8 });
  });

  it('counts only a stated stranger, a null or other relationship not one', () => {
    const rows = [
      b({ relationship: 'stranger' }),
      b({ relationship: null }),
      b({ relationship: 'acquaintance' }),
      b({}),
    ];
    expect(ask('In how many incidents do the releases say', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('takes the weekend share over the dated incidents only, and counts a Saturday by event date', () => {
    const rows = [
      b({ event_date: '2024-01-06' }), // Saturday
      b({ event_date: '2024-01-04' }), // Thursday
      b({ event_date: '2024-01-11' }), // Thursday
      b({ event_date: '2024-01-03' }), // Wednesday
      b({ event_date: null, published_date: '2024-01-06' }),
      b({ event_date: null, published_date: '2024-01-06' }),
    ];
    expect(ask('Of the incidents with a known date', rows)).toEqual({ kind: 'number', value: 25 });
    expect(ask('How many incidents happened on a Satuday', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('ranks weekdays by the sum of the stated killed, not by the number of incidents', () => {
    const rows = [
      b({ event_date: '2024-01-05', victims_killed: 5 }), // Friday
      b({ event_date: '2024-01-06', victims_killed: 1 }), // Saturday
      b({ event_date: '2024-01-13', victims_killed: 1 }), // Saturday
      b({ event_date: '2024-01-20', victims_killed: null }), // Saturday
      b({ event_date: null, victims_killed: 9 }),
    ];
    expect(ask('Which day of the week', rows)).toEqual({ kind: 'text', value: 'Friday' });
    expect(() =>
      ask('Which day of the week', [...rows, b({ event_date: '2024-01-27', victims_killed: 3 })]),
    ).toThrow(/no single leader/);
  });

  it('answers a North West weekend murder only for murder itself, not attempted murder', () => {
    const rows = [
      b({ province: 'North West', crimes: ['attempted murder'], event_date: '2024-01-06' }), // Saturday
      b({ province: 'North West', crimes: ['murder'], event_date: '2024-01-08' }), // Monday
      b({ province: 'Limpopo', crimes: ['murder'], event_date: '2024-01-07' }), // Sunday
    ];
    expect(ask('Anyone murdered on a weekend', rows)).toEqual({ kind: 'text', value: 'No' });
    const yes = [...rows, b({ province: 'North West', crimes: ['murder'], event_date: '2024-01-07' })];
    expect(ask('Anyone murdered on a weekend', yes)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('sums arrests of illegal mining and ranks extortion by province', () => {
    const rows = [
      b({ crimes: ['illegal mining'], num_suspects_arrested: 6, province: 'North West' }),
      b({ crimes: ['illegal mining', 'theft'], num_suspects_arrested: null }),
      b({ crimes: ['theft'], num_suspects_arrested: 9 }),
      b({ crimes: ['extortion'], province: 'North West' }),
      b({ crimes: ['extortion', 'kidnapping'], province: 'North West' }),
      b({ crimes: ['extortion'], province: 'Free State' }),
    ];
    expect(ask('Total number of suspects arrested', rows)).toEqual({ kind: 'number', value: 6 });
    expect(ask('Which province had the most extortion', rows)).toEqual({ kind: 'text', value: 'North West' });
  });

  it('refuses what no field holds: nationality, drinking, match days', () => {
    for (const start of [
      'How many of the victims in these releases were foreign',
      'What nationalities',
      'Were the shooters',
      'How many of these incidents happened on a PSL',
    ])
      expect(ask(start, [devRow({}), b({})])).toEqual({ kind: 'refusal' });
  });
});
