import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH118_QUESTIONS } from './fresh118-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-eighteenth fresh question set (blind)', FRESH118_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH118_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH118_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-eighteenth fresh set reads the ground truth as its header says', () => {
  it('counts murders in an inclusive date range by event date, leaving out attempted murder and the undated', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2019-01-01' }),
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2022-12-31' }),
      devRow({ crimes: ['murder'], event_date: '2018-12-31', published_date: '2019-01-03' }),
      devRow({ crimes: ['murder'], event_date: '2023-01-01' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2020-05-05' }),
      devRow({ crimes: ['attempted murder'], event_date: '2020-05-05' }),
      devRow({ crimes: ['culpable homicide'], event_date: '2020-05-05' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2020-05-05' }),
    ];
    expect(ask('For the exposure model', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums only the stated injured of KwaZulu-Natal, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_injured: 4 }),
      devRow({ province: 'KwaZulu-Natal', victims_injured: null, num_victims: 9 }),
      devRow({ province: 'KwaZulu-Natal', victims_injured: 0 }),
      devRow({ province: 'Gauteng', victims_injured: 7 }),
      devRow({ notebook: 'b', province: 'KwaZulu-Natal', victims_injured: 5 }),
    ];
    expect(ask('Treating every injured person', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('ranks provinces by summed injured, names KZN in its short forms and refuses a tie', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_injured: 3 }),
      devRow({ province: 'KwaZulu-Natal', victims_injured: 2 }),
      devRow({ province: 'Western Cape', victims_injured: 4 }),
      devRow({ province: 'Western Cape', victims_injured: null }),
    ];
    expect(ask('Where is our injury exposure', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    const tied = [...rows, devRow({ province: 'Western Cape', victims_injured: 1 })];
    expect(() => ask('Where is our injury exposure', tied)).toThrow(/no single leader/);
  });

  it('counts a weekend murder by event date alone, never by a Saturday publication', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder', 'robbery'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['murder'], event_date: '2024-01-05', published_date: '2024-01-06' }), // Friday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-13' }),
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-06' }),
    ];
    expect(ask('MURDER, WEEKEND', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('answers the Western Cape cash-in-transit question by that crime and province only', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['truck hijacking'] }),
      devRow({ province: 'Gauteng', crimes: ['cash-in-transit robbery'] }),
      devRow({ notebook: 'b', province: 'Western Cape', crimes: ['cash-in-transit robbery'] }),
    ];
    expect(ask('CASH-IN-TRANSIT ROBBERY', rows)).toEqual({ kind: 'text', value: 'No' });
    const withOne = [...rows, devRow({ province: 'Western Cape', crimes: ['cash-in-transit robbery'] })];
    expect(ask('CASH-IN-TRANSIT ROBBERY', withOne)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the gap in women victims from stated figures and refuses a reversed comparison', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_female: 3, num_victims: 5 }),
      devRow({ province: 'Eastern Cape', victims_female: null, num_victims: 4 }),
      devRow({ province: 'KwaZulu-Natal', victims_female: 1 }),
    ];
    expect(ask('WOMAN VICTIM, EASTERN-CAPE', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [...rows, devRow({ province: 'KwaZulu-Natal', victims_female: 2 })];
    expect(() => ask('WOMAN VICTIM, EASTERN-CAPE', reversed)).toThrow(/does not have more/);
  });

  it('sums the killed of the City of Cape Town municipality only, not the rest of the province', () => {
    const rows = [
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town', victims_killed: 5 }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town', victims_killed: null }),
      devRow({ province: 'Western Cape', municipality: 'Swartland', victims_killed: 2 }),
      devRow({ province: 'Western Cape', municipality: null, location: 'Cape Town', victims_killed: 3 }),
    ];
    expect(ask('Heita bra', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('ranks municipalities leaving out rows without one, answered with or without "City of"', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'Ekurhuleni' }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
    ];
    expect(ask('Sho mjita', rows)).toEqual({ kind: 'text', value: ['City of Cape Town', 'Cape Town'] });
  });

  it('dates the latest carjacking by event date, leaving out truck hijackings and undated rows', () => {
    const rows = [
      devRow({ crimes: ['carjacking', 'kidnapping'], event_date: '2021-11-17' }),
      devRow({ crimes: ['truck hijacking'], event_date: '2025-04-23' }),
      devRow({ crimes: ['carjacking'], event_date: null, published_date: '2024-02-01' }),
      devRow({ crimes: ['carjacking'], event_date: '2018-06-07', published_date: '2022-01-01' }),
      devRow({ notebook: 'b', crimes: ['carjacking'], event_date: '2023-01-01' }),
    ];
    expect(ask('Yo when was the latest hijack', rows)).toEqual({ kind: 'date', value: '2021-11-17' });
  });

  it('sums arrests in 2023 and 2024 by event date, the unstated and the undated adding nothing', () => {
    const b = (event_date: string | null, num_suspects_arrested: number | null) =>
      devRow({ notebook: 'b', event_date, num_suspects_arrested, published_date: '2024-06-01' });
    const rows = [
      b('2023-01-01', 2),
      b('2024-12-31', 3),
      b('2024-05-05', null),
      b('2022-12-31', 10),
      b('2025-01-01', 10),
      b(null, 10),
      devRow({ event_date: '2023-06-06', num_suspects_arrested: 10 }),
    ];
    expect(ask('Cohort question', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('counts an incident with a child victim only when a child figure above zero is stated', () => {
    const b = (victims_children: number | null) =>
      devRow({ notebook: 'b', victims_children, num_victims: 1 });
    const rows = [b(2), b(1), b(0), b(null), b(null), b(0), b(null), b(null)];
    expect(ask('Paediatric exposure', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('takes "nobody arrested" for stock theft as a stated false, not an unstated arrest', () => {
    const unstated = [
      devRow({ notebook: 'b', crimes: ['stock theft'], arrest_made: null }),
      devRow({ notebook: 'b', crimes: ['theft'], arrest_made: false }),
    ];
    expect(ask('STOCK-THEFT CASE', unstated)).toEqual({ kind: 'text', value: 'No' });
    const none = [...unstated, devRow({ notebook: 'b', crimes: ['stock theft'], arrest_made: false })];
    expect(ask('STOCK-THEFT CASE', none)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('ranks provinces by summed arrests, not by incident count', () => {
    const b = (province: string, num_suspects_arrested: number | null) =>
      devRow({ notebook: 'b', province, num_suspects_arrested });
    const rows = [
      b('Mpumalanga', 19),
      b('North West', 2),
      b('North West', 2),
      b('North West', null),
      devRow({ notebook: 'a', province: 'Gauteng', num_suspects_arrested: 40 }),
    ];
    expect(ask('Which province had the most tsotsis', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
  });

  it('counts weekend incidents of 2023 and 2024 by event date, keeping the notebooks apart', () => {
    const b = (event_date: string | null) =>
      devRow({ notebook: 'b', event_date, published_date: '2024-12-28' });
    const rows = [
      b('2023-12-03'), // Sunday
      b('2024-11-30'), // Saturday
      b('2024-12-26'), // Thursday
      b('2022-12-31'), // Saturday, outside the years
      b('2025-01-04'), // Saturday, outside the years
      b(null),
      devRow({ notebook: 'a', event_date: '2023-12-02' }), // Saturday, other notebook
    ];
    expect(ask('Weekend vibes track', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums police victims of North West alone and leaves the refusals as refusals', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'North West', victims_police: 2 }),
      devRow({ notebook: 'b', province: 'North West', victims_police: null, num_victims: 3 }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_police: 1 }),
    ];
    expect(ask('Mara bra', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('VICTIM DEAF', rows)).toEqual({ kind: 'refusal' });
    expect(ask('For claims costing', rows)).toEqual({ kind: 'refusal' });
  });
});
