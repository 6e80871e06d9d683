import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH211_QUESTIONS } from './fresh211-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-eleventh fresh question set (blind)', FRESH211_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH211_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH211_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-eleventh fresh set reads the ground truth as its header says', () => {
  it('averages the arrests of stock-theft cases over those that state them, to one decimal', () => {
    const rows = [
      devRow({ crimes: ['stock theft'], num_suspects_arrested: 2 }),
      devRow({ crimes: ['stock theft', 'vehicle theft'], num_suspects_arrested: 3 }),
      devRow({ crimes: ['stock theft'], num_suspects_arrested: 3 }),
      devRow({ crimes: ['stock theft'], num_suspects_arrested: null }),
      devRow({ crimes: ['theft'], num_suspects_arrested: 20 }),
      devRow({ notebook: 'b', crimes: ['stock theft'], num_suspects_arrested: 9 }),
    ];
    expect(ask('Goeie dag from the co-op', rows)).toEqual({ kind: 'number', value: 2.7 });
  });

  it('dates the first stock theft by event date, an undated case or an earlier publication aside', () => {
    const rows = [
      devRow({ crimes: ['stock theft'], event_date: '2021-04-10', published_date: '2021-04-12' }),
      devRow({ crimes: ['stock theft'], event_date: null, published_date: '2015-01-01' }),
      devRow({ crimes: ['stock theft'], event_date: '2022-01-01', published_date: '2019-01-01' }),
      devRow({ crimes: ['theft'], event_date: '2010-01-01' }),
    ];
    expect(ask('Ag, I have been keeping', rows)).toEqual({ kind: 'date', value: '2021-04-10' });
  });

  it('takes "every stock theft case ended with an arrest" to need a stated arrest on each', () => {
    const rows = [
      devRow({ crimes: ['stock theft'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: false }),
    ];
    expect(ask('At our last meeting', rows)).toEqual({ kind: 'text', value: 'Yes' });
    const unstated = [...rows, devRow({ crimes: ['stock theft'], arrest_made: null })];
    expect(ask('At our last meeting', unstated)).toEqual({ kind: 'text', value: 'No' });
  });

  it('counts Sundays by the event date alone', () => {
    const rows = [
      devRow({ event_date: '2024-01-07' }), // Sunday
      devRow({ event_date: '2023-12-31' }), // Sunday
      devRow({ event_date: '2024-01-06' }), // Saturday
      devRow({ event_date: null, published_date: '2024-01-14' }), // published on a Sunday
    ];
    expect(ask('Hoeveel of the incidents', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('lists the top three crime types most first, each crime once per row, and refuses a tie at the cut-off', () => {
    const rows = [
      devRow({ crimes: ['murder', 'attempted murder', 'illegal firearm possession'] }),
      devRow({ crimes: ['murder', 'attempted murder'] }),
      devRow({ crimes: ['murder', 'kidnapping'] }),
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['attempted murder', 'illegal firearm possession'] }),
    ];
    expect(ask("Need the numbers behind the bars for a 'top 3 crimes'", rows)).toEqual({
      kind: 'list',
      value: ['murder', 'attempted murder', 'illegal firearm possession'],
    });
    const tied = [...rows, devRow({ crimes: ['kidnapping'] })];
    expect(() => ask("Need the numbers behind the bars for a 'top 3 crimes'", tied)).toThrow(
      /no single top 3/,
    );
  });

  it('sums the people killed from 2019 to 2021 inclusive by event date, unstated and undated deaths left out', () => {
    const rows = [
      devRow({ event_date: '2019-01-01', victims_killed: 2 }),
      devRow({ event_date: '2021-12-31', victims_killed: 3 }),
      devRow({ event_date: '2020-06-01', victims_killed: null }),
      devRow({ event_date: '2018-12-31', victims_killed: 5 }),
      devRow({ event_date: '2022-01-01', victims_killed: 7 }),
      devRow({ event_date: null, published_date: '2020-01-01', victims_killed: 11 }),
    ];
    expect(ask('Label for the stacked bar', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('counts autumn murders in March to May of any year, not attempted murders', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2016-03-01' }),
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2023-05-31' }),
      devRow({ crimes: ['attempted murder'], event_date: '2023-04-10' }),
      devRow({ crimes: ['murder'], event_date: '2023-06-01' }),
      devRow({ crimes: ['culpable homicide'], event_date: '2023-04-01' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2023-04-02' }),
    ];
    expect(ask('Seasonal column chart', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('finds a named incident on its stated date, and refuses when none or two match', () => {
    const rows = [
      devRow({ location: 'Glebelands Hostel, Umlazi', event_date: '2023-06-03', arrest_made: false }),
      devRow({ location: 'Glebelands Hostel, Umlazi', event_date: '2021-01-01', arrest_made: true }),
    ];
    expect(ask('Re the mass shooting at Glebelands', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(() => ask('Re the mass shooting at Glebelands', rows.slice(1))).toThrow(/0 incidents/);
    const unstated = [devRow({ location: 'Glebelands Hostel', event_date: '2023-06-03', arrest_made: null })];
    expect(() => ask('Re the mass shooting at Glebelands', unstated)).toThrow(/unstated/);
    const site = [
      devRow({ location: 'Site C, Khayelitsha', event_date: '2024-06-08', num_suspects_arrested: 4 }),
      devRow({ location: 'Site B, Khayelitsha', event_date: '2024-06-08', num_suspects_arrested: 9 }),
    ];
    expect(ask('Client query regarding', site)).toEqual({ kind: 'number', value: 4 });
  });

  it('names the weekday of the event date, and the youngest stated age among rape accused', () => {
    const rows = [
      devRow({ location: 'New Brighton', event_date: '2024-01-03', published_date: '2024-01-06' }),
    ];
    expect(ask('For an affidavit', rows)).toEqual({ kind: 'text', value: 'Wednesday' });
    const ages = [
      devRow({ crimes: ['rape'], suspect_ages: [31, 24] }),
      devRow({ crimes: ['rape', 'murder'], suspect_ages: null }),
      devRow({ crimes: ['murder'], suspect_ages: [17] }),
    ];
    expect(ask('Across the rape mattres', ages)).toEqual({ kind: 'number', value: 24 });
  });

  it('counts farm incidents of the Free State and Northern Cape only, by the word "farm" in any case', () => {
    const b = (province: string, location: string) => devRow({ notebook: 'b', province, location });
    const rows = [
      b('Free State', 'De Rots Farm, Senekal'),
      b('Northern Cape', 'farm near Koingnaas'),
      b('Northern Cape', 'Upington'),
      b('North West', 'near Klippan farm, Slurry'),
    ];
    expect(ask('We boere on both sides', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the Northern Cape arrest share over all its rows, an unstated arrest counting as none', () => {
    const nc = (arrest_made: boolean | null) =>
      devRow({ notebook: 'b', province: 'Northern Cape', arrest_made });
    const rows = [nc(true), nc(true), nc(false), nc(null), devRow({ notebook: 'b', arrest_made: true })];
    expect(ask('In the Northern Cape', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('ranks provinces by summed arrests, an unstated figure adding nothing, and takes the median over arrests made', () => {
    const b = (province: string, num_suspects_arrested: number | null, arrest_made: boolean | null = true) =>
      devRow({ notebook: 'b', province, num_suspects_arrested, arrest_made });
    const rows = [
      b('Mpumalanga', 9),
      b('North West', 4),
      b('North West', 3),
      b('Limpopo', 5),
      b('Free State', 1),
      b('Free State', null),
      b('Free State', 0, false),
    ];
    expect(ask('Top 3 provinces by number', rows)).toEqual({
      kind: 'list',
      value: ['Mpumalanga', 'North West', 'Limpopo'],
    });
    expect(ask('For the explainer box', rows)).toEqual({ kind: 'number', value: 4 });
    expect(ask('For the explainer box', [...rows, b('Limpopo', 2)])).toEqual({ kind: 'number', value: 3.5 });
  });

  it('lists the Northern Cape rape municipalities once each and ranks its municipalities without unknown ones', () => {
    const nc = (municipality: string | null, crimes: string[]) =>
      devRow({ notebook: 'b', province: 'Northern Cape', municipality, crimes });
    const rows = [
      nc('Sol Plaatje', ['rape']),
      nc('Sol Plaatje', ['rape', 'kidnapping']),
      nc('Emthanjeni', ['rape']),
      nc('Dawid Kruiper', ['stock theft']),
      devRow({ notebook: 'b', province: 'North West', municipality: 'Naledi', crimes: ['rape'] }),
    ];
    expect(ask('Please list the Northern Cape', rows)).toEqual({
      kind: 'list',
      value: ['Emthanjeni', 'Sol Plaatje'],
    });
    expect(ask('Waar in the Northern Cape', [...rows, nc(null, ['theft']), nc(null, ['theft'])])).toEqual({
      kind: 'text',
      value: ['Sol Plaatje', 'Sol Plaatje'],
    });
    expect(() => ask('Please list the Northern Cape', [nc(null, ['rape'])])).toThrow(/unknown/);
  });

  it('compares 2023 with 2022 by event year and refuses a reversed comparison', () => {
    const b = (event_date: string | null) =>
      devRow({ notebook: 'b', event_date, published_date: '2023-02-01' });
    const rows = [b('2023-01-01'), b('2023-12-31'), b('2023-06-06'), b('2022-05-05'), b(null)];
    expect(ask('Year-on-year bars', rows)).toEqual({ kind: 'number', value: 2 });
    expect(() => ask('Year-on-year bars', [...rows, b('2022-01-01'), b('2022-02-02')])).toThrow(
      /does not have more/,
    );
  });
});
