import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH216_QUESTIONS } from './fresh216-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-sixteenth fresh question set (blind)', FRESH216_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH216_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH216_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-sixteenth fresh set reads the ground truth as its header says', () => {
  it('counts women and girls as every stated female victim of the notebook, an unstated sex adding nothing', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 2, victims_male: 1, victims_children: 1 }),
      devRow({ num_victims: 4, victims_female: null, victims_male: null }),
      devRow({ num_victims: 1, victims_female: 1, victims_children: 1 }),
      devRow({ notebook: 'b', num_victims: 5, victims_female: 5 }),
    ];
    expect(ask('How many female victims', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the known-attacker share over every rape case, the unstated and strangers in the base only', () => {
    const rows = [
      devRow({ crimes: ['rape'], relationship: 'acquaintance' }),
      devRow({ crimes: ['rape', 'kidnapping'], relationship: 'partner' }),
      devRow({ crimes: ['rape'], relationship: 'stranger' }),
      devRow({ crimes: ['rape'], relationship: null }),
      devRow({ crimes: ['rape'] }),
      devRow({ crimes: ['sexual assault'], relationship: 'family' }),
      devRow({ crimes: ['murder'], relationship: 'family' }),
    ];
    expect(ask('Of all the rape cases', rows)).toEqual({ kind: 'number', value: 40 });
  });

  it('reads domestic violence as a partner or family attacker only, with a female victim and a death', () => {
    const acquaintance = [
      devRow({ crimes: ['murder'], relationship: 'acquaintance', victims_female: 1, victims_killed: 1 }),
      devRow({ crimes: ['assault gbh'], relationship: 'partner', victims_female: 1, victims_killed: 0 }),
      devRow({ crimes: ['murder'], relationship: 'family', victims_female: null, victims_killed: 1 }),
    ];
    expect(ask('Is there any DV case', acquaintance)).toEqual({ kind: 'text', value: 'No' });
    const partner = [
      ...acquaintance,
      devRow({ crimes: ['murder'], relationship: 'partner', victims_female: 1, victims_killed: 1 }),
    ];
    expect(ask('Is there any DV case', partner)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('dates child rapes by event date only, needing a stated child and the rape category', () => {
    const rows = [
      devRow({ crimes: ['rape'], victims_children: 1, event_date: '2020-05-01' }),
      devRow({ crimes: ['rape'], victims_children: 0, event_date: '2023-01-01' }),
      devRow({ crimes: ['rape'], victims_children: null, event_date: '2024-01-01' }),
      devRow({ crimes: ['sexual assault'], victims_children: 1, event_date: '2022-01-01' }),
      devRow({ crimes: ['rape'], victims_children: 2, event_date: null, published_date: '2025-01-01' }),
      devRow({ crimes: ['rape'], victims_children: 1, event_date: '2018-03-02' }),
    ];
    expect(ask('On what date did the most recent rape', rows)).toEqual({ kind: 'date', value: '2020-05-01' });
    const b = rows.map((r) => ({ ...r, notebook: 'b' as const }));
    expect(ask('When did the earliest rape', b)).toEqual({ kind: 'date', value: '2018-03-02' });
  });

  it('takes the arrest share over all incidents, an unstated arrest counting as none', () => {
    const rows = [
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: false }),
      devRow({ arrest_made: null }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: null }),
    ];
    // 5 of 8 = 62.5%: halfway, so refused as a question with no single rounding.
    expect(() => ask('I put it to you that the constabulary', rows)).toThrow(/halfway/);
    expect(ask('I put it to you that the constabulary', rows.slice(0, 6))).toEqual({
      kind: 'number',
      value: 67,
    });
    const rapes = [
      devRow({ notebook: 'b', crimes: ['rape'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['rape'], arrest_made: null }),
      devRow({ notebook: 'b', crimes: ['rape'], arrest_made: false }),
      devRow({ notebook: 'b', crimes: ['murder'], arrest_made: true }),
    ];
    expect(ask('What percentage of the rape cases', rapes)).toEqual({ kind: 'number', value: 33 });
  });

  it('compares Western Cape police victims with all other provinces combined, strictly', () => {
    const rows = [
      devRow({ province: 'Western Cape', victims_police: 2 }),
      devRow({ province: 'Western Cape', victims_police: null }),
      devRow({ province: 'Gauteng', victims_police: 1 }),
      devRow({ province: 'Limpopo', victims_police: 1 }),
    ];
    expect(ask('Is it not the case that more police', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, devRow({ province: 'Western Cape', victims_police: 1 })];
    expect(ask('Is it not the case that more police', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('ranks provinces by murder alone, attempted murder aside, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ province: 'Gauteng', crimes: ['attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['culpable homicide'] }),
    ];
    expect(ask('Surely KwaZulu-Natal', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    const tied = [...rows, devRow({ province: 'Gauteng', crimes: ['murder'] })];
    expect(() => ask('Surely KwaZulu-Natal', tied)).toThrow(/no single leader/);
  });

  it('averages and takes the median of one age per suspect, rows without ages adding none', () => {
    const rows = [
      devRow({ suspect_ages: [20, 31] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [] }),
      devRow({ suspect_ages: [40] }),
    ];
    expect(ask('In my day the felons', rows)).toEqual({ kind: 'number', value: 30.3 });
    const b = [
      devRow({ notebook: 'b', suspect_ages: [40, 20] }),
      devRow({ notebook: 'b', suspect_ages: [31, 60] }),
      devRow({ notebook: 'b', suspect_ages: null }),
    ];
    expect(ask('Q3: median age', b)).toEqual({ kind: 'number', value: 35.5 });
    expect(ask('Q3: median age', [...b, devRow({ notebook: 'b', suspect_ages: [99] })])).toEqual({
      kind: 'number',
      value: 40,
    });
  });

  it('counts Wednesdays over dated incidents only', () => {
    const rows = [
      devRow({ event_date: '2024-01-03' }), // Wednesday
      devRow({ event_date: '2023-05-10' }), // Wednesday
      devRow({ event_date: '2024-01-06' }), // Saturday
      devRow({ event_date: null, published_date: '2024-01-10' }), // published on a Wednesday
      devRow({ notebook: 'b', event_date: '2024-01-10' }),
    ];
    expect(ask('Q4:', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts a weekend by event date alone', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2024-01-06' }), // Saturday
      devRow({ notebook: 'b', event_date: '2024-01-07' }), // Sunday
      devRow({ notebook: 'b', event_date: '2024-01-08' }), // Monday
      devRow({ notebook: 'b', event_date: null, published_date: '2024-01-13' }),
    ];
    expect(ask('It was always said', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the murder excess of KZN over Gauteng and refuses a reversed comparison', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['culpable homicide'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
    ];
    expect(ask('Q5 (b)', rows)).toEqual({ kind: 'number', value: 1 });
    const reversed = [...rows, devRow({ province: 'Gauteng', crimes: ['murder'] })];
    expect(() => ask('Q5 (b)', reversed)).toThrow(/does not have more/);
  });

  it('counts hijackings of cars or trucks once per incident, and lists distinct provinces', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['carjacking'], province: 'Limpopo' }),
      devRow({ notebook: 'b', crimes: ['truck hijacking', 'carjacking'], province: 'Limpopo' }),
      devRow({ notebook: 'b', crimes: ['vehicle theft'], province: 'Free State' }),
      devRow({ notebook: 'b', crimes: ['poaching'], province: 'Mpumalanga' }),
      devRow({ notebook: 'b', crimes: ['poaching'], province: 'Mpumalanga' }),
      devRow({ notebook: 'b', crimes: ['poaching', 'other'], province: 'North West' }),
    ];
    expect(ask('Q4 - total number of hijackings', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Q1: list the provinces', rows)).toEqual({
      kind: 'list',
      value: ['Mpumalanga', 'North West'],
    });
  });

  it('compares arrested suspects by province, unstated figures adding nothing, and counts known attackers', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: null }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 3, relationship: 'stranger' }),
      devRow({ notebook: 'b', relationship: 'family' }),
      devRow({ notebook: 'b', relationship: 'acquaintance' }),
      devRow({ notebook: 'b', relationship: null }),
    ];
    expect(ask('I put it to you that the men', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('In how many incidents', rows)).toEqual({ kind: 'number', value: 2 });
  });
});
