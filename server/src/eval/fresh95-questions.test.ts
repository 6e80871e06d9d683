import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH95_QUESTIONS } from './fresh95-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The ninety-fifth fresh question set (blind)', FRESH95_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH95_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH95_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the ninety-fifth fresh set reads the ground truth as its header says', () => {
  it('counts kidnappings in the City of Johannesburg municipality only, not elsewhere in Gauteng', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg', crimes: ['kidnapping'] }),
      devRow({ municipality: 'City of Johannesburg', crimes: ['carjacking', 'kidnapping'] }),
      devRow({ municipality: 'City of Johannesburg', crimes: ['carjacking'] }),
      devRow({ municipality: 'Ekurhuleni', crimes: ['kidnapping'] }),
      devRow({ municipality: null, location: 'Johannesburg', crimes: ['kidnapping'] }),
      b({ municipality: 'City of Johannesburg', crimes: ['kidnapping'] }),
    ];
    expect(ask('Bonjour, I work with refugees', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the stated female victims of Gauteng and KwaZulu-Natal, a null adding nothing', () => {
    const rows = [
      devRow({ province: 'Gauteng', victims_female: 2 }),
      devRow({ province: 'KwaZulu-Natal', victims_female: 3 }),
      devRow({ province: 'KwaZulu-Natal', victims_female: null, num_victims: 4 }),
      devRow({ province: 'Western Cape', victims_female: 5 }),
    ];
    expect(ask('Please, les femmes victimes', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('takes "la police arrested nobody" as a stated false, never an unstated arrest', () => {
    const unstated = [
      devRow({ province: 'Gauteng', crimes: ['kidnapping'], arrest_made: null }),
      devRow({ province: 'Western Cape', crimes: ['kidnapping'], arrest_made: false }),
      devRow({ province: 'Gauteng', crimes: ['murder'], arrest_made: false }),
    ];
    expect(ask('Kidnaping in Gauteng', unstated)).toEqual({ kind: 'text', value: 'No' });
    const none = [...unstated, devRow({ province: 'Gauteng', crimes: ['kidnapping'], arrest_made: false })];
    expect(ask('Kidnaping in Gauteng', none)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('dates the earliest Eastern Cape murder by event date, attempted murder and undated rows left out', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'], event_date: '2021-03-16' }),
      devRow({
        province: 'Eastern Cape',
        crimes: ['murder'],
        event_date: null,
        published_date: '2010-01-01',
      }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'], event_date: '2015-05-05' }),
      devRow({ province: 'Western Cape', crimes: ['murder'], event_date: '2014-01-01' }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], event_date: '2019-12-29' }),
    ];
    expect(ask('I should be obliged to learn on what date', rows)).toEqual({
      kind: 'date',
      value: '2019-12-29',
    });
  });

  it('sums the killed of 2022 by event date, a 2022 publication of an undated incident left out', () => {
    const rows = [
      devRow({ event_date: '2022-01-01', victims_killed: 4 }),
      devRow({ event_date: '2022-12-31', victims_killed: 2 }),
      devRow({ event_date: '2022-06-06', victims_killed: null }),
      devRow({ event_date: '2023-01-01', victims_killed: 9 }),
      devRow({ event_date: null, published_date: '2022-05-05', victims_killed: 7 }),
    ];
    expect(ask('In the matter of the year 2022', rows)).toEqual({ kind: 'number', value: 6 });
  });

  it('gives the KwaZulu-Natal murder share to one decimal, attempted murder not a murder', () => {
    const kzn = (crimes: string[]) => devRow({ province: 'KwaZulu-Natal', crimes });
    const rows = [
      kzn(['murder']),
      kzn(['murder', 'attempted murder']),
      kzn(['attempted murder']),
      kzn(['theft']),
      kzn(['carjacking']),
      kzn(['poaching']),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
    ];
    expect(ask('Of the incidents in the province of KwaZulu-Natal', rows)).toEqual({
      kind: 'number',
      value: 33.3,
    });
  });

  it('refuses a reversed comparison of the killed in KwaZulu-Natal and Gauteng', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 5 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: null }),
      devRow({ province: 'Gauteng', victims_killed: 2 }),
    ];
    expect(ask('By how many did the number of souls', rows)).toEqual({ kind: 'number', value: 3 });
    const reversed = [...rows, devRow({ province: 'Gauteng', victims_killed: 4 })];
    expect(() => ask('By how many did the number of souls', reversed)).toThrow(/does not have more/);
  });

  it('counts Wednesdays by event date alone', () => {
    const rows = [
      devRow({ event_date: '2024-01-03' }), // Wednesday
      devRow({ event_date: '2023-11-01' }), // Wednesday
      devRow({ event_date: '2024-01-04' }), // Thursday
      devRow({ event_date: null, published_date: '2024-01-10' }), // published on a Wednesday
    ];
    expect(ask('Frequency by day of week', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('averages the killed over murder incidents with a stated figure only', () => {
    const rows = [
      devRow({ crimes: ['murder'], victims_killed: 1 }),
      devRow({ crimes: ['murder', 'attempted murder'], victims_killed: 4 }),
      devRow({ crimes: ['murder'], victims_killed: null }),
      devRow({ crimes: ['attempted murder'], victims_killed: 0 }),
      devRow({ crimes: ['murder'], victims_killed: 2 }),
    ];
    expect(ask('Severity per incident', rows)).toEqual({ kind: 'number', value: 2.33 });
  });

  it('ranks provinces by summed arrests, not by incident count', () => {
    const rows = [
      devRow({ province: 'Gauteng', num_suspects_arrested: 1 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: 2 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: null }),
      devRow({ province: 'Western Cape', num_suspects_arrested: 19 }),
    ];
    expect(ask('Arrest volume by province', rows)).toEqual({ kind: 'text', value: 'Western Cape' });
  });

  it('divides the summed killed by the summed injured in the Eastern Cape, and refuses no injured', () => {
    const ec = (victims_killed: number | null, victims_injured: number | null) =>
      devRow({ province: 'Eastern Cape', victims_killed, victims_injured });
    const rows = [
      ec(3, 3),
      ec(4, 1),
      ec(6, null),
      ec(2, 4),
      devRow({ province: 'Western Cape', victims_killed: 0, victims_injured: 9 }),
    ];
    expect(ask('Eastern Cape severity mix', rows)).toEqual({ kind: 'number', value: 1.9 });
    expect(() => ask('Eastern Cape severity mix', [ec(2, null)])).toThrow(/no injured/);
  });

  it('adds the stated killed and injured of the Free State in notebook b', () => {
    const rows = [
      b({ province: 'Free State', victims_killed: 7, victims_injured: 0 }),
      b({ province: 'Free State', victims_killed: 1, victims_injured: 2 }),
      b({ province: 'Free State', victims_killed: null, victims_injured: null }),
      b({ province: 'Limpopo', victims_killed: 3, victims_injured: 3 }),
    ];
    expect(ask('Free State, s’il vous plaît', rows)).toEqual({ kind: 'number', value: 10 });
  });

  it('takes the known-attacker share over the stated relationships only, strangers included', () => {
    const rows = [
      b({ relationship: 'acquaintance' }),
      b({ relationship: 'partner' }),
      b({ relationship: 'family' }),
      b({ relationship: 'stranger' }),
      b({ relationship: 'stranger' }),
      b({ relationship: 'stranger' }),
      b({ relationship: null }),
      b({}),
    ];
    expect(ask('Where the releases state the relationship', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('compares Mpumalanga and North West from 1 January 2020, the undated and the earlier left out', () => {
    const rows = [
      b({ province: 'Mpumalanga', event_date: '2020-01-01' }),
      b({ province: 'Mpumalanga', event_date: '2024-05-05' }),
      b({ province: 'Mpumalanga', event_date: '2023-03-03' }),
      b({ province: 'North West', event_date: '2021-07-26' }),
      b({ province: 'North West', event_date: '2019-12-31' }),
      b({ province: 'North West', event_date: '2018-01-01' }),
      b({ province: 'Mpumalanga', event_date: null, published_date: '2024-01-01' }),
    ];
    expect(ask('Counting only those incidents', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('names the tail incident by its own place and counts July in any year', () => {
    const rows = [
      b({ location: 'Lismor farm, near Kestell', victims_killed: 7, event_date: '2022-07-15' }),
      b({ location: 'farm in Magogong, outside Hartswater', victims_killed: 3, event_date: '2020-07-26' }),
      b({ location: 'Mareetsane', victims_killed: null, event_date: '2021-07-01' }),
      b({ location: 'Noupoort', victims_killed: 0, event_date: '2025-08-03' }),
      b({ location: 'Glen', victims_killed: 1, event_date: null, published_date: '2020-07-07' }),
    ];
    expect(ask('Tail event', rows)).toEqual({ kind: 'text', value: ['Lismor farm', 'Kestell'] });
    expect(ask('Seasonality check', rows)).toEqual({ kind: 'number', value: 3 });
  });
});
