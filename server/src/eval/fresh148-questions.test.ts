import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH148_QUESTIONS } from './fresh148-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-forty-eighth fresh question set (blind)', FRESH148_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH148_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH148_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-forty-eighth fresh set reads the ground truth as its header says', () => {
  it('sums the arrests of the City of Johannesburg alone, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg', num_suspects_arrested: 4 }),
      devRow({ municipality: 'City of Johannesburg', num_suspects_arrested: null }),
      devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: 7 }),
      devRow({ municipality: null, location: 'Johannesburg', num_suspects_arrested: 5 }),
      devRow({ notebook: 'b', municipality: 'City of Johannesburg', num_suspects_arrested: 9 }),
    ];
    expect(ask('How many folks got arrested in Joburg', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('answers the Eastern Cape CIT check by event date from the first of 2024, undated rows outside', () => {
    const cit = (event_date: string | null, province = 'Eastern Cape') =>
      devRow({ crimes: ['cash-in-transit robbery'], event_date, province, published_date: '2024-06-01' });
    const none = [cit('2023-12-31'), cit(null), cit('2024-05-01', 'Gauteng')];
    expect(ask('Any CIT heists down', none)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Any CIT heists down', [...none, cit('2024-01-01')])).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('dates the latest PE murder by event date, not attempted murder nor a later publication', () => {
    const pe = { municipality: 'Nelson Mandela Bay', province: 'Eastern Cape' };
    const rows = [
      devRow({ ...pe, crimes: ['murder'], event_date: '2021-04-02' }),
      devRow({ ...pe, crimes: ['attempted murder'], event_date: '2023-01-01' }),
      devRow({ ...pe, crimes: ['murder'], event_date: null, published_date: '2025-01-01' }),
      devRow({ municipality: 'Buffalo City', crimes: ['murder'], event_date: '2024-01-01' }),
    ];
    expect(ask('When was the last murder in PE', rows)).toEqual({ kind: 'date', value: '2021-04-02' });
  });

  it('takes the Western Cape murder share over all its incidents, and the KZN mean age over stated ages', () => {
    const wc = (crimes: string[]) => devRow({ province: 'Western Cape', crimes });
    const rows = [
      wc(['murder']),
      wc(['murder', 'attempted murder']),
      wc(['attempted murder']),
      wc(['theft']),
      wc(['theft']),
      wc(['theft']),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
    ];
    expect(ask('What porportion', rows)).toEqual({ kind: 'number', value: 33 });
    const ages = [
      devRow({ province: 'KwaZulu-Natal', suspect_ages: [20, 31] }),
      devRow({ province: 'KwaZulu-Natal', suspect_ages: null }),
      devRow({ province: 'KwaZulu-Natal', suspect_ages: [30] }),
      devRow({ province: 'Gauteng', suspect_ages: [70] }),
    ];
    expect(ask('For the KwaZulu-Natal incidents', ages)).toEqual({ kind: 'number', value: 27 });
  });

  it('counts murder or attempted murder once per incident, inside 2019-2020 with both ends held', () => {
    const rows = [
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2019-01-01' }),
      devRow({ crimes: ['attempted murder'], event_date: '2020-12-31' }),
      devRow({ crimes: ['murder'], event_date: '2018-12-31' }),
      devRow({ crimes: ['murder'], event_date: '2021-01-01' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2020-05-05' }),
      devRow({ crimes: ['culpable homicide'], event_date: '2020-05-05' }),
    ];
    expect(ask('How many incidents of murder or attempted murder', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('finds a female perpetrator only in a stated figure above nought', () => {
    const rows = [devRow({ suspects_female: null }), devRow({ suspects_female: 0, suspects_male: 3 })];
    expect(ask('Does the dataset contain', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Does the dataset contain', [...rows, devRow({ suspects_female: 1 })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('sums Eastern Cape killed within 2021-2023 and refuses a kidnapping comparison Gauteng does not lead', () => {
    const ec = (event_date: string | null, victims_killed: number | null) =>
      devRow({ province: 'Eastern Cape', crimes: ['murder'], event_date, victims_killed });
    const rows = [
      ec('2021-01-01', 2),
      ec('2023-12-31', 3),
      ec('2022-06-01', null),
      ec('2020-12-31', 10),
      ec('2024-01-01', 10),
      ec(null, 10),
    ];
    expect(ask('Kindly provide the total number of persons killed', rows)).toEqual({
      kind: 'number',
      value: 5,
    });
    const kid = (province: string) => devRow({ province, crimes: ['kidnapping', 'extortion'] });
    expect(
      ask('How many more incidents involving kidnapping', [
        kid('Gauteng'),
        kid('Gauteng'),
        kid('KwaZulu-Natal'),
      ]),
    ).toEqual({
      kind: 'number',
      value: 1,
    });
    expect(() =>
      ask('How many more incidents involving kidnapping', [kid('Gauteng'), kid('KwaZulu-Natal')]),
    ).toThrow(/does not have more/);
  });

  it('ranks provinces by summed injured, answering KZN under its other names, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_injured: 4 }),
      devRow({ province: 'KwaZulu-Natal', victims_injured: null }),
      devRow({ province: 'Western Cape', victims_injured: 3 }),
      devRow({ province: 'Gauteng', victims_injured: 1 }),
      devRow({ province: 'Gauteng', victims_injured: 1 }),
    ];
    expect(ask('Per province, which province', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    expect(() =>
      ask('Per province, which province', [
        ...rows,
        devRow({ province: 'Western Cape', victims_injured: 1 }),
      ]),
    ).toThrow(/no single leader/);
  });

  it('sums the killed on Free State farms only, the word "farm" in any case', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'Free State',
        location: 'Lismor farm, near Kestell',
        victims_killed: 3,
      }),
      devRow({ notebook: 'b', province: 'Free State', location: 'Spitskop Trust Farm', victims_killed: 2 }),
      devRow({ notebook: 'b', province: 'Free State', location: 'farm near Glen', victims_killed: null }),
      devRow({ notebook: 'b', province: 'Free State', location: 'Bloemfontein', victims_killed: 4 }),
      devRow({ notebook: 'b', province: 'Northern Cape', location: 'farm in Magogong', victims_killed: 6 }),
    ];
    expect(ask('How many folks were killed on farms', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('compares the killed of 2020 and 2023 by event year, and refuses when 2020 does not lead', () => {
    const k = (event_date: string | null, victims_killed: number | null) =>
      devRow({ notebook: 'b', crimes: ['murder'], event_date, victims_killed, published_date: '2020-03-03' });
    const rows = [
      k('2020-01-01', 2),
      k('2020-12-31', 3),
      k('2023-05-05', 1),
      k('2023-06-06', null),
      k(null, 9),
    ];
    expect(ask('How many more people lost their lives', rows)).toEqual({ kind: 'number', value: 4 });
    expect(() => ask('How many more people lost their lives', [...rows, k('2023-07-07', 4)])).toThrow(
      /does not have more/,
    );
  });

  it('takes the child share of rapes by incident and the acquaintance share over stated relationships', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 2, relationship: 'acquaintance' }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 0, relationship: 'stranger' }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: null, relationship: null }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_children: 1, relationship: 'acquaintance' }),
    ];
    expect(ask('What proportion of the rape incidents', rows)).toEqual({ kind: 'number', value: 33 });
    expect(ask('Of the incidents where the victim-offender', rows)).toEqual({ kind: 'number', value: 67 });
  });

  it('counts suspects under 21 by stated age, 21 itself not under', () => {
    const rows = [
      devRow({ notebook: 'b', suspect_ages: [18, 21, 20] }),
      devRow({ notebook: 'b', suspect_ages: null, num_suspects_arrested: 4 }),
      devRow({ notebook: 'b', suspect_ages: [19], arrest_made: false }),
    ];
    expect(ask('The Honourable Member has asked', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('ranks provinces by arrests summed, not by incidents, and counts Limpopo and Mpumalanga within 2022-2024', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 1, event_date: '2022-01-01' }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 1, event_date: '2021-12-31' }),
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 5, event_date: '2024-12-31' }),
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: null, event_date: null }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 2, event_date: '2023-01-01' }),
    ];
    expect(ask('Which province had the largest number', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
    expect(ask('How many incidents were recorded in Limpopo and Mpumalanga', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('refuses the questions the ground truth cannot answer, whatever the rows', () => {
    for (const q of FRESH148_QUESTIONS.filter((candidate) => candidate.covers.includes('refusal')))
      expect(q.expect([devRow({ notebook: q.notebook })]), q.question).toEqual({ kind: 'refusal' });
    expect(FRESH148_QUESTIONS.filter((q) => q.covers.includes('refusal'))).toHaveLength(4);
  });
});
