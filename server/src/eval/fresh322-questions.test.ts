import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH322_QUESTIONS } from './fresh322-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-twenty-second fresh question set (blind)', FRESH322_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH322_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH322_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-twenty-second fresh set reads the ground truth as its header says', () => {
  it('counts Eastern Cape murders alone: attempted murder and culpable homicide are not murder', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['culpable homicide'] }),
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Eastern Cape', crimes: ['murder'] }),
    ];
    expect(ask('Oh my dear', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the first stock theft by event date alone, an undated one left out whenever it was published', () => {
    const rows = [
      devRow({ crimes: ['stock theft'], event_date: '2021-04-10', published_date: '2021-04-12' }),
      devRow({ crimes: ['stock theft'], event_date: null, published_date: '2015-01-01' }),
      devRow({ crimes: ['theft'], event_date: '2016-02-02' }),
      devRow({ crimes: ['stock theft', 'other'], event_date: '2022-01-01', published_date: '2019-01-01' }),
    ];
    expect(ask('A farmer who delivers', rows)).toEqual({ kind: 'date', value: '2021-04-10' });
  });

  it('takes the child share of rape victims over the victims of rape rows only, nulls adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], num_victims: 3, victims_children: 2 }),
      devRow({ notebook: 'b', crimes: ['rape', 'murder'], num_victims: 1, victims_children: null }),
      devRow({ notebook: 'b', crimes: ['rape'], num_victims: null, victims_children: null }),
      devRow({ notebook: 'b', crimes: ['murder'], num_victims: 6, victims_children: 6 }),
    ];
    expect(ask('I volunteer with', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('reads "from 2023 on" by event date: an undated or earlier carjacking, or a truck hijacking, is no', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['carjacking'], event_date: null, published_date: '2024-05-01' }),
      devRow({ notebook: 'b', crimes: ['carjacking'], event_date: '2022-12-31' }),
      devRow({ notebook: 'b', crimes: ['truck hijacking'], event_date: '2024-03-03' }),
    ];
    expect(ask('Any carjackings', rows)).toEqual({ kind: 'text', value: 'No' });
    const later = [...rows, devRow({ notebook: 'b', crimes: ['carjacking'], event_date: '2023-01-01' })];
    expect(ask('Any carjackings', later)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the West Coast as the West Coast District municipalities, Cape Town and unknown ones left out', () => {
    const rows = [
      devRow({ province: 'Western Cape', municipality: 'Swartland' }),
      devRow({ province: 'Western Cape', municipality: 'Saldanha Bay' }),
      devRow({ province: 'Western Cape', municipality: 'Matzikama' }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
      devRow({ province: 'Western Cape', municipality: null, location: 'West Coast road' }),
    ];
    expect(ask('Galley radio says', rows)).toEqual({ kind: 'number', value: 3 });
  });
});
