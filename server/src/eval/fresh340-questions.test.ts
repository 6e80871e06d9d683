import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH340_QUESTIONS } from './fresh340-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-fortieth fresh question set (blind)', FRESH340_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH340_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH340_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-fortieth fresh set reads the ground truth as its header says', () => {
  it('counts murder alone, never attempted murder, in the Eastern Cape of its own notebook', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['culpable homicide'] }),
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Eastern Cape', crimes: ['murder'] }),
    ];
    expect(ask('ja so between trips', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the first poaching by event date, leaving the undated out and never reading publication', () => {
    const rows = [
      devRow({ crimes: ['poaching'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['poaching'], event_date: '2016-10-19', published_date: '2016-10-20' }),
      devRow({ crimes: ['poaching'], event_date: '2022-12-14' }),
      devRow({ crimes: ['stock theft'], event_date: '2012-05-05' }),
      devRow({ notebook: 'b', crimes: ['poaching'], event_date: '2011-01-01' }),
    ];
    expect(ask('when did the first poaching', rows)).toEqual({ kind: 'date', value: '2016-10-19' });
  });

  it('takes the murder arrest share over every murder row, an unstated arrest staying in the denominator', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['murder'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['murder', 'rape'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['murder'], arrest_made: false }),
      devRow({ notebook: 'b', crimes: ['murder'], arrest_made: null }),
      devRow({ notebook: 'b', crimes: ['attempted murder'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: true }),
    ];
    expect(ask('of all the murder cases', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('lists each carjacking province once, truck hijackings and the other notebook left out', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['carjacking'] }),
      devRow({ province: 'Gauteng', crimes: ['carjacking', 'kidnapping'] }),
      devRow({ province: 'Eastern Cape', crimes: ['carjacking'] }),
      devRow({ province: 'Western Cape', crimes: ['truck hijacking'] }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['carjacking'] }),
    ];
    expect(ask('Which provinces had a carjacking', rows)).toEqual({
      kind: 'list',
      value: ['Gauteng', 'Eastern Cape'],
    });
  });

  it('sums only stated figures: female suspects and Northern Cape deaths, nulls adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Northern Cape', suspects_female: 2, victims_killed: 3 }),
      devRow({ notebook: 'b', province: 'Northern Cape', suspects_female: null, victims_killed: null }),
      devRow({ notebook: 'b', province: 'Free State', suspects_female: 1, victims_killed: 5 }),
      devRow({ province: 'Northern Cape', suspects_female: 4, victims_killed: 6 }),
    ];
    expect(ask('How many of the suspects were women', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('we paddle out of Upington', rows)).toEqual({ kind: 'number', value: 3 });
  });
});
