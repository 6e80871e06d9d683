import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH38_QUESTIONS } from './fresh38-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The thirty-eighth fresh question set (blind)', FRESH38_QUESTIONS);

const expectation = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH38_QUESTIONS, question, rows);

describe('The thirty-eighth fresh question set reads its wording', () => {
  it('counts a window inclusive at both ends, and an undated incident in no window', () => {
    const rows = ['2021-03-15', '2021-03-16', '2022-06-06', '2022-06-07', null].map((event_date) =>
      devRow({ event_date }),
    );
    expect(
      expectation(
        'For a time-series slice I am using 16 March 2021 to 6 June 2022, with both end dates included. How many incidents fall inside that window?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('reads "more than four" strictly: four killed does not count, nor an unstated toll', () => {
    const rows = [4, 5, 7, null].map((victims_killed) => devRow({ victims_killed }));
    expect(
      expectation(
        "I'm setting a cut-off for mass-casualty events. How many incidents had more than four people killed, so five or more?",
        rows,
      ),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('adds nothing for an unstated death toll and only counts incidents in the named township', () => {
    const rows = [
      devRow({ location: 'Site X, Khayelitsha', province: 'Western Cape', victims_killed: null }),
      devRow({ location: 'Site Y, Khayelitsha', province: 'Western Cape', victims_killed: 3 }),
      devRow({ location: 'Nyanga', province: 'Western Cape', victims_killed: 5 }),
    ];
    expect(expectation('Khayelitcha incidents: combined death toll?', rows)).toEqual({
      kind: 'number',
      value: 3,
    });
  });

  it('takes a share over every incident of the group, a null counting in the denominator only', () => {
    const ec = [true, false, null].map((arrest_made) => devRow({ province: 'Eastern Cape', arrest_made }));
    expect(
      expectation(
        'We have a lot of members in the Eastern Cape. Roughly what percentage of the incidents there ended with somebody arrested? Nearest whole percent is fine.',
        [...ec, devRow({ province: 'Gauteng', arrest_made: true })],
      ),
    ).toEqual({ kind: 'number', value: 33 });

    const rapes = [1, 0, null].map((victims_children) =>
      devRow({ notebook: 'b', crimes: ['rape'], victims_children }),
    );
    expect(
      expectation(
        'Of all the rape cases, what percentage had at least one victim under 18? Use all rape incidents as the denominator and round to the nearest whole percent.',
        [...rapes, devRow({ notebook: 'b', crimes: ['murder'], victims_children: 2 })],
      ),
    ).toEqual({ kind: 'number', value: 33 });
  });

  it('answers "more stock theft cases than" No on a tie and Yes only when strictly more', () => {
    const question =
      'Stock theft is our bread and butter. Did the Free State have more stock theft cases than the Northern Cape, yes or no?';
    const theft = (province: string) => devRow({ notebook: 'b', province, crimes: ['stock theft'] });
    const tied = [theft('Free State'), theft('Northern Cape')];
    expect(expectation(question, tied)).toEqual({ kind: 'text', value: 'No' });
    expect(expectation(question, [...tied, theft('Free State')])).toEqual({ kind: 'text', value: 'Yes' });
  });
});
