import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH7_QUESTIONS } from './fresh7-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The seventh blind question set', FRESH7_QUESTIONS);

const expectation = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH7_QUESTIONS, question, rows);

describe('The seventh blind set reads', () => {
  it('a farm murder as a murder in the Free State whose location names a farm', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'Free State',
        location: 'Lismor farm, near Kestell',
        crimes: ['murder'],
      }),
      devRow({ notebook: 'b', province: 'Free State', location: 'Farmerville', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Free State', location: 'farm near Glen', crimes: ['stock theft'] }),
      devRow({ notebook: 'b', province: 'Limpopo', location: 'farm near Tzaneen', crimes: ['murder'] }),
    ];
    expect(expectation('Farm murders in the Free State: how many are in here?', rows)).toEqual({
      kind: 'number',
      value: 1,
    });
  });

  it('a quarter from its first day to its last, leaving out an incident without a date', () => {
    const rows = ['2023-09-30', '2023-10-01', '2023-12-31', '2024-01-01'].map((date) =>
      devRow({ notebook: 'b', event_date: date }),
    );
    rows.push(devRow({ notebook: 'b', event_date: null, published_date: '2023-11-15' }));
    expect(expectation('How many incidents in Q4 2023?', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('weekends against weekdays by the incident date, an undated incident on neither side', () => {
    const ec = (event_date: string | null) => devRow({ province: 'Eastern Cape', event_date });
    const question = 'In the Eastern Cape, were there more incidents on weekends than on weekdays?';
    // Saturday, Sunday, Monday, and one without a date.
    const rows = [ec('2024-01-06'), ec('2024-01-07'), ec('2024-01-08'), ec(null)];
    expect(expectation(question, rows)).toEqual({ kind: 'text', value: 'Yes' });
    expect(expectation(question, [...rows, ec('2024-01-09')])).toEqual({ kind: 'text', value: 'No' });
  });

  it('a share of arrests by arrest_made, and nobody arrested only when it is false', () => {
    const wc = (arrest_made: boolean | null) => devRow({ province: 'Western Cape', arrest_made });
    expect(
      expectation('What % of Western Cape incidents resulted in an arrest?', [wc(true), wc(true), wc(false)]),
    ).toEqual({ kind: 'number', value: 67 });
    const kzn = (arrest_made: boolean | null) => devRow({ province: 'KwaZulu-Natal', arrest_made });
    expect(
      expectation('How many matters in KZN ended with nobody arrested?', [kzn(false), kzn(null), kzn(true)]),
    ).toEqual({ kind: 'number', value: 1 });
  });

  it('the biggest bust by the suspects arrested in one incident, named by its own place', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'old mine, Barberton', num_suspects_arrested: 19 }),
      devRow({ notebook: 'b', location: 'Kimberley', num_suspects_arrested: 4 }),
      devRow({ notebook: 'b', location: 'Upington', num_suspects_arrested: null }),
    ];
    expect(
      expectation('Biggest single bust: where were the most suspects arrested in one incident?', rows),
    ).toEqual({ kind: 'text', value: ['old mine', 'Barberton'] });
  });
});
