import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH239_QUESTIONS } from './fresh239-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-thirty-ninth fresh question set (blind)', FRESH239_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH239_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH239_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-thirty-ninth fresh set reads the ground truth as its header says', () => {
  it('counts murder or attempted murder once per incident, in the Eastern Cape of its own notebook only', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['culpable homicide'] }),
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Eastern Cape', crimes: ['murder'] }),
    ];
    expect(ask('How many times was there a murder or atempted', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes "before 2020" by event date, the last day of 2019 in and undated rows out', () => {
    const cit = (event_date: string | null, province = 'KwaZulu-Natal') =>
      devRow({ crimes: ['cash-in-transit robbery'], event_date, province, published_date: '2019-06-01' });
    expect(
      ask('Is it so that there was already', [cit('2020-01-01'), cit(null), cit('2018-01-01', 'Gauteng')]),
    ).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Is it so that there was already', [cit('2019-12-31')])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('ranks provinces by the arrests summed, not by the incidents, unstated arrests adding nothing', () => {
    const rows = [
      devRow({ province: 'Gauteng', num_suspects_arrested: 1 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: 1 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: null }),
      devRow({ province: 'KwaZulu-Natal', num_suspects_arrested: 5 }),
    ];
    expect(ask('Which province had the most suspects', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    const tied = [...rows, devRow({ province: 'Gauteng', num_suspects_arrested: 3 })];
    expect(() => ask('Which province had the most suspects', tied)).toThrow(/no single leader/);
  });

  it('counts March murders in any year by event date, not by the publication month', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2019-03-31' }),
      devRow({ crimes: ['murder'], event_date: '2023-03-01' }),
      devRow({ crimes: ['murder'], event_date: '2023-02-28', published_date: '2023-03-02' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2023-03-10' }),
      devRow({ crimes: ['attempted murder'], event_date: '2023-03-05' }),
    ];
    expect(ask('Quick-fire round', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('compares women and men among the Western Cape victims by the stated sums', () => {
    const rows = [
      devRow({ province: 'Western Cape', victims_female: 2, victims_male: 1 }),
      devRow({ province: 'Western Cape', victims_female: null, victims_male: null, num_victims: 6 }),
      devRow({ province: 'Gauteng', victims_female: 0, victims_male: 9 }),
    ];
    expect(ask('True or false: in the Western Cape', rows)).toEqual({ kind: 'text', value: ['Yes', 'True'] });
    const even = [...rows, devRow({ province: 'Western Cape', victims_female: 0, victims_male: 1 })];
    expect(ask('True or false: in the Western Cape', even)).toEqual({ kind: 'text', value: ['No', 'False'] });
  });

  it('takes the unarrested share of murders from a stated false, an unstated arrest counting as not false', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['attempted murder'], arrest_made: false }),
    ];
    expect(ask('Riddle me this', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('sums the killed of the Eastern Cape only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 3 }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: null, num_victims: 4 }),
      devRow({ province: 'Eastern Cape', crimes: ['culpable homicide'], victims_killed: 1 }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 5 }),
    ];
    expect(ask('A listener from Mthatha', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('holds the gun window from the first day of 2019 to the last of 2022, both included', () => {
    const gun = (event_date: string | null) =>
      devRow({ crimes: ['illegal firearm possession'], event_date, published_date: '2020-01-01' });
    const rows = [gun('2019-01-01'), gun('2022-12-31'), gun('2018-12-31'), gun('2023-01-01'), gun(null)];
    expect(ask('Let us tell the people: from', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('averages the killed over the murders whose toll is stated, to one decimal', () => {
    const rows = [
      devRow({ crimes: ['murder'], victims_killed: 1 }),
      devRow({ crimes: ['murder'], victims_killed: 2 }),
      devRow({ crimes: ['murder'], victims_killed: 2 }),
      devRow({ crimes: ['murder'], victims_killed: null }),
      devRow({ crimes: ['attempted murder'], victims_killed: 0 }),
    ];
    expect(ask('Caller asks, when there is a murder', rows)).toEqual({ kind: 'number', value: 1.7 });
  });

  it('takes the median of every stated suspect age in notebook b, even counts between the middle two', () => {
    const rows = [
      devRow({ notebook: 'b', suspect_ages: [20, 40] }),
      devRow({ notebook: 'b', suspect_ages: [30, 50] }),
      devRow({ notebook: 'b', suspect_ages: null }),
      devRow({ notebook: 'a', suspect_ages: [90] }),
    ];
    expect(ask('What is the median age', rows)).toEqual({ kind: 'number', value: 35 });
  });

  it('leaves rows without a municipality out of the ranking and names it with or without "City of"', () => {
    const rows = [
      devRow({ notebook: 'b', municipality: 'City of Matlosana' }),
      devRow({ notebook: 'b', municipality: 'City of Matlosana' }),
      devRow({ notebook: 'b', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', municipality: null }),
      devRow({ notebook: 'b', municipality: null }),
      devRow({ notebook: 'b', municipality: null }),
    ];
    expect(ask('Which municipality had the most', rows)).toEqual({
      kind: 'text',
      value: ['City of Matlosana', 'Matlosana'],
    });
  });

  it('sums the arrests for car and truck hijackings, leaving out other robberies', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['carjacking'], num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', crimes: ['truck hijacking', 'kidnapping'], num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', crimes: ['armed robbery'], num_suspects_arrested: 7 }),
      devRow({ notebook: 'b', crimes: ['vehicle theft'], num_suspects_arrested: 1 }),
    ];
    expect(ask('The hijackings', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('ranks rape months by event date only, and refuses a tie', () => {
    const rape = (event_date: string | null) =>
      devRow({ notebook: 'b', crimes: ['rape'], event_date, published_date: '2024-10-01' });
    const rows = [rape('2021-09-21'), rape('2024-09-01'), rape('2016-11-19'), rape(null), rape(null)];
    expect(ask('Name the month in which rapes', rows)).toEqual({ kind: 'text', value: 'September' });
    expect(() => ask('Name the month in which rapes', [...rows, rape('2017-11-02')])).toThrow(
      /no single leader/,
    );
  });

  it('holds "every rape ended with an arrest" false when any rape has an arrest not stated true', () => {
    const rows = [devRow({ notebook: 'b', crimes: ['rape'], arrest_made: true })];
    expect(ask('True or false: every single rape', rows)).toEqual({ kind: 'text', value: ['Yes', 'True'] });
    const unstated = [...rows, devRow({ notebook: 'b', crimes: ['rape'], arrest_made: null })];
    expect(ask('True or false: every single rape', unstated)).toEqual({
      kind: 'text',
      value: ['No', 'False'],
    });
  });

  it('takes the share of women suspects over the suspects of stated sex only', () => {
    const rows = [
      devRow({ notebook: 'b', suspects_female: 1, suspects_male: 3 }),
      devRow({ notebook: 'b', suspects_female: null, suspects_male: null, num_suspects_arrested: 6 }),
      devRow({ notebook: 'b', suspects_female: 0, suspects_male: 3 }),
      devRow({ notebook: 'a', suspects_female: 5, suspects_male: 0 }),
    ];
    expect(ask('Caller from Mahikeng', rows)).toEqual({ kind: 'number', value: 14 });
  });
});
