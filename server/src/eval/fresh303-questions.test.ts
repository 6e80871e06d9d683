import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH303_QUESTIONS } from './fresh303-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-third fresh question set (blind)', FRESH303_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH303_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH303_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-third fresh set reads the ground truth as its header says', () => {
  it('sums the stated killed of Gauteng incidents only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['murder'], victims_killed: 2 }),
      devRow({ crimes: ['murder'], victims_killed: null }),
      devRow({ crimes: ['attempted murder'], victims_killed: 1 }),
      devRow({ crimes: ['murder'], province: 'Western Cape', victims_killed: 5 }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_killed: 4 }),
    ];
    expect(ask('Right. Of all the Gauteng', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('counts winter murders by event date, June to August of any year, the undated left out', () => {
    const murder = (event_date: string | null) =>
      devRow({ crimes: ['murder'], event_date, published_date: '2023-07-15' });
    const rows = [
      murder('2019-06-01'),
      murder('2023-08-31'),
      murder('2023-09-01'),
      murder('2022-05-31'),
      murder(null),
      devRow({ crimes: ['attempted murder'], event_date: '2021-07-04' }),
    ];
    expect(ask('Wind is howling here', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the KwaZulu-Natal female share over the victims of stated sex only', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_female: 2, victims_male: 3 }),
      devRow({ province: 'KwaZulu-Natal', num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ province: 'KwaZulu-Natal', victims_female: 0, victims_male: 4 }),
      devRow({ province: 'Gauteng', victims_female: 5, victims_male: 0 }),
    ];
    expect(ask('Kwa-Zulu Natal only', rows)).toEqual({ kind: 'number', value: 22 });
  });

  it('counts the summer months as December, January and February of any year, by event date', () => {
    const incident = (event_date: string | null) =>
      devRow({ notebook: 'b', event_date, published_date: '2024-01-10' });
    const rows = [
      incident('2023-12-31'),
      incident('2020-01-15'),
      incident('2016-02-29'),
      incident('2023-11-30'),
      incident('2024-03-01'),
      incident(null),
    ];
    expect(ask('Summer months only', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('names the incident with the most injured by its own place, and refuses a tie', () => {
    const rows = [
      devRow({ location: 'Sweetwaters', victims_injured: 8 }),
      devRow({ location: 'Site B, Khayelitsha', victims_injured: 7 }),
      devRow({ location: 'Site C, Khayelitsha', victims_injured: null }),
    ];
    expect(ask('Which single specimen', rows)).toEqual({ kind: 'text', value: ['Sweetwaters'] });
    const tied = [...rows, devRow({ location: 'Samora Machel', victims_injured: 8 })];
    expect(() => ask('Which single specimen', tied)).toThrow(/no single leader/);
  });
});
