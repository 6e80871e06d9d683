import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH189_QUESTIONS, median, percentRise } from './fresh189-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-eighty-ninth fresh question set (blind)', FRESH189_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH189_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH189_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the hundred-and-eighty-ninth fresh set reads the ground truth as its header says', () => {
  it('takes hijackings as car or truck hijackings, once per incident, in Gauteng only', () => {
    const rows = [
      devRow({ crimes: ['carjacking', 'kidnapping'] }),
      devRow({ crimes: ['truck hijacking'] }),
      devRow({ crimes: ['carjacking', 'truck hijacking'] }),
      devRow({ crimes: ['armed robbery'] }),
      devRow({ crimes: ['vehicle theft'] }),
      devRow({ crimes: ['carjacking'], province: 'KwaZulu-Natal' }),
    ];
    expect(ask('Hijackings in Gauteng', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('finds a township by its name in the location, in any case, and not by a suburb of another', () => {
    const none = [devRow({ location: 'Meadowlands' }), devRow({ location: 'Vosloorus' })];
    expect(ask('Quick one from our CPF', none)).toEqual({ kind: 'text', value: 'No' });
    const alex = [...none, devRow({ location: 'near the taxi rank, ALEXANDRA' })];
    expect(ask('Quick one from our CPF', alex)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('ranks Gauteng police stations, skipping rows without one and other provinces, and refuses a tie', () => {
    const rows = [
      devRow({ police_station: 'Hillbrow' }),
      devRow({ police_station: 'Hillbrow' }),
      devRow({ police_station: 'Tembisa' }),
      devRow({ police_station: null }),
      devRow({ police_station: null }),
      devRow({ police_station: null }),
      devRow({ police_station: 'Umlazi', province: 'KwaZulu-Natal' }),
      devRow({ police_station: 'Umlazi', province: 'KwaZulu-Natal' }),
      devRow({ police_station: 'Umlazi', province: 'KwaZulu-Natal' }),
    ];
    expect(ask('For patrol planning', rows)).toEqual({ kind: 'text', value: 'Hillbrow' });
    expect(() => ask('For patrol planning', [...rows, devRow({ police_station: 'Tembisa' })])).toThrow(
      /no single leader/,
    );
  });

  it('dates the earliest Gauteng house robbery by event date, the undated and other crimes left out', () => {
    const rows = [
      devRow({ crimes: ['house robbery'], event_date: '2019-05-01', published_date: '2019-05-02' }),
      devRow({ crimes: ['house robbery'], event_date: null, published_date: '2012-01-01' }),
      devRow({ crimes: ['armed robbery'], event_date: '2015-01-01' }),
      devRow({ crimes: ['house robbery'], event_date: '2016-01-01', province: 'Western Cape' }),
      devRow({ crimes: ['house robbery', 'murder'], event_date: '2018-02-03', published_date: '2018-02-09' }),
    ];
    expect(ask('When was the earliest house robbry', rows)).toEqual({ kind: 'date', value: '2018-02-03' });
  });

  it('measures the rise from 2021 to 2022 over dated incidents by event year, a fall being an error', () => {
    const rows = [
      devRow({ event_date: '2021-03-01' }),
      devRow({ event_date: '2021-12-31' }),
      devRow({ event_date: '2022-01-01' }),
      devRow({ event_date: '2022-06-01' }),
      devRow({ event_date: '2022-07-01' }),
      devRow({ event_date: null, published_date: '2022-02-01' }),
    ];
    expect(ask('Counting only incidents with a known event date', rows)).toEqual({
      kind: 'number',
      value: 50,
    });
    expect(() => percentRise(3, 2)).toThrow(/no rise/);
    expect(() => ask('Counting only incidents with a known event date', rows.slice(0, 3))).toThrow(/no rise/);
  });

  it('takes the KwaZulu-Natal share of the killed over all stated killed, to one decimal', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 1 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: null, num_victims: 9 }),
      devRow({ province: 'Gauteng', victims_killed: 2 }),
      devRow({ province: 'Eastern Cape', victims_killed: null }),
    ];
    expect(ask('Taking as the base all persons recorded as killed', rows)).toEqual({
      kind: 'number',
      value: 33.3,
    });
  });

  it('ranks weekdays by people killed, leaving out undated rows and unstated figures', () => {
    const rows = [
      devRow({ event_date: '2024-01-06', victims_killed: 3 }), // Saturday
      devRow({ event_date: '2024-01-08', victims_killed: 1 }), // Monday
      devRow({ event_date: '2024-01-15', victims_killed: 1 }), // Monday
      devRow({ event_date: '2024-01-22', victims_killed: null }), // Monday, unstated
      devRow({ event_date: null, published_date: '2024-01-08', victims_killed: 5 }),
      devRow({ event_date: '2024-01-10', victims_killed: 1 }), // Wednesday
    ];
    expect(ask('Looking at the distribution of fatalities', rows)).toEqual({
      kind: 'text',
      value: 'Saturday',
    });
    expect(() =>
      ask('Looking at the distribution of fatalities', [
        ...rows,
        devRow({ event_date: '2024-01-01', victims_killed: 1 }),
      ]),
    ).toThrow(/no single leader/);
  });

  it('counts dipolao as murder cases alone, not attempted murder or culpable homicide', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['culpable homicide'], victims_killed: 3 }),
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
    ];
    expect(ask('Dumela. Dipolao', rows)).toEqual({ kind: 'number', value: 2 });
    const fs = [
      b({ province: 'Free State', crimes: ['murder'] }),
      b({ province: 'Free State', crimes: ['attempted murder'] }),
      b({ province: 'North West', crimes: ['murder'] }),
    ];
    expect(ask('Na dipolao tsa Foreisetata', fs)).toEqual({ kind: 'text', value: 'No' });
    expect(
      ask('Na dipolao tsa Foreisetata', [...fs, b({ province: 'Free State', crimes: ['murder'] })]),
    ).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('names the incident with the most stated injured by its own place, unstated figures left out', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', victims_injured: 4 }),
      devRow({ location: 'Site C, Khayelitsha', victims_injured: 2 }),
      devRow({ location: 'Sweetwaters', victims_injured: null, num_victims: 12 }),
    ];
    expect(ask('Ke kopa ho tseba', rows)).toEqual({ kind: 'text', value: ['Site B'] });
  });

  it('takes the missing event dates over all rows as the base', () => {
    const rows = [
      b({ event_date: null, published_date: '2024-01-01' }),
      b({ event_date: '2023-01-01' }),
      b({ event_date: '2023-02-01' }),
      b({ event_date: '2023-03-01' }),
      b({ event_date: '2023-04-01' }),
      b({ event_date: '2023-05-01' }),
      b({ event_date: '2023-06-01' }),
    ];
    expect(ask('What proportion of incident records lack', rows)).toEqual({ kind: 'number', value: 14 });
  });

  it('takes the median suspect age over one age per suspect, averaging the middle two of an even count', () => {
    const rows = [b({ suspect_ages: [40, 20] }), b({ suspect_ages: null }), b({ suspect_ages: [30, 35] })];
    expect(ask('What is the median age', rows)).toEqual({ kind: 'number', value: 32.5 });
    expect(median([50, 19, 33])).toBe(33);
  });

  it('takes the acquaintance share over the rows with a stated relationship, partners and family not counting', () => {
    const rows = [
      b({ relationship: 'acquaintance' }),
      b({ relationship: 'partner' }),
      b({ relationship: 'family' }),
      b({ relationship: 'stranger' }),
      b({ relationship: null }),
      b({}),
    ];
    expect(ask('Among incidents where the relationship', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('counts house robberies and hijackings on a Saturday or Sunday of the event date only', () => {
    const weekday = [
      b({ crimes: ['house robbery'], event_date: '2024-01-08' }), // Monday
      b({ crimes: ['carjacking'], event_date: null, published_date: '2024-01-06' }), // published on a Saturday
      b({ crimes: ['business robbery'], event_date: '2024-01-07' }), // Sunday, not asked about
    ];
    expect(ask('Did any house robbery or hijacking', weekday)).toEqual({ kind: 'text', value: 'No' });
    const sunday = [...weekday, b({ crimes: ['truck hijacking'], event_date: '2024-01-07' })];
    expect(ask('Did any house robbery or hijacking', sunday)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes Bloemfontein to include a place near it, dated by event date', () => {
    const rows = [
      b({ location: 'Bloemfontein', event_date: '2023-01-05' }),
      b({ location: 'farm in Bloemspruit, near Bloemfontein', event_date: '2023-06-01' }),
      b({ location: 'Bloemfontein CBD', event_date: null, published_date: '2024-02-01' }),
      b({ location: 'Botshabelo', event_date: '2024-01-01' }),
    ];
    expect(ask('Ketsahalo ya ho qetela', rows)).toEqual({ kind: 'date', value: '2023-06-01' });
  });

  it('counts the rise in murder cases by event year and refuses a fall', () => {
    const rows = [
      b({ crimes: ['murder'], event_date: '2019-04-01' }),
      b({ crimes: ['murder'], event_date: '2020-04-01' }),
      b({ crimes: ['murder', 'robbery'], event_date: '2020-05-01' }),
      b({ crimes: ['attempted murder'], event_date: '2020-06-01' }),
      b({ crimes: ['murder'], event_date: null, published_date: '2020-07-01' }),
    ];
    expect(ask('Year on year, by how many', rows)).toEqual({ kind: 'number', value: 1 });
    expect(() => ask('Year on year, by how many', rows.slice(0, 2))).toThrow(/does not have more/);
  });

  it('ranks months by people killed, all years together, and sums only stated women victims in the Free State', () => {
    const rows = [
      b({ event_date: '2021-07-01', victims_killed: 1 }),
      b({ event_date: '2023-07-20', victims_killed: 2 }),
      b({ event_date: '2022-03-01', victims_killed: 2 }),
      b({ event_date: null, published_date: '2022-03-05', victims_killed: 4 }),
    ];
    expect(ask('Ke kgwedi efe', rows)).toEqual({ kind: 'text', value: 'July' });
    const women = [
      b({ province: 'Free State', victims_female: 2, num_victims: 3 }),
      b({ province: 'Free State', victims_female: null, num_victims: 4 }),
      b({ province: 'Limpopo', victims_female: 5 }),
    ];
    expect(ask('Basadi ba bakae', women)).toEqual({ kind: 'number', value: 2 });
  });
});
