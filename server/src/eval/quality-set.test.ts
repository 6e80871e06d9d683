import { describe, expect, it } from 'vitest';
import { analyse } from '../answering';
import { accuracyOf, checkFindings, QUALITY_CASES, REQUIRED_ACCURACY, runQualitySet } from './quality-set';

describe('quality set', () => {
  it('covers every intent with at least 40 questions', () => {
    expect(QUALITY_CASES.length).toBeGreaterThanOrEqual(40);
    for (const intent of [
      'count',
      'list',
      'which-most',
      'when',
      'where',
      'trend',
      'compare',
      'summarise',
      'cannot answer',
    ]) {
      expect(QUALITY_CASES.some((c) => c.covers.startsWith(intent))).toBe(true);
    }
  });

  it(`is answered with at least ${REQUIRED_ACCURACY * 100} % accuracy`, () => {
    const results = runQualitySet(analyse);
    const failures = results.filter((r) => !r.pass).map((r) => `${r.question}: ${r.problem}`);
    expect(accuracyOf(results), failures.join('\n')).toBeGreaterThanOrEqual(REQUIRED_ACCURACY);
  });
});

describe('checkFindings', () => {
  const findings = (text: string, usedEventIds: number[]) => ({ text, usedEventIds, facts: [] });

  it('needs the count in the text and exactly the counted events', () => {
    const expected = { kind: 'count' as const, ids: [1, 2, 3] };
    expect(checkFindings(expected, findings('There are 3 events.', [1, 2, 3]))).toBe('');
    expect(checkFindings(expected, findings('There are 4 events.', [1, 2, 3]))).toMatch(/should say 3/);
    expect(checkFindings(expected, findings('There are 3 events.', [1, 2]))).toMatch(/1 missing/);
    expect(checkFindings(expected, findings('There are 3 events [#3].', [1, 2, 3, 4]))).toMatch(/1 extra/);
  });

  it('does not take a citation for the count', () => {
    expect(checkFindings({ kind: 'count', ids: [3] }, findings('See [#1].', [3]))).toMatch(/should say 1/);
  });

  it('needs a plain refusal and no events when nothing can answer', () => {
    expect(
      checkFindings({ kind: 'cannot' }, findings('None of the 9 events in this notebook is about X.', [])),
    ).toBe('');
    expect(checkFindings({ kind: 'cannot' }, findings('Gauteng has 4.', [1]))).not.toBe('');
    expect(checkFindings({ kind: 'count', ids: [] }, findings('None of the 9 events ...', [2]))).toMatch(
      /no events/,
    );
  });

  it('needs every name, date and series point', () => {
    expect(checkFindings({ kind: 'names', names: ['Gauteng'], ids: [1] }, findings('Limpopo', [1]))).toMatch(
      /Gauteng/,
    );
    expect(
      checkFindings(
        { kind: 'dates', dates: ['1 January 2024'], ids: [1] },
        findings('on 1 January 2024', [1]),
      ),
    ).toBe('');
    const series = {
      kind: 'series' as const,
      points: [
        ['2023', 1],
        ['2024', 2],
      ] as [string, number][],
      ids: [1, 2, 3],
    };
    expect(checkFindings(series, findings('* 2023: 1\n* 2024: 2', [1, 2, 3]))).toBe('');
    expect(checkFindings(series, findings('* 2023: 2\n* 2024: 1', [1, 2, 3]))).toMatch(/should show/);
  });
});
