import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH93_QUESTIONS } from './fresh93-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The ninety-third fresh question set (blind)', FRESH93_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH93_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH93_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the ninety-third fresh set reads the ground truth as its header says', () => {
  it('counts rape matters with a stated child victim, an unstated figure not making a minor', () => {
    const rows = [
      devRow({ crimes: ['rape'], victims_children: 1 }),
      devRow({ crimes: ['rape', 'kidnapping'], victims_children: 3 }),
      devRow({ crimes: ['rape'], victims_children: null }),
      devRow({ crimes: ['rape'], victims_children: 0 }),
      devRow({ crimes: ['sexual assault'], victims_children: 1 }),
      b({ crimes: ['rape'], victims_children: 1 }),
    ];
    expect(ask('For purposes of my heads', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the deceased of murder matters in the Western Cape only, not attempted murder or culpable homicide', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['murder', 'attempted murder'], victims_killed: 4 }),
      devRow({ province: 'Western Cape', crimes: ['murder'], victims_killed: null }),
      devRow({ province: 'Western Cape', crimes: ['culpable homicide'], victims_killed: 2 }),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'], victims_killed: 1 }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 5 }),
    ];
    expect(ask('Inter alia, I must address', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('takes the female share over victims of stated sex, to one decimal place', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 4, victims_female: null, victims_male: null }),
      devRow({ num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 1, victims_female: 0, victims_male: 1 }),
    ];
    // 2 female of 7 of stated sex: 28.571...%
    expect(ask('Of the complainants whose sex', rows)).toEqual({ kind: 'number', value: 28.6 });
  });

  it('dates the earliest kidnapping by event date, an undated one never counting', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2019-05-13', published_date: '2019-05-14' }),
      devRow({ crimes: ['carjacking', 'kidnapping'], event_date: '2016-02-01' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['murder'], event_date: '2012-01-01' }),
    ];
    expect(ask('On what date was the earliest', rows)).toEqual({ kind: 'date', value: '2016-02-01' });
  });

  it('counts sexual offences where the accused was a partner, family or acquaintance, not a stranger or unstated', () => {
    const rows = [
      b({ crimes: ['rape'], relationship: 'acquaintance' }),
      b({ crimes: ['sexual assault'], relationship: 'family' }),
      b({ crimes: ['rape', 'murder'], relationship: 'partner' }),
      b({ crimes: ['rape'], relationship: 'stranger' }),
      b({ crimes: ['rape'], relationship: null }),
      b({ crimes: ['murder'], relationship: 'partner' }),
    ];
    expect(ask('In how many sexual offence', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('answers the Northern Cape rape question only on a stated false arrest', () => {
    const unstated = [
      b({ province: 'Northern Cape', crimes: ['rape'], arrest_made: null }),
      b({ province: 'Free State', crimes: ['rape'], arrest_made: false }),
      b({ province: 'Northern Cape', crimes: ['murder'], arrest_made: false }),
    ];
    expect(ask('Is there, inter alia', unstated)).toEqual({ kind: 'text', value: 'No' });
    const stated = [...unstated, b({ province: 'Northern Cape', crimes: ['rape'], arrest_made: false })];
    expect(ask('Is there, inter alia', stated)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('sums the lives affected in KwaZulu-Natal and the Eastern Cape in 2023 by event date', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', event_date: '2023-01-01', num_victims: 4 }),
      devRow({ province: 'Eastern Cape', event_date: '2023-12-31', num_victims: 2 }),
      devRow({ province: 'Eastern Cape', event_date: '2023-06-01', num_victims: null }),
      devRow({ province: 'Eastern Cape', event_date: '2022-12-31', num_victims: 7 }),
      devRow({ province: 'Eastern Cape', event_date: null, published_date: '2023-03-01', num_victims: 5 }),
      devRow({ province: 'Gauteng', event_date: '2023-03-01', num_victims: 9 }),
    ];
    expect(ask('For the donor report', rows)).toEqual({ kind: 'number', value: 6 });
  });

  it('ranks municipalities by lives lost, not by incidents, skipping unknown municipalities and refusing a tie', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', victims_killed: 5 }),
      devRow({ municipality: 'eThekwini', victims_killed: 2 }),
      devRow({ municipality: 'eThekwini', victims_killed: 1 }),
      devRow({ municipality: 'eThekwini', victims_killed: null }),
      devRow({ municipality: null, victims_killed: 9 }),
    ];
    expect(ask('Which municipality was the deadliest', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
    const tied = [...rows, devRow({ municipality: 'eThekwini', victims_killed: 2 })];
    expect(() => ask('Which municipality was the deadliest', tied)).toThrow(/no single leader/);
  });

  it('takes the Gauteng kidnapping share over every Gauteng incident, to one decimal place', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['kidnapping', 'extortion'] }),
      devRow({ province: 'Gauteng', crimes: ['carjacking'] }),
      devRow({ province: 'Gauteng', crimes: ['theft'] }),
      devRow({ province: 'Western Cape', crimes: ['kidnapping'] }),
    ];
    expect(ask('What share of all incidents', rows)).toEqual({ kind: 'number', value: 33.3 });
  });

  it('compares the programme years by event date and refuses a year two that is not larger', () => {
    const rows = [
      b({ event_date: '2023-01-05' }),
      b({ event_date: '2023-11-30' }),
      b({ event_date: '2023-07-07' }),
      b({ event_date: '2022-02-02' }),
      b({ event_date: null, published_date: '2022-05-01' }),
    ];
    expect(ask('How many more incidents were recorded', rows)).toEqual({ kind: 'number', value: 2 });
    const even = [...rows, b({ event_date: '2022-03-03' }), b({ event_date: '2022-04-04' })];
    expect(() => ask('How many more incidents were recorded', even)).toThrow(/does not have more/);
  });

  it('takes lives lost over lives affected, a row with victims but no stated deaths counting in the whole only', () => {
    const rows = [
      b({ num_victims: 3, victims_killed: 1 }),
      b({ num_victims: 2, victims_killed: null }),
      b({ num_victims: 1, victims_killed: 1 }),
      b({ num_victims: null, victims_killed: null }),
    ];
    // 2 of 6: 33.333...%
    expect(ask('Of all the lives affected', rows)).toEqual({ kind: 'number', value: 33.3 });
  });

  it('counts a 187 as murder alone, in the Eastern Cape', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['culpable homicide'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
    ];
    expect(ask('back in my day', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts Sundays and December by event date only, never by publication', () => {
    const rows = [
      b({ event_date: '2024-01-07' }), // Sunday
      b({ event_date: '2023-12-03' }), // Sunday, December
      b({ event_date: '2016-12-27' }), // Tuesday, December
      b({ event_date: null, published_date: '2024-12-01' }), // published on a Sunday in December
    ];
    expect(ask('December was always mayhem', rows)).toEqual({ kind: 'number', value: 2 });
    const inA = rows.map((r) => ({ ...r, notebook: 'a' as const }));
    expect(ask('Sundays were always', inA)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the last police victim by event date, a stated zero or unstated figure not counting', () => {
    const rows = [
      devRow({ event_date: '2019-06-12', victims_police: 6 }),
      devRow({ event_date: '2020-11-05', victims_police: 1 }),
      devRow({ event_date: '2023-01-01', victims_police: 0 }),
      devRow({ event_date: '2024-01-01', victims_police: null }),
      devRow({ event_date: null, published_date: '2025-01-01', victims_police: 2 }),
    ];
    expect(ask('lost a good partner', rows)).toEqual({ kind: 'date', value: '2020-11-05' });
  });

  it('ranks provinces by perps nabbed (arrests summed), not by incidents', () => {
    const rows = [
      b({ province: 'Mpumalanga', num_suspects_arrested: 19 }),
      b({ province: 'North West', num_suspects_arrested: 2 }),
      b({ province: 'North West', num_suspects_arrested: 3 }),
      b({ province: 'North West', num_suspects_arrested: null }),
    ];
    expect(ask('in the old days the bakkie squad', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
  });

  it('takes the Free State murder excess over the North West, refusing a reversed comparison', () => {
    const rows = [
      b({ province: 'Free State', crimes: ['murder', 'house robbery'] }),
      b({ province: 'Free State', crimes: ['murder'] }),
      b({ province: 'Free State', crimes: ['attempted murder'] }),
      b({ province: 'North West', crimes: ['murder'] }),
    ];
    expect(ask('we used to argue in the canteen', rows)).toEqual({ kind: 'number', value: 1 });
    const reversed = [...rows, b({ province: 'North West', crimes: ['murder'] })];
    expect(() => ask('we used to argue in the canteen', reversed)).toThrow(/does not have more/);
  });
});
