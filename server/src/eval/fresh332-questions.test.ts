import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH332_QUESTIONS } from './fresh332-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-thirty-second fresh question set (blind)', FRESH332_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH332_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH332_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-thirty-second fresh set reads the ground truth as its header says', () => {
  it('takes the firearm share over murders only, attempted murder not being a murder', () => {
    const rows = [
      devRow({ crimes: ['murder', 'illegal firearm possession'] }),
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['murder', 'kidnapping'] }),
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['attempted murder', 'illegal firearm possession'] }),
      devRow({ notebook: 'b', crimes: ['murder', 'illegal firearm possession'] }),
    ];
    expect(ask('Of the incidents involving murder', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('sums the killed per province with nulls adding nothing, and leaves the other notebook out', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', victims_killed: 2 }),
      devRow({ notebook: 'b', province: 'Free State', victims_killed: null }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_killed: 3 }),
      devRow({ notebook: 'a', province: 'Free State', victims_killed: 9 }),
    ];
    expect(ask('which province is the most people killd', rows)).toEqual({ kind: 'text', value: 'Limpopo' });
    const killed = [
      devRow({ province: 'Gauteng', victims_killed: 4 }),
      devRow({ province: 'Gauteng', victims_killed: null }),
      devRow({ province: 'Western Cape', victims_killed: 5 }),
    ];
    expect(ask('the people who was killd in Gauteng', killed)).toEqual({ kind: 'number', value: 4 });
  });

  it('takes the share of 2023 or later over dated incidents only, and counts weekends by event date', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2023-01-01' }),
      devRow({ notebook: 'b', event_date: '2022-12-31' }),
      devRow({ notebook: 'b', event_date: '2019-05-05' }),
      devRow({ notebook: 'b', event_date: '2024-06-01' }),
      devRow({ notebook: 'b', event_date: null, published_date: '2024-06-01' }),
    ];
    expect(ask('Of incidents with a stated event date', rows)).toEqual({ kind: 'number', value: 50 });
    const weekendRows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['murder'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-13' }), // published on a Saturday
      devRow({ crimes: ['carjacking'], event_date: '2024-01-06' }),
    ];
    expect(ask('ok random one', weekendRows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the female share over victims of stated sex to one decimal, and the mean victims over stated counts', () => {
    const rows = [
      devRow({ victims_female: 1, victims_male: 2 }),
      devRow({ victims_female: null, victims_male: null, num_victims: 6 }),
      devRow({ notebook: 'b', victims_female: 5, victims_male: 0 }),
    ];
    expect(ask('Among victims whose sex', rows)).toEqual({ kind: 'number', value: 33.3 });
    const victims = [
      devRow({ notebook: 'b', num_victims: 1 }),
      devRow({ notebook: 'b', num_victims: 2 }),
      devRow({ notebook: 'b', num_victims: 2 }),
      devRow({ notebook: 'b', num_victims: null }),
    ];
    expect(ask('Mean victims per incident', victims)).toEqual({ kind: 'number', value: 1.67 });
  });

  it('reads "no arrest" as a stated false, ranks KZN municipalities as Durban too, and keeps attempted murder in the crime ranking', () => {
    const arrests = [
      devRow({ arrest_made: false, event_date: '2021-02-01' }),
      devRow({ arrest_made: null, event_date: '2022-02-01' }),
      devRow({ arrest_made: false, event_date: '2020-12-31' }),
      devRow({ arrest_made: false, event_date: null, published_date: '2023-01-01' }),
    ];
    expect(ask('n of incidents where no arrest', arrests)).toEqual({ kind: 'number', value: 1 });
    const places = [
      devRow({ province: 'KwaZulu-Natal', municipality: 'eThekwini' }),
      devRow({ province: 'KwaZulu-Natal', municipality: 'eThekwini' }),
      devRow({ province: 'KwaZulu-Natal', municipality: 'Msunduzi' }),
      devRow({ province: 'KwaZulu-Natal', municipality: null }),
      devRow({ province: 'Gauteng', municipality: 'City of Johannesburg' }),
      devRow({ province: 'Gauteng', municipality: 'City of Johannesburg' }),
      devRow({ province: 'Gauteng', municipality: 'City of Johannesburg' }),
    ];
    expect(ask('which municipality in KZN', places)).toEqual({
      kind: 'text',
      value: ['eThekwini', 'Durban'],
    });
    const crimes = [
      devRow({ notebook: 'b', crimes: ['murder', 'attempted murder'] }),
      devRow({ notebook: 'b', crimes: ['murder', 'attempted murder'] }),
      devRow({ notebook: 'b', crimes: ['murder', 'other'] }),
      devRow({ notebook: 'b', crimes: ['other', 'rape'] }),
    ];
    expect(ask('Excl. murder', crimes)).toEqual({ kind: 'text', value: ['attempted murder'] });
  });
});
