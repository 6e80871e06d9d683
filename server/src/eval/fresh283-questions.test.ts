import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH283_QUESTIONS } from './fresh283-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-eighty-third fresh question set (blind)', FRESH283_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH283_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH283_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-eighty-third fresh set reads the ground truth as its header says', () => {
  it('counts a KwaZulu-Natal murder once, whatever else the incident holds', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'KwaZulu-Natal', crimes: ['murder'] }),
    ];
    expect(ask('For the scoresheet', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the deduction share over all incidents, an unstated arrest in the base but not the part', () => {
    const rows = [
      devRow({ arrest_made: false }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: null }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
    ];
    expect(ask('Deductions are applied', rows)).toEqual({ kind: 'number', value: 14 });
  });

  it('takes the median of the stated arrests only, a zero kept and a null left out', () => {
    const rows = [
      devRow({ num_suspects_arrested: 0 }),
      devRow({ num_suspects_arrested: 2 }),
      devRow({ num_suspects_arrested: 5 }),
      devRow({ num_suspects_arrested: 9 }),
      devRow({ num_suspects_arrested: null }),
      devRow({ num_suspects_arrested: null }),
    ];
    expect(ask('I score on the median', rows)).toEqual({ kind: 'number', value: 3.5 });
  });

  it('counts the southern winter by event month in any year, the undated left out', () => {
    const rows = [
      devRow({ event_date: '2019-06-01' }),
      devRow({ event_date: '2022-08-31' }),
      devRow({ event_date: '2021-07-15' }),
      devRow({ event_date: '2021-05-31' }),
      devRow({ event_date: '2020-09-01' }),
      devRow({ event_date: null, published_date: '2020-07-01' }),
    ];
    expect(ask('Pooling all years', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('finds a weekend by the event date alone, never by publication', () => {
    const rows = [
      devRow({ event_date: '2024-01-06' }), // Saturday
      devRow({ event_date: '2024-01-07' }), // Sunday
      devRow({ event_date: '2024-01-05' }), // Friday
      devRow({ event_date: null, published_date: '2024-01-13' }), // published on a Saturday
      devRow({ event_date: '2024-01-08', published_date: '2024-01-13' }), // Monday, published Saturday
    ];
    expect(ask('Seismic activity often clusters', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the latest carjacking and earliest kidnapping by event date, the undated never chosen', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], event_date: '2021-11-17', published_date: '2021-11-18' }),
      devRow({ crimes: ['carjacking'], event_date: null, published_date: '2025-01-01' }),
      devRow({ crimes: ['truck hijacking'], event_date: '2024-04-23' }),
      devRow({ crimes: ['kidnapping', 'carjacking'], event_date: '2014-07-22' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2010-01-01' }),
    ];
    expect(ask('Oh, oh', rows)).toEqual({ kind: 'date', value: '2021-11-17' });
    expect(ask('Dating the lowest stratum', rows)).toEqual({ kind: 'date', value: '2014-07-22' });
  });

  it('answers a strict comparison: equal murder counts are a No', () => {
    const murder = (province: string) => devRow({ notebook: 'b', province, crimes: ['murder'] });
    const equal = [murder('Limpopo'), murder('Free State'), devRow({ notebook: 'b', province: 'Limpopo' })];
    expect(ask('Did Limpopo outscore', equal)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Did Limpopo outscore', [...equal, murder('Limpopo')])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('counts incidents before 2020 by event date, the undated and the first of 2020 left out', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2019-12-31' }),
      devRow({ notebook: 'b', event_date: '2016-02-06' }),
      devRow({ notebook: 'b', event_date: '2020-01-01' }),
      devRow({ notebook: 'b', event_date: null, published_date: '2018-01-01' }),
    ];
    expect(ask('Considering only the older strata', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the female share over victims of stated sex, and the Free State murder share over Free State rows', () => {
    const sexed = [
      devRow({ notebook: 'b', num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ notebook: 'b', num_victims: 6, victims_female: null, victims_male: null }),
    ];
    expect(ask('Of the victims whose sex', sexed)).toEqual({ kind: 'number', value: 33 });
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['stock theft'] }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['rape'] }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['murder', 'kidnapping'] }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['theft'] }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['theft'] }),
    ];
    expect(ask('Of all my Free State sightings', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('ranks provinces by attempted murders and by summed arrests, and refuses a tie at the top', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder', 'murder'], num_suspects_arrested: 1 }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'], num_suspects_arrested: null }),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'], num_suspects_arrested: 6 }),
      devRow({ province: 'Western Cape', crimes: ['murder'], num_suspects_arrested: 0 }),
    ];
    expect(ask('Binoculars up!', rows)).toEqual({ kind: 'text', value: 'Eastern Cape' });
    const inB = rows.map((r) => ({ ...r, notebook: 'b' as const }));
    expect(ask('Scoring each province', inB)).toEqual({ kind: 'text', value: 'Western Cape' });
    expect(() => ask('Scoring each province', rows)).toThrow(/no single leader/); // notebook a rows only
    const tied = [...rows, devRow({ province: 'Western Cape', crimes: ['attempted murder'] })];
    expect(() => ask('Binoculars up!', tied)).toThrow(/no single leader/);
  });

  it('skips unknown municipalities when ranking them, and names a metro with or without "City of"', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'Ekurhuleni' }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
    ];
    expect(ask('The panel wishes to know', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
  });
});
