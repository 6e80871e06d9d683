import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isValidIsoDate } from './calendar';

describe('calendar', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-13-01', false],
    ['2024-00-10', false],
    ['2024-04-31', false],
    ['24-04-01', false],
    ['', false],
  ])('knows whether %j is a real date: %s', (iso, valid) => {
    expect(isValidIsoDate(iso)).toBe(valid);
  });

  it('counts and adds days across month and year ends in UTC', () => {
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
  });
});
