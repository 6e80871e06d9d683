import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH12_QUESTIONS } from './fresh12-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The twelfth fresh question set (blind)', FRESH12_QUESTIONS);

const expectation = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH12_QUESTIONS, question, rows);

describe('The twelfth fresh set reads the ground truth', () => {
  it('names the incident with the highest death toll by its own place, leaving unstated tolls out', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'Lismor farm, near Kestell', victims_killed: 7 }),
      devRow({ notebook: 'b', location: 'farm in Magogong, outside Hartswater', victims_killed: 3 }),
      devRow({ notebook: 'b', location: 'Extension 6, Khuma Location', victims_killed: null }),
    ];
    expect(
      expectation(
        'Sub-editing a wrap on deadly attacks: which single incident had the highest death toll? Name the place.',
        rows,
      ),
    ).toEqual({ kind: 'text', value: ['Lismor farm', 'Kestell'] });
  });

  it('takes the share of incidents with a child victim over all incidents, a null figure as none', () => {
    const rows = [
      devRow({ victims_children: 2 }),
      devRow({ victims_children: 0 }),
      devRow({ victims_children: null }),
      devRow({}),
    ];
    expect(expectation('What percentage of all the incidents had a child among the victims?', rows)).toEqual({
      kind: 'number',
      value: 25,
    });
  });

  it('counts a drug bust once, whether it is dealing, possession or both', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['drug dealing', 'drug possession'] }),
      devRow({ notebook: 'b', crimes: ['drug possession'] }),
      devRow({ notebook: 'b', crimes: ['illegal firearm possession'] }),
    ];
    expect(expectation('How many drug busts are there (dealing or possession)?', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('leaves murder out of the crime ranking and names a firearm crime in plain words', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'A', crimes: ['murder', 'illegal firearm possession'] }),
      devRow({ notebook: 'b', location: 'B', crimes: ['murder', 'illegal firearm possession'] }),
      devRow({ notebook: 'b', location: 'C', crimes: ['murder', 'rape'] }),
    ];
    expect(expectation('Leaving murder aside, wich crime appears in the most incidents?', rows)).toEqual({
      kind: 'text',
      value: ['firearm', 'gun'],
    });
  });

  it('counts an incident before a year by its incident date only', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2017-12-31' }),
      devRow({ notebook: 'b', event_date: '2018-01-01' }),
      devRow({ notebook: 'b', event_date: null, published_date: '2016-05-05' }),
    ];
    expect(expectation('How many incidents took place before 2018?', rows)).toEqual({
      kind: 'number',
      value: 1,
    });
  });
});
