import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH149_QUESTIONS } from './fresh149-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-forty-ninth fresh question set (blind)', FRESH149_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH149_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH149_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-forty-ninth fresh set reads the ground truth as its header says', () => {
  it('splits hijackings at 1 January 2020, car and truck together, undated and robberies left out', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], event_date: '2019-12-31' }),
      devRow({ crimes: ['truck hijacking'], event_date: '2018-05-01' }),
      devRow({ crimes: ['carjacking', 'kidnapping'], event_date: '2017-02-01' }),
      devRow({ crimes: ['carjacking'], event_date: '2020-01-01' }),
      devRow({ crimes: ['carjacking'], event_date: null, published_date: '2015-01-01' }),
      devRow({ crimes: ['armed robbery'], event_date: '2016-01-01' }),
      devRow({ notebook: 'b', crimes: ['carjacking'], event_date: '2015-01-01' }),
    ];
    expect(ask('For our loss trend review', rows)).toEqual({ kind: 'number', value: 2 });
    const level = [
      ...rows,
      devRow({ crimes: ['truck hijacking'], event_date: '2024-01-01' }),
      devRow({ crimes: ['carjacking'], event_date: '2021-07-01' }),
    ];
    expect(() => ask('For our loss trend review', level)).toThrow(/does not have more/);
  });

  it('takes robberies or hijackings as one share of all incidents, counting a row with both once', () => {
    const rows = [
      devRow({ crimes: ['carjacking', 'armed robbery'] }),
      devRow({ crimes: ['cash-in-transit robbery'] }),
      devRow({ crimes: ['burglary'] }),
      devRow({ crimes: ['theft'] }),
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['vehicle theft'] }),
      devRow({ crimes: ['stock theft'] }),
      devRow({ crimes: ['fraud'] }),
    ];
    expect(ask('What percentage of all incidents', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('ranks provinces by robberies and hijackings, names KwaZulu-Natal in its forms, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['truck hijacking'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['house robbery'] }),
      devRow({ province: 'Gauteng', crimes: ['business robbery'] }),
      devRow({ province: 'Gauteng', crimes: ['burglary'] }),
      devRow({ province: 'Gauteng', crimes: ['theft'] }),
    ];
    expect(ask('Incidents per region', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    expect(() =>
      ask('Incidents per region', [...rows, devRow({ province: 'Gauteng', crimes: ['carjacking'] })]),
    ).toThrow(/no single leader/);
  });

  it('dates the latest CIT heist by event date alone, and the earliest rape of notebook b likewise', () => {
    const cit = [
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2023-04-01' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: null, published_date: '2025-01-01' }),
      devRow({ crimes: ['business robbery'], event_date: '2024-12-01' }),
    ];
    expect(ask('Date of the most recent CIT heist', cit)).toEqual({ kind: 'date', value: '2023-04-01' });
    const rapes = [
      devRow({ notebook: 'b', crimes: ['rape'], event_date: '2019-06-01' }),
      devRow({ notebook: 'b', crimes: ['sexual assault'], event_date: '2018-02-03' }),
      devRow({ notebook: 'b', crimes: ['rape'], event_date: null, published_date: '2010-01-01' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2001-01-01' }),
      devRow({ crimes: ['rape'], event_date: '2005-01-01' }),
    ];
    expect(ask('On what date did the earliest recorded rape', rapes)).toEqual({
      kind: 'date',
      value: '2018-02-03',
    });
  });

  it('counts rapes by a known perpetrator (partner, family, acquaintance), not a stranger or an unstated tie', () => {
    const rows = [
      devRow({ crimes: ['rape'], relationship: 'partner' }),
      devRow({ crimes: ['sexual assault'], relationship: 'family' }),
      devRow({ crimes: ['rape', 'kidnapping'], relationship: 'acquaintance' }),
      devRow({ crimes: ['rape'], relationship: 'stranger' }),
      devRow({ crimes: ['rape'], relationship: null }),
      devRow({ crimes: ['murder'], relationship: 'partner' }),
    ];
    expect(ask('In how many of the rape cases', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the arrest share over incidents with a stated woman or girl victim, an unstated arrest not counting', () => {
    const rows = [
      devRow({ victims_female: 1, arrest_made: true }),
      devRow({ victims_female: 2, arrest_made: false }),
      devRow({ victims_female: 1, arrest_made: null }),
      devRow({ victims_female: 0, arrest_made: true }),
      devRow({ victims_female: null, num_victims: 3, arrest_made: true }),
    ];
    expect(ask('Of the incidents in which at least one woman', rows)).toEqual({ kind: 'number', value: 33 });
    expect(ask('How many women and girls', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('says yes to a family perpetrator only when a woman or girl is among that same incident’s victims', () => {
    const apart = [
      devRow({ relationship: 'family', victims_female: 0, victims_male: 1 }),
      devRow({ relationship: 'acquaintance', victims_female: 1 }),
      devRow({ relationship: 'family', victims_female: null }),
    ];
    expect(ask('Is there at least one incident', apart)).toEqual({ kind: 'text', value: 'No' });
    const together = [...apart, devRow({ relationship: 'family', victims_female: 1, victims_male: 1 })];
    expect(ask('Is there at least one incident', together)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('answers whether a CIT robbery killed anyone from stated figures only', () => {
    const none = [
      devRow({ crimes: ['cash-in-transit robbery'], victims_killed: 0 }),
      devRow({ crimes: ['cash-in-transit robbery'], victims_killed: null }),
      devRow({ crimes: ['murder'], victims_killed: 3 }),
    ];
    expect(ask('was anyone killed in a cash in transit', none)).toEqual({ kind: 'text', value: 'No' });
    const killed = [...none, devRow({ crimes: ['cash-in-transit robbery', 'murder'], victims_killed: 1 })];
    expect(ask('was anyone killed in a cash in transit', killed)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts murders of 2019 from its first to its last day, not attempted murder', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2019-01-01' }),
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2019-12-31' }),
      devRow({ crimes: ['attempted murder'], event_date: '2019-06-01' }),
      devRow({ crimes: ['murder'], event_date: '2020-01-01' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2019-05-01' }),
    ];
    expect(ask('how many murders happend', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the youngest and the mean age over stated ages only, and refuses when none is stated', () => {
    const rows = [
      devRow({ suspect_ages: [31, 19] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [] }),
      devRow({ notebook: 'b', suspect_ages: [17] }),
    ];
    expect(ask('how old was the youngest suspect', rows)).toEqual({ kind: 'number', value: 19 });
    expect(() => ask('how old was the youngest suspect', [devRow({ suspect_ages: null })])).toThrow(
      /no stated suspect age/,
    );
    const b = [
      devRow({ notebook: 'b', suspect_ages: [30, 41] }),
      devRow({ notebook: 'b', suspect_ages: [20] }),
      devRow({ notebook: 'b', suspect_ages: null }),
    ];
    expect(ask('what was the avrage age', b)).toEqual({ kind: 'number', value: 30.3 });
  });

  it('keeps robberies of 2020 to 2024 inclusive, without hijackings, and sums injuries of robberies only', () => {
    const rob = (crimes: string[], event_date: string | null, victims_injured: number | null = null) =>
      devRow({ notebook: 'b', crimes, event_date, victims_injured, published_date: '2022-01-01' });
    const rows = [
      rob(['house robbery'], '2020-01-01', 2),
      rob(['cash-in-transit robbery'], '2024-12-31', null),
      rob(['robbery'], '2019-12-31', 1),
      rob(['business robbery'], '2025-01-01'),
      rob(['carjacking'], '2022-01-01', 4),
      rob(['truck hijacking', 'armed robbery'], '2022-06-01', 3),
      rob(['armed robbery'], null, 1),
    ];
    expect(ask('Robbery incidents of any type', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('Across all robbery incidents', rows)).toEqual({ kind: 'number', value: 7 });
  });

  it('reads "after 2020" as from 2021, and compares murders of Limpopo and Mpumalanga alone', () => {
    const truck = (province: string, event_date: string) =>
      devRow({ notebook: 'b', province, crimes: ['truck hijacking'], event_date });
    expect(
      ask('Any truck hijackings', [truck('Mpumalanga', '2020-12-31'), truck('Limpopo', '2022-01-01')]),
    ).toEqual({
      kind: 'text',
      value: 'No',
    });
    expect(ask('Any truck hijackings', [truck('Mpumalanga', '2021-01-01')])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
    const murder = (province: string) => devRow({ notebook: 'b', province, crimes: ['murder'] });
    const rows = [murder('Limpopo'), murder('Mpumalanga'), murder('Mpumalanga'), murder('Free State')];
    expect(ask('were there more murders', [...rows, murder('Free State'), murder('Free State')])).toEqual({
      kind: 'text',
      value: 'Mpumalanga',
    });
    expect(() => ask('were there more murders', [...rows, murder('Limpopo')])).toThrow(/as many murders/);
  });

  it('takes the acquaintance share over incidents whose relationship is stated', () => {
    const rows = [
      devRow({ notebook: 'b', relationship: 'acquaintance' }),
      devRow({ notebook: 'b', relationship: 'acquaintance' }),
      devRow({ notebook: 'b', relationship: 'stranger' }),
      devRow({ notebook: 'b', relationship: null }),
      devRow({ notebook: 'b' }),
    ];
    expect(ask('Where the relationship between', rows)).toEqual({ kind: 'number', value: 67 });
  });
});
