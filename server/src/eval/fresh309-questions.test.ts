import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH309_QUESTIONS } from './fresh309-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-ninth fresh question set (blind)', FRESH309_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH309_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH309_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-ninth fresh set reads the ground truth as its header says', () => {
  it('sums the arrests of the Ekurhuleni municipality only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: 6 }),
      devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: null }),
      devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: 0, arrest_made: false }),
      devRow({
        municipality: 'City of Johannesburg',
        location: 'Ekurhuleni border',
        num_suspects_arrested: 4,
      }),
      devRow({ notebook: 'b', municipality: 'Ekurhuleni', num_suspects_arrested: 3 }),
    ];
    expect(ask('Howzit from up on the ridge!', rows)).toEqual({ kind: 'number', value: 6 });
  });

  it('takes the male share over the victims of stated sex, the unstated adding nothing', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ num_victims: 2, victims_female: 0, victims_male: 1 }),
    ];
    expect(ask('Of the victims whose sex', rows)).toEqual({ kind: 'number', value: 75 });
  });

  it('reads "nobody nabbed" as a stated false, over the murders alone', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder', 'attempted murder'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['attempted murder'], arrest_made: false }),
    ];
    expect(ask('Of all the murder jobs', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('dates murders before 2020 by event date alone, the undated never counting', () => {
    const murder = (event_date: string | null, province = 'North West') =>
      devRow({ notebook: 'b', crimes: ['murder'], province, event_date, published_date: '2019-06-01' });
    const rows = [murder(null), murder('2020-01-01'), murder('2018-05-05', 'Limpopo')];
    expect(ask('Did the North West have any murder', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Did the North West have any murder', [...rows, murder('2019-12-31')])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('ranks rape months by event date over all years, leaving undated rapes out', () => {
    const rape = (event_date: string | null) =>
      devRow({ notebook: 'b', crimes: ['rape'], event_date, published_date: '2024-03-01' });
    const rows = [
      rape('2016-09-10'),
      rape('2021-09-21'),
      rape('2023-12-03'),
      rape(null),
      rape(null),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2023-12-04' }),
    ];
    expect(ask('Which calendar month', rows)).toEqual({ kind: 'text', value: 'September' });
    expect(() => ask('Which calendar month', [...rows, rape('2020-12-25')])).toThrow(/no single leader/);
  });
});
