import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH116_QUESTIONS } from './fresh116-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-sixteenth fresh question set (blind)', FRESH116_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH116_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH116_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-sixteenth fresh set reads the ground truth as its header says', () => {
  it('sums the stated arrests of firearm incidents only, in its own notebook', () => {
    const rows = [
      devRow({ crimes: ['illegal firearm possession'], num_suspects_arrested: 3 }),
      devRow({ crimes: ['murder', 'illegal firearm possession'], num_suspects_arrested: null }),
      devRow({ crimes: ['armed robbery'], num_suspects_arrested: 5 }),
      devRow({ notebook: 'b', crimes: ['illegal firearm possession'], num_suspects_arrested: 4 }),
    ];
    expect(ask('For the purposes of a bail', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the unarrested share of murders alone, attempted murder and an unstated arrest not counting as none', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['murder', 'attempted murder'], arrest_made: true }),
      devRow({ crimes: ['attempted murder'], arrest_made: false }),
    ];
    expect(ask('Of the incidents classified as murder', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('says no female suspect when the figures are unstated or zero, yes once one is stated', () => {
    const rows = [devRow({ suspects_female: null }), devRow({ suspects_female: 0, suspects_male: 3 })];
    expect(ask('Do any of the releases record', rows)).toEqual({ kind: 'text', value: 'No' });
    const withOne = [...rows, devRow({ notebook: 'b', suspects_female: 1 })];
    expect(ask('Do any of the releases record', withOne)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Do any of the releases record', [...rows, devRow({ suspects_female: 1 })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('dates the earliest kidnapping by event date, never by publication, the undated left out', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2019-04-02', published_date: '2019-04-03' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['carjacking'], event_date: '2012-05-05' }),
      devRow({ crimes: ['kidnapping', 'extortion'], event_date: '2021-01-01', published_date: '2018-01-01' }),
    ];
    expect(ask('On what date did the earliest', rows)).toEqual({ kind: 'date', value: '2019-04-02' });
  });

  it('counts Eastern Cape robberies of every kind but not carjackings or hijackings', () => {
    const ec = (crimes: string[], province = 'Eastern Cape') => devRow({ crimes, province });
    const rows = [
      ec(['armed robbery']),
      ec(['cash-in-transit robbery']),
      ec(['business robbery', 'illegal firearm possession']),
      ec(['house robbery']),
      ec(['robbery']),
      ec(['carjacking']),
      ec(['truck hijacking']),
      ec(['business robbery'], 'Western Cape'),
    ];
    expect(ask('salaam. i have spaza', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('counts Eastern Cape weekends by event date alone', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', event_date: '2024-01-06' }), // Saturday
      devRow({ province: 'Eastern Cape', event_date: '2024-01-07' }), // Sunday
      devRow({ province: 'Eastern Cape', event_date: '2024-01-05' }), // Friday
      devRow({ province: 'Eastern Cape', event_date: null, published_date: '2024-01-13' }), // a Saturday
      devRow({ province: 'Gauteng', event_date: '2024-01-06' }),
    ];
    expect(ask('Isten Cape only', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks provinces by suspects arrested, not by incidents', () => {
    const rows = [
      devRow({ province: 'Gauteng', num_suspects_arrested: 1 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: 1 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: null }),
      devRow({ province: 'Western Cape', num_suspects_arrested: 7 }),
    ];
    expect(ask('wich provins polis arrest', rows)).toEqual({ kind: 'text', value: 'Western Cape' });
  });

  it('sums injuries inside the inclusive date range only, blanks adding nothing', () => {
    const rows = [
      devRow({ event_date: '2020-01-01', victims_injured: 2 }),
      devRow({ event_date: '2022-12-31', victims_injured: 3 }),
      devRow({ event_date: '2021-06-01', victims_injured: null }),
      devRow({ event_date: '2019-12-31', victims_injured: 10 }),
      devRow({ event_date: '2023-01-01', victims_injured: 10 }),
      devRow({ event_date: null, published_date: '2021-01-01', victims_injured: 10 }),
    ];
    expect(ask('SUMIFS(injured', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('ranks municipalities by people killed, leaving rows without a municipality out', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', victims_killed: 3 }),
      devRow({ municipality: 'eThekwini', victims_killed: 2 }),
      devRow({ municipality: 'eThekwini', victims_killed: null }),
      devRow({ municipality: null, victims_killed: 9 }),
    ];
    expect(ask('pivot: rows = municipality', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
  });

  it('averages only the stated suspect ages, one per suspect', () => {
    const rows = [
      devRow({ notebook: 'b', suspect_ages: [20, 30] }),
      devRow({ notebook: 'b', suspect_ages: [] }),
      devRow({ notebook: 'b', suspect_ages: null }),
      devRow({ notebook: 'b', suspect_ages: [41] }),
      devRow({ suspect_ages: [90] }),
    ];
    expect(ask('Where the releases state the ages', rows)).toEqual({ kind: 'number', value: 30.3 });
  });

  it('takes the acquaintance share over the rows whose relationship is stated', () => {
    const rows = [
      devRow({ notebook: 'b', relationship: 'acquaintance' }),
      devRow({ notebook: 'b', relationship: 'stranger' }),
      devRow({ notebook: 'b', relationship: 'partner' }),
      devRow({ notebook: 'b', relationship: null }),
      devRow({ notebook: 'b' }),
    ];
    expect(ask('Among the incidents in which the relationship', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('sums police victims in the Free State for the yes/no, unstated figures adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', victims_police: null }),
      devRow({ notebook: 'b', province: 'Free State', victims_police: 0 }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_police: 2 }),
    ];
    expect(ask('any polis man', rows)).toEqual({ kind: 'text', value: 'No' });
    const hurt = [...rows, devRow({ notebook: 'b', province: 'Free State', victims_police: 1 })];
    expect(ask('any polis man', hurt)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the year difference by event date and refuses a reversed one', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2023-01-01' }),
      devRow({ notebook: 'b', event_date: '2023-12-31' }),
      devRow({ notebook: 'b', event_date: '2022-06-01' }),
      devRow({ notebook: 'b', event_date: null, published_date: '2023-05-01' }),
    ];
    expect(ask('COUNTIF(YEAR(event_date)=2023)', rows)).toEqual({ kind: 'number', value: 1 });
    const reversed = [...rows, devRow({ notebook: 'b', event_date: '2022-02-02' })];
    expect(() => ask('COUNTIF(YEAR(event_date)=2023)', reversed)).toThrow(/does not have more/);
  });
});
