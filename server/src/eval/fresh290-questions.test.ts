import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH290_QUESTIONS } from './fresh290-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-ninetieth fresh question set (blind)', FRESH290_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH290_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH290_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-ninetieth fresh set reads the ground truth as its header says', () => {
  it('counts Gauteng murders only, in the asked notebook', () => {
    const rows = [
      devRow({ crimes: ['murder'], province: 'Gauteng' }),
      devRow({ crimes: ['murder', 'attempted murder'], province: 'Gauteng' }),
      devRow({ crimes: ['attempted murder'], province: 'Gauteng' }),
      devRow({ crimes: ['murder'], province: 'Western Cape' }),
      devRow({ notebook: 'b', crimes: ['murder'], province: 'Gauteng' }),
    ];
    expect(ask('Quick head count', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks provinces by the sum of stated victims, not by incidents, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'Gauteng', num_victims: 1 }),
      devRow({ province: 'Gauteng', num_victims: 1 }),
      devRow({ province: 'Gauteng', num_victims: null }),
      devRow({ province: 'KwaZulu-Natal', num_victims: 3 }),
    ];
    expect(ask('Biggest guest list', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    expect(() =>
      ask('Biggest guest list', [...rows, devRow({ province: 'Gauteng', num_victims: 1 })]),
    ).toThrow(/no single leader/);
  });

  it('takes the median of arrests over the stated figures only', () => {
    const rows = [
      devRow({ num_suspects_arrested: 1 }),
      devRow({ num_suspects_arrested: 3 }),
      devRow({ num_suspects_arrested: 10 }),
      devRow({ num_suspects_arrested: null }),
      devRow({ num_suspects_arrested: null }),
    ];
    expect(ask('Middle-of-the-table', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the share of women over victims of stated sex, the unstated adding nothing', () => {
    const rows = [
      devRow({ num_victims: 4, victims_female: 1, victims_male: 3 }),
      devRow({ num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ num_victims: 1, victims_female: 1, victims_male: 0 }),
    ];
    expect(ask('I am preparing a sermon', rows)).toEqual({ kind: 'number', value: 40 });
  });

  it('dates the earliest kidnapping by event date, never by publication', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2019-05-13', published_date: '2019-05-14' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['murder'], event_date: '2012-02-02' }),
      devRow({ crimes: ['kidnapping', 'extortion'], event_date: '2021-11-17' }),
    ];
    expect(ask('Beloved, a child taken', rows)).toEqual({ kind: 'date', value: '2019-05-13' });
  });

  it('reads lambing season as June to August of any year, in the Eastern Cape, the undated left out', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', event_date: '2018-06-01' }),
      devRow({ province: 'Eastern Cape', event_date: '2024-08-31' }),
      devRow({ province: 'Eastern Cape', event_date: '2024-09-01' }),
      devRow({ province: 'Eastern Cape', event_date: null, published_date: '2024-07-01' }),
      devRow({ province: 'Western Cape', event_date: '2024-07-01' }),
    ];
    expect(ask('Our lambing season', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks Eastern Cape municipalities only, without rows of unknown municipality', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', municipality: 'Buffalo City' }),
      devRow({ province: 'Eastern Cape', municipality: 'Buffalo City' }),
      devRow({ province: 'Eastern Cape', municipality: 'Kouga' }),
      devRow({ province: 'Eastern Cape', municipality: null }),
      devRow({ province: 'Eastern Cape', municipality: null }),
      devRow({ province: 'Eastern Cape', municipality: null }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
    ];
    expect(ask('In the Eastern Cape, my own', rows)).toEqual({
      kind: 'text',
      value: ['Buffalo City', 'Buffalo City'],
    });
  });

  it('compares people killed strictly: an equal total is a no', () => {
    const rows = [
      devRow({ province: 'Western Cape', victims_killed: 3 }),
      devRow({ province: 'Western Cape', victims_killed: null }),
      devRow({ province: 'Eastern Cape', victims_killed: 2 }),
    ];
    expect(ask('In the parable', rows)).toEqual({ kind: 'text', value: 'Yes' });
    const equal = [...rows, devRow({ province: 'Eastern Cape', victims_killed: 1 })];
    expect(ask('In the parable', equal)).toEqual({ kind: 'text', value: 'No' });
  });

  it('ranks provinces by the sum of suspects arrested, not by the number of incidents', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 1 }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 1 }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: null }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 5 }),
    ];
    expect(ask('Biggest table of arrests', rows)).toEqual({ kind: 'text', value: 'North West' });
  });

  it('averages victims over the stated figures only, to one decimal', () => {
    const rows = [
      devRow({ notebook: 'b', num_victims: 1 }),
      devRow({ notebook: 'b', num_victims: 2 }),
      devRow({ notebook: 'b', num_victims: 2 }),
      devRow({ notebook: 'b', num_victims: null }),
    ];
    expect(ask('Covers per plate', rows)).toEqual({ kind: 'number', value: 1.7 });
  });

  it('takes the rape share over all the notebook rows', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'] }),
      devRow({ notebook: 'b', crimes: ['rape', 'murder'] }),
      devRow({ notebook: 'b', crimes: ['sexual assault'] }),
      devRow({ notebook: 'b', crimes: ['murder'] }),
      devRow({ notebook: 'b', crimes: ['theft'] }),
      devRow({ crimes: ['rape'] }),
    ];
    expect(ask('I mean to speak', rows)).toEqual({ kind: 'number', value: 40 });
  });

  it('counts a Northern Cape kidnapping since 2020 by event date, not an undated one', () => {
    const undated = [
      devRow({
        notebook: 'b',
        province: 'Northern Cape',
        crimes: ['kidnapping'],
        event_date: null,
        published_date: '2023-01-01',
      }),
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['kidnapping'], event_date: '2019-12-31' }),
    ];
    expect(ask('We are told the lost sheep', undated)).toEqual({ kind: 'text', value: 'No' });
    const dated = [
      ...undated,
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['kidnapping'], event_date: '2020-01-01' }),
    ];
    expect(ask('We are told the lost sheep', dated)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts murders with a woman among the victims, a zero or unstated figure not counting', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['murder'], victims_female: 1 }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_female: 0 }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_female: null }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_female: 2 }),
    ];
    expect(ask('How many of the murders', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('ranks provinces by people killed and takes the median of every stated suspect age', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', victims_killed: 4, suspect_ages: [20, 30] }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_killed: 1, suspect_ages: null }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_killed: 2, suspect_ages: [50] }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_killed: null }),
    ];
    expect(ask('Hayi, so many lives', rows)).toEqual({ kind: 'text', value: 'Free State' });
    expect(ask('The suspects, how old', rows)).toEqual({ kind: 'number', value: 30 });
  });
});
