import { describe, expect, it } from 'vitest';
import { fixtureEvent } from '../../testing/fixture-notebook';
import { analyse } from './index';
import { findWeekdayMentions } from './weekday-terms';

const labels = (question: string) => findWeekdayMentions(question).map((m) => m.label);

describe('a Saturday or a Sunday', () => {
  it('is the weekend when the question filters by it', () => {
    expect(labels('How many incidents happened on a Saturday or Sunday?')).toEqual(['on weekends']);
    expect(labels('How many on Saturday/Sunday?')).toEqual(['on weekends']);
  });

  it('is the weekend as the side after "than"', () => {
    expect(labels('How many more from Monday to Friday than on Saturday or Sunday?')).toEqual([
      'from Monday to Friday',
      'on weekends',
    ]);
  });

  it('is two sides when the question asks which of them had more', () => {
    expect(labels('Saturdays or Sundays: which had more?')).toEqual(['on Saturdays', 'on Sundays']);
    expect(labels('Were there more incidents on Saturdays or on Sundays?')).toEqual([
      'on Saturdays',
      'on Sundays',
    ]);
  });

  it('answers how many more on weekdays than on the weekend days', () => {
    const events = [
      fixtureEvent(1, { date: '2024-03-09' }),
      fixtureEvent(2, { date: '2024-03-11' }),
      fixtureEvent(3, { date: '2024-03-12' }),
      fixtureEvent(4, { date: '2024-03-13' }),
      fixtureEvent(5, { date: '2024-03-17' }),
    ];
    const answer = analyse(
      'Weekdays vs weekends – how many more Mon to Fri than Sat or Sun?',
      events,
      '2025-06-15',
    );
    expect(answer.text).toContain(
      'There are more events from Monday to Friday than on weekends: 3 against 2 (1 more).',
    );
  });
});
