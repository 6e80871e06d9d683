import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH310_QUESTIONS } from './fresh310-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-tenth fresh question set (blind)', FRESH310_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH310_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH310_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-tenth fresh set reads the ground truth as its header says', () => {
  it('counts hijackings of cars and trucks in Gauteng only', () => {
    const rows = [
      devRow({ crimes: ['carjacking', 'kidnapping'] }),
      devRow({ crimes: ['truck hijacking'] }),
      devRow({ crimes: ['armed robbery'] }),
      devRow({ crimes: ['carjacking'], province: 'KwaZulu-Natal' }),
      devRow({ notebook: 'b', crimes: ['carjacking'] }),
    ];
    expect(ask('Evening boss', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes a Friday or Saturday from the event date alone, never the publication date', () => {
    const rows = [
      devRow({ event_date: '2024-01-05' }), // Friday
      devRow({ event_date: '2024-01-06' }), // Saturday
      devRow({ event_date: '2024-01-07' }), // Sunday
      devRow({ event_date: null, published_date: '2024-01-12' }), // published on a Friday
    ];
    expect(ask('Friday and Saturday', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks municipalities by the stated killed, skipping rows without a municipality, and refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', crimes: ['murder'], victims_killed: 3 }),
      devRow({ municipality: 'City of Cape Town', crimes: ['murder'], victims_killed: null }),
      devRow({ municipality: 'eThekwini', crimes: ['murder'], victims_killed: 2 }),
      devRow({ municipality: null, crimes: ['murder'], victims_killed: 9 }),
    ];
    expect(ask('If every death', rows)).toEqual({ kind: 'text', value: ['City of Cape Town', 'Cape Town'] });
    const tied = [...rows, devRow({ municipality: 'eThekwini', crimes: ['murder'], victims_killed: 1 })];
    expect(() => ask('If every death', tied)).toThrow(/no single leader/);
  });

  it('counts murders of June to August in any year, leaving out attempted murder and undated rows', () => {
    const murder = (event_date: string | null, crimes = ['murder']) =>
      devRow({ notebook: 'b', crimes, event_date, published_date: '2022-07-10' });
    const rows = [
      murder('2022-06-01'),
      murder('2015-08-31'),
      murder('2020-09-01'),
      murder('2021-05-31'),
      murder(null),
      murder('2022-07-04', ['attempted murder']),
    ];
    expect(ask('Cold months', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the share of rapes where the victim knew the attacker over all rapes, unstated as not known', () => {
    const rape = (relationship: string | null) => devRow({ notebook: 'b', crimes: ['rape'], relationship });
    const rows = [
      rape('acquaintance'),
      rape('family'),
      rape('partner'),
      rape('stranger'),
      rape(null),
      rape(null),
      devRow({ notebook: 'b', crimes: ['murder'], relationship: 'partner' }),
    ];
    expect(ask('Among all the entries of rape', rows)).toEqual({ kind: 'number', value: 50 });
  });
});
