import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH248_QUESTIONS } from './fresh248-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-forty-eighth fresh question set (blind)', FRESH248_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH248_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH248_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the two-hundred-and-forty-eighth fresh set reads the ground truth as its header says', () => {
  it('counts a weekend by the event date alone, leaving the undated and the other notebook out', () => {
    const rows = [
      devRow({ event_date: '2024-01-06' }), // Saturday
      devRow({ event_date: '2024-01-07' }), // Sunday
      devRow({ event_date: '2024-01-05' }), // Friday
      devRow({ event_date: null, published_date: '2024-01-13' }), // published on a Saturday
      b({ event_date: '2024-01-06' }),
    ];
    expect(ask('Molo. How many', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes month-end as the 25th to the last day, murders only, by event date', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-25' }),
      devRow({ crimes: ['murder', 'armed robbery'], event_date: '2024-02-29' }),
      devRow({ crimes: ['murder'], event_date: '2024-03-24' }),
      devRow({ crimes: ['attempted murder'], event_date: '2024-03-30' }),
      devRow({ crimes: ['culpable homicide'], event_date: '2024-03-31' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-03-28' }),
    ];
    expect(ask('Month-end is when', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the stated killed of one province, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_killed: 3 }),
      devRow({ province: 'Eastern Cape', victims_killed: null, num_victims: 4 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: 5 }),
      b({ province: 'Eastern Cape', victims_killed: 7 }),
    ];
    expect(ask('How many abantu were killed in the Eastern Cape', rows)).toEqual({
      kind: 'number',
      value: 3,
    });
    expect(ask('Sitrep KZN AO', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('ranks provinces by weekend incidents alone, ignoring weekdays and the undated, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', event_date: '2024-01-06' }), // Saturday
      devRow({ province: 'Eastern Cape', event_date: '2024-01-07' }), // Sunday
      devRow({ province: 'KwaZulu-Natal', event_date: '2024-01-13' }), // Saturday
      devRow({ province: 'KwaZulu-Natal', event_date: '2024-01-08' }), // Monday
      devRow({ province: 'KwaZulu-Natal', event_date: '2024-01-09' }), // Tuesday
      devRow({ province: 'KwaZulu-Natal', event_date: null, published_date: '2024-01-20' }),
    ];
    expect(ask('Which province has the most incidents on Saturdays', rows)).toEqual({
      kind: 'text',
      value: 'Eastern Cape',
    });
    const tied = [...rows, devRow({ province: 'KwaZulu-Natal', event_date: '2024-01-14' })];
    expect(() => ask('Which province has the most incidents on Saturdays', tied)).toThrow(/no single leader/);
  });

  it('ranks municipalities by stated killed, skips rows without one, and accepts the name without "City of"', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', victims_killed: 4 }),
      devRow({ municipality: 'City of Cape Town', victims_killed: null }),
      devRow({ municipality: 'eThekwini', victims_killed: 3 }),
      devRow({ municipality: null, victims_killed: 9 }),
    ];
    expect(ask('Which municipality took', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
  });

  it('takes the median of suspects detained over the stated figures, a stated 0 counting', () => {
    const rows = [
      devRow({ num_suspects_arrested: 0 }),
      devRow({ num_suspects_arrested: 2 }),
      devRow({ num_suspects_arrested: 7 }),
      devRow({ num_suspects_arrested: 9 }),
      devRow({ num_suspects_arrested: null }),
    ];
    expect(ask('Median no. of suspects', rows)).toEqual({ kind: 'number', value: 4.5 });
  });

  it('lists each Eastern Cape municipality with a murder once, in date order, attempted murder left out', () => {
    const rows = [
      devRow({
        province: 'Eastern Cape',
        municipality: 'Mnquma',
        crimes: ['murder'],
        event_date: '2021-01-01',
      }),
      devRow({
        province: 'Eastern Cape',
        municipality: 'Nelson Mandela Bay',
        crimes: ['murder'],
        event_date: '2019-01-01',
      }),
      devRow({
        province: 'Eastern Cape',
        municipality: 'Mnquma',
        crimes: ['murder'],
        event_date: '2018-01-01',
      }),
      devRow({ province: 'Eastern Cape', municipality: null, crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', municipality: 'Buffalo City', crimes: ['attempted murder'] }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town', crimes: ['murder'] }),
    ];
    expect(ask('Please list the municipalities', rows)).toEqual({
      kind: 'list',
      value: ['Mnquma', 'Nelson Mandela Bay'],
    });
  });

  it('names the earliest dated rape by the parts of its location no other case shares, and refuses a tie', () => {
    const rows = [
      devRow({ crimes: ['rape'], location: 'Rocklands, Mitchells Plain', event_date: '2017-08-20' }),
      devRow({ crimes: ['rape'], location: 'Johannesburg central', event_date: '2022-03-11' }),
      devRow({ crimes: ['rape'], location: 'Undated Place', event_date: null }),
      devRow({ crimes: ['murder'], location: 'Tafelsig, Mitchells Plain', event_date: '2010-01-01' }),
    ];
    expect(ask('Where did the earliest dated rape', rows)).toEqual({ kind: 'text', value: ['Rocklands'] });
    const tied = [...rows, devRow({ crimes: ['rape'], location: 'Mthatha', event_date: '2017-08-20' })];
    expect(() => ask('Where did the earliest dated rape', tied)).toThrow(/no single earliest/);
  });

  it('takes the Western Cape murder share over all Western Cape cases', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['culpable homicide'] }),
      devRow({ province: 'Western Cape', crimes: ['theft'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
    ];
    expect(ask('Of all the Western Cape cases', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('takes the share of women over the victims of stated sex in notebook b', () => {
    const rows = [
      b({ victims_female: 1, victims_male: 3 }),
      b({ num_victims: 5, victims_female: null, victims_male: null }),
      devRow({ victims_female: 6, victims_male: 0 }),
    ];
    expect(ask('Of the victims where they say', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('holds both end years whole in "2020 to 2022", and nothing outside them or undated', () => {
    const nc = (event_date: string | null) => b({ province: 'Northern Cape', event_date });
    const rows = [
      nc('2020-01-01'),
      nc('2022-12-31'),
      nc('2019-12-31'),
      nc('2023-01-01'),
      nc(null),
      b({ province: 'North West', event_date: '2021-06-01' }),
    ];
    expect(ask('How many Northern Cape cases', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('answers "before 2020" strictly by event date, an undated case not counting', () => {
    const mining = (event_date: string | null) => b({ crimes: ['illegal mining'], event_date });
    expect(ask('Is there any illegal mining', [mining('2020-01-01'), mining(null)])).toEqual({
      kind: 'text',
      value: 'No',
    });
    expect(ask('Is there any illegal mining', [mining('2019-12-31')])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('averages every stated suspect age once per suspect, to one decimal', () => {
    const rows = [b({ suspect_ages: [30, 31] }), b({ suspect_ages: [40] }), b({ suspect_ages: null })];
    expect(ask('Mean age of suspects', rows)).toEqual({ kind: 'number', value: 33.7 });
  });

  it('ranks provinces by month-end incidents from the 25th on, by event date, the other notebook left out', () => {
    const rows = [
      b({ province: 'North West', event_date: '2024-04-25' }),
      b({ province: 'North West', event_date: '2024-02-29' }),
      b({ province: 'Limpopo', event_date: '2024-05-30' }),
      b({ province: 'Limpopo', event_date: '2024-05-24' }),
      b({ province: 'Limpopo', event_date: null, published_date: '2024-05-28' }),
      devRow({ province: 'Limpopo', event_date: '2024-05-28' }),
    ];
    expect(ask('Month-end, from the 25th', rows)).toEqual({ kind: 'text', value: 'North West' });
  });

  it('counts a Friday by the event date alone', () => {
    const rows = [
      b({ event_date: '2024-01-05' }), // Friday
      b({ event_date: '2024-01-06' }), // Saturday
      b({ event_date: null, published_date: '2024-01-12' }), // published on a Friday
      devRow({ event_date: '2024-01-12' }),
    ];
    expect(ask('Friday is our busiest night', rows)).toEqual({ kind: 'number', value: 1 });
  });
});
