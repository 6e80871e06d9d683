import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH331_QUESTIONS } from './fresh331-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-thirty-first fresh question set (blind)', FRESH331_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH331_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH331_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-thirty-first fresh set reads the ground truth as its header says', () => {
  it('sums the injured of attempted murder cases only, an unstated figure and the other notebook adding nothing', () => {
    const rows = [
      devRow({ crimes: ['attempted murder'], victims_injured: 2 }),
      devRow({ crimes: ['murder', 'attempted murder'], victims_injured: 1 }),
      devRow({ crimes: ['attempted murder'], victims_injured: null }),
      devRow({ crimes: ['murder'], victims_injured: 4 }),
      devRow({ notebook: 'b', crimes: ['attempted murder'], victims_injured: 7 }),
    ];
    expect(ask('Ag, my neighbour', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('counts December murders by event date in any year, attempted murder and undated rows left out', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2019-12-18' }),
      devRow({ crimes: ['murder', 'kidnapping'], event_date: '2022-12-01' }),
      devRow({ crimes: ['attempted murder'], event_date: '2020-12-24' }),
      devRow({ crimes: ['culpable homicide'], event_date: '2021-12-25' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2023-12-20' }),
      devRow({ crimes: ['murder'], event_date: '2023-11-30', published_date: '2023-12-02' }),
    ];
    expect(ask('shame how many murders', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the earliest hijacking from car and truck hijackings alike, undated ones never first', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['carjacking'], event_date: '2022-08-04' }),
      devRow({ notebook: 'b', crimes: ['truck hijacking'], event_date: '2021-02-01' }),
      devRow({
        notebook: 'b',
        crimes: ['carjacking', 'murder'],
        event_date: null,
        published_date: '2015-01-01',
      }),
      devRow({ notebook: 'b', crimes: ['vehicle theft'], event_date: '2016-01-01' }),
      devRow({ crimes: ['carjacking'], event_date: '2014-01-01' }),
    ];
    expect(ask('Earliest hijacking', rows)).toEqual({ kind: 'date', value: '2021-02-01' });
  });

  it('takes the stock theft arrest share over stock theft rows and the female share over victims of stated sex', () => {
    const stock = [
      devRow({ notebook: 'b', crimes: ['stock theft'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['stock theft'], arrest_made: false }),
      devRow({ notebook: 'b', crimes: ['stock theft'], arrest_made: null }),
      devRow({ notebook: 'b', crimes: ['theft'], arrest_made: true }),
    ];
    expect(ask('Of the stock theft cases', stock)).toEqual({ kind: 'number', value: 33 });
    const people = [
      devRow({ notebook: 'b', num_victims: 3, victims_female: 2, victims_male: 1 }),
      devRow({ notebook: 'b', num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ notebook: 'b', num_victims: 2, victims_female: 1, victims_male: 3 }),
      devRow({ num_victims: 5, victims_female: 5, victims_male: 0 }),
    ];
    expect(ask('out of the victims', people)).toEqual({ kind: 'number', value: 43 });
  });

  it('finds a farm by the word in the location in any case, ranks crimes without murder and lists provinces once', () => {
    const rows = [
      devRow({
        notebook: 'b',
        location: 'Lismor Farm, Kestell',
        crimes: ['murder', 'rape'],
        province: 'Free State',
      }),
      devRow({ notebook: 'b', location: 'farm near Glen', crimes: ['murder', 'kidnapping'] }),
      devRow({
        notebook: 'b',
        location: 'Farmhouse Road, Ga-Rankuwa',
        crimes: ['murder', 'rape'],
        province: 'North West',
      }),
      devRow({ notebook: 'b', location: 'Kimberley', crimes: ['murder', 'rape'], province: 'North West' }),
      devRow({ location: 'Klippan farm', crimes: ['rape'], province: 'Limpopo' }),
    ];
    expect(ask('We farmers down', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('besides murder', rows)).toEqual({ kind: 'text', value: ['rape'] });
    expect(ask('wich provinces had rape', rows)).toEqual({
      kind: 'list',
      value: ['Free State', 'North West'],
    });
  });
});
