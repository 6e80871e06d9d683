import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH4_QUESTIONS } from './fresh4-questions';
import { expectationIn, devRow as row } from './invented-rows';

checkBlindSet('fresh questions, fourth set', FRESH4_QUESTIONS);

const expectationOf = (question: string, rows: Parameters<typeof row>[0][]) =>
  expectationIn(FRESH4_QUESTIONS, question, rows.map(row));

describe('fresh questions, fourth set, readings', () => {
  it('count a kidnapping that did not also involve extortion', () => {
    expect(
      expectationOf('How many incidents involved a kidnapping that did not also involve extortion?', [
        { crimes: ['kidnapping'] },
        { crimes: ['kidnapping', 'extortion'] },
        { crimes: ['extortion'] },
        { crimes: ['kidnapping', 'carjacking'] },
      ]),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('name the single incident with the most victims by the part of its place no other holds', () => {
    expect(
      expectationOf('Which single incident had the highest number of victims, and where was it?', [
        { location: 'Site B, Khayelitsha', num_victims: 14 },
        { location: 'Site C, Khayelitsha', num_victims: 13 },
        { location: 'Glenwood', num_victims: null },
      ]),
    ).toEqual({ kind: 'text', value: ['Site B'] });
  });

  it('leave undated incidents and unstated ages out', () => {
    const rows = [
      { notebook: 'b' as const, event_date: '2019-08-01' },
      { notebook: 'b' as const, event_date: null },
    ];
    expect(
      expectationIn(FRESH4_QUESTIONS, 'How many incidents were there in Q3 2022?', rows.map(row)),
    ).toEqual({
      kind: 'number',
      value: 0,
    });
    expect(
      expectationIn(
        FRESH4_QUESTIONS,
        'Among the suspects whose ages are stated, how many were under 30?',
        [{ suspect_ages: [29, 30, 18] }, { suspect_ages: null }].map((f) => row({ notebook: 'b', ...f })),
      ),
    ).toEqual({ kind: 'number', value: 2 });
  });
});
