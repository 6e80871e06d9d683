import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH183_QUESTIONS } from './fresh183-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-eighty-third fresh question set (blind)', FRESH183_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH183_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH183_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-eighty-third fresh set reads the ground truth as its header says', () => {
  it("takes KZN's share of murders over murder rows alone, attempted murder not counted", () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['culpable homicide'] }),
      devRow({ province: 'Gauteng', crimes: ['murder', 'house robbery'] }),
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'KwaZulu-Natal', crimes: ['murder'] }),
    ];
    expect(ask('For a portfolio committee brief', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('ranks KZN municipalities by the stated killed, other provinces and unknown municipalities left out', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', municipality: 'eThekwini', victims_killed: 2 }),
      devRow({ province: 'KwaZulu-Natal', municipality: 'eThekwini', victims_killed: null }),
      devRow({ province: 'KwaZulu-Natal', municipality: 'Msunduzi', victims_killed: 3 }),
      devRow({ province: 'KwaZulu-Natal', municipality: null, victims_killed: 9 }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town', victims_killed: 8 }),
    ];
    expect(ask('Which KZN municipality', rows)).toEqual({ kind: 'text', value: ['Msunduzi', 'Msunduzi'] });
    const tied = [
      ...rows,
      devRow({ province: 'KwaZulu-Natal', municipality: 'eThekwini', victims_killed: 1 }),
    ];
    expect(() => ask('Which KZN municipality', tied)).toThrow(/no single leader/);
  });

  it('compares people killed in KZN and the Western Cape by stated figures, refusing a reversed gap', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 7 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: null, num_victims: 4 }),
      devRow({ province: 'Western Cape', victims_killed: 3 }),
      devRow({ province: 'Gauteng', victims_killed: 10 }),
    ];
    expect(ask('How many more people were killed in KZN', rows)).toEqual({ kind: 'number', value: 4 });
    const reversed = [...rows, devRow({ province: 'Western Cape', victims_killed: 5 })];
    expect(() => ask('How many more people were killed in KZN', reversed)).toThrow(/does not have more/);
  });

  it('dates the uMgungundlovu district by its local municipalities and the event date alone', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', municipality: 'Msunduzi', event_date: '2022-07-09' }),
      devRow({ province: 'KwaZulu-Natal', municipality: 'uMngeni', event_date: '2019-01-10' }),
      devRow({
        province: 'KwaZulu-Natal',
        municipality: 'uMshwathi',
        event_date: null,
        published_date: '2024-05-01',
      }),
      devRow({ province: 'KwaZulu-Natal', municipality: 'eThekwini', event_date: '2024-02-05' }),
    ];
    expect(ask('When did the most recent incident in the uMgungundlovu', rows)).toEqual({
      kind: 'date',
      value: '2022-07-09',
    });
  });

  it('counts robberies of any type on Friday to Sunday by event date, hijackings and the undated left out', () => {
    const rows = [
      devRow({ crimes: ['house robbery'], event_date: '2024-01-05' }), // Friday
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['robbery'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['armed robbery'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['carjacking'], event_date: '2024-01-06' }),
      devRow({ crimes: ['business robbery'], event_date: null, published_date: '2024-01-06' }),
    ];
    expect(ask('Robberies (any type incl. CIT)', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('ranks weekdays over robberies and truck or car hijackings together', () => {
    const rows = [
      devRow({ crimes: ['truck hijacking'], event_date: '2024-01-03' }), // Wednesday
      devRow({ crimes: ['carjacking'], event_date: '2024-01-10' }), // Wednesday
      devRow({ crimes: ['house robbery'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder'], event_date: '2024-01-13' }), // Saturday, not a robbery
      devRow({ crimes: ['murder'], event_date: '2024-01-20' }), // Saturday, not a robbery
    ];
    expect(ask('Which day of the week', rows)).toEqual({ kind: 'text', value: 'Wednesday' });
  });

  it('finds a tourist spot by the words of the location, whatever the crime; a reserve or park is no airport', () => {
    const rows = [
      devRow({ location: 'Hluhluwe Imfolozi Game Reserve', crimes: ['poaching'] }),
      devRow({ location: 'Cape Town International Airport', crimes: ['truck hijacking'] }),
      devRow({ location: 'Kruger National Park', crimes: ['theft'] }),
      devRow({ location: 'Park Road police station, Bloemfontein', crimes: ['rape'] }),
      devRow({ location: 'Hout Bay', crimes: ['poaching'] }),
    ];
    expect(ask('How many incidents took place at tourist spots', rows)).toEqual({ kind: 'number', value: 3 });
    const b = rows.map((r) => ({ ...r, notebook: 'b' as const }));
    expect(ask('Any robbery or hijacking at a game reserve', b)).toEqual({ kind: 'text', value: 'No' });
    const robbed = [
      ...b,
      devRow({ notebook: 'b', location: 'game reserve, Thabazimbi', crimes: ['armed robbery'] }),
    ];
    expect(ask('Any robbery or hijacking at a game reserve', robbed)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('dates the latest hijacking over truck hijackings too', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], event_date: '2021-11-17' }),
      devRow({ crimes: ['truck hijacking'], event_date: '2025-04-23' }),
      devRow({ crimes: ['carjacking'], event_date: null, published_date: '2026-01-01' }),
      devRow({ crimes: ['armed robbery'], event_date: '2025-09-01' }),
    ];
    expect(ask('Date of the latest hijacking', rows)).toEqual({ kind: 'date', value: '2025-04-23' });
  });

  it("computes the trainee's figure afresh, whatever figure she brings", () => {
    const rows = [
      devRow({ crimes: ['kidnapping', 'extortion'] }),
      devRow({ crimes: ['carjacking', 'kidnapping'] }),
      devRow({ crimes: ['extortion'] }),
    ];
    expect(ask('I counted 12 kidnaping', rows)).toEqual({ kind: 'number', value: 2 });
    const dated = [
      devRow({ event_date: '2014-10-26' }),
      devRow({ event_date: '2014-07-22' }),
      devRow({ event_date: null, published_date: '2010-01-01' }),
    ];
    expect(ask('Earliest incident date', dated)).toEqual({ kind: 'date', value: '2014-07-22' });
  });

  it('takes "no arrest" as a stated false, for Eastern Cape murders only', () => {
    const unstated = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'], arrest_made: null }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'], arrest_made: false }),
      devRow({ province: 'Western Cape', crimes: ['murder'], arrest_made: false }),
    ];
    expect(ask('Did any of the Eastern Cape murders', unstated)).toEqual({ kind: 'text', value: 'No' });
    const none = [...unstated, devRow({ province: 'Eastern Cape', crimes: ['murder'], arrest_made: false })];
    expect(ask('Did any of the Eastern Cape murders', none)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the arrest share over all rows, an unstated arrest counting as none', () => {
    const rows = [
      devRow({ notebook: 'b', arrest_made: true }),
      devRow({ notebook: 'b', arrest_made: true }),
      devRow({ notebook: 'b', arrest_made: true }),
      devRow({ notebook: 'b', arrest_made: false }),
      devRow({ notebook: 'b', arrest_made: null }),
      devRow({ notebook: 'b', arrest_made: null }),
      devRow({ notebook: 'b', arrest_made: false }),
      devRow({ notebook: 'b', arrest_made: true }),
    ];
    expect(ask('What percentage of the incidents', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('ranks robbery months without hijackings or undated robberies, and counts weekend robberies and hijackings', () => {
    const b = (crime: string, event_date: string | null) =>
      devRow({ notebook: 'b', crimes: [crime], event_date, published_date: '2024-03-02' });
    const rows = [
      b('armed robbery', '2022-07-15'), // Friday
      b('robbery', '2023-07-30'), // Sunday
      b('carjacking', '2022-08-06'), // Saturday
      b('truck hijacking', '2022-08-07'), // Sunday
      b('business robbery', '2025-08-23'), // Saturday
      b('house robbery', null),
    ];
    expect(ask('Which month (all yrs combined)', rows)).toEqual({ kind: 'text', value: 'July' });
    expect(ask('Robberies + hijackings on weekends', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('averages every stated suspect age, one per suspect, to the nearest year', () => {
    const rows = [
      devRow({ notebook: 'b', suspect_ages: [20, 30, 31] }),
      devRow({ notebook: 'b', suspect_ages: null, num_suspects_arrested: 4 }),
      devRow({ notebook: 'b', suspect_ages: [] }),
      devRow({ notebook: 'b', suspect_ages: [60] }),
    ];
    expect(ask('average age of the suspects', rows)).toEqual({ kind: 'number', value: 35 });
  });

  it('counts incidents of 2023 by event date, never by publication', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2023-01-05', published_date: '2023-01-06' }),
      devRow({ notebook: 'b', event_date: '2023-12-31', published_date: '2024-01-02' }),
      devRow({ notebook: 'b', event_date: '2022-12-30', published_date: '2023-01-03' }),
      devRow({ notebook: 'b', event_date: null, published_date: '2023-06-01' }),
    ];
    expect(ask('How many incidents happened in 2023', rows)).toEqual({ kind: 'number', value: 2 });
  });
});
