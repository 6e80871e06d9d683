import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH85_QUESTIONS } from './fresh85-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The eighty-fifth fresh question set (blind)', FRESH85_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH85_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH85_QUESTIONS, matching[0]?.question ?? '', rows);
}

/** An invented row of notebook `b`. */
const bRow = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the eighty-fifth fresh set reads the ground truth as its header says', () => {
  it('counts car and truck hijackings once each, but no armed robbery', () => {
    const rows = [
      devRow({ crimes: ['carjacking', 'kidnapping'] }),
      devRow({ crimes: ['truck hijacking'] }),
      devRow({ crimes: ['carjacking', 'truck hijacking'] }),
      devRow({ crimes: ['armed robbery'] }),
      bRow({ crimes: ['carjacking'] }),
    ];
    expect(ask('mangani hijackings', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('finds Khayelitsha by the word in the location, in any case, and sums only the stated killed', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', victims_killed: 7 }),
      devRow({ location: 'Enkanini, KHAYELITSHA', victims_killed: null }),
      devRow({ location: 'khayelitsha', victims_killed: 2 }),
      devRow({ location: 'Mitchells Plain', municipality: 'City of Cape Town', victims_killed: 5 }),
    ];
    expect(ask('Khayelitsha side', rows)).toEqual({ kind: 'number', value: 9 });
  });

  it('ranks municipalities by people killed, not by cases, skipping unknown municipalities and refusing a tie', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', victims_killed: 7 }),
      devRow({ municipality: 'eThekwini', victims_killed: 2 }),
      devRow({ municipality: 'eThekwini', victims_killed: 1 }),
      devRow({ municipality: 'eThekwini', victims_killed: null }),
      devRow({ municipality: null, victims_killed: 20 }),
    ];
    expect(ask('which municipality has most kuuraya', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
    const tied = [...rows, devRow({ municipality: 'eThekwini', victims_killed: 4 })];
    expect(() => ask('which municipality has most kuuraya', tied)).toThrow(/no single leader/);
  });

  it('takes the academic year as February to November of any year, by event date alone', () => {
    const kidnapping = (event_date: string | null) =>
      devRow({ crimes: ['kidnapping'], event_date, published_date: '2021-05-01' });
    const rows = [
      kidnapping('2019-02-01'),
      kidnapping('2021-11-30'),
      kidnapping('2020-01-31'),
      kidnapping('2020-12-01'),
      kidnapping(null),
      devRow({ crimes: ['murder'], event_date: '2020-05-05' }),
    ];
    expect(ask("Hi, I'm on the SRC", rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the weekend share over murder rows only, an undated murder staying in the whole', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['murder'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-13' }), // published on a Saturday
      devRow({ crimes: ['murder'], event_date: '2024-01-09' }), // Tuesday
      devRow({ crimes: ['murder'], event_date: '2024-01-10' }), // Wednesday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-13' }), // Saturday, not a murder
    ];
    expect(ask('What % of the murder cases', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('dates the latest rape by event date, never by publication, leaving sexual assault out', () => {
    const rows = [
      devRow({ crimes: ['rape'], event_date: '2022-03-11', published_date: '2022-03-15' }),
      devRow({ crimes: ['rape'], event_date: null, published_date: '2025-01-01' }),
      devRow({ crimes: ['sexual assault'], event_date: '2024-02-01' }),
    ];
    expect(ask('when was the most recent rape', rows)).toEqual({ kind: 'date', value: '2022-03-11' });
  });

  it('counts Q2 as April to June of any year, for business robbery or CIT only', () => {
    const rows = [
      devRow({ crimes: ['business robbery'], event_date: '2023-04-01' }),
      devRow({ crimes: ['cash-in-transit robbery', 'business robbery'], event_date: '2018-06-30' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2019-07-01' }),
      devRow({ crimes: ['house robbery'], event_date: '2020-05-01' }),
      devRow({ crimes: ['business robbery'], event_date: null, published_date: '2020-05-01' }),
    ];
    expect(ask('Q2 exposure', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks CIT heists by stated injured only and names the winner by its own place words', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], location: 'R551 road, Midvaal', victims_injured: 0 }),
      devRow({ crimes: ['cash-in-transit robbery'], location: 'Macleantown', victims_injured: 3 }),
      devRow({ crimes: ['cash-in-transit robbery'], location: 'Babanango', victims_injured: null }),
      devRow({ crimes: ['business robbery'], location: 'Sandton', victims_injured: 9 }),
    ];
    expect(ask('Largest single CIT heist', rows)).toEqual({ kind: 'text', value: ['Macleantown'] });
  });

  it('measures the YoY rise in robberies without hijackings or undated rows, and refuses a fall', () => {
    const rows = [
      devRow({ crimes: ['business robbery'], event_date: '2023-06-18' }),
      devRow({ crimes: ['carjacking'], event_date: '2023-03-01' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2024-07-29' }),
      devRow({ crimes: ['armed robbery'], event_date: '2024-07-10' }),
      devRow({ crimes: ['robbery'], event_date: '2024-01-02' }),
      devRow({ crimes: ['truck hijacking'], event_date: '2024-04-23' }),
      devRow({ crimes: ['house robbery'], event_date: null, published_date: '2023-05-01' }),
    ];
    expect(ask('YoY', rows)).toEqual({ kind: 'number', value: 200 });
    const fall = [
      devRow({ crimes: ['robbery'], event_date: '2023-01-01' }),
      devRow({ crimes: ['robbery'], event_date: '2023-02-01' }),
      devRow({ crimes: ['robbery'], event_date: '2024-01-01' }),
    ];
    expect(() => ask('YoY', fall)).toThrow(/no rise/);
  });

  it('includes both end years of "2020 through 2024" and sums only stated arrests', () => {
    const heist = (event_date: string, num_suspects_arrested: number | null) =>
      devRow({ crimes: ['cash-in-transit robbery'], event_date, num_suspects_arrested });
    const rows = [
      heist('2020-01-01', 3),
      heist('2024-12-31', 4),
      heist('2019-12-31', 5),
      heist('2025-01-01', 6),
      heist('2022-06-01', null),
      devRow({ crimes: ['house robbery'], event_date: '2022-06-01', num_suspects_arrested: 8 }),
    ];
    expect(ask('Total suspects arrested in CIT', rows)).toEqual({ kind: 'number', value: 7 });
  });

  it('takes "nobody arrested" as a stated false, and car hijacking as carjacking alone', () => {
    const unstated = [
      bRow({ crimes: ['carjacking'], province: 'Mpumalanga', arrest_made: null }),
      bRow({ crimes: ['truck hijacking'], province: 'Mpumalanga', arrest_made: false }),
      bRow({ crimes: ['carjacking'], province: 'Limpopo', arrest_made: false }),
    ];
    expect(ask('car hijacking in Mpumalanga', unstated)).toEqual({ kind: 'text', value: 'No' });
    const none = [...unstated, bRow({ crimes: ['carjacking'], province: 'Mpumalanga', arrest_made: false })];
    expect(ask('car hijacking in Mpumalanga', none)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('ranks provinces by stated male suspects, arrested or not', () => {
    const rows = [
      bRow({ province: 'North West', suspects_male: 11, num_suspects_arrested: 1 }),
      bRow({ province: 'Northern Cape', suspects_male: 4, num_suspects_arrested: 12 }),
      bRow({ province: 'Northern Cape', suspects_male: null, suspects_female: 9 }),
      bRow({ province: 'Northern Cape', suspects_male: 6 }),
    ];
    expect(ask('which province got the most varume', rows)).toEqual({ kind: 'text', value: 'North West' });
  });

  it('takes the female share of rape victims over the stated sexes of rape rows only', () => {
    const rows = [
      bRow({ crimes: ['rape'], victims_female: 3, victims_male: 0 }),
      bRow({ crimes: ['rape', 'kidnapping'], victims_female: 5, victims_male: 1 }),
      bRow({ crimes: ['rape'], num_victims: 2, victims_female: null, victims_male: null }),
      bRow({ crimes: ['sexual assault'], victims_female: 0, victims_male: 5 }),
      bRow({ crimes: ['murder'], victims_female: 0, victims_male: 3 }),
    ];
    expect(ask('Of the rape victims', rows)).toEqual({ kind: 'number', value: 89 });
  });

  it('ranks robbery incidents of any type by stated victims, hijackings left out', () => {
    const rows = [
      bRow({ crimes: ['murder', 'armed robbery'], location: 'Lismor farm, near Kestell', num_victims: 7 }),
      bRow({ crimes: ['cash-in-transit robbery'], location: 'Tlhabane', num_victims: 3 }),
      bRow({ crimes: ['business robbery'], location: 'De-Wildt', num_victims: null }),
      bRow({ crimes: ['carjacking'], location: 'Mhala', num_victims: 12 }),
      bRow({ crimes: ['truck hijacking'], location: 'Carolina', num_victims: 10 }),
    ];
    expect(ask('Which single robbery incident', rows)).toEqual({
      kind: 'text',
      value: ['Lismor farm', 'Kestell'],
    });
  });

  it('counts how many fewer robberies 2024 had than 2023, and refuses it when 2024 has more', () => {
    const robbery = (crime: string, event_date: string | null) =>
      bRow({ crimes: [crime], event_date, published_date: '2024-06-01' });
    const rows = [
      robbery('cash-in-transit robbery', '2023-11-25'),
      robbery('armed robbery', '2023-01-05'),
      robbery('robbery', '2023-07-30'),
      robbery('carjacking', '2024-02-01'),
      robbery('house robbery', '2024-04-25'),
      robbery('business robbery', null),
    ];
    expect(ask('How many fewer robbery-type', rows)).toEqual({ kind: 'number', value: 2 });
    const more = [...rows, robbery('robbery', '2024-05-01'), robbery('robbery', '2024-05-02')];
    expect(() => ask('How many fewer robbery-type', more)).toThrow(/does not have more/);
  });
});
