import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH175_QUESTIONS } from './fresh175-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-seventy-fifth fresh question set (blind)', FRESH175_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH175_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH175_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the hundred-and-seventy-fifth fresh set reads the ground truth as its header says', () => {
  it('counts a hijacking as a carjacking or a truck hijacking, never a CIT robbery or a vehicle theft', () => {
    const rows = [
      devRow({ crimes: ['carjacking', 'kidnapping'] }),
      devRow({ crimes: ['truck hijacking'] }),
      devRow({ crimes: ['cash-in-transit robbery'] }),
      devRow({ crimes: ['vehicle theft'] }),
      b({ crimes: ['carjacking'] }),
    ];
    expect(ask('Hijacks in this notebook', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes a numbered route from the location only: "R551" or "N3", not a named road', () => {
    const onNamedRoad = [devRow({ crimes: ['cash-in-transit robbery'], location: 'Sydney Road, Durban' })];
    expect(ask('Route exposure check', onNamedRoad)).toEqual({ kind: 'text', value: 'No' });
    const otherCrime = [...onNamedRoad, devRow({ crimes: ['carjacking'], location: 'N3 near Harrismith' })];
    expect(ask('Route exposure check', otherCrime)).toEqual({ kind: 'text', value: 'No' });
    const onRoute = [
      ...otherCrime,
      devRow({ crimes: ['cash-in-transit robbery'], location: 'R551 Meyerton-Heidelberg road' }),
    ];
    expect(ask('Route exposure check', onRoute)).toEqual({ kind: 'text', value: 'Yes' });
    const routes = [
      b({ location: 'R529 road next to Maphata Village' }),
      b({ location: 'N1 and R36 interchange' }),
      b({ location: 'Extension 6, Khuma Location' }),
      b({ location: 'R529 turn-off' }),
    ];
    expect(ask('List the numbered routes', routes)).toEqual({ kind: 'list', value: ['N1', 'R36', 'R529'] });
  });

  it('ranks hijackings per incident by province, naming KwaZulu-Natal also as KZN, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['carjacking'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['truck hijacking'] }),
      devRow({ province: 'Gauteng', crimes: ['carjacking'] }),
      devRow({ province: 'Gauteng', crimes: ['cash-in-transit robbery'] }),
      devRow({ province: 'Gauteng', crimes: ['vehicle theft'] }),
    ];
    expect(ask('Which province logged', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    const tied = [...rows, devRow({ province: 'Gauteng', crimes: ['truck hijacking'] })];
    expect(() => ask('Which province logged', tied)).toThrow(/no single leader/);
  });

  it('dates the earliest carjacking by event date, skipping the undated and truck hijackings', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], event_date: '2018-06-07' }),
      devRow({ crimes: ['carjacking'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['truck hijacking'], event_date: '2012-03-03' }),
      devRow({ crimes: ['carjacking'], event_date: '2021-11-17' }),
    ];
    expect(ask('For my time series', rows)).toEqual({ kind: 'date', value: '2018-06-07' });
  });

  it('finds the pastor town by the word in the location, sums only stated killed, and ignores the municipality', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', municipality: 'City of Cape Town', victims_killed: 7 }),
      devRow({ location: 'Enkanini, khayelitsha', municipality: 'City of Cape Town', victims_killed: null }),
      devRow({ location: 'Site C, Khayelitsha', victims_killed: 4 }),
      devRow({ location: 'Panorama', municipality: 'City of Cape Town', victims_killed: 2 }),
    ];
    expect(ask('Good day and God bless', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('Dear friends, "Rachel', rows)).toEqual({ kind: 'number', value: 11 });
  });

  it('takes the Western Cape arrest share over all its incidents, an unstated arrest counting as none', () => {
    const wc = (arrest_made: boolean | null) => devRow({ province: 'Western Cape', arrest_made });
    const rows = [
      wc(true),
      wc(true),
      wc(false),
      wc(null),
      devRow({ province: 'Gauteng', arrest_made: false }),
    ];
    expect(ask('Brothers and sisters', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('dates the latest Western Cape murder, attempted murder and other provinces left out', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['murder'], event_date: '2022-04-05' }),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'], event_date: '2024-01-01' }),
      devRow({ province: 'Western Cape', crimes: ['culpable homicide'], event_date: '2024-02-01' }),
      devRow({ province: 'Gauteng', crimes: ['murder'], event_date: '2025-01-01' }),
      devRow({
        province: 'Western Cape',
        crimes: ['murder'],
        event_date: null,
        published_date: '2025-05-05',
      }),
    ];
    expect(ask('Peace be with you', rows)).toEqual({ kind: 'date', value: '2022-04-05' });
  });

  it('lists a top 3 only without a tie at the top or down to fourth place', () => {
    const at = (province: string, n: number) => Array.from({ length: n }, () => devRow({ province }));
    const rows = [
      ...at('Gauteng', 4),
      ...at('KwaZulu-Natal', 3),
      ...at('Western Cape', 2),
      ...at('Eastern Cape', 1),
    ];
    expect(ask('#dataviz top 3', rows)).toEqual({
      kind: 'list',
      value: ['Gauteng', 'KwaZulu-Natal', 'Western Cape'],
    });
    expect(() => ask('#dataviz top 3', [...rows, devRow({ province: 'Eastern Cape' })])).toThrow(
      /no single top 3/,
    );
    const arrests = [
      b({ province: 'Mpumalanga', num_suspects_arrested: 19 }),
      b({ province: 'North West', num_suspects_arrested: 12 }),
      b({ province: 'North West', num_suspects_arrested: null }),
      b({ province: 'Northern Cape', num_suspects_arrested: 9 }),
      b({ province: 'Free State', num_suspects_arrested: 2 }),
      b({ province: 'Free State', num_suspects_arrested: 2 }),
    ];
    expect(ask('top 3 provs', arrests)).toEqual({
      kind: 'list',
      value: ['Mpumalanga', 'North West', 'Northern Cape'],
    });
  });

  it('ranks years and months by stated killed per event date, the undated and unstated left out', () => {
    const rows = [
      devRow({ event_date: '2022-07-09', victims_killed: 4 }),
      devRow({ event_date: '2022-11-05', victims_killed: 6 }),
      devRow({ event_date: '2023-06-03', victims_killed: 7 }),
      devRow({ event_date: '2023-06-04', victims_killed: null, num_victims: 30 }),
      devRow({ event_date: null, published_date: '2023-01-01', victims_killed: 9 }),
    ];
    expect(ask('per-year series', rows)).toEqual({ kind: 'text', value: '2022' });
    const months = rows.map((r) => ({ ...r, notebook: 'b' as const }));
    expect(ask('ppl killed by mnth', months)).toEqual({ kind: 'text', value: 'June' });
  });

  it('measures the yoy drop in incidents by event year, and refuses a rise', () => {
    const dated = (event_date: string | null) => devRow({ event_date, published_date: '2020-06-01' });
    const rows = [
      ...['2019-01-10', '2019-05-13', '2019-06-12', '2019-12-29'].map(dated),
      dated('2020-03-08'),
      dated(null),
    ];
    expect(ask('yoy drop in incident count', rows)).toEqual({ kind: 'number', value: 75 });
    const rise = [...rows, ...['2020-04-01', '2020-05-01', '2020-06-01'].map(dated)];
    expect(() => ask('yoy drop in incident count', rise)).toThrow(/no fall/);
  });

  it('counts vehicle crimes Mon-Fri by event date, a weekend or undated one left out', () => {
    const rows = [
      b({ crimes: ['truck hijacking'], event_date: '2022-09-29' }), // Thursday
      b({ crimes: ['vehicle theft', 'stock theft'], event_date: '2023-03-20' }), // Monday
      b({ crimes: ['carjacking'], event_date: '2022-08-06' }), // Saturday
      b({ crimes: ['carjacking', 'murder'], event_date: null, published_date: '2022-08-08' }),
      b({ crimes: ['cash-in-transit robbery'], event_date: '2023-11-24' }), // Friday
    ];
    expect(ask('How many of the vehicle crimes', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('asks about Mpumalanga truck hijackings from 1 January 2023 on', () => {
    const truck = (event_date: string | null, province = 'Mpumalanga') =>
      b({ crimes: ['truck hijacking'], event_date, province });
    expect(
      ask('Any truck hijacking', [truck('2022-12-31'), truck(null), truck('2024-01-01', 'Gauteng')]),
    ).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Any truck hijacking', [truck('2023-01-01')])).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('compares murders alone, not attempted murder, and refuses a reversed comparison', () => {
    const rows = [
      b({ province: 'Free State', crimes: ['murder'] }),
      b({ province: 'Free State', crimes: ['murder', 'house robbery'] }),
      b({ province: 'Free State', crimes: ['attempted murder'] }),
      b({ province: 'Northern Cape', crimes: ['murder'] }),
    ];
    expect(ask('Shalom.', rows)).toEqual({ kind: 'number', value: 1 });
    const reversed = [...rows, b({ province: 'Northern Cape', crimes: ['murder'] })];
    expect(() => ask('Shalom.', reversed)).toThrow(/does not have more/);
  });
});
