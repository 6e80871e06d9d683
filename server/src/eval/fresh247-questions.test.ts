import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH247_QUESTIONS } from './fresh247-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-forty-seventh fresh question set (blind)', FRESH247_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH247_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH247_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-forty-seventh fresh set reads the ground truth as its header says', () => {
  it('counts murders in the City of Cape Town municipality only, attempted murder and other notebooks left out', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', province: 'Western Cape', crimes: ['murder'] }),
      devRow({
        municipality: 'City of Cape Town',
        province: 'Western Cape',
        crimes: ['murder', 'attempted murder'],
      }),
      devRow({ municipality: 'City of Cape Town', province: 'Western Cape', crimes: ['attempted murder'] }),
      devRow({ municipality: 'Swartland', province: 'Western Cape', crimes: ['murder'] }),
      devRow({ municipality: null, province: 'Western Cape', location: 'Cape Town', crimes: ['murder'] }),
      devRow({ notebook: 'b', municipality: 'City of Cape Town', crimes: ['murder'] }),
    ];
    expect(ask('Ja nee, how many murders', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks weekdays by the people killed, by event date alone, never by publication, and refuses a tie', () => {
    const rows = [
      devRow({ event_date: '2024-01-03', victims_killed: 2 }), // Wednesday
      devRow({ event_date: '2024-01-10', victims_killed: 1 }), // Wednesday
      devRow({ event_date: '2024-01-06', victims_killed: 2 }), // Saturday
      devRow({ event_date: '2024-01-13', victims_killed: null, num_victims: 9 }), // Saturday, none stated
      devRow({ event_date: null, published_date: '2024-01-06', victims_killed: 5 }), // published on a Saturday
    ];
    expect(ask('Which day of the week', rows)).toEqual({ kind: 'text', value: 'Wednesday' });
    expect(() =>
      ask('Which day of the week', [...rows, devRow({ event_date: '2024-01-20', victims_killed: 1 })]),
    ).toThrow(/no single leader/);
    const months = [
      devRow({ notebook: 'b', event_date: '2020-07-26', victims_killed: 3 }),
      devRow({ notebook: 'b', event_date: '2023-12-03', victims_killed: 1 }),
      devRow({ notebook: 'b', event_date: '2022-12-03', victims_killed: 1 }),
      devRow({ notebook: 'b', event_date: '2022-12-04', victims_killed: 0 }),
      devRow({ event_date: '2022-12-05', victims_killed: 9 }),
    ];
    expect(ask('wich month', months)).toEqual({ kind: 'text', value: 'July' });
  });

  it('says a police victim only when one is stated above zero, in the province asked about', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_police: 0 }),
      devRow({ province: 'Eastern Cape', victims_police: null }),
      devRow({ province: 'Western Cape', victims_police: 6 }),
      devRow({ notebook: 'b', province: 'Eastern Cape', victims_police: 2 }),
    ];
    expect(ask('Eastern Cape - was any cop', rows)).toEqual({ kind: 'text', value: 'No' });
    const hurt = [...rows, devRow({ province: 'Eastern Cape', victims_police: 1 })];
    expect(ask('Eastern Cape - was any cop', hurt)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('averages the killed per murder over the stated figures only', () => {
    const rows = [
      devRow({ crimes: ['murder'], victims_killed: 1 }),
      devRow({ crimes: ['murder', 'attempted murder'], victims_killed: 4 }),
      devRow({ crimes: ['murder'], victims_killed: null }),
      devRow({ crimes: ['attempted murder'], victims_killed: 0 }),
    ];
    expect(ask('Among incidents classified as murder', rows)).toEqual({ kind: 'number', value: 2.5 });
  });

  it('takes the casualty burden as killed plus injured, an incident with neither stated adding nothing', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 2, victims_injured: null }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: null, victims_injured: null, num_victims: 10 }),
      devRow({ province: 'Gauteng', victims_killed: 1, victims_injured: 5 }),
      devRow({ notebook: 'b', province: 'KwaZulu-Natal', victims_killed: 9, victims_injured: 9 }),
    ];
    expect(ask('If we define the casualty burden', rows)).toEqual({ kind: 'number', value: 25 });
    const places = [
      devRow({ location: 'Site B, Khayelitsha', victims_killed: 7, victims_injured: 7 }),
      devRow({ location: 'Site C, Khayelitsha', victims_killed: 4, victims_injured: null }),
      devRow({ location: 'Sweetwaters', victims_killed: 4, victims_injured: 8 }),
      devRow({ location: 'Hout Bay', victims_killed: null, victims_injured: null, num_victims: 30 }),
    ];
    expect(ask('Which single incident carried', places)).toEqual({ kind: 'text', value: ['Site B'] });
  });

  it('takes the median of the stated victim counts, the mean of the two middle ones when even', () => {
    const rows = [
      devRow({ num_victims: 1 }),
      devRow({ num_victims: 2 }),
      devRow({ num_victims: 14 }),
      devRow({ num_victims: 1 }),
      devRow({ num_victims: null }),
      devRow({ num_victims: null }),
    ];
    expect(ask('What is the median number of victims', rows)).toEqual({ kind: 'number', value: 1.5 });
  });

  it('counts attempted murders in the inclusive window by event date, the undated and the boundaries right', () => {
    const attempt = (event_date: string | null) =>
      devRow({ crimes: ['attempted murder'], event_date, published_date: '2020-01-01' });
    const rows = [
      attempt('2019-01-01'),
      attempt('2023-12-31'),
      attempt('2018-12-31'),
      attempt('2024-01-01'),
      attempt(null),
      devRow({ crimes: ['murder'], event_date: '2020-05-05' }),
    ];
    expect(ask('How many incidents involving attempted murder', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('reads Durban as the eThekwini municipality and sums only the stated killed', () => {
    const rows = [
      devRow({ municipality: 'eThekwini', location: 'Glebelands Hostel, Umlazi', victims_killed: 7 }),
      devRow({ municipality: 'eThekwini', location: 'Sydney Road, Durban', victims_killed: null }),
      devRow({ municipality: 'eThekwini', location: 'Glenwood', victims_killed: 1 }),
      devRow({ municipality: 'Msunduzi', location: 'Sweetwaters', victims_killed: 4 }),
    ];
    expect(ask('how many peeple', rows)).toEqual({ kind: 'number', value: 8 });
  });

  it('says the stock thieves were caught every time only when every stock theft states an arrest', () => {
    const rows = [
      devRow({ crimes: ['stock theft'], arrest_made: true }),
      devRow({ crimes: ['theft'], arrest_made: false }),
    ];
    expect(ask('did the polise catch', rows)).toEqual({ kind: 'text', value: 'Yes' });
    const unstated = [...rows, devRow({ crimes: ['stock theft', 'other'], arrest_made: null })];
    expect(ask('did the polise catch', unstated)).toEqual({ kind: 'text', value: 'No' });
  });

  it('counts "got clean away" as a stated false arrest in North West or Limpopo only', () => {
    const b = (province: string, arrest_made: boolean | null) =>
      devRow({ notebook: 'b', province, arrest_made });
    const rows = [
      b('North West', false),
      b('Limpopo', false),
      b('Limpopo', null),
      b('North West', true),
      b('Free State', false),
      devRow({ province: 'North West', arrest_made: false }),
    ];
    expect(ask('North West and Limpopo together', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('reads "after 2022" as from 1 January 2023 on, and the earliest CIT by event date', () => {
    const kidnap = (event_date: string | null) =>
      devRow({
        notebook: 'b',
        province: 'Mpumalanga',
        crimes: ['kidnapping'],
        event_date,
        published_date: '2024-01-01',
      });
    expect(ask('Ja nee, any kidnapping', [kidnap('2022-12-31'), kidnap(null)])).toEqual({
      kind: 'text',
      value: 'No',
    });
    expect(ask('Ja nee, any kidnapping', [kidnap('2023-01-01')])).toEqual({ kind: 'text', value: 'Yes' });
    const cit = [
      devRow({ notebook: 'b', crimes: ['cash-in-transit robbery'], event_date: '2023-11-25' }),
      devRow({
        notebook: 'b',
        crimes: ['cash-in-transit robbery'],
        event_date: null,
        published_date: '2010-01-01',
      }),
      devRow({ notebook: 'b', crimes: ['business robbery'], event_date: '2015-01-01' }),
    ];
    expect(ask('When was the very first CIT', cit)).toEqual({ kind: 'date', value: '2023-11-25' });
  });

  it('takes the firearm share over the firearm incidents, and sums killed in the window by event date', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['illegal firearm possession', 'murder'] }),
      devRow({ notebook: 'b', crimes: ['illegal firearm possession', 'attempted murder'] }),
      devRow({ notebook: 'b', crimes: ['illegal firearm possession'] }),
      devRow({ notebook: 'b', crimes: ['illegal firearm possession', 'armed robbery'] }),
      devRow({ notebook: 'b', crimes: ['murder'] }),
    ];
    expect(ask('Of the incidents that include', rows)).toEqual({ kind: 'number', value: 25 });
    const killed = (event_date: string | null, victims_killed: number | null) =>
      devRow({ notebook: 'b', crimes: ['murder'], event_date, victims_killed, published_date: '2020-07-01' });
    const window = [
      killed('2020-06-01', 1),
      killed('2021-06-30', 2),
      killed('2020-05-31', 5),
      killed('2021-07-01', 5),
      killed(null, 5),
      killed('2020-12-01', null),
    ];
    expect(ask('How many people were killed in incidents dated', window)).toEqual({
      kind: 'number',
      value: 3,
    });
  });
});
