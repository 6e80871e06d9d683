import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH296_QUESTIONS } from './fresh296-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-ninety-sixth fresh question set (blind)', FRESH296_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH296_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH296_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-ninety-sixth fresh set reads the ground truth as its header says', () => {
  it('counts the southern spring by event month in any year, the undated left out', () => {
    const rows = [
      devRow({ event_date: '2019-09-01' }),
      devRow({ event_date: '2023-11-30' }),
      devRow({ event_date: '2020-12-01' }),
      devRow({ event_date: '2021-08-31' }),
      devRow({ event_date: null, published_date: '2022-10-10' }),
    ];
    expect(ask('Spring is when my birds', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes "laid to rest" as a stated killed figure above zero, over all the rows', () => {
    const rows = [
      devRow({ victims_killed: 2 }),
      devRow({ victims_killed: 0 }),
      devRow({ victims_killed: null, num_victims: 3 }),
      devRow({ victims_killed: 1 }),
      devRow({ victims_killed: undefined }),
    ];
    expect(ask('In what share of all the services', rows)).toEqual({ kind: 'number', value: 40 });
  });

  it('asks "nobody on the glove" as a stated false, an unstated arrest not counting', () => {
    const unstated = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], arrest_made: null }),
      devRow({ province: 'Gauteng', crimes: ['murder'], arrest_made: false }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'], arrest_made: false }),
    ];
    expect(ask('Out on the moor', unstated)).toEqual({ kind: 'text', value: 'No' });
    const caught = [
      ...unstated,
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], arrest_made: false }),
    ];
    expect(ask('Out on the moor', caught)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('ranks municipalities by suspects arrested summed, leaving out rows without a municipality', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', num_suspects_arrested: 3 }),
      devRow({ municipality: 'City of Cape Town', num_suspects_arrested: 2 }),
      devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: 4 }),
      devRow({ municipality: null, num_suspects_arrested: 9 }),
    ];
    expect(ask('And here we are', rows)).toEqual({ kind: 'text', value: ['City of Cape Town', 'Cape Town'] });
    const tied = [...rows, devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: 1 })];
    expect(() => ask('And here we are', tied)).toThrow(/no single leader/);
  });

  it('takes the median of Gauteng suspect ages, one per suspect, and the male share of stated sexes', () => {
    const rows = [
      devRow({ suspect_ages: [20, 40] }),
      devRow({ suspect_ages: [30, 50] }),
      devRow({ suspect_ages: null }),
      devRow({ province: 'Limpopo', suspect_ages: [90] }),
    ];
    expect(ask('Quite remarkable', rows)).toEqual({ kind: 'number', value: 35 });
    const victims = [
      devRow({ notebook: 'b', victims_male: 3, victims_female: 1 }),
      devRow({ notebook: 'b', num_victims: 4, victims_male: null, victims_female: null }),
      devRow({ notebook: 'b', victims_male: 0, victims_female: 1 }),
    ];
    expect(ask('Of the victims whose sex', victims)).toEqual({ kind: 'number', value: 60 });
  });
});
