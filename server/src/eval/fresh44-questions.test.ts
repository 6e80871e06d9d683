import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH44_QUESTIONS } from './fresh44-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The forty-fourth fresh question set (blind)', FRESH44_QUESTIONS);

describe('the forty-fourth fresh set reads its trickiest wordings as its header says', () => {
  it('counts only accused strictly older than 40, in Limpopo alone', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', suspect_ages: [40, 41, 63] }),
      devRow({ notebook: 'b', province: 'Limpopo', suspect_ages: null }),
      devRow({ notebook: 'b', province: 'Mpumalanga', suspect_ages: [70] }),
    ];
    expect(
      expectationIn(FRESH44_QUESTIONS, 'On the Limpopo dockets, how many of the accused were over 40?', rows),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('averages victims over the incidents that state a number, leaving null figures out', () => {
    const rows = [
      devRow({ province: 'Western Cape', num_victims: 1 }),
      devRow({ province: 'Western Cape', num_victims: 4 }),
      devRow({ province: 'Western Cape', num_victims: null }),
      devRow({ province: 'Gauteng', num_victims: 30 }),
    ];
    expect(
      expectationIn(
        FRESH44_QUESTIONS,
        'On average, how many victims were there per incident in the Western Cape? Count only incidents that state a number of victims, and give one decimal.',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 2.5 });
  });

  it('matches Joburg and Durbs by municipality, not by the location text, and answers the difference', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg', location: 'Hillbrow' }),
      devRow({ municipality: 'City of Johannesburg', location: 'Soweto' }),
      devRow({ municipality: 'City of Johannesburg', location: 'Lenasia' }),
      devRow({ municipality: null, location: 'Johannesburg outskirts' }),
      devRow({ municipality: 'eThekwini', location: 'Umlazi', province: 'KwaZulu-Natal' }),
      devRow({ municipality: null, location: 'Durban', province: 'KwaZulu-Natal' }),
    ];
    expect(
      expectationIn(FRESH44_QUESTIONS, 'More incidents in Joburg or in Durbs, and by how many?', rows),
    ).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('keeps incidents of unknown arrest in the base of the no-arrest share but out of its part', () => {
    const rows = [
      devRow({ notebook: 'b', arrest_made: false }),
      devRow({ notebook: 'b', arrest_made: true }),
      devRow({ notebook: 'b', arrest_made: true }),
      devRow({ notebook: 'b', arrest_made: null }),
    ];
    expect(
      expectationIn(
        FRESH44_QUESTIONS,
        'Out of all the incidents here, what percentage ended with no arrest at all? Round to a whole percent.',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 25 });
  });

  it('holds both ends of the weekday window and leaves weekends and later days out', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2022-07-01' }), // Friday, the first day
      devRow({ notebook: 'b', event_date: '2024-06-28' }), // Friday
      devRow({ notebook: 'b', event_date: '2024-06-30' }), // Sunday, the last day
      devRow({ notebook: 'b', event_date: '2022-07-02' }), // Saturday
      devRow({ notebook: 'b', event_date: '2024-07-01' }), // Monday, after the window
      devRow({ notebook: 'b', event_date: null }),
    ];
    expect(
      expectationIn(
        FRESH44_QUESTIONS,
        'Between 1 July 2022 and 30 June 2024, how many incidents happened on a weekday rather than over a weekend?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the latest unsolved murder from incidents whose arrest is known to be false', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: false, event_date: '2020-01-01' }),
      devRow({ crimes: ['murder'], arrest_made: null, event_date: '2023-01-01' }),
      devRow({ crimes: ['murder'], arrest_made: true, event_date: '2024-01-01' }),
      devRow({ crimes: ['robbery'], arrest_made: false, event_date: '2025-01-01' }),
    ];
    expect(
      expectationIn(
        FRESH44_QUESTIONS,
        'A murder docket where nobody got nabbed stays open in my book. When did the most recent of those unsolved murders happen?',
        rows,
      ),
    ).toEqual({ kind: 'date', value: '2020-01-01' });
  });
});
