import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH17_QUESTIONS } from './fresh17-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The seventeenth fresh question set (blind)', FRESH17_QUESTIONS);

const expectation = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH17_QUESTIONS, question, rows);

describe('The seventeenth fresh set computes what its questions mean', () => {
  it('counts the incidents with a stated five or more killed, an unstated figure not among them', () => {
    const rows = [
      devRow({ victims_killed: 5 }),
      devRow({ victims_killed: 4, num_victims: 9 }),
      devRow({ victims_killed: null, num_victims: 12 }),
      devRow({ victims_killed: 9 }),
    ];
    expect(
      expectation('For our mass-casualty planning: how many incidents left five or more people dead?', rows),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks calendar months by the people injured, pooling the years, not by the number of incidents', () => {
    const rows = [
      devRow({ event_date: '2023-07-01', victims_injured: 3 }),
      devRow({ event_date: '2024-07-15', victims_injured: 3 }),
      devRow({ event_date: '2022-03-02', victims_injured: 5 }),
      devRow({ event_date: '2022-03-09', victims_injured: 0 }),
      devRow({ event_date: '2022-03-10', victims_injured: null }),
      devRow({ event_date: null, victims_injured: 20 }),
    ];
    expect(
      expectation('Taking all years together, which calendar month had the most people injured?', rows),
    ).toEqual({ kind: 'text', value: 'July' });
  });

  it('counts the rapes whose stated attacker was a partner, relative or acquaintance, not a stranger or unstated', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], relationship: 'partner' }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], relationship: 'family' }),
      devRow({ notebook: 'b', crimes: ['rape'], relationship: 'stranger' }),
      devRow({ notebook: 'b', crimes: ['rape'], relationship: null }),
      devRow({ notebook: 'b', crimes: ['murder'], relationship: 'acquaintance' }),
    ];
    expect(expectation('How many rapes were committed by someone the survivor knew?', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('takes weekends in 2023 or later from Saturday 31 December 2022 out and Sunday 1 January 2023 in', () => {
    const rows = ['2022-12-31', '2023-01-01', '2023-01-02', '2024-06-08', null].map((event_date) =>
      devRow({ notebook: 'b', event_date }),
    );
    expect(
      expectation('How many incidents occurred on a Saturday or Sunday in 2023 or later?', rows),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('counts an incident with both a carjacking and a truck hijacking once among the hijackings', () => {
    const rows = [
      devRow({ crimes: ['carjacking', 'truck hijacking'] }),
      devRow({ crimes: ['carjacking', 'kidnapping'] }),
      devRow({ crimes: ['truck hijacking'] }),
      devRow({ crimes: ['vehicle theft'] }),
    ];
    expect(
      expectation('How many hijackings are there altogether, carjackings plus truck jackings?', rows),
    ).toEqual({ kind: 'number', value: 3 });
  });
});
