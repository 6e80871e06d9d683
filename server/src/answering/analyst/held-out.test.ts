/**
 * Held-out questions: written with their expected answers before the analyst learned to answer
 * them, and not tuned afterwards. The notebook is small enough to work every answer out by hand.
 */
import { describe, expect, it } from 'vitest';
import { FIXTURE_NOTEBOOK } from '../../testing/fixture-notebook';
import { analyse } from './index';

const NOTEBOOK = FIXTURE_NOTEBOOK;
const ALL_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const ask = (question: string) => analyse(question, NOTEBOOK);
const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

/** The bullet line of an outer group holds the group's total and each inner group's count. */
function expectGrouped(
  question: string,
  groups: Record<string, { total: number; inner: Record<string, number> }>,
  ids: number[],
): void {
  const { text, usedEventIds } = ask(question);
  const bullets = text.split('\n').filter((l) => l.startsWith('* '));
  expect(bullets, text).toHaveLength(Object.keys(groups).length);
  for (const [outer, { total, inner }] of Object.entries(groups)) {
    const line = bullets.find((l) => l.startsWith(`* ${outer} `) || l.startsWith(`* ${outer}:`));
    expect(line, `${outer} in\n${text}`).toBeDefined();
    expect(line).toContain(`(${total} event${total === 1 ? '' : 's'})`);
    for (const [label, n] of Object.entries(inner)) expect(line).toContain(`${label} (${n})`);
  }
  expect(sorted(usedEventIds)).toEqual(ids);
}

function expectCount(question: string, ids: number[]): void {
  const { text, usedEventIds } = ask(question);
  expect(text, text).toMatch(new RegExp(`(?<![\\d#])${ids.length}(?!\\d)`));
  expect(text).not.toMatch(/do not say anything about/);
  expect(sorted(usedEventIds)).toEqual(ids);
}

function expectRefusal(question: string): void {
  const { text, usedEventIds } = ask(question);
  expect(text).toMatch(/\b(?:do not say|do not mention|none of|no event|cannot)\b/i);
  expect(usedEventIds).toEqual([]);
}

function expectLocated(question: string, names: string[], ids: number[]): void {
  const { text, usedEventIds } = ask(question);
  for (const name of names) expect(text, text).toContain(name);
  expect(sorted(usedEventIds)).toEqual(ids);
}

describe('held out: two-way breakdowns', () => {
  const crimesByProvince = {
    Gauteng: {
      total: 4,
      inner: { Murder: 2, Carjacking: 1, 'House robbery': 1, Kidnapping: 1, Robbery: 1 },
    },
    'KwaZulu-Natal': { total: 3, inner: { Carjacking: 2, Murder: 1 } },
    Limpopo: { total: 1, inner: { 'Stock theft': 1 } },
    'Western Cape': { total: 1, inner: { 'Armed robbery': 1 } },
  };

  it('breakdown of crimes by province', () => {
    expectGrouped('Breakdown of crimes by province', crimesByProvince, ALL_IDS);
  });

  it('which crimes in each province', () => {
    expectGrouped('Which crimes in each province?', crimesByProvince, ALL_IDS);
  });

  it('murders per province per year', () => {
    expectGrouped(
      'Murders per province per year',
      { Gauteng: { total: 2, inner: { 2023: 2 } }, 'KwaZulu-Natal': { total: 1, inner: { 2024: 1 } } },
      [1, 2, 6],
    );
  });

  it('carjackings per province per year', () => {
    expectGrouped(
      'How many carjackings per province per year?',
      {
        Gauteng: { total: 1, inner: { 2024: 1 } },
        'KwaZulu-Natal': { total: 2, inner: { 2023: 1, 2024: 1 } },
      },
      [3, 5, 9],
    );
  });

  it('breakdown of events by year and province', () => {
    expectGrouped(
      'Breakdown of events by year and province',
      {
        2023: { total: 3, inner: { Gauteng: 2, 'KwaZulu-Natal': 1 } },
        // One Gauteng event of 2024 gives only its publication date, so it is in no year.
        2024: { total: 5, inner: { Gauteng: 1, 'KwaZulu-Natal': 2, Limpopo: 1, 'Western Cape': 1 } },
      },
      ALL_IDS,
    );
  });
});

describe('held out: filler words analysts use', () => {
  it('"rate" is not a topic', () => expectCount('What is the murder rate in Gauteng?', [1, 2]));
  it('"offenders" is not a topic', () =>
    expectCount('How many carjacking offenders in KwaZulu-Natal?', [3, 9]));
  it('"perpetrators" is not a topic', () =>
    expectCount('Number of perpetrators of murder cases in 2024', [6]));
  it('"reported", "incidents", "overall" are not topics', () =>
    expectCount('Total number of reported robbery incidents overall', [2, 4, 8]));
  it('still refuses outside knowledge', () => {
    expectRefusal('Who is the police minister?');
    expectRefusal('What is the weather in Soweto?');
    expectRefusal('What is the unemployment rate in Gauteng?');
  });
});

describe('held out: where is a place', () => {
  it('a suburb the events mention', () =>
    expectLocated('Where is Emdeni?', ['Emdeni', 'Gauteng', 'City of Johannesburg'], [2]));
  it('a town the events mention', () =>
    expectLocated('Where is Polokwane?', ['Limpopo', 'Capricorn District'], [7]));
  it('a suburb of a city', () => expectLocated('Where is Pinetown?', ['KwaZulu-Natal', 'eThekwini'], [6]));
  it('a township with events in its suburbs', () =>
    expectLocated('Where is Soweto?', ['Gauteng', 'City of Johannesburg'], [1, 2, 5]));
  it('a place the events do not mention', () => expectRefusal('Where is Sandton?'));
});
