import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH172_QUESTIONS } from './fresh172-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-seventy-second fresh question set (blind)', FRESH172_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH172_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH172_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-seventy-second fresh set reads the ground truth as its header says', () => {
  it('sums the children of rape or sexual assault cases only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['rape'], victims_children: 2 }),
      devRow({ crimes: ['sexual assault', 'kidnapping'], victims_children: 1 }),
      devRow({ crimes: ['rape'], victims_children: null }),
      devRow({ crimes: ['murder'], victims_children: 4 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 5 }),
    ];
    expect(ask('Looking only at the cases of rape', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('counts a known attacker as a partner, family or acquaintance, never a stranger or an unstated tie', () => {
    const rows = [
      devRow({ relationship: 'partner' }),
      devRow({ relationship: 'family' }),
      devRow({ relationship: 'acquaintance' }),
      devRow({ relationship: 'stranger' }),
      devRow({ relationship: null }),
      devRow({}),
    ];
    expect(ask('In how many of these incidents', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes domestic violence as a partner or family member, not an acquaintance', () => {
    const known = [
      devRow({ notebook: 'b', crimes: ['rape'], relationship: 'acquaintance' }),
      devRow({ notebook: 'b', crimes: ['murder'], relationship: 'stranger' }),
    ];
    expect(ask('Is there any domestc', known)).toEqual({ kind: 'text', value: 'No' });
    const family = [...known, devRow({ notebook: 'b', crimes: ['common assault'], relationship: 'family' })];
    expect(ask('Is there any domestc', family)).toEqual({ kind: 'text', value: 'Yes' });
    const partner = [...known, devRow({ notebook: 'b', crimes: ['murder'], relationship: 'partner' })];
    expect(ask('Is there any domestc', partner)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('dates the latest rape by a known attacker of a woman or girl by event date alone', () => {
    const rape = (fields: Partial<DevRow>) =>
      devRow({ notebook: 'b', crimes: ['rape'], relationship: 'acquaintance', victims_female: 1, ...fields });
    const rows = [
      rape({ event_date: '2021-04-01' }),
      rape({ event_date: null, published_date: '2025-01-01' }),
      rape({ event_date: '2023-01-01', relationship: 'stranger' }),
      rape({ event_date: '2024-01-01', victims_female: 0, victims_male: 1 }),
      rape({ event_date: '2022-05-05', crimes: ['murder'] }),
    ];
    expect(ask('When did the most recent rape', rows)).toEqual({ kind: 'date', value: '2021-04-01' });
  });

  it('finds a child rape in the Eastern Cape only when a child victim is stated', () => {
    const none = [
      devRow({ province: 'Eastern Cape', crimes: ['rape'], victims_children: 0 }),
      devRow({ province: 'Eastern Cape', crimes: ['rape'], victims_children: null }),
      devRow({ province: 'Western Cape', crimes: ['rape'], victims_children: 1 }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_children: 2 }),
    ];
    expect(ask('Is there a case in the Eastern Cape', none)).toEqual({ kind: 'text', value: 'No' });
    const one = [...none, devRow({ province: 'Eastern Cape', crimes: ['rape'], victims_children: 1 })];
    expect(ask('Is there a case in the Eastern Cape', one)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts hijacks as car or truck hijackings, a TOMV being no hijack', () => {
    const rows = [
      devRow({ crimes: ['carjacking'] }),
      devRow({ crimes: ['truck hijacking', 'kidnapping'] }),
      devRow({ crimes: ['vehicle theft'] }),
      devRow({ crimes: ['armed robbery'] }),
    ];
    expect(ask('hijacks (car + truck)', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks robbery and hijack weekdays by event date, skipping the undated, and refuses a tie', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], event_date: '2024-01-03' }), // Wednesday
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2024-01-10' }), // Wednesday
      devRow({ crimes: ['house robbery'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['theft'], event_date: '2024-01-13' }), // Saturday, no robbery
      devRow({ crimes: ['robbery'], event_date: null, published_date: '2024-01-13' }),
    ];
    expect(ask('Robbery + hijack combined', rows)).toEqual({ kind: 'text', value: 'Wednesday' });
    const tied = [...rows, devRow({ crimes: ['truck hijacking'], event_date: '2024-01-20' })];
    expect(() => ask('Robbery + hijack combined', tied)).toThrow(/no single leader/);
  });

  it('ranks robbery months with CIT but without hijacks', () => {
    const rob = (crime: string, event_date: string | null) =>
      devRow({ notebook: 'b', crimes: [crime], event_date });
    const rows = [
      rob('business robbery', '2020-07-01'),
      rob('cash-in-transit robbery', '2023-07-15'),
      rob('armed robbery', '2021-03-01'),
      rob('carjacking', '2021-03-02'),
      rob('truck hijacking', '2022-03-03'),
      rob('house robbery', null),
    ];
    expect(ask('Robbries by month', rows)).toEqual({ kind: 'text', value: 'July' });
  });

  it('takes the median of stated arrests, zeros in and unstated out, averaging the two middle values', () => {
    const rows = [0, 1, 3, 8, null].map((n) => devRow({ num_suspects_arrested: n }));
    expect(ask('Taking as the population', rows)).toEqual({ kind: 'number', value: 2 });
    const odd = [...rows, devRow({ num_suspects_arrested: 5 })];
    expect(ask('Taking as the population', odd)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the median suspect age with one value per stated age', () => {
    const rows = [
      devRow({ notebook: 'b', suspect_ages: [20, 21, 22] }),
      devRow({ notebook: 'b', suspect_ages: [60] }),
      devRow({ notebook: 'b', suspect_ages: null }),
      devRow({ notebook: 'b', suspect_ages: [] }),
    ];
    expect(ask('Treating every suspect', rows)).toEqual({ kind: 'number', value: 21.5 });
  });

  it('takes the Eastern Cape murder share over all its incidents, attempted murder alone left out', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['theft'] }),
      devRow({ province: 'Eastern Cape', crimes: ['rape'] }),
      devRow({ province: 'Eastern Cape', crimes: ['fraud'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
    ];
    expect(ask('Using all incidents in the Eastern Cape', rows)).toEqual({ kind: 'number', value: 33.3 });
  });

  it('divides male by female victims of stated sex, and killed by injured', () => {
    const rows = [
      devRow({ victims_male: 5, victims_female: 2 }),
      devRow({ victims_male: null, victims_female: 1 }),
      devRow({ victims_male: 3, victims_female: null }),
    ];
    expect(ask('Among the victims whose sex', rows)).toEqual({ kind: 'number', value: 2.7 });
    const b = [
      devRow({ notebook: 'b', victims_killed: 5, victims_injured: 2 }),
      devRow({ notebook: 'b', victims_killed: null, victims_injured: 1 }),
      devRow({ notebook: 'b', victims_killed: 2, victims_injured: null }),
    ];
    expect(ask('What is the ratio of people killed', b)).toEqual({ kind: 'number', value: 2.3 });
  });

  it('takes the weekend share over dated incidents only', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2024-01-06' }), // Saturday
      devRow({ notebook: 'b', event_date: '2024-01-07' }), // Sunday
      devRow({ notebook: 'b', event_date: '2024-01-08' }), // Monday
      devRow({ notebook: 'b', event_date: '2024-01-09' }),
      devRow({ notebook: 'b', event_date: '2024-01-10' }),
      devRow({ notebook: 'b', event_date: '2024-01-11' }),
      devRow({ notebook: 'b', event_date: null, published_date: '2024-01-13' }),
    ];
    expect(ask('Using as the denominator only', rows)).toEqual({ kind: 'number', value: 33.3 });
  });

  it('finds TOMV in the Northern Cape by vehicle theft alone', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['carjacking'] }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['vehicle theft'] }),
    ];
    expect(ask('TOMV in NC', rows)).toEqual({ kind: 'text', value: 'No' });
    const found = [...rows, devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['vehicle theft'] })];
    expect(ask('TOMV in NC', found)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('lists every province with a CIT hit once, and dates the earliest stated non-arrest', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['cash-in-transit robbery'] }),
      devRow({ province: 'Limpopo', crimes: ['cash-in-transit robbery'] }),
      devRow({ province: 'Gauteng', crimes: ['cash-in-transit robbery', 'murder'] }),
      devRow({ province: 'Free State', crimes: ['business robbery'] }),
    ];
    expect(ask('CIT hits - list', rows)).toEqual({ kind: 'list', value: ['Gauteng', 'Limpopo'] });
    const b = [
      devRow({ notebook: 'b', arrest_made: null, event_date: '2010-01-01' }),
      devRow({ notebook: 'b', arrest_made: false, event_date: null, published_date: '2011-01-01' }),
      devRow({ notebook: 'b', arrest_made: false, event_date: '2015-06-30' }),
      devRow({ notebook: 'b', arrest_made: true, event_date: '2012-01-01' }),
    ];
    expect(ask('Restricting attention', b)).toEqual({ kind: 'date', value: '2015-06-30' });
  });
});
