import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH136_QUESTIONS } from './fresh136-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-thirty-sixth fresh question set (blind)', FRESH136_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH136_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH136_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-thirty-sixth fresh set reads the ground truth as its header says', () => {
  it('counts the murders of a year by event date alone, in its own notebook', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2023-01-01' }),
      devRow({ crimes: ['murder', 'armed robbery'], event_date: '2023-12-31' }),
      devRow({ crimes: ['attempted murder'], event_date: '2023-05-01' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2023-06-01' }),
      devRow({ crimes: ['murder'], event_date: '2022-12-31', published_date: '2023-01-02' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2023-03-03' }),
    ];
    expect(ask('For our year-in-review', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks municipalities by the stated killed, leaving rows without one out, and refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', victims_killed: 3 }),
      devRow({ municipality: 'City of Cape Town', victims_killed: null }),
      devRow({ municipality: 'eThekwini', victims_killed: 2 }),
      devRow({ municipality: null, victims_killed: 9 }),
    ];
    expect(ask('Which municipality had the highest death toll', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
    const tied = [...rows, devRow({ municipality: 'eThekwini', victims_killed: 1 })];
    expect(() => ask('Which municipality had the highest death toll', tied)).toThrow(/no single leader/);
  });

  it('takes the difference of killed between provinces and refuses it when the first has fewer', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 4 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: null }),
      devRow({ province: 'Western Cape', victims_killed: 1 }),
      devRow({ notebook: 'b', province: 'Western Cape', victims_killed: 10 }),
    ];
    expect(ask('How many more people were killed in KwaZulu-Natal', rows)).toEqual({
      kind: 'number',
      value: 3,
    });
    const reversed = [...rows, devRow({ province: 'Western Cape', victims_killed: 5 })];
    expect(() => ask('How many more people were killed in KwaZulu-Natal', reversed)).toThrow(
      /does not have more/,
    );
  });

  it('reads "no one arrested" as a stated false only, and dates the latest of them by event date', () => {
    const rows = [
      devRow({ arrest_made: false, event_date: '2021-04-01' }),
      devRow({ arrest_made: false, event_date: null, published_date: '2025-01-01' }),
      devRow({ arrest_made: null, event_date: '2024-01-01' }),
      devRow({ arrest_made: true, event_date: '2024-02-01' }),
    ];
    expect(ask('In how many of the incidents had no one', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('What is the date of the most recent incident', rows)).toEqual({
      kind: 'date',
      value: '2021-04-01',
    });
  });

  it('sums arrests only where an officer is among the victims, a zero or unstated officer count leaving it out', () => {
    const rows = [
      devRow({ victims_police: 1, num_suspects_arrested: 2 }),
      devRow({ victims_police: 3, num_suspects_arrested: null }),
      devRow({ victims_police: 0, num_suspects_arrested: 5 }),
      devRow({ victims_police: null, num_suspects_arrested: 7 }),
    ];
    expect(ask('How many suspects were arrested in total', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('How many police officers were among', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('answers the Eastern Cape officer question No when officers are only unstated or zero', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_police: null }),
      devRow({ province: 'Eastern Cape', victims_police: 0 }),
      devRow({ province: 'Western Cape', victims_police: 2 }),
    ];
    expect(ask('Did any incident in the Eastern Cape', rows)).toEqual({ kind: 'text', value: 'No' });
    const one = [...rows, devRow({ province: 'Eastern Cape', victims_police: 1 })];
    expect(ask('Did any incident in the Eastern Cape', one)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts a quarter by the month of the event date in any year, undated rows left out', () => {
    const wc = (event_date: string | null) =>
      devRow({ province: 'Western Cape', event_date, published_date: '2020-05-01' });
    const rows = [
      wc('2019-04-01'),
      wc('2022-06-30'),
      wc('2020-07-01'),
      wc('2021-03-31'),
      wc(null),
      devRow({ province: 'Gauteng', event_date: '2019-05-05' }),
    ];
    expect(ask('Western Cape, Q2', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts an incident with several TRIO crimes once, and only in Gauteng', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['carjacking', 'house robbery'] }),
      devRow({ province: 'Gauteng', crimes: ['business robbery'] }),
      devRow({ province: 'Gauteng', crimes: ['truck hijacking'] }),
      devRow({ province: 'Gauteng', crimes: ['armed robbery'] }),
      devRow({ province: 'Limpopo', crimes: ['carjacking'] }),
    ];
    expect(ask('Gauteng TRIO crimes', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts car and truck hijackings together in notebook b, each incident once', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['carjacking'] }),
      devRow({ notebook: 'b', crimes: ['truck hijacking', 'carjacking'] }),
      devRow({ notebook: 'b', crimes: ['vehicle theft'] }),
      devRow({ notebook: 'a', crimes: ['carjacking'] }),
    ];
    expect(ask('How many hijackings', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the known-attacker share over every rape, an unstated relationship counting as not known', () => {
    const rape = (relationship: string | null) => devRow({ notebook: 'b', crimes: ['rape'], relationship });
    const rows = [
      rape('acquaintance'),
      rape('partner'),
      rape('stranger'),
      rape(null),
      rape(null),
      rape('family'),
      rape(null),
      devRow({ notebook: 'b', crimes: ['murder'], relationship: 'family' }),
    ];
    expect(ask('In what percentage of the rape cases', rows)).toEqual({ kind: 'number', value: 43 });
  });

  it('gives the North West arrest share over all its incidents, an unstated arrest counting as none', () => {
    const nw = (arrest_made: boolean | null) =>
      devRow({ notebook: 'b', province: 'North West', arrest_made });
    const rows = [nw(true), nw(true), nw(false), nw(null), nw(true), nw(true), nw(true), nw(true)];
    expect(ask('North West: what percentage', rows)).toEqual({ kind: 'number', value: 75 });
  });

  it('dates the oldest incident by event date, not by an older publication', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2016-02-06', published_date: '2016-02-08' }),
      devRow({ notebook: 'b', event_date: null, published_date: '2010-01-01' }),
      devRow({ notebook: 'a', event_date: '2012-01-01' }),
    ];
    expect(ask("What's the date of the oldest", rows)).toEqual({ kind: 'date', value: '2016-02-06' });
  });
});
