import { describe, expect, it } from 'vitest';
import { apiDate, displayDate, displayMonth, fileNameDate, parseApiDate, parseDisplayDate } from './dates';

describe('dates', () => {
  it('shows API dates as dd/MM/yyyy and falls back for missing or broken ones', () => {
    expect(displayDate('2024-03-09')).toBe('09/03/2024');
    expect(displayDate('2024-03-09T23:30:00Z')).toBe('09/03/2024');
    expect(displayDate(null, '-')).toBe('-');
    expect(displayDate(undefined, 'Unknown')).toBe('Unknown');
    expect(displayDate('2024-02-30', 'Unknown')).toBe('Unknown');
    expect(displayDate('soon', 'Unknown')).toBe('Unknown');
  });

  it('shows a month known without its day in words, and nothing for anything else', () => {
    expect(displayMonth('2023-03')).toBe('March 2023');
    expect(displayMonth('2023-13')).toBeNull();
    expect(displayMonth('2023-03-10')).toBeNull();
    expect(displayMonth(null)).toBeNull();
  });

  it('sends picked days as yyyy-MM-dd and leaves missing ones out', () => {
    expect(apiDate(new Date(2024, 0, 5))).toBe('2024-01-05');
    expect(apiDate(null)).toBeUndefined();
    expect(apiDate(new Date(Number.NaN))).toBeUndefined();
  });

  it('names files with dd-MM-yyyy', () => {
    expect(fileNameDate('2023-12-31')).toBe('31-12-2023');
    expect(fileNameDate('')).toBeNull();
  });

  it('reads typed dd/MM/yyyy only when it is a real day in the picker years', () => {
    expect(parseDisplayDate('01/02/2024')).toEqual(new Date(2024, 1, 1));
    expect(parseDisplayDate('1/2/2024')).toEqual(new Date(2024, 1, 1));
    expect(parseDisplayDate('31/02/2024')).toBeNull();
    expect(parseDisplayDate('13/13/2024')).toBeNull();
    expect(parseDisplayDate('01/02/24')).toBeNull();
    expect(parseDisplayDate('2024-02-01')).toBeNull();
    expect(parseDisplayDate('yesterday')).toBeNull();
    expect(parseApiDate('2024-02-01')).toEqual(new Date(2024, 1, 1));
  });
});
