import { describe, expect, it } from 'vitest';
import type { DevRow } from './dev-set';
import { FRESH3_QUESTIONS } from './fresh3-questions';
import { refusal } from './ground-truth-questions';
import { devRow, expectationIn } from './invented-rows';

const row = devRow;
const expectationOf = (question: string, rows: DevRow[]) => expectationIn(FRESH3_QUESTIONS, question, rows);

describe('fresh questions, third set', () => {
  it('are thirty, fifteen about each notebook, none asked twice, three refused', () => {
    expect(FRESH3_QUESTIONS).toHaveLength(30);
    expect(FRESH3_QUESTIONS.filter((q) => q.notebook === 'a')).toHaveLength(15);
    expect(new Set(FRESH3_QUESTIONS.map((q) => q.question)).size).toBe(30);
    expect(FRESH3_QUESTIONS.filter((q) => q.expect === refusal)).toHaveLength(3);
  });

  it('count a family of crimes once per incident, whatever its kinds of robbery', () => {
    const rows = [
      row({ crimes: ['armed robbery', 'house robbery'] }),
      row({ crimes: ['cash-in-transit robbery'] }),
      row({ crimes: ['robbery'] }),
      row({ crimes: ['carjacking'] }),
      row({ crimes: ['burglary'] }),
      row({ province: 'Limpopo', crimes: ['business robbery'] }),
    ];
    expect(expectationOf('count of incidents, filter to Gauteng, robberies of any kind', rows)).toEqual({
      kind: 'number',
      value: 3,
    });
  });

  it('count hijackings of cars and trucks in either of two provinces', () => {
    const rows = [
      row({ crimes: ['carjacking', 'truck hijacking'] }),
      row({ province: 'Western Cape', crimes: ['truck hijacking'] }),
      row({ province: 'KwaZulu-Natal', crimes: ['carjacking'] }),
      row({ crimes: ['vehicle theft'] }),
    ];
    expect(
      expectationOf('how many hijackings were there in the western cape and gauteng put together', rows),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('count incidents by the people in them, leaving unstated figures out', () => {
    const rows = [
      row({ victims_female: 1, victims_male: 0 }),
      row({ victims_female: 0, victims_male: 2 }),
      row({ victims_female: null, num_victims: 3 }),
      row({ victims_female: 2 }),
    ];
    expect(
      expectationOf(
        'How many incidents were recorded in which at least one of the victims was a woman?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 2 });
    const arrests = [2, 3, 7, null, 0].map((n) => row({ num_suspects_arrested: n }));
    expect(
      expectationOf(
        'In how many of the incidents that were reported were more than two suspects arrested?',
        arrests,
      ),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('compare years by the people arrested in them, and refuse a side that does not have more', () => {
    const rows = [
      row({ event_date: '2019-02-01', num_suspects_arrested: 5 }),
      row({ event_date: '2019-12-31', num_suspects_arrested: null }),
      row({ event_date: '2022-07-07', num_suspects_arrested: 2 }),
      row({ event_date: null, num_suspects_arrested: 9 }),
    ];
    const question = 'how many more folks got locked up in 2019 than in 2022';
    expect(expectationOf(question, rows)).toEqual({ kind: 'number', value: 3 });
    expect(() =>
      expectationOf(question, [...rows, row({ event_date: '2022-01-01', num_suspects_arrested: 4 })]),
    ).toThrow(/does not have more/);
  });

  it('name the busiest month across years, refusing a tie', () => {
    const question =
      'In which month of the year, taken across all years, were the most incidents found to have occurred?';
    const rows = ['2019-07-01', '2024-07-30', '2020-03-03', null].map((d) =>
      row({ notebook: 'b', event_date: d }),
    );
    expect(expectationOf(question, rows)).toEqual({ kind: 'text', value: 'July' });
    expect(() =>
      expectationOf(question, [...rows, row({ notebook: 'b', event_date: '2021-03-09' })]),
    ).toThrow(/no single winner/);
  });

  it('count distinct police stations, ignoring releases that name none', () => {
    const rows = ['Alpha', 'Alpha', 'Beta', null].map((station) =>
      row({ notebook: 'b', police_station: station }),
    );
    expect(expectationOf('count of distinct police stations', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('take the share of incidents with a stated count of no victims', () => {
    const rows = [0, 0, 1, null].map((n) => row({ notebook: 'b', num_victims: n }));
    expect(
      expectationOf('percent of incidents where victim count is zero, rounded to whole number', rows),
    ).toEqual({ kind: 'number', value: 50 });
  });
});
