import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH87_QUESTIONS } from './fresh87-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The eighty-seventh fresh question set (blind)', FRESH87_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH87_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH87_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the eighty-seventh fresh set reads the ground truth as its header says', () => {
  it('takes a road as a numbered route or a named road or street, never a police station', () => {
    const rows = [
      devRow({ location: 'R551 Meyerton-Heidelberg road' }),
      devRow({ location: 'Sydney Road, Durban' }),
      devRow({ location: 'Main Street, Vryburg' }),
      devRow({ location: 'near the N1, Beaufort West' }),
      devRow({ location: 'Park Road police station, Bloemfontein' }),
      devRow({ location: 'Roadside tavern, Colesberg' }),
      devRow({ location: 'house in Hanover' }),
      devRow({ notebook: 'b', location: 'R36 road' }),
    ];
    expect(ask("I'm a civil engineer", rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('reads numbered routes narrowly: a named road without a route number is not one', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', location: 'R529 road next to Maphata Village' }),
      devRow({ notebook: 'b', province: 'Northern Cape', location: 'Askham road, outside Upington' }),
      devRow({ notebook: 'b', province: 'Northern Cape', location: 'Schmidtsdrift Road, Kimberley' }),
      devRow({ notebook: 'b', province: 'Northern Cape', location: 'N14, near Kuruman' }),
      devRow({ notebook: 'b', province: 'Limpopo', location: 'R36 next to Mooketsi weighbridge' }),
    ];
    expect(ask('Which province had the most incidents on the numbered', rows)).toEqual({
      kind: 'text',
      value: 'Limpopo',
    });
    const tied = [...rows, devRow({ notebook: 'b', province: 'Northern Cape', location: 'N10, Hanover' })];
    expect(() => ask('Which province had the most incidents on the numbered', tied)).toThrow(
      /no single leader/,
    );
  });

  it('counts car and truck hijackings as hijackings, but not an armed robbery', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['truck hijacking'] }),
      devRow({ province: 'Western Cape', crimes: ['carjacking', 'kidnapping'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['carjacking'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['armed robbery'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['armed robbery'] }),
    ];
    expect(ask('Which province had the most hijackings', rows)).toEqual({
      kind: 'text',
      value: 'Western Cape',
    });
    const arrests = [
      devRow({ notebook: 'b', crimes: ['carjacking'], num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', crimes: ['truck hijacking'], num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', crimes: ['carjacking'], num_suspects_arrested: null }),
      devRow({ notebook: 'b', crimes: ['armed robbery'], num_suspects_arrested: 7 }),
    ];
    expect(ask('Car and truck hijackngs', arrests)).toEqual({ kind: 'number', value: 5 });
  });

  it('counts holiday months and the second quarter by event date in any year, the undated left out', () => {
    const rows = [
      devRow({ event_date: '2019-12-31' }),
      devRow({ event_date: '2022-01-01' }),
      devRow({ event_date: '2022-02-01' }),
      devRow({ event_date: '2021-11-30' }),
      devRow({ event_date: null, published_date: '2023-12-15' }),
    ];
    expect(ask('Holiday traffic check', rows)).toEqual({ kind: 'number', value: 2 });
    const corridor = [
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2018-04-01' }),
      devRow({ crimes: ['carjacking'], event_date: '2020-06-30' }),
      devRow({ crimes: ['truck hijacking'], event_date: '2025-07-01' }),
      devRow({ crimes: ['business robbery'], event_date: '2025-05-01' }),
      devRow({ crimes: ['carjacking'], event_date: null, published_date: '2025-05-01' }),
    ];
    expect(ask('For a freight corridor study', corridor)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the eight metros by municipality, a row without one counting as outside, unstated killed adding nothing', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', victims_killed: 5 }),
      devRow({ municipality: 'eThekwini', victims_killed: null }),
      devRow({ municipality: 'Mangaung', victims_killed: 1 }),
      devRow({ municipality: 'Swartland', victims_killed: 2 }),
      devRow({ municipality: null, location: 'Babanango', victims_killed: 1 }),
    ];
    expect(ask('How many more people were killed in the big metros', rows)).toEqual({
      kind: 'number',
      value: 3,
    });
    const reversed = [...rows, devRow({ municipality: null, victims_killed: 3 })];
    expect(() => ask('How many more people were killed in the big metros', reversed)).toThrow(
      /does not have more/,
    );
  });

  it('ranks only non-metro municipalities, leaves rows without one out, and refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg' }),
      devRow({ municipality: 'City of Johannesburg' }),
      devRow({ municipality: 'City of Johannesburg' }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
      devRow({ municipality: 'Swartland' }),
      devRow({ municipality: 'Swartland' }),
      devRow({ municipality: 'Kouga' }),
    ];
    expect(ask('Leaving out the eight big metros', rows)).toEqual({ kind: 'text', value: 'Swartland' });
    expect(() =>
      ask('Leaving out the eight big metros', [...rows, devRow({ municipality: 'Kouga' })]),
    ).toThrow(/no single leader/);
    const fsnc = [
      devRow({ notebook: 'b', province: 'Free State', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', province: 'Free State', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', province: 'Free State', municipality: 'Setsoto' }),
      devRow({ notebook: 'b', province: 'Northern Cape', municipality: 'Hantam' }),
      devRow({ notebook: 'b', province: 'Northern Cape', municipality: 'Hantam' }),
      devRow({ notebook: 'b', province: 'North West', municipality: 'Madibeng' }),
      devRow({ notebook: 'b', province: 'North West', municipality: 'Madibeng' }),
      devRow({ notebook: 'b', province: 'North West', municipality: 'Madibeng' }),
    ];
    expect(ask('Not counting the metros', fsnc)).toEqual({ kind: 'text', value: 'Hantam' });
  });

  it('takes the drought years as 2015-01-01 to 2018-12-31 in the two Cape provinces only', () => {
    const rows = [
      devRow({ province: 'Western Cape', event_date: '2015-01-01' }),
      devRow({ province: 'Eastern Cape', event_date: '2018-12-31' }),
      devRow({ province: 'Eastern Cape', event_date: '2019-01-01' }),
      devRow({ province: 'Western Cape', event_date: '2014-12-31' }),
      devRow({ province: 'Western Cape', event_date: null, published_date: '2016-05-01' }),
      devRow({ province: 'KwaZulu-Natal', event_date: '2016-05-01' }),
    ];
    expect(ask('The drought hit us hard', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('finds farms by the word in the location, in any case, in the Free State and Northern Cape only', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', location: 'Lismor farm, near Kestell' }),
      devRow({ notebook: 'b', province: 'Northern Cape', location: 'Farm Rietfontein, Carnarvon' }),
      devRow({ notebook: 'b', province: 'Northern Cape', location: 'Calvinia' }),
      devRow({ notebook: 'b', province: 'North West', location: 'near Klippan farm, Slurry' }),
    ];
    expect(ask('How many incidents took place on farms', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the farm share of the Free State killed over every Free State death stated', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', location: 'farm near Glen', victims_killed: 2 }),
      devRow({ notebook: 'b', province: 'Free State', location: 'Bloemfontein', victims_killed: 1 }),
      devRow({ notebook: 'b', province: 'Free State', location: 'Senekal', victims_killed: null }),
      devRow({ notebook: 'b', province: 'Limpopo', location: 'farm near Tzaneen', victims_killed: 4 }),
    ];
    expect(ask('Of all the people killed in the Free State', rows)).toEqual({ kind: 'number', value: 67 });
  });

  it('counts murder alone for the Eastern Cape share, to one decimal, and weekend murders by event date', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['culpable homicide'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
    ];
    expect(ask('Act as a crime analyst. Of all the incidents in the Eastern Cape', rows)).toEqual({
      kind: 'number',
      value: 33.3,
    });
    const weekendRows = [
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2024-01-07' }), // Sunday
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2024-01-08' }), // Monday
      devRow({ notebook: 'b', crimes: ['attempted murder'], event_date: '2024-01-06' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: null, published_date: '2024-01-13' }),
    ];
    expect(ask('Pretend you are a police statistician', weekendRows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the female share of suspects over those of stated sex, arrested or sought', () => {
    const rows = [
      devRow({ notebook: 'b', suspects_female: 1, suspects_male: 3, num_suspects_arrested: 1 }),
      devRow({ notebook: 'b', suspects_female: null, suspects_male: 5 }),
      devRow({ notebook: 'b', suspects_female: null, suspects_male: null, num_suspects_arrested: 9 }),
    ];
    expect(ask('System: you are a data analyst', rows)).toEqual({ kind: 'number', value: 11 });
  });

  it('names the largest CIT or hijacking by arrests, and dates the latest numbered-route incident by event date', () => {
    const rows = [
      devRow({
        notebook: 'b',
        location: 'Mecklenburg',
        crimes: ['cash-in-transit robbery'],
        num_suspects_arrested: 4,
      }),
      devRow({ notebook: 'b', location: 'Carolina', crimes: ['truck hijacking'], num_suspects_arrested: 5 }),
      devRow({
        notebook: 'b',
        location: 'Botleng, Delmas',
        crimes: ['armed robbery'],
        num_suspects_arrested: 9,
      }),
    ];
    expect(ask('Which single cash-in-transit heist', rows)).toEqual({ kind: 'text', value: ['Carolina'] });
    const routes = [
      devRow({ notebook: 'b', location: 'R36 road', event_date: '2025-05-30' }),
      devRow({ notebook: 'b', location: 'R529 road', event_date: null, published_date: '2026-01-01' }),
      devRow({ notebook: 'b', location: 'Askham road', event_date: '2025-09-01' }),
    ];
    expect(ask('What is the date of the most recent incident', routes)).toEqual({
      kind: 'date',
      value: '2025-05-30',
    });
  });
});
