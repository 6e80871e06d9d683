import { describe, expect, it } from 'vitest';
import { findDateExpressions } from './date-expressions';

const REFERENCE = '2025-06-15';

function rangesOf(question: string, reference = REFERENCE) {
  return findDateExpressions(question, reference).map((d) => [d.range.from, d.range.to]);
}

describe('findDateExpressions', () => {
  it('reads years, months and days with their year', () => {
    expect(rangesOf('murders in 2023')).toEqual([['2023-01-01', '2023-12-31']]);
    expect(rangesOf('in March 2024')).toEqual([['2024-03-01', '2024-03-31']]);
    expect(rangesOf('in Feb 2024')).toEqual([['2024-02-01', '2024-02-29']]);
    expect(rangesOf('on 12 March 2024')).toEqual([['2024-03-12', '2024-03-12']]);
    expect(rangesOf('on March 12, 2024')).toEqual([['2024-03-12', '2024-03-12']]);
    expect(rangesOf('on 2024-03-12')).toEqual([['2024-03-12', '2024-03-12']]);
    expect(rangesOf('in Q2 2023')).toEqual([['2023-04-01', '2023-06-30']]);
  });

  it('reads months at one end of a named year, not a rolling window (session 45)', () => {
    expect(rangesOf('in the last six months of 2022')).toEqual([['2022-07-01', '2022-12-31']]);
    expect(rangesOf('the first 3 months of 2023')).toEqual([['2023-01-01', '2023-03-31']]);
    expect(rangesOf('in the last 6 months')).toEqual([['2024-12-16', '2025-06-15']]);
  });

  it('reads a week at one end of a month as those seven days (session 45)', () => {
    expect(rangesOf('in the first week of January 2023')).toEqual([['2023-01-01', '2023-01-07']]);
    expect(rangesOf('the second week of March 2024')).toEqual([['2024-03-08', '2024-03-14']]);
    expect(rangesOf('in the last week of December 2024')).toEqual([['2024-12-25', '2024-12-31']]);
  });

  it('reads ranges, borrowing a missing year from the other side', () => {
    expect(rangesOf('between June and August 2024')).toEqual([['2024-06-01', '2024-08-31']]);
    expect(rangesOf('from November to February 2024')).toEqual([['2023-11-01', '2024-02-29']]);
    expect(rangesOf('between 2021 and 2023')).toEqual([['2021-01-01', '2023-12-31']]);
    expect(rangesOf('2021-2023')).toEqual([['2021-01-01', '2023-12-31']]);
    expect(rangesOf('between 01/06 and 31/07/2020')).toEqual([['2020-06-01', '2020-07-31']]);
    // A difference or a comparison between two years sets them side by side.
    expect(rangesOf('the difference in murders between 2019 and 2020')).toEqual([
      ['2019-01-01', '2019-12-31'],
      ['2020-01-01', '2020-12-31'],
    ]);
    expect(rangesOf('since 12/03/2024')).toEqual([['2024-03-12', null]]);
    expect(rangesOf('from 1 June 2024 to 15 August 2024')).toEqual([['2024-06-01', '2024-08-15']]);
  });

  it('reads open ranges: since and after start, before and until end', () => {
    expect(rangesOf('since 2022')).toEqual([['2022-01-01', null]]);
    expect(rangesOf('after March 2023')).toEqual([['2023-04-01', null]]);
    expect(rangesOf('before 2021')).toEqual([[null, '2020-12-31']]);
    expect(rangesOf('until June 2022')).toEqual([[null, '2022-06-30']]);
  });

  it('reads relative phrases against the reference date', () => {
    expect(rangesOf('last year')).toEqual([['2024-01-01', '2024-12-31']]);
    expect(rangesOf('this year')).toEqual([['2025-01-01', '2025-12-31']]);
    expect(rangesOf('last month')).toEqual([['2025-05-01', '2025-05-31']]);
    expect(rangesOf('in the last 6 months')).toEqual([['2024-12-16', '2025-06-15']]);
    expect(rangesOf('over the past two weeks')).toEqual([['2025-06-02', '2025-06-15']]);
    expect(rangesOf('since last year')).toEqual([['2024-01-01', null]]);
    expect(findDateExpressions('last year', REFERENCE)[0]?.relative).toBe(true);
    expect(findDateExpressions('in 2023', REFERENCE)[0]?.relative).toBe(false);
  });

  it('puts "last March" and a bare month in the latest such month by the reference date', () => {
    expect(rangesOf('last March')).toEqual([['2025-03-01', '2025-03-31']]);
    expect(rangesOf('last June')).toEqual([['2024-06-01', '2024-06-30']]);
    expect(rangesOf('in August')).toEqual([['2024-08-01', '2024-08-31']]);
    expect(rangesOf('last March', '2025-03-10')).toEqual([['2024-03-01', '2024-03-31']]);
  });

  it('keeps separate dates apart and reports the words read', () => {
    const found = findDateExpressions('compare 2023 and 2024', REFERENCE);
    expect(found.map((d) => d.phrase)).toEqual(['2023', '2024']);
  });

  it('does not take "may" the verb or bare small numbers for dates', () => {
    expect(rangesOf('how many murders may have happened')).toEqual([]);
    expect(rangesOf('top 3 provinces')).toEqual([]);
    expect(rangesOf('in May')).toEqual([['2025-05-01', '2025-05-31']]);
  });
});
