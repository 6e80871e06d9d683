import { describe, expect, it } from 'vitest';
import { FIXTURE_NOTEBOOK } from '../../testing/fixture-notebook';
import { analyse } from './index';

const resultOf = (question: string) => analyse(question, FIXTURE_NOTEBOOK).result;
/** The headline: the first line after "Read as: ...". */
const headlineOf = (question: string) => analyse(question, FIXTURE_NOTEBOOK).text.split('\n')[1] ?? '';

describe('the result an answer carries as data', () => {
  it.each([
    ['How many murders were there in Gauteng in 2023?', 'number', 2],
    ['How many murders in Limpopo?', 'number', 0],
    ['Were there any hijackings in KZN?', 'yes_no', true],
    ['Were there more murders in Gauteng than in KwaZulu-Natal?', 'yes_no', true],
    ['How many more murders in Gauteng than in KwaZulu-Natal?', 'number', 1],
    ['When was the first carjacking?', 'date', '2023-07-19'],
    ['List the carjackings', 'list', [9, 5, 3]],
    ['Which province has the most events?', 'ranking', [{ name: 'Gauteng', value: 4 }]],
  ])('%s → %s %j', (question, type, value) => {
    const result = resultOf(question);
    expect(result).toMatchObject({ type, value, complete: true, not_applied: [] });
    expect(result.measure.length).toBeGreaterThan(0);
  });

  it('states in its headline the figure the result holds', () => {
    expect(headlineOf('How many murders were there in Gauteng in 2023?')).toMatch(/^The notebook has 2 events/);
    expect(headlineOf('Which province has the most events?')).toMatch(/^Gauteng has the most events/);
  });

  it('is none for what the releases do not record, and computes nothing as if they did', () => {
    expect(resultOf('What time of day do robberies happen?')).toMatchObject({ type: 'none', value: null });
    expect(resultOf('What is the average age of suspects?')).toMatchObject({ type: 'none', value: null });
  });
});

describe('honest partial answers', () => {
  it('says first what it could not apply, and marks the result incomplete', () => {
    const question = 'How many murders of security guards?';
    expect(resultOf(question)).toEqual({
      type: 'number',
      value: 3,
      measure: 'events about murder',
      complete: false,
      not_applied: ['security', 'guards'],
    });
    expect(headlineOf(question)).toBe(
      'Partial answer: I could not apply "security" and "guards" (nothing the events record matches them), so what follows counts events about murder without those words.',
    );
  });
});
