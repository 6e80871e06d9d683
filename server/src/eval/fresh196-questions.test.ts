import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH196_QUESTIONS } from './fresh196-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-ninety-sixth fresh question set (blind)', FRESH196_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH196_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH196_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-ninety-sixth fresh set reads the ground truth as its header says', () => {
  it('counts car and truck hijackings in Gauteng only, not robberies, other provinces or notebook b', () => {
    const rows = [
      devRow({ crimes: ['carjacking', 'kidnapping'] }),
      devRow({ crimes: ['truck hijacking'] }),
      devRow({ crimes: ['armed robbery'] }),
      devRow({ crimes: ['carjacking'], province: 'KwaZulu-Natal' }),
      devRow({ notebook: 'b', crimes: ['carjacking'] }),
    ];
    expect(ask('hw many carjackings', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('answers a Joburg hijacking since 2022 by event date and municipality, the undated left out', () => {
    const joburg = (event_date: string | null, crimes = ['carjacking']) =>
      devRow({ municipality: 'City of Johannesburg', crimes, event_date, published_date: '2023-05-01' });
    const none = [
      joburg('2021-12-31'),
      joburg(null),
      joburg('2023-01-01', ['house robbery']),
      devRow({ municipality: 'City of Tshwane', crimes: ['carjacking'], event_date: '2023-01-01' }),
    ];
    expect(ask('any hijaking in joburg', none)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('any hijaking in joburg', [...none, joburg('2022-01-01', ['truck hijacking'])])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('dates the latest carjacking without truck hijackings or undated carjackings', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], event_date: '2021-11-17' }),
      devRow({ crimes: ['carjacking'], event_date: '2019-02-01' }),
      devRow({ crimes: ['truck hijacking'], event_date: '2025-04-23' }),
      devRow({ crimes: ['carjacking'], event_date: null, published_date: '2025-09-01' }),
    ];
    expect(ask('wen was the latest carjacking', rows)).toEqual({ kind: 'date', value: '2021-11-17' });
  });

  it('ranks municipalities by robberies and hijackings, skipping unknown ones, and refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg', crimes: ['carjacking'] }),
      devRow({ municipality: 'City of Johannesburg', crimes: ['business robbery'] }),
      devRow({ municipality: 'Ekurhuleni', crimes: ['truck hijacking'] }),
      devRow({ municipality: 'Ekurhuleni', crimes: ['murder'] }),
      devRow({ municipality: 'Ekurhuleni', crimes: ['theft'] }),
      devRow({ municipality: null, crimes: ['armed robbery'] }),
      devRow({ municipality: null, crimes: ['armed robbery'] }),
    ];
    expect(ask('which municipality worst', rows)).toEqual({
      kind: 'text',
      value: ['City of Johannesburg', 'Johannesburg'],
    });
    const tied = [...rows, devRow({ municipality: 'Ekurhuleni', crimes: ['house robbery'] })];
    expect(() => ask('which municipality worst', tied)).toThrow(/no single leader/);
  });

  it('counts murders of 2018 to 2022 outside Gauteng, the year ends included and the undated left out', () => {
    const murder = (event_date: string | null, province = 'Eastern Cape') =>
      devRow({ crimes: ['murder'], event_date, province, published_date: '2022-06-01' });
    const rows = [
      murder('2018-01-01'),
      murder('2022-12-31', 'KwaZulu-Natal'),
      murder('2017-12-31'),
      murder('2023-01-01'),
      murder(null),
      murder('2020-05-05', 'Gauteng'),
      devRow({ crimes: ['attempted murder'], event_date: '2020-05-05', province: 'Western Cape' }),
    ];
    expect(ask('Murder incidents, 2018–2022', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the median of the stated suspect ages, one per suspect, halving an even middle', () => {
    const rows = [
      devRow({ suspect_ages: [20, 40] }),
      devRow({ suspect_ages: [31] }),
      devRow({ suspect_ages: null, num_suspects_arrested: 4 }),
      devRow({ suspect_ages: [] }),
    ];
    expect(ask('Suspect age profile', rows)).toEqual({ kind: 'number', value: 31 });
    expect(ask('Suspect age profile', [...rows, devRow({ suspect_ages: [50] })])).toEqual({
      kind: 'number',
      value: 35.5,
    });
  });

  it('takes KZN minus Western Cape killed over 2019–2024 by event date, and refuses a reversed difference', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', event_date: '2019-01-01', victims_killed: 5 }),
      devRow({ province: 'KwaZulu-Natal', event_date: '2018-12-31', victims_killed: 9 }),
      devRow({ province: 'KwaZulu-Natal', event_date: null, victims_killed: 9 }),
      devRow({ province: 'Western Cape', event_date: '2024-12-31', victims_killed: 2 }),
      devRow({ province: 'Western Cape', event_date: '2022-01-01', victims_killed: null }),
    ];
    expect(ask('Victims killed, 2019–2024', rows)).toEqual({ kind: 'number', value: 3 });
    const reversed = [
      ...rows,
      devRow({ province: 'Western Cape', event_date: '2020-01-01', victims_killed: 4 }),
    ];
    expect(() => ask('Victims killed, 2019–2024', reversed)).toThrow(/does not have more/);
  });

  it('puts a null or false arrest in the base of the robbery arrest share but not among the arrested', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['armed robbery'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['carjacking'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['house robbery'], arrest_made: false }),
      devRow({ notebook: 'b', crimes: ['truck hijacking'], arrest_made: null }),
      devRow({ notebook: 'b', crimes: ['murder'], arrest_made: false }),
    ];
    expect(ask('wat % of robberies', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('counts weekend robberies and hijackings by event date, never by a weekend publication', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['robbery'], event_date: '2024-01-06' }), // Saturday
      devRow({ notebook: 'b', crimes: ['carjacking'], event_date: '2024-01-07' }), // Sunday
      devRow({ notebook: 'b', crimes: ['armed robbery'], event_date: '2024-01-08' }), // Monday
      devRow({ notebook: 'b', crimes: ['armed robbery'], event_date: null, published_date: '2024-01-13' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2024-01-06' }),
    ];
    expect(ask('robbries or hijackings on sat/sun', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the female share over rape and murder victims of stated sex only', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], victims_female: 3, victims_male: 0 }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_female: 0, victims_male: 1 }),
      devRow({ notebook: 'b', crimes: ['murder'], num_victims: 4, victims_female: null, victims_male: null }),
      devRow({ notebook: 'b', crimes: ['armed robbery'], victims_female: 0, victims_male: 5 }),
    ];
    expect(ask('Victim sex split', rows)).toEqual({ kind: 'number', value: 75 });
  });

  it('shares known attackers over the stated relationships only, strangers in the base', () => {
    const rows = [
      devRow({ notebook: 'b', relationship: 'acquaintance' }),
      devRow({ notebook: 'b', relationship: 'partner' }),
      devRow({ notebook: 'b', relationship: 'stranger' }),
      devRow({ notebook: 'b', relationship: 'family' }),
      devRow({ notebook: 'b', relationship: null }),
      devRow({ notebook: 'b' }),
    ];
    expect(ask('Offender–victim relationship', rows)).toEqual({ kind: 'number', value: 75 });
  });

  it('ranks provinces by killed in 2020–2024 alone, and answers a Free State weekend murder by event date', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', event_date: '2022-07-15', victims_killed: 3 }),
      devRow({ notebook: 'b', province: 'Limpopo', event_date: '2019-06-01', victims_killed: 9 }),
      devRow({ notebook: 'b', province: 'Limpopo', event_date: null, victims_killed: 9 }),
      devRow({ notebook: 'b', province: 'Limpopo', event_date: '2024-01-01', victims_killed: 2 }),
    ];
    expect(ask('Provinces ranked by victims killed', rows)).toEqual({ kind: 'text', value: 'Free State' });

    const freeState = (event_date: string | null, crimes = ['murder']) =>
      devRow({ notebook: 'b', province: 'Free State', crimes, event_date, published_date: '2024-01-06' });
    const weekdayOnly = [
      freeState('2024-01-05'), // Friday
      freeState(null),
      freeState('2024-01-06', ['attempted murder']), // Saturday
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['murder'], event_date: '2024-01-07' }),
    ];
    expect(ask('Good morning, sisi', weekdayOnly)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Good morning, sisi', [...weekdayOnly, freeState('2024-01-07')])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('refuses what the records do not hold, whatever the rows', () => {
    const rows = [devRow({ crimes: ['carjacking'] }), devRow({ notebook: 'b', crimes: ['murder'] })];
    for (const start of ['pls send names', 'Molweni, thank you', 'wat cars were taken', 'Enkosi for the'])
      expect(ask(start, rows)).toEqual({ kind: 'refusal' });
  });
});
