import { describe, expect, it } from 'vitest';
import { planQuestion } from './index';
import { readPandasForms } from './pandas-forms';

const read = (question: string) => readPandasForms(question).question;

describe('questions typed as pandas', () => {
  it('writes counts, sums, means and medians of filtered rows as words', () => {
    expect(read("df[df.province=='KZN'].shape[0]")).toBe('how many incidents in KZN?');
    expect(read("len(df[(df.crimes.str.contains('murder')) & (df.arrest_made == False)])")).toBe(
      'how many incidents about murder and where nobody was arrested?',
    );
    expect(read("df[df.event_date.between('2020-01-01','2020-12-31')].victims_killed.sum()")).toBe(
      'the total number of people killed from 2020-01-01 to 2020-12-31?',
    );
    expect(read('df.suspect_ages.explode().astype(float).mean().round(1)  # avg age over all rows?')).toBe(
      'the average age of suspects?',
    );
    expect(read("df[df['crimes'].apply(lambda c: 'rape' in c)].victims.median()")).toBe(
      'the median victims about rape?',
    );
  });

  it('writes groupings, distinct values and rankings as words', () => {
    expect(read("df[df.crimes.apply(lambda c: 'illegal mining' in c)].province.unique().tolist()")).toBe(
      'which provinces had incidents about illegal mining?',
    );
    expect(
      read("df[df.province=='KZN'].event_date.dt.day_name().value_counts().idxmax()  -> which day"),
    ).toBe('which weekday has the most incidents in KZN?');
    expect(read("df.groupby('municipality')['victims_killed'].sum().idxmax()")).toBe(
      'which municipality has the most people killed?',
    );
    expect(read('df.province.nunique()')).toBe('how many different provinces had incidents?');
    expect(read("df[df.crimes.str.contains('rape')].event_date.min()")).toBe(
      'the earliest incident date about rape?',
    );
  });

  it('leaves an expression it does not follow, or words that only look like one, as typed', () => {
    for (const question of [
      "df.pivot_table(index='province', values='victims')",
      'How many murders are in the data frame df?',
      'df[df.weird.rolling(3) > 1].shape[0]',
    ])
      expect(readPandasForms(question)).toEqual({ question, corrections: [] });
  });

  it('plans the expression as the question it asks', () => {
    expect(
      planQuestion('df[df.victims_female > 0].shape[0]   # rows with a female victim', '2025-06-15'),
    ).toMatchObject({
      intent: 'count',
      filters: { people: [{ field: 'female_victims', min: 1 }] },
    });
    expect(
      planQuestion(
        "df[df.crimes.apply(lambda c: 'illegal mining' in c)].province.unique().tolist()",
        '2025-06-15',
      ),
    ).toMatchObject({ group_by: 'province' });
  });
});
