import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH186_QUESTIONS } from './fresh186-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-eighty-sixth fresh question set (blind)', FRESH186_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH186_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH186_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-eighty-sixth fresh set reads the ground truth as its header says', () => {
  it('finds Khayelitsha by the word in the location, in any case, and sums only the stated killed', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', crimes: ['murder'], victims_killed: 7 }),
      devRow({ location: 'KHAYELITSHA', crimes: ['murder'], victims_killed: 2 }),
      devRow({ location: 'Enkanini, Khayelitsha', crimes: ['drug possession'], victims_killed: null }),
      devRow({ location: 'Mitchells Plain', crimes: ['murder'], victims_killed: 5 }),
      devRow({ notebook: 'b', location: 'Site C, Khayelitsha', crimes: ['murder'], victims_killed: 4 }),
    ];
    expect(ask('Khayalitsha', rows)).toEqual({ kind: 'number', value: 9 });
  });

  it('names the CCT shooting with the most killed, leaving out non-shootings and places outside the metro', () => {
    const rows = [
      devRow({
        location: 'Site B, Khayelitsha',
        municipality: 'City of Cape Town',
        province: 'Western Cape',
        crimes: ['murder', 'attempted murder'],
        victims_killed: 5,
      }),
      devRow({
        location: 'Hanover Park',
        municipality: 'City of Cape Town',
        province: 'Western Cape',
        crimes: ['attempted murder'],
        victims_killed: 0,
      }),
      devRow({
        location: 'Site C, Khayelitsha',
        municipality: 'City of Cape Town',
        province: 'Western Cape',
        crimes: ['arson'],
        victims_killed: 9,
      }),
      devRow({
        location: 'Paarl East',
        municipality: 'Drakenstein',
        province: 'Western Cape',
        crimes: ['murder'],
        victims_killed: 8,
      }),
    ];
    expect(ask('Biggest mass shooting', rows)).toEqual({ kind: 'text', value: ['Site B'] });
  });

  it('finds Delft or Nyanga in the location or the police station, and says no when neither appears', () => {
    const none = [devRow({ location: 'Gugulethu', police_station: 'Gugulethu' })];
    expect(ask('Anything from Delft', none)).toEqual({ kind: 'text', value: 'No' });
    const byStation = [...none, devRow({ location: 'Browns Farm', police_station: 'Nyanga' })];
    expect(ask('Anything from Delft', byStation)).toEqual({ kind: 'text', value: 'Yes' });
    const byPlace = [...none, devRow({ location: 'The Hague, Delft', police_station: null })];
    expect(ask('Anything from Delft', byPlace)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it("takes the CCT metro's share of the Western Cape's incidents, not of the whole notebook", () => {
    const rows = [
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
      devRow({ province: 'Western Cape', municipality: 'Stellenbosch' }),
      devRow({ province: 'Western Cape', municipality: null }),
      devRow({ province: 'Gauteng', municipality: 'City of Johannesburg' }),
      devRow({ province: 'Gauteng', municipality: 'City of Johannesburg' }),
    ];
    expect(ask('What % of the WC incidents', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('counts moorde as murder alone, by the year of the event date', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2022-01-01' }),
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2022-12-31' }),
      devRow({ crimes: ['attempted murder'], event_date: '2022-06-01' }),
      devRow({ crimes: ['culpable homicide'], event_date: '2022-06-01' }),
      devRow({ crimes: ['murder'], event_date: '2021-12-31', published_date: '2022-01-03' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2022-05-05' }),
    ];
    expect(ask('Hoeveel moorde were in 2022', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks weekdays by people killed on the event date, the undated left out, and refuses a tie', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06', victims_killed: 3 }), // Saturday
      devRow({ crimes: ['murder'], event_date: '2024-01-08', victims_killed: 1 }), // Monday
      devRow({ crimes: ['murder'], event_date: '2024-01-15', victims_killed: 1 }), // Monday
      devRow({ crimes: ['murder'], event_date: '2024-01-22', victims_killed: null }), // Monday, unstated
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-08', victims_killed: 5 }),
    ];
    expect(ask('Op watter day of the week', rows)).toEqual({ kind: 'text', value: 'Saturday' });
    const tied = [...rows, devRow({ crimes: ['murder'], event_date: '2024-01-29', victims_killed: 1 })];
    expect(() => ask('Op watter day of the week', tied)).toThrow(/no single leader/);
  });

  it('counts child victims in the Western Cape only from the stated figure, and women and girls together', () => {
    const rows = [
      devRow({ province: 'Western Cape', num_victims: 4, victims_children: 3, victims_female: 2 }),
      devRow({ province: 'Western Cape', num_victims: 2, victims_children: null, victims_female: null }),
      devRow({ province: 'Western Cape', num_victims: 1, victims_children: 0, victims_female: 1 }),
      devRow({ province: 'Gauteng', num_victims: 1, victims_children: 1, victims_female: 1 }),
    ];
    expect(ask('How many victims in the Western Cape', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('Across all the incidents', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('says every rape was of a child only when each rape states a child victim, and needs a rape to judge', () => {
    const children = [
      devRow({ crimes: ['rape'], victims_children: 1 }),
      devRow({ crimes: ['rape', 'kidnapping'], victims_children: 2 }),
      devRow({ crimes: ['murder'], victims_children: 0 }),
    ];
    expect(ask('Was every rape case', children)).toEqual({ kind: 'text', value: 'Yes' });
    const unstated = [...children, devRow({ crimes: ['rape'], victims_children: null })];
    expect(ask('Was every rape case', unstated)).toEqual({ kind: 'text', value: 'No' });
    expect(() => ask('Was every rape case', [devRow({ crimes: ['murder'] })])).toThrow(/no rape/);
  });

  it('dates the latest child victim by event date, leaving out unstated, zero and undated rows', () => {
    const rows = [
      devRow({ event_date: '2021-04-01', victims_children: 1 }),
      devRow({ event_date: '2023-09-01', victims_children: 0 }),
      devRow({ event_date: '2024-02-01', victims_children: null }),
      devRow({ event_date: null, published_date: '2025-01-01', victims_children: 2 }),
    ];
    expect(ask('On what date did the most recent', rows)).toEqual({ kind: 'date', value: '2021-04-01' });
  });

  it('takes the share of rapes with a child victim over the rape cases alone, and dates the earliest by event date', () => {
    const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });
    const rows = [
      b({ crimes: ['rape'], victims_children: 1, event_date: '2019-05-01' }),
      b({ crimes: ['rape', 'murder'], victims_children: 1, event_date: null, published_date: '2015-01-01' }),
      b({ crimes: ['rape'], victims_children: 0, event_date: '2016-01-01' }),
      b({ crimes: ['murder'], victims_children: 1, event_date: '2014-01-01' }),
      devRow({ crimes: ['rape'], victims_children: 1, event_date: '2010-01-01' }),
    ];
    expect(ask('Of the rape cases', rows)).toEqual({ kind: 'number', value: 67 });
    expect(ask('What was the date of the earliest rape', rows)).toEqual({
      kind: 'date',
      value: '2019-05-01',
    });
  });

  it('names the province of the one school incident, and refuses when there are two', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'Tshilidzini Primary School, Thohoyandou', province: 'Limpopo' }),
      devRow({ notebook: 'b', location: 'Schoemansdal', province: 'Mpumalanga' }),
    ];
    expect(ask('One of the incidents happened at a school', rows)).toEqual({
      kind: 'text',
      value: 'Limpopo',
    });
    const two = [
      ...rows,
      devRow({ notebook: 'b', location: 'high school, Kimberley', province: 'Northern Cape' }),
    ];
    expect(() => ask('One of the incidents happened at a school', two)).toThrow(/not one/);
  });

  it('takes the arrests difference between Mpumalanga and Limpopo and the share of Free State incidents in Mangaung', () => {
    const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });
    const rows = [
      b({ province: 'Mpumalanga', num_suspects_arrested: 5 }),
      b({ province: 'Mpumalanga', num_suspects_arrested: null }),
      b({ province: 'Limpopo', num_suspects_arrested: 2 }),
      b({ province: 'Free State', municipality: 'Mangaung' }),
      b({ province: 'Free State', municipality: 'Matjhabeng' }),
      b({ province: 'Free State', municipality: null }),
    ];
    expect(ask('Hoeveel more suspects', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('Which percentage of the Vrystaat', rows)).toEqual({ kind: 'number', value: 33 });
    const reversed = [...rows, b({ province: 'Limpopo', num_suspects_arrested: 4 })];
    expect(() => ask('Hoeveel more suspects', reversed)).toThrow(/does not have more/);
  });

  it('ranks calendar months and years by people killed on the event date, all years pooled', () => {
    const b = (event_date: string | null, victims_killed: number | null) =>
      devRow({ notebook: 'b', crimes: ['murder'], event_date, victims_killed, published_date: '2024-12-01' });
    const rows = [
      b('2020-07-04', 2),
      b('2023-07-10', 1),
      b('2023-03-01', 2),
      b(null, 9),
      b('2023-12-01', null),
    ];
    expect(ask('Seasonality check', rows)).toEqual({ kind: 'text', value: 'July' });
    expect(ask('In watter jaar', rows)).toEqual({ kind: 'text', value: '2023' });
  });
});
