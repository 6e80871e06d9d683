import { describe, expect, it } from 'vitest';
import { FIXTURE_NOTEBOOK, fixtureEvent } from '../../testing/fixture-notebook';
import { analyse, analystEngine } from './index';

const NOTEBOOK = FIXTURE_NOTEBOOK;

/** The answer below its first line, which every answer gives to "Read as: ..." (tested on its own below). */
function ask(question: string, today?: string) {
  const findings = analyse(question, NOTEBOOK, today);
  const [readAs = '', ...rest] = findings.text.split('\n');
  expect(readAs).toMatch(/^Read as: .+\.$/);
  return { ...findings, readAs, text: rest.join('\n') };
}

describe('analyse: counts and lists', () => {
  it('counts with crime, place and date filters and relies on every counted event', () => {
    const answer = ask('How many murders were there in Gauteng in 2023?');
    expect(answer.text).toMatch(/\b2 events about murder in Gauteng in 2023\b/);
    expect(answer.usedEventIds).toEqual([1, 2]);
    expect(answer.facts.some((f) => f.includes('2 of the 9 events'))).toBe(true);
  });

  it('answers "any" questions with Yes and the events', () => {
    const answer = ask('Were there any hijackings in KZN?');
    expect(answer.text.startsWith('Yes.')).toBe(true);
    expect(answer.usedEventIds).toEqual([3, 9]);
  });

  it('counts umbrella crimes with all their kinds', () => {
    expect(ask('How many robberies?').usedEventIds).toEqual([2, 4, 8]);
  });

  it('lists every matching event, newest first, with citations', () => {
    const answer = ask('List the carjackings');
    expect(answer.usedEventIds).toEqual([3, 5, 9]);
    const lines = answer.text.split('\n').filter((l) => l.startsWith('* '));
    expect(lines.map((l) => l.match(/\[#(\d+)\]/)?.[1])).toEqual(['9', '5', '3']);
    expect(lines[0]).toContain('5 December 2024, Umlazi, Durban, KwaZulu-Natal [#9]');
  });

  it('caps a long list but still relies on all of its events', () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      fixtureEvent(100 + i, { date: `2024-02-${String(i + 1).padStart(2, '0')}` }),
    );
    const answer = analyse('List the murders', many);
    expect(answer.text.split('\n').filter((l) => l.startsWith('* '))).toHaveLength(10);
    expect(answer.text).toContain('...and 15 more events.');
    expect(answer.usedEventIds).toHaveLength(25);
  });

  it('chooses events by their words when the question names no crime, place or date', () => {
    const answer = ask('Which events mention a farmer?');
    expect(answer.usedEventIds).toEqual([7]);
  });
});

describe('analyse: rankings, dates, places, trends, comparisons and summaries', () => {
  it('names the province with the most events and relies on that group only', () => {
    const answer = ask('Which province has the most events?');
    expect(answer.text).toContain('Gauteng has the most events: 4 of the 9');
    expect(answer.usedEventIds).toEqual([1, 2, 5, 8]);
  });

  it('shows every group tied at the top', () => {
    const answer = ask('Which province has the most carjackings?');
    expect(answer.text).toContain('KwaZulu-Natal has the most events about carjacking: 2 of the 3');
    expect(answer.usedEventIds).toEqual([3, 9]);
  });

  it('gives the earliest and latest event, using the publication date when there is no incident date', () => {
    expect(ask('When was the first carjacking?').text).toContain('19 July 2023');
    expect(ask('When was the first carjacking?').usedEventIds).toEqual([3]);
    const latest = ask('When was the last house robbery?');
    expect(latest.text).toContain('published 20 November 2024');
    expect(latest.usedEventIds).toEqual([8]);
  });

  it('says where events happened, grouped by area (municipality or metro)', () => {
    const answer = ask('Where did the carjackings happen?');
    expect(answer.readAs).toBe('Read as: events by municipality about carjacking.');
    expect(answer.text).toContain('* eThekwini: 2 events [#9] [#3]');
    expect(answer.usedEventIds).toEqual([3, 5, 9]);
  });

  it('counts per year and says which way the numbers go', () => {
    const answer = ask('Are carjackings rising?');
    expect(answer.text).toContain('* 2023: 1');
    expect(answer.text).toContain('* 2024: 2');
    expect(answer.usedEventIds).toEqual([3, 5, 9]);
  });

  it('compares two places under the common crime filter', () => {
    const answer = ask('Compare murders in Gauteng and KwaZulu-Natal');
    expect(answer.text).toContain('Gauteng has more events about murder than KwaZulu-Natal: 2 against 1');
    expect(answer.usedEventIds).toEqual([1, 2, 6]);
  });

  it('answers a yes/no comparison for the side named first', () => {
    expect(ask('Were there more carjackings in 2023 than in 2024?').text.startsWith('No.')).toBe(true);
  });

  it('summarises the events of a place, a township inside a city included', () => {
    const answer = ask('Summarise the events in Durban');
    expect(answer.text).toContain('3 events in Durban');
    expect(answer.usedEventIds).toEqual([3, 6, 9]);
  });
});

describe('analyse: follow-up shapes', () => {
  it('gives the n most recent events, newest first', () => {
    const answer = ask('Show the 2 most recent carjackings');
    expect(answer.usedEventIds).toEqual([5, 9]);
    expect(answer.text.indexOf('[#9]')).toBeLessThan(answer.text.indexOf('[#5]'));
  });

  it('names the periods without any matching event', () => {
    const answer = ask('Which months in 2023 had no murders?');
    // The notebook starts in February 2023, so January is not counted as a month without murders.
    expect(answer.text).toContain(
      'Of the 11 months from February 2023 to December 2023, 9 have no events about murder in 2023: March 2023, April 2023, June 2023,',
    );
    expect(answer.usedEventIds).toEqual([1, 2]);
  });

  it('keeps only the groups that reach a size', () => {
    const answer = ask('Which provinces had more than 2 events?');
    expect(answer.text).toContain('2 provinces have 3 or more events');
    expect(answer.usedEventIds).toEqual([1, 2, 3, 5, 6, 8, 9]);
  });

  it('reads "now" in a comparison as the latest year', () => {
    const answer = ask('Are there more carjackings now than in 2023?');
    expect(answer.text).toMatch(
      /^Yes\. There are more events about carjacking in 2024 than in 2023: 2 against 1/,
    );
  });

  it('filters by day of the week, on incident dates only', () => {
    expect(ask('How many murders on weekends?').text).toBe(
      'None of the 9 events in this notebook is about murder on weekends.',
    );
    expect(ask('How many murders on Fridays?').usedEventIds).toEqual([1]);
  });

  it('gives the share of the notebook a count is', () => {
    // The share asked for leads the answer, before the count it comes from.
    expect(ask('What share of events were murders?').text).toMatch(
      /^33 % of the 9 in all are events about murder: 3 /,
    );
  });
});

describe('analyse: questions the events cannot answer', () => {
  it('says a question names more places or crimes than a plan holds, instead of failing', () => {
    const towns =
      'Soweto, Durban, Pretoria, Polokwane, Kimberley, Mahikeng, Mbombela, Bloemfontein, Umlazi, Tembisa, Khayelitsha and Mthatha';
    const answer = ask(`How many murders were there in ${towns}?`);
    expect(answer.text).toContain('This question names more places than one answer can take (at most 10)');
    expect(answer.usedEventIds).toEqual([]);
  });

  it('does not answer from outside knowledge', () => {
    for (const question of ['Who is the police minister?', 'What is the weather in Soweto?']) {
      const answer = ask(question);
      expect(answer.text).toMatch(/do not say anything about/);
      expect(answer.usedEventIds).toEqual([]);
    }
  });

  it('says plainly when a crime, a place or a period occurs in no event', () => {
    expect(ask('How many rhino poaching cases are there?').text).toBe(
      'None of the 9 events in this notebook is about rhino poaching.',
    );
    expect(ask('How many murders in Sandton?').text).toContain(
      'None of the 9 events in this notebook took place in Sandton.',
    );
    const outside = ask('How many murders in 2010?');
    expect(outside.text).toContain('None of the 9 events in this notebook is about murder in 2010.');
    expect(outside.usedEventIds).toEqual([]);
  });

  it('says so for an empty notebook', () => {
    const answer = analyse('How many murders?', []);
    expect(answer.text).toMatch(/no events/);
    expect(answer.usedEventIds).toEqual([]);
  });
});

describe('analyse: reproducible relative dates', () => {
  it('reads "last year" against the latest event date when no today is given', () => {
    const answer = ask('How many carjackings last year?');
    expect(answer.usedEventIds).toEqual([3]);
    expect(
      answer.facts.some((f) => f.includes('"last year" was read as 1 January 2023 to 31 December 2023')),
    ).toBe(true);
  });

  it('reads it against today when given, and ignores a today that is not a date', () => {
    expect(ask('How many carjackings last year?', '2025-03-01').usedEventIds).toEqual([5, 9]);
    expect(ask('How many carjackings last year?', 'soon').usedEventIds).toEqual([3]);
  });

  it('gives the same answer for the same question and events', () => {
    expect(ask('Summarise the notebook')).toEqual(ask('Summarise the notebook'));
  });
});

describe('analystEngine', () => {
  it('wraps analyse and names itself', async () => {
    const answer = await analystEngine.answer('How many murders?', NOTEBOOK);
    expect(answer).toEqual({
      text: analyse('How many murders?', NOTEBOOK).text,
      usedEventIds: [1, 2, 6],
      engine: 'analyst',
      result: {
        type: 'number',
        value: 3,
        measure: 'events about murder',
        complete: true,
        not_applied: [],
      },
      plan: analyse('How many murders?', NOTEBOOK).plan,
    });
  });
});
