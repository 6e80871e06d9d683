import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH207_QUESTIONS } from './fresh207-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-seventh fresh question set (blind)', FRESH207_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH207_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH207_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-seventh fresh set reads the ground truth as its header says', () => {
  it('sums the stated killed of KwaZulu-Natal only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 3 }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: null }),
      devRow({ province: 'Gauteng', crimes: ['murder'], victims_killed: 5 }),
      devRow({ notebook: 'b', province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 4 }),
    ];
    expect(ask('Sawubona. Malini', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('ranks Gauteng municipalities alone, leaving out unknown ones and other provinces', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg' }),
      devRow({ municipality: 'Ekurhuleni' }),
      devRow({ municipality: 'Ekurhuleni' }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
    ];
    expect(ask('Eish, kuphi', rows)).toEqual({ kind: 'text', value: ['Ekurhuleni', 'Ekurhuleni'] });
    expect(() => ask('Eish, kuphi', [...rows, devRow({ municipality: 'City of Johannesburg' })])).toThrow(
      /no single leader/,
    );
  });

  it('counts Friday and Saturday murders by the event date alone, never the publication date', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2024-01-13' }), // Saturday
      devRow({ crimes: ['murder'], event_date: '2024-01-05' }), // Friday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-12' }), // published on a Friday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-19' }), // published on a Friday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-05' }),
      devRow({ crimes: ['culpable homicide'], event_date: '2024-01-12' }),
    ];
    expect(ask('Nini do the murders', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('holds "nobody arrested in eThekwini" only when no eThekwini incident states an arrest', () => {
    const none = [
      devRow({ province: 'KwaZulu-Natal', municipality: 'eThekwini', arrest_made: false }),
      devRow({ province: 'KwaZulu-Natal', municipality: 'eThekwini', arrest_made: null }),
      devRow({ province: 'KwaZulu-Natal', municipality: 'Msunduzi', arrest_made: true }),
    ];
    expect(ask('My chairman he says', none)).toEqual({ kind: 'text', value: 'Yes' });
    const one = [
      ...none,
      devRow({ province: 'KwaZulu-Natal', municipality: 'eThekwini', arrest_made: true }),
    ];
    expect(ask('My chairman he says', one)).toEqual({ kind: 'text', value: 'No' });
  });

  it('counts carjackings and truck hijackings in Gauteng and the Western Cape once per incident', () => {
    const rows = [
      devRow({ crimes: ['carjacking', 'kidnapping'] }),
      devRow({ crimes: ['carjacking', 'truck hijacking'] }),
      devRow({ province: 'Western Cape', crimes: ['truck hijacking'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['carjacking'] }),
      devRow({ crimes: ['vehicle theft'] }),
      devRow({ crimes: ['armed robbery'] }),
    ];
    expect(ask('For a claims file', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('dates the earliest house robbery by event date, an undated one never earliest', () => {
    const rows = [
      devRow({ crimes: ['house robbery'], event_date: '2019-05-01', published_date: '2019-05-03' }),
      devRow({ crimes: ['house robbery', 'murder'], event_date: '2017-11-22', published_date: '2017-11-30' }),
      devRow({ crimes: ['house robbery'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['business robbery'], event_date: '2012-01-01' }),
    ];
    expect(ask('What is the date of the earliest', rows)).toEqual({ kind: 'date', value: '2017-11-22' });
  });

  it('keeps the claim period inclusive of both ends, by event date, for property crimes only', () => {
    const rows = [
      devRow({ crimes: ['theft'], event_date: '2019-03-01' }),
      devRow({ crimes: ['arson', 'public violence'], event_date: '2022-08-31' }),
      devRow({ crimes: ['stock theft'], event_date: '2019-02-28' }),
      devRow({ crimes: ['burglary'], event_date: '2022-09-01' }),
      devRow({ crimes: ['vehicle theft'], event_date: null, published_date: '2020-01-01' }),
      devRow({ crimes: ['house robbery'], event_date: '2020-06-01' }),
      devRow({ crimes: ['malicious damage to property'], event_date: '2021-11-04' }),
    ];
    expect(ask('Claim period 1 March 2019', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the robbery arrest share over robberies of any type, hijackings left out', () => {
    const rows = [
      devRow({ crimes: ['armed robbery'], arrest_made: true }),
      devRow({ crimes: ['cash-in-transit robbery'], arrest_made: true }),
      devRow({ crimes: ['house robbery', 'murder'], arrest_made: false }),
      devRow({ crimes: ['carjacking'], arrest_made: false }),
      devRow({ crimes: ['truck hijacking'], arrest_made: false }),
    ];
    expect(ask('Of all robbery incidents', rows)).toEqual({ kind: 'number', value: 67 });
  });

  it('finds a woman arrested only where an arrest was made and a female suspect is stated', () => {
    const rows = [
      devRow({ notebook: 'b', arrest_made: false, suspects_female: 2 }),
      devRow({ notebook: 'b', arrest_made: true, suspects_female: null }),
      devRow({ notebook: 'b', arrest_made: true, suspects_female: 0, suspects_male: 3 }),
    ];
    expect(ask('I put it to you', rows)).toEqual({ kind: 'text', value: 'Yes' });
    const arrestedWoman = [...rows, devRow({ notebook: 'b', arrest_made: true, suspects_female: 1 })];
    expect(ask('I put it to you', arrestedWoman)).toEqual({ kind: 'text', value: 'No' });
    const inA = [devRow({ arrest_made: false, suspects_female: 1 })];
    expect(ask('Is it correct that no woman', inA)).toEqual({ kind: 'text', value: 'Yes' });
    const arrestedInA = [...inA, devRow({ arrest_made: true, suspects_female: 2 })];
    expect(ask('Is it correct that no woman', arrestedInA)).toEqual({ kind: 'text', value: 'No' });
  });

  it('takes the median of stated ages, the middle two averaged when their number is even', () => {
    const rows = [
      devRow({ suspect_ages: [40, 20] }),
      devRow({ suspect_ages: [31] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [] }),
    ];
    expect(ask('What is the median age', rows)).toEqual({ kind: 'number', value: 31 });
    expect(ask('What is the median age', [...rows, devRow({ suspect_ages: [35] })])).toEqual({
      kind: 'number',
      value: 33,
    });
  });

  it('sums arrests where a child victim is stated, an unstated child count leaving the incident out', () => {
    const rows = [
      devRow({ victims_children: 2, num_suspects_arrested: 3 }),
      devRow({ victims_children: 1, num_suspects_arrested: null }),
      devRow({ victims_children: 0, num_suspects_arrested: 4 }),
      devRow({ victims_children: null, num_suspects_arrested: 5 }),
    ];
    expect(ask('In the cases where at least one victim', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('lists every province with a cash-in-transit heist, sorted, one entry each', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'North West', crimes: ['cash-in-transit robbery'] }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['cash-in-transit robbery', 'murder'] }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['cash-in-transit robbery'] }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['business robbery'] }),
    ];
    expect(ask('Kuphi were the cash-in-transit', rows)).toEqual({
      kind: 'list',
      value: ['Limpopo', 'North West'],
    });
  });

  it('sums victims of house and business robberies where stated, and averages stated rape-suspect ages', () => {
    const robberies = [
      devRow({ notebook: 'b', crimes: ['house robbery'], num_victims: 2 }),
      devRow({ notebook: 'b', crimes: ['business robbery', 'attempted murder'], num_victims: 3 }),
      devRow({ notebook: 'b', crimes: ['business robbery'], num_victims: null }),
      devRow({ notebook: 'b', crimes: ['armed robbery'], num_victims: 7 }),
    ];
    expect(ask('For the house and business', robberies)).toEqual({ kind: 'number', value: 5 });
    const rapes = [
      devRow({ notebook: 'b', crimes: ['rape'], suspect_ages: [20, 27] }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], suspect_ages: [30] }),
      devRow({ notebook: 'b', crimes: ['rape'], suspect_ages: null }),
      devRow({ notebook: 'b', crimes: ['murder'], suspect_ages: [60] }),
    ];
    expect(ask('What was the average age', rapes)).toEqual({ kind: 'number', value: 25.7 });
  });

  it('compares women and men victims in the Northern Cape by the stated sums', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Northern Cape', victims_female: 2, victims_male: 1 }),
      devRow({ notebook: 'b', province: 'Northern Cape', victims_female: null, victims_male: 1 }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_female: 0, victims_male: 5 }),
    ];
    expect(ask('Is it correct that more women', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, devRow({ notebook: 'b', province: 'Northern Cape', victims_female: 1 })];
    expect(ask('Is it correct that more women', more)).toEqual({ kind: 'text', value: 'Yes' });
  });
});
