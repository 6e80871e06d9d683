import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH108_QUESTIONS } from './fresh108-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-eighth fresh question set (blind)', FRESH108_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH108_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH108_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the hundred-and-eighth fresh set reads the ground truth as its header says', () => {
  it('sums the killed of the Christmas fortnight by event date, both ends in, nulls adding nothing', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2019-12-18', victims_killed: 2 }),
      devRow({ crimes: ['murder'], event_date: '2019-12-31', victims_killed: 3 }),
      devRow({ crimes: ['murder'], event_date: '2019-12-17', victims_killed: 4 }),
      devRow({ crimes: ['murder'], event_date: '2020-01-01', victims_killed: 5 }),
      devRow({ crimes: ['murder'], event_date: '2019-12-25', victims_killed: null }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2019-12-24', victims_killed: 6 }),
      b({ crimes: ['murder'], event_date: '2019-12-20', victims_killed: 7 }),
    ];
    expect(ask('My desk wants', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('counts murder alone, not attempted murder or culpable homicide, and refuses a reversed comparison', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['culpable homicide'] }),
      devRow({ province: 'Gauteng', crimes: ['attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
    ];
    expect(ask('How many more murders', rows)).toEqual({ kind: 'number', value: 1 });
    const reversed = [...rows, devRow({ province: 'Gauteng', crimes: ['murder'] })];
    expect(() => ask('How many more murders', reversed)).toThrow(/does not have more/);
  });

  it('takes "nobody collared" as a stated false over the Eastern Cape rows, to the whole percent', () => {
    const ec = (arrest_made: boolean | null) => devRow({ province: 'Eastern Cape', arrest_made });
    const rows = [
      ec(false),
      ec(true),
      ec(null),
      ec(true),
      ec(true),
      ec(true),
      devRow({ province: 'Gauteng', arrest_made: false }),
    ];
    expect(ask('What percentage of the incidents in the Eastern Cape', rows)).toEqual({
      kind: 'number',
      value: 17,
    });
  });

  it('sums KZN fatals of 2022 and 2023 by event year only', () => {
    const kzn = (event_date: string | null, victims_killed: number | null) =>
      devRow({
        province: 'KwaZulu-Natal',
        crimes: ['murder'],
        event_date,
        victims_killed,
        published_date: '2023-01-01',
      });
    const rows = [
      kzn('2022-01-01', 4),
      kzn('2023-12-31', 7),
      kzn('2021-12-31', 9),
      kzn('2024-01-01', 8),
      kzn(null, 6),
      kzn('2023-05-05', null),
      devRow({ province: 'Gauteng', event_date: '2022-06-01', victims_killed: 3 }),
    ];
    expect(ask('Sitrep req', rows)).toEqual({ kind: 'number', value: 11 });
  });

  it('dates the latest mass-fatality incident among those with five or more killed, by event date', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2020-03-08', victims_killed: 7 }),
      devRow({ crimes: ['murder'], event_date: '2022-11-05', victims_killed: 5 }),
      devRow({ crimes: ['murder'], event_date: '2024-06-08', victims_killed: 4 }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2025-01-01', victims_killed: 9 }),
    ];
    expect(ask('Date of latest mass-fatality', rows)).toEqual({ kind: 'date', value: '2022-11-05' });
  });

  it('counts winter as June to August of any year, undated rows left out', () => {
    const rows = [
      devRow({ event_date: '2014-06-01' }),
      devRow({ event_date: '2023-08-31' }),
      devRow({ event_date: '2020-05-31' }),
      devRow({ event_date: '2020-09-01' }),
      devRow({ event_date: null, published_date: '2020-07-01' }),
    ];
    expect(ask('hw many incidents happend in winter', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('finds GBH only as assault gbh in Mpumalanga in 2023', () => {
    const gbh = (fields: Partial<DevRow>) =>
      b({ crimes: ['assault gbh'], province: 'Mpumalanga', ...fields });
    const none = [
      gbh({ event_date: '2022-12-31' }),
      gbh({ province: 'Limpopo', event_date: '2023-05-01' }),
      b({ crimes: ['common assault'], province: 'Mpumalanga', event_date: '2023-05-01' }),
      gbh({ event_date: null, published_date: '2023-05-01' }),
    ];
    expect(ask('Was there a single case of GBH', none)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Was there a single case of GBH', [...none, gbh({ event_date: '2023-07-30' })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('answers a CIT with casualties only when its injured figure is stated above zero', () => {
    const rows = [
      b({ crimes: ['cash-in-transit robbery'], victims_injured: 0 }),
      b({ crimes: ['cash-in-transit robbery'], victims_injured: null }),
      b({ crimes: ['business robbery'], victims_injured: 3 }),
    ];
    expect(ask('Any CIT incident', rows)).toEqual({ kind: 'text', value: 'No' });
    const hurt = [...rows, b({ crimes: ['cash-in-transit robbery'], victims_injured: 1 })];
    expect(ask('Any CIT incident', hurt)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('finds a farm by the word in the location, in any case, over all the notebook rows', () => {
    const rows = [
      b({ location: 'Lismor Farm, near Kestell' }),
      b({ location: 'farm near Glen' }),
      b({ location: 'Phuthaditjhaba' }),
      b({ location: 'Bloemfontein' }),
      b({ location: 'Thaba Nchu' }),
      b({ location: 'Kestell' }),
      b({ location: 'Senekal' }),
    ];
    expect(ask('% of incidents where the LOC', rows)).toEqual({ kind: 'number', value: 29 });
  });

  it('ranks provinces by stated police victims and municipalities by arrests, refusing a tie', () => {
    const rows = [
      b({ province: 'North West', municipality: 'Madibeng', victims_police: 2, num_suspects_arrested: 4 }),
      b({
        province: 'North West',
        municipality: 'Madibeng',
        victims_police: null,
        num_suspects_arrested: null,
      }),
      b({
        province: 'Limpopo',
        municipality: 'City of Mbombela',
        victims_police: 1,
        num_suspects_arrested: 5,
      }),
      b({ province: 'Limpopo', municipality: null, victims_police: 0, num_suspects_arrested: 9 }),
    ];
    expect(ask('Which province - the nearest thing', rows)).toEqual({ kind: 'text', value: 'North West' });
    expect(ask('which municipality had the most suspects', rows)).toEqual({
      kind: 'text',
      value: ['City of Mbombela', 'Mbombela'],
    });
    const tied = [...rows, b({ province: 'Limpopo', victims_police: 1 })];
    expect(() => ask('Which province - the nearest thing', tied)).toThrow(/no single leader/);
  });

  it('sums male victims of Limpopo and Mpumalanga alone, an unstated figure adding nothing', () => {
    const rows = [
      b({ province: 'Limpopo', victims_male: 2 }),
      b({ province: 'Mpumalanga', victims_male: 1 }),
      b({ province: 'Mpumalanga', victims_male: null, num_victims: 2 }),
      b({ province: 'North West', victims_male: 5 }),
    ];
    expect(ask('hw many male vhathu', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('refuses the triage split, previous convictions and victims ages', () => {
    for (const start of [
      'Need triage split',
      'How many of the suspects arrested had',
      'hw old were the vhathu',
    ])
      expect(ask(start, [devRow({}), b({})])).toEqual({ kind: 'refusal' });
  });
});
