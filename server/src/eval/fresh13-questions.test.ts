import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH13_QUESTIONS } from './fresh13-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The thirteenth fresh question set (blind)', FRESH13_QUESTIONS);

const ask = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH13_QUESTIONS, question, rows);

describe('The thirteenth fresh question set reads', () => {
  it('the people killed in a province as the stated figures of its incidents, a null adding nothing', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 2 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: null }),
      devRow({ province: 'Gauteng', victims_killed: 5 }),
    ];
    expect(
      ask(
        'For our trauma registry: how many people were killed in total in the KwaZulu-Natal incidents?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('"since 1 January 2019" from that day on, with an undated kidnapping in no window', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2018-12-31' }),
      devRow({ crimes: ['kidnapping'], event_date: '2019-01-01' }),
      devRow({ crimes: ['kidnapping', 'carjacking'], event_date: null }),
      devRow({ crimes: ['theft'], event_date: '2020-05-05' }),
    ];
    expect(
      ask(
        'Our drivers are sometimes taken along when a rig is hijacked. Since 1 January 2019, how many incidents involved a kidnapping?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 1 });
  });

  it('the first half of a year as January to June inclusive', () => {
    const rows = [
      devRow({ event_date: '2022-01-01' }),
      devRow({ event_date: '2022-06-30' }),
      devRow({ event_date: '2022-07-01' }),
      devRow({ event_date: '2021-12-31' }),
      devRow({ event_date: null }),
    ];
    expect(ask('How many incidents happened in the first half of 2022?', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('the incident with the most injured by its place, passing over unstated figures, and a tie as no answer', () => {
    const question = 'Which single incident left the most people injured?';
    const rows = [
      devRow({ location: 'Alpha', victims_injured: 3 }),
      devRow({ location: 'Beta', victims_injured: null, num_victims: 40 }),
      devRow({ location: 'Gamma Road, Delta', victims_injured: 5 }),
    ];
    expect(ask(question, rows)).toEqual({ kind: 'text', value: ['Gamma Road', 'Delta'] });
    const tied = [...rows, devRow({ location: 'Epsilon', victims_injured: 5 })];
    expect(() => ask(question, tied)).toThrow(/no single leader/);
  });

  it('the female share over the victims whose sex is recorded', () => {
    const rows = [
      devRow({ notebook: 'b', victims_female: 1, victims_male: 3, num_victims: 4 }),
      devRow({ notebook: 'b', victims_female: null, victims_male: null, num_victims: 6 }),
      devRow({ notebook: 'a', victims_female: 9, victims_male: 0 }),
    ];
    expect(ask('Of the victims whose sex is recorded, what percentage were female?', rows)).toEqual({
      kind: 'number',
      value: 25,
    });
  });
});
