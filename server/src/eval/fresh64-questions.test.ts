import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH64_QUESTIONS } from './fresh64-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The sixty-fourth fresh question set (blind)', FRESH64_QUESTIONS);

/** The full wording of the one question that holds the given words. */
function asked(words: string): string {
  const found = FRESH64_QUESTIONS.filter((q) => q.question.includes(words));
  if (found.length !== 1) throw new Error(`${found.length} questions hold "${words}"`);
  return found[0]?.question ?? '';
}

const expectation = (words: string, rows: Parameters<typeof devRow>[0][]) =>
  expectationIn(FRESH64_QUESTIONS, asked(words), rows.map(devRow));

describe('the sixty-fourth fresh set reads the ground truth as its header says', () => {
  it('adds nothing for an unstated injury figure and counts only the stated wounded', () => {
    expect(
      expectation('total no. of ppl injured', [
        { victims_injured: 3 },
        { victims_injured: null },
        { victims_injured: 0, victims_killed: 5 },
        { victims_injured: 2, notebook: 'b' },
      ]),
    ).toEqual({ kind: 'number', value: 3 });
  });

  it('counts a weekend attack only when someone is stated hurt or killed and the incident has its own date', () => {
    expect(
      expectation('happend on a saturday or sunday', [
        { event_date: '2024-06-08', victims_killed: 1 }, // Saturday
        { event_date: '2024-06-09', victims_injured: 2, victims_killed: null }, // Sunday
        { event_date: '2024-06-08', victims_killed: null, victims_injured: 0 }, // Saturday, nobody hurt
        { event_date: '2024-06-07', victims_killed: 4 }, // Friday
        { event_date: null, published_date: '2024-06-08', victims_killed: 1 }, // published on a Saturday
      ]),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('reads "murder" without attempted murder, "nobody in custody" as arrest_made false, and half as not more than half', () => {
    const rows = [
      { crimes: ['murder'], arrest_made: false },
      { crimes: ['murder', 'house robbery'], arrest_made: true },
      { crimes: ['murder'], arrest_made: null },
      { crimes: ['murder'], arrest_made: false },
      { crimes: ['attempted murder'], arrest_made: false },
      { crimes: ['attempted murder'], arrest_made: false },
    ];
    expect(expectation('more than half of the murder cases', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(
      expectation('more than half of the murder cases', [
        ...rows,
        { crimes: ['murder'], arrest_made: false },
      ]),
    ).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('compares years by event_date alone, and equal years are not "more"', () => {
    const rows = [
      { notebook: 'b' as const, event_date: '2024-03-01' },
      { notebook: 'b' as const, event_date: '2024-11-30' },
      { notebook: 'b' as const, event_date: '2023-05-05' },
      { notebook: 'b' as const, event_date: '2023-12-31' },
      { notebook: 'b' as const, event_date: null, published_date: '2024-02-02' },
    ];
    expect(expectation('more incidents in 2024 than in 2023', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(
      expectation('more incidents in 2024 than in 2023', [
        ...rows,
        { notebook: 'b' as const, event_date: '2024-01-01' },
      ]),
    ).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('ranks only the eight metros, leaving out local "City of" municipalities and unknown places', () => {
    expect(
      expectation('which metro comes out on top', [
        { municipality: 'City of Cape Town', location: 'Cape Town 1' },
        { municipality: 'City of Cape Town', location: 'Cape Town 2' },
        { municipality: 'eThekwini', location: 'Durban 1' },
        { municipality: 'City of Mbombela', location: 'Mbombela 1' },
        { municipality: 'City of Mbombela', location: 'Mbombela 2' },
        { municipality: 'City of Mbombela', location: 'Mbombela 3' },
        { municipality: null, location: 'Nowhere 1' },
        { municipality: null, location: 'Nowhere 2' },
        { municipality: null, location: 'Nowhere 3' },
      ]),
    ).toEqual({ kind: 'text', value: ['City of Cape Town', 'Cape Town'] });
  });

  it('takes year to date 2024 as 1 January to 30 June 2024 inclusive, in metros only', () => {
    expect(
      expectation('Year to date for 2024', [
        { municipality: 'City of Tshwane', event_date: '2024-01-01' },
        { municipality: 'eThekwini', event_date: '2024-06-30' },
        { municipality: 'eThekwini', event_date: '2024-07-01' },
        { municipality: 'Ekurhuleni', event_date: '2023-06-15' },
        { municipality: 'Swartland', event_date: '2024-03-03' },
        { municipality: 'City of Cape Town', event_date: null, published_date: '2024-04-04' },
      ]),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('sums arrests in Mangaung from 2023 on, adding nothing for an unstated figure or an undated incident', () => {
    const mangaung = { notebook: 'b' as const, municipality: 'Mangaung' };
    expect(
      expectation('Since the start of 2023', [
        { ...mangaung, event_date: '2023-01-01', num_suspects_arrested: 3 },
        { ...mangaung, event_date: '2025-02-02', num_suspects_arrested: null },
        { ...mangaung, event_date: '2022-12-31', num_suspects_arrested: 5 },
        { ...mangaung, event_date: null, published_date: '2023-05-05', num_suspects_arrested: 7 },
        {
          notebook: 'b',
          municipality: 'Maluti-a-Phofung',
          event_date: '2024-01-01',
          num_suspects_arrested: 4,
        },
      ]),
    ).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the female share over the victims whose sex is stated, not over every victim', () => {
    expect(
      expectation('whose sex the releases actually give', [
        { notebook: 'b', num_victims: 10, victims_female: 1, victims_male: 2 },
        { notebook: 'b', num_victims: 4, victims_female: null, victims_male: null },
        { notebook: 'b', num_victims: 1, victims_female: 1, victims_male: 0 },
      ]),
    ).toEqual({ kind: 'number', value: 50 });
  });

  it('names the deadliest incident by its own place, ignoring unstated tolls, and refuses a quarter that did not fall', () => {
    expect(
      expectation('highest death toll', [
        { notebook: 'b', location: 'farm near Glen', victims_killed: 2 },
        { notebook: 'b', location: 'Mbuzini village, near Glen', victims_killed: null, num_victims: 9 },
        { notebook: 'b', location: 'Lismor farm, near Kestell', victims_killed: 5 },
      ]),
    ).toEqual({ kind: 'text', value: ['Lismor farm', 'Kestell'] });
    expect(() =>
      expectation('fall from Q3 2022', [
        { notebook: 'b', event_date: '2022-07-01' },
        { notebook: 'b', event_date: '2023-09-30' },
        { notebook: 'b', event_date: '2023-10-01' },
      ]),
    ).toThrow(/no drop/);
    expect(
      expectation('fall from Q3 2022', [
        { notebook: 'b', event_date: '2022-07-01' },
        { notebook: 'b', event_date: '2022-09-30' },
        { notebook: 'b', event_date: '2022-10-01' },
        { notebook: 'b', event_date: '2023-08-08' },
      ]),
    ).toEqual({ kind: 'number', value: 50 });
  });
});
