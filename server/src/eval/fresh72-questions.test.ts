import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { easterSunday, FRESH72_QUESTIONS } from './fresh72-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The seventy-second fresh question set (blind)', FRESH72_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH72_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH72_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the seventy-second fresh set reads the ground truth as its header says', () => {
  it('counts the Mother City by the municipality, not by a location that mentions Cape Town', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', location: 'Site B, Khayelitsha' }),
      devRow({ municipality: 'City of Cape Town', location: 'Hout Bay' }),
      devRow({ municipality: 'Stellenbosch', location: 'road to Cape Town' }),
      devRow({ municipality: null, location: 'Cape Town outskirts' }),
      devRow({ notebook: 'b', municipality: 'City of Cape Town' }),
    ];
    expect(ask('For our Mother City', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the December holidays as December or January of any year, by event date alone', () => {
    const rows = [
      devRow({ event_date: '2019-12-01' }),
      devRow({ event_date: '2021-01-31' }),
      devRow({ event_date: '2015-12-31' }),
      devRow({ event_date: '2020-02-01' }),
      devRow({ event_date: '2020-11-30' }),
      devRow({ event_date: null, published_date: '2020-12-20' }),
    ];
    expect(ask('How many incidents fell in the December holidays', rows)).toEqual({
      kind: 'number',
      value: 3,
    });
  });

  it('finds the Easter long weekend from Good Friday to Easter Monday of the incident year', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2019)).toBe('2019-04-21');
    expect(easterSunday(2025)).toBe('2025-04-20');
    const outside = [
      devRow({ event_date: '2024-03-28' }), // Maundy Thursday
      devRow({ event_date: '2024-04-02' }), // the Tuesday after
      devRow({ event_date: '2023-03-31' }), // Easter 2024's Sunday date, a year early
      devRow({ event_date: null, published_date: '2024-03-30' }),
    ];
    expect(ask('Did any of the incidents take place over an Easter', outside)).toEqual({
      kind: 'text',
      value: 'No',
    });
    for (const date of ['2024-03-29', '2024-04-01', '2019-04-19', '2025-04-21'])
      expect(
        ask('Did any of the incidents take place over an Easter', [devRow({ event_date: date })]),
      ).toEqual({
        kind: 'text',
        value: 'Yes',
      });
  });

  it('dates the Garden Route by its district municipalities, the undated left out', () => {
    const rows = [
      devRow({ municipality: 'George', event_date: '2021-05-01' }),
      devRow({ municipality: 'Knysna', event_date: '2023-02-01' }),
      devRow({ municipality: 'Mossel Bay', event_date: null, published_date: '2025-01-01' }),
      devRow({ municipality: 'City of Cape Town', event_date: '2024-06-01' }),
    ];
    expect(ask('When was the most recent incident anywhere', rows)).toEqual({
      kind: 'date',
      value: '2023-02-01',
    });
  });

  it('compares only eThekwini and Cape Town by people killed, and refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'eThekwini', victims_killed: 3 }),
      devRow({ municipality: 'eThekwini', victims_killed: null }),
      devRow({ municipality: 'City of Cape Town', victims_killed: 2 }),
      devRow({ municipality: 'Msunduzi', victims_killed: 9 }),
    ];
    expect(ask('Durban versus the Mother City', rows)).toEqual({
      kind: 'text',
      value: ['eThekwini', 'eThekwini'],
    });
    const tied = [...rows, devRow({ municipality: 'City of Cape Town', victims_killed: 1 })];
    expect(() => ask('Durban versus the Mother City', tied)).toThrow(/no single leader/);
  });

  it('sums the stated killed at any Khayelitsha location, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', victims_killed: 7 }),
      devRow({ location: 'Enkanini, KHAYELITSHA', victims_killed: null }),
      devRow({ location: 'Site C, Khayelitsha', victims_killed: 4 }),
      devRow({ location: 'Mitchells Plain', victims_killed: 5 }),
    ];
    expect(ask('eish you see that side', rows)).toEqual({ kind: 'number', value: 11 });
  });

  it('picks the attack with most injured among murders and attempted murders only', () => {
    const rows = [
      devRow({ location: 'Sweetwaters', crimes: ['murder'], victims_injured: 8 }),
      devRow({ location: 'Site B', crimes: ['attempted murder'], victims_injured: 7 }),
      devRow({ location: 'Macleantown', crimes: ['cash-in-transit robbery'], victims_injured: 20 }),
      devRow({ location: 'Tabankulu', crimes: ['murder'], victims_injured: null }),
    ];
    expect(ask('which place was it where the most people got hurt', rows)).toEqual({
      kind: 'text',
      value: ['Sweetwaters'],
    });
  });

  it('counts weekend murders by event date alone', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['murder'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-06' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-13' }), // published on a Saturday
    ];
    expect(ask('people at the rank say', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('answers the Glebelands arrest from the stated flag, and will not guess an unstated one', () => {
    const at = (arrest_made: boolean | null) => [
      devRow({ location: 'Glebelands Hostel, Umlazi', arrest_made }),
      devRow({ location: 'Umlazi', arrest_made: !arrest_made }),
    ];
    expect(ask('that Glebelands hostle', at(false))).toEqual({ kind: 'text', value: 'No' });
    expect(ask('that Glebelands hostle', at(true))).toEqual({ kind: 'text', value: 'Yes' });
    expect(() => ask('that Glebelands hostle', at(null))).toThrow(/not stated/);
  });

  it('takes the Western Cape no-arrest share over all its incidents, an unstated arrest not counting as none', () => {
    const rows = [
      devRow({ province: 'Western Cape', arrest_made: false }),
      devRow({ province: 'Western Cape', arrest_made: null }),
      devRow({ province: 'Western Cape', arrest_made: true }),
      devRow({ province: 'Western Cape', arrest_made: true }),
      devRow({ province: 'Gauteng', arrest_made: false }),
    ];
    expect(ask('The DA-run Western Cape', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it("takes the Eastern Cape's share of the notebook's stated killed", () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_killed: 3 }),
      devRow({ province: 'Eastern Cape', victims_killed: null }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: 6 }),
      devRow({ province: 'Gauteng', victims_killed: null }),
    ];
    expect(ask('What proportion of all the people killed', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('counts Mpumalanga car or truck hijackings, not robberies or other provinces', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['carjacking'] }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['truck hijacking', 'kidnapping'] }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['armed robbery'] }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['carjacking'] }),
    ];
    expect(ask('Self-drive visitors', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('compares summer and winter by event month in any year, and refuses a tie', () => {
    const dated = (event_date: string | null) =>
      devRow({ notebook: 'b', event_date, published_date: '2024-07-01' });
    const rows = [dated('2020-12-10'), dated('2021-02-28'), dated('2022-07-04'), dated(null), dated(null)];
    expect(ask('Were more incidents recorded in summer', rows)).toEqual({ kind: 'text', value: 'summer' });
    expect(() => ask('Were more incidents recorded in summer', [...rows, dated('2019-06-01')])).toThrow(
      /tie/,
    );
  });

  it('finds a woman suspect only in a robbery, not in a hijacking', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['carjacking'], suspects_female: 2 }),
      devRow({ notebook: 'b', crimes: ['business robbery'], suspects_female: 0 }),
      devRow({ notebook: 'b', crimes: ['house robbery'], suspects_female: null }),
    ];
    expect(ask('was there any lady suspects', rows)).toEqual({ kind: 'text', value: 'No' });
    const withWoman = [
      ...rows,
      devRow({ notebook: 'b', crimes: ['cash-in-transit robbery'], suspects_female: 1 }),
    ];
    expect(ask('was there any lady suspects', withWoman)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('finds the earliest poaching in a park or reserve by event date, not other poaching', () => {
    const rows = [
      devRow({
        notebook: 'b',
        location: 'Kruger National Park',
        crimes: ['poaching'],
        event_date: '2022-07-01',
      }),
      devRow({
        notebook: 'b',
        location: 'game reserve, Thabazimbi',
        crimes: ['poaching'],
        event_date: '2021-02-20',
      }),
      devRow({ notebook: 'b', location: 'Hout Bay', crimes: ['poaching'], event_date: '2016-10-19' }),
      devRow({
        notebook: 'b',
        location: 'Park Road, Bloemfontein',
        crimes: ['poaching'],
        event_date: '2015-01-01',
      }),
      devRow({
        notebook: 'b',
        location: 'Pilanesberg game reserve',
        crimes: ['theft'],
        event_date: '2014-01-01',
      }),
    ];
    expect(ask('When was the earliest poaching', rows)).toEqual({ kind: 'date', value: '2021-02-20' });
  });

  it('differences the killed in the Free State and Mpumalanga, and refuses a reversed comparison', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', victims_killed: 7 }),
      devRow({ notebook: 'b', province: 'Free State', victims_killed: null }),
      devRow({ notebook: 'b', province: 'Mpumalanga', victims_killed: 2 }),
    ];
    expect(ask('How many more people were killed', rows)).toEqual({ kind: 'number', value: 5 });
    const reversed = [...rows, devRow({ notebook: 'b', province: 'Mpumalanga', victims_killed: 6 })];
    expect(() => ask('How many more people were killed', reversed)).toThrow(/does not have more/);
  });

  it('differences the suspects arrested by event year, the undated left out', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2024-03-01', num_suspects_arrested: 19 }),
      devRow({ notebook: 'b', event_date: '2024-05-01', num_suspects_arrested: null }),
      devRow({ notebook: 'b', event_date: '2023-11-01', num_suspects_arrested: 4 }),
      devRow({ notebook: 'b', event_date: null, published_date: '2024-06-01', num_suspects_arrested: 10 }),
    ];
    expect(ask('How many more suspects were arrested', rows)).toEqual({ kind: 'number', value: 15 });
  });
});
