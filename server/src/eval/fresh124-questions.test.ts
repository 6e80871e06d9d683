import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH124_QUESTIONS } from './fresh124-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-twenty-fourth fresh question set (blind)', FRESH124_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH124_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH124_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-twenty-fourth fresh set reads the ground truth as its header says', () => {
  it('counts KwaZulu-Natal kidnappings of its own notebook only', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['kidnapping'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['carjacking', 'kidnapping'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'Gauteng', crimes: ['kidnapping'] }),
      devRow({ notebook: 'b', province: 'KwaZulu-Natal', crimes: ['kidnapping'] }),
    ];
    expect(ask('Kindly state the number', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums only the stated female victims, a null adding nothing', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 2, victims_male: 1 }),
      devRow({ num_victims: 4, victims_female: null, victims_male: null }),
      devRow({ num_victims: 1, victims_female: 1, victims_male: 0 }),
      devRow({ notebook: 'b', num_victims: 5, victims_female: 5, victims_male: 0 }),
    ];
    expect(ask('Please indicate the total', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('dates the earliest murder by event date, an undated murder and attempted murder left out', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2019-05-02', published_date: '2019-05-03' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2012-01-01' }),
      devRow({ crimes: ['attempted murder'], event_date: '2015-01-01' }),
      devRow({ crimes: ['murder', 'house robbery'], event_date: '2018-07-09' }),
    ];
    expect(ask('On which date did the earliest', rows)).toEqual({ kind: 'date', value: '2018-07-09' });
  });

  it('takes the attempted-murder share over the Eastern Cape incidents alone', () => {
    const ec = (crimes: string[]) => devRow({ province: 'Eastern Cape', crimes });
    const rows = [
      ec(['murder', 'attempted murder']),
      ec(['murder']),
      ec(['rape']),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'] }),
    ];
    expect(ask('Of the incidents in the Eastern Cape', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('compares the killed by province, a null adding nothing, and refuses a reversed comparison', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_killed: 4 }),
      devRow({ province: 'Eastern Cape', victims_killed: null }),
      devRow({ province: 'Western Cape', victims_killed: 1 }),
      devRow({ notebook: 'b', province: 'Western Cape', victims_killed: 9 }),
    ];
    expect(ask('The book cuts between', rows)).toEqual({ kind: 'number', value: 3 });
    const reversed = [...rows, devRow({ province: 'Western Cape', victims_killed: 3 })];
    expect(() => ask('The book cuts between', reversed)).toThrow(/does not have more/);
  });

  it('reads "cape town, the city itself" as the City of Cape Town municipality', () => {
    const rows = [
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town', victims_killed: 2 }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town', victims_killed: null }),
      devRow({ province: 'Western Cape', municipality: 'Swartland', victims_killed: 5 }),
    ];
    expect(ask('ngl how many ppl actually', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts kidnappings from 2020 on by event date, the undated left out', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2020-01-01' }),
      devRow({ crimes: ['kidnapping'], event_date: '2019-12-31', published_date: '2020-01-05' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2024-01-05' }),
      devRow({ crimes: ['kidnapping', 'extortion'], event_date: '2025-03-03' }),
    ];
    expect(ask('lowkey need this', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('finds a woman suspect only where one is stated, and only in the named province', () => {
    const nw = (suspects_female: number | null) =>
      devRow({ notebook: 'b', province: 'North West', suspects_female });
    const unstated = [nw(null), nw(0), devRow({ notebook: 'b', province: 'Limpopo', suspects_female: 2 })];
    expect(ask('In the North West province', unstated)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('In the North West province', [...unstated, nw(1)])).toEqual({ kind: 'text', value: 'Yes' });
    expect(ask('were there any female suspects', [devRow({ suspects_female: null })])).toEqual({
      kind: 'text',
      value: 'No',
    });
  });

  it('counts rapes strictly before 2020, the first of January 2020 and the undated left out', () => {
    const rape = (event_date: string | null) =>
      devRow({ notebook: 'b', crimes: ['rape'], event_date, published_date: '2019-06-01' });
    const rows = [rape('2019-12-31'), rape('2016-02-06'), rape('2020-01-01'), rape(null)];
    expect(ask('How many incidents of rape', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the known-attacker share over murders, an unstated relationship not known', () => {
    const murder = (relationship: string | null, crimes = ['murder']) =>
      devRow({ notebook: 'b', crimes, relationship });
    const rows = [
      murder('acquaintance'),
      murder('family'),
      murder('stranger'),
      murder(null),
      murder('partner', ['rape']),
    ];
    expect(ask('The twist in my book', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('ranks municipalities by incidents, skipping unknown ones, and refuses a tie', () => {
    const at = (municipality: string | null) => devRow({ notebook: 'b', municipality });
    const rows = [at('Mangaung'), at('Mangaung'), at('Madibeng'), at(null), at(null), at(null)];
    expect(ask('which municipality has the most', rows)).toEqual({
      kind: 'text',
      value: ['Mangaung', 'Mangaung'],
    });
    expect(() => ask('which municipality has the most', [...rows, at('Madibeng')])).toThrow(
      /no single leader/,
    );
  });

  it('takes the female share of victims over the stated sexes only', () => {
    const rows = [
      devRow({ notebook: 'b', victims_female: 1, victims_male: 2 }),
      devRow({ notebook: 'b', victims_female: null, victims_male: null, num_victims: 6 }),
      devRow({ notebook: 'b', victims_female: 2, victims_male: 0 }),
    ];
    expect(ask('ngl whats the percentage', rows)).toEqual({ kind: 'number', value: 60 });
  });
});
