import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH146_QUESTIONS } from './fresh146-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-forty-sixth fresh question set (blind)', FRESH146_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH146_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH146_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-forty-sixth fresh set reads the ground truth as its header says', () => {
  it('sums the police officers among the victims, an unstated figure adding nothing and notebook b left out', () => {
    const rows = [
      devRow({ crimes: ['murder'], victims_police: 2 }),
      devRow({ crimes: ['attempted murder'], victims_police: null }),
      devRow({ crimes: ['burglary'], victims_police: 1 }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_police: 5 }),
    ];
    expect(ask("For the film I'd like", rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('counts Gauteng kidnappings only', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], province: 'Gauteng' }),
      devRow({ crimes: ['kidnapping', 'murder'], province: 'Gauteng' }),
      devRow({ crimes: ['kidnapping'], province: 'KwaZulu-Natal' }),
      devRow({ crimes: ['murder'], province: 'Gauteng' }),
    ];
    expect(ask('We are planning a segment', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the earliest kidnapping by event date, never by publication', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2019-05-13', published_date: '2019-05-14' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['murder'], event_date: '2012-01-01' }),
      devRow({ crimes: ['kidnapping'], event_date: '2020-01-01' }),
    ];
    expect(ask('What is the date of the earliest kidnapping', rows)).toEqual({
      kind: 'date',
      value: '2019-05-13',
    });
  });

  it('ranks provinces by people killed, KZN accepted, and refuses a tie at the top', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 3 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: null }),
      devRow({ province: 'Eastern Cape', victims_killed: 2 }),
      devRow({ province: 'Gauteng', victims_killed: 1 }),
    ];
    expect(ask('Which province had the highest number', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    const tied = [...rows, devRow({ province: 'Eastern Cape', victims_killed: 1 })];
    expect(() => ask('Which province had the highest number', tied)).toThrow(/no single leader/);
  });

  it('takes the arrest share as a stated true over all rows, and the rape no-arrest share as a stated false', () => {
    const rows = [
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: null }),
      devRow({ arrest_made: false }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
    ];
    expect(ask('What percentage of the incidents had led', rows)).toEqual({ kind: 'number', value: 67 });
    const rapes = [
      devRow({ notebook: 'b', crimes: ['rape'], arrest_made: false }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['rape'], arrest_made: null }),
      devRow({ notebook: 'b', crimes: ['murder'], arrest_made: false }),
    ];
    expect(ask('Among the rape cases', rapes)).toEqual({ kind: 'number', value: 33 });
  });

  it('sums arrests of murder cases only, attempted murder left out', () => {
    const rows = [
      devRow({ crimes: ['murder'], num_suspects_arrested: 2 }),
      devRow({ crimes: ['murder', 'attempted murder'], num_suspects_arrested: 1 }),
      devRow({ crimes: ['attempted murder'], num_suspects_arrested: 4 }),
      devRow({ crimes: ['murder'], num_suspects_arrested: null }),
    ];
    expect(ask('How many suspects in total were arrested', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('compares arrests of two provinces and refuses a comparison the wrong way round', () => {
    const rows = [
      devRow({ province: 'Western Cape', num_suspects_arrested: 5 }),
      devRow({ province: 'Western Cape', num_suspects_arrested: 2 }),
      devRow({ province: 'Eastern Cape', num_suspects_arrested: 4 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: 9 }),
    ];
    expect(ask('How many more suspects were arrested', rows)).toEqual({ kind: 'number', value: 3 });
    const reversed = [...rows, devRow({ province: 'Eastern Cape', num_suspects_arrested: 6 })];
    expect(() => ask('How many more suspects were arrested', reversed)).toThrow(/does not have more/);
  });

  it('counts killed in 2022 by event year alone, undated deaths left out', () => {
    const rows = [
      devRow({ event_date: '2022-01-01', victims_killed: 2 }),
      devRow({ event_date: '2022-12-31', victims_killed: 3 }),
      devRow({ event_date: '2023-01-01', published_date: '2022-12-31', victims_killed: 7 }),
      devRow({ event_date: null, published_date: '2022-06-01', victims_killed: 4 }),
      devRow({ event_date: '2022-06-01', victims_killed: null }),
    ];
    expect(ask('Number of ppl killed in 2022', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('takes the female share over victims of stated sex only', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 4, victims_female: null, victims_male: null }),
      devRow({ num_victims: 1, victims_female: 1, victims_male: 0 }),
      devRow({ notebook: 'b', num_victims: 5, victims_female: 5, victims_male: 0 }),
    ];
    expect(ask('Of the victims whose sex is given', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('answers the Eastern Cape rape question yes only when an arrest is stated', () => {
    const noArrest = [
      devRow({ crimes: ['rape'], province: 'Eastern Cape', arrest_made: false }),
      devRow({ crimes: ['rape'], province: 'Gauteng', arrest_made: true }),
      devRow({ crimes: ['murder'], province: 'Eastern Cape', arrest_made: true }),
    ];
    expect(ask('Quick y/n', noArrest)).toEqual({ kind: 'text', value: 'No' });
    const withArrest = [
      ...noArrest,
      devRow({ crimes: ['rape'], province: 'Eastern Cape', arrest_made: true }),
    ];
    expect(ask('Quick y/n', withArrest)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('ranks municipalities by incidents, leaving out rows without one', () => {
    const rows = [
      devRow({ notebook: 'b', municipality: 'City of Matlosana' }),
      devRow({ notebook: 'b', municipality: 'City of Matlosana' }),
      devRow({ notebook: 'b', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', municipality: null }),
      devRow({ notebook: 'b', municipality: null }),
      devRow({ notebook: 'b', municipality: null }),
    ];
    expect(ask('Which municipality comes up', rows)).toEqual({
      kind: 'text',
      value: ['City of Matlosana', 'Matlosana'],
    });
  });

  it('counts nobody arrested as a stated false, and arrests of 2023 and 2024 by event date', () => {
    const rows = [
      devRow({ notebook: 'b', arrest_made: false, event_date: '2023-03-01', num_suspects_arrested: 0 }),
      devRow({ notebook: 'b', arrest_made: null, event_date: '2024-03-01', num_suspects_arrested: null }),
      devRow({ notebook: 'b', arrest_made: true, event_date: '2024-12-31', num_suspects_arrested: 4 }),
      devRow({ notebook: 'b', arrest_made: true, event_date: '2022-12-31', num_suspects_arrested: 6 }),
      devRow({
        notebook: 'b',
        arrest_made: true,
        event_date: null,
        published_date: '2023-05-01',
        num_suspects_arrested: 3,
      }),
      devRow({ notebook: 'b', arrest_made: true, event_date: '2023-07-07', num_suspects_arrested: 2 }),
    ];
    expect(ask('In how many incidents had nobody', rows)).toEqual({ kind: 'number', value: 1 });
    expect(ask('How many suspects were arrested in incidents that took place', rows)).toEqual({
      kind: 'number',
      value: 6,
    });
  });

  it('counts murders of 2020 by event date, attempted murder and undated murders left out', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2020-02-02' }),
      devRow({ notebook: 'b', crimes: ['attempted murder'], event_date: '2020-02-02' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: null, published_date: '2020-05-05' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2021-01-01' }),
      devRow({ notebook: 'b', crimes: ['murder', 'rape'], event_date: '2020-12-31' }),
    ];
    expect(ask('how many murders happend', rows)).toEqual({ kind: 'number', value: 2 });
  });
});
