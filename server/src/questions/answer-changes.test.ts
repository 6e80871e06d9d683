import { describe, expect, it } from 'vitest';
import { answerChanges, figureChanges } from './answer-changes';

describe('figureChanges', () => {
  it('pairs the figures of lines worded the same, before → after', () => {
    const before =
      'Read as: robberies.\nThe notebook has **12** events about robbery [#4] [#9].\n* Durban: 7 events';
    const after =
      'Read as: robberies.\nThe notebook has **14** events about robbery [#4] [#9] [#21].\n* Durban: 7 events';
    expect(figureChanges(before, after)).toEqual([
      { before: '12', after: '14', context: 'The notebook has 14 events about robbery.' },
    ]);
  });

  it('does not count citation ids or dates as figures', () => {
    const before = 'Latest: 5 December 2024, Umlazi [#9]; 2024-03-01 [#3]; Mar 2023 [#1]';
    const after = 'Latest: 17 August 2025, Umlazi [#19]; 2025-04-02 [#13]; Jan 2022 [#11]';
    expect(figureChanges(before, after)).toEqual([]);
  });

  it('lists figures of lines only one answer has, unless the other answer states them too', () => {
    const before = 'Total: 3 events.\n* Soweto: 2 events\n* Tembisa: 1 event';
    const after = 'Total: 3 events.\n* Soweto: 2 events\n* Alexandra, 40% of them: 1 event';
    expect(figureChanges(before, after)).toEqual([
      { before: null, after: '40%', context: 'Alexandra, 40% of them: 1 event' },
    ]);
    expect(figureChanges('Most in Soweto: 1,250 events.', 'Nothing matched.')).toEqual([
      { before: '1,250', after: null, context: 'Most in Soweto: 1,250 events.' },
    ]);
  });

  it('clips a long line to keep the context short', () => {
    const [change] = figureChanges(`${'word '.repeat(60)}1`, `${'word '.repeat(60)}2`);
    expect(change?.context.length).toBe(160);
    expect(change?.context.endsWith('…')).toBe(true);
  });
});

describe('answerChanges', () => {
  it('names the events added and dropped, in id order', () => {
    expect(
      answerChanges({ answer: 'Same.', eventIds: [5, 1, 2] }, { answer: 'Same.', eventIds: [9, 2, 7, 1] }),
    ).toEqual({ events_added: [7, 9], events_dropped: [5], figures: [] });
  });
});
