import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH71_QUESTIONS } from './fresh71-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The seventy-first fresh question set (blind)', FRESH71_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH71_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH71_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the seventy-first fresh set reads the ground truth as its header says', () => {
  it('sums the killed of Western Cape incidents dated 2020 to 2024, ends included, the undated left out', () => {
    const rows = [
      devRow({ province: 'Western Cape', event_date: '2020-01-01', victims_killed: 2 }),
      devRow({ province: 'Western Cape', event_date: '2024-12-31', victims_killed: 3 }),
      devRow({ province: 'Western Cape', event_date: '2019-12-31', victims_killed: 5 }),
      devRow({ province: 'Western Cape', event_date: '2025-01-01', victims_killed: 7 }),
      devRow({
        province: 'Western Cape',
        event_date: null,
        published_date: '2022-01-01',
        victims_killed: 11,
      }),
      devRow({ province: 'Western Cape', event_date: '2022-05-05', victims_killed: null }),
      devRow({ province: 'Eastern Cape', event_date: '2022-05-05', victims_killed: 13 }),
    ];
    expect(ask('Calculate the total number of persons killed', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('takes the share of murders with a stated arrest, to one decimal, attempted murder left out', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['murder', 'armed robbery'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['attempted murder'], arrest_made: true }),
    ];
    expect(ask('Determine the percentage of murder incidents', rows)).toEqual({
      kind: 'number',
      value: 33.3,
    });
  });

  it('ranks municipalities by the people killed, not by incidents, and refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', victims_killed: 5 }),
      devRow({ municipality: 'eThekwini', victims_killed: 1 }),
      devRow({ municipality: 'eThekwini', victims_killed: 2 }),
      devRow({ municipality: 'eThekwini', victims_killed: null }),
      devRow({ municipality: null, victims_killed: 9 }),
    ];
    expect(ask('Using the notebook, identify the municipality', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
    const tied = [...rows, devRow({ municipality: 'eThekwini', victims_killed: 2 })];
    expect(() => ask('Using the notebook, identify the municipality', tied)).toThrow(/no single leader/);
  });

  it('means the stated arrests of carjackings and truck hijackings only', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], num_suspects_arrested: 2 }),
      devRow({ crimes: ['truck hijacking', 'kidnapping'], num_suspects_arrested: 5 }),
      devRow({ crimes: ['carjacking'], num_suspects_arrested: null }),
      devRow({ crimes: ['carjacking'], num_suspects_arrested: 0 }),
      devRow({ crimes: ['armed robbery'], num_suspects_arrested: 10 }),
    ];
    expect(ask('Calculate the mean number of suspects arrested', rows)).toEqual({
      kind: 'number',
      value: 2.33,
    });
  });

  it('counts weekend murders by the event date alone', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder', 'armed robbery'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['murder'], event_date: '2024-01-05' }), // Friday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-06' }),
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-06' }),
    ];
    expect(ask('Weekend of horror', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts Johannesburg kidnappings from 2020 on in the metro only, the undated left out', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], municipality: 'City of Johannesburg', event_date: '2020-01-01' }),
      devRow({
        crimes: ['carjacking', 'kidnapping'],
        municipality: 'City of Johannesburg',
        event_date: '2025-05-29',
      }),
      devRow({ crimes: ['kidnapping'], municipality: 'City of Johannesburg', event_date: '2019-12-31' }),
      devRow({ crimes: ['kidnapping'], municipality: 'City of Johannesburg', event_date: null }),
      devRow({ crimes: ['kidnapping'], municipality: 'Ekurhuleni', event_date: '2021-01-01' }),
      devRow({ crimes: ['extortion'], municipality: 'City of Johannesburg', event_date: '2021-01-01' }),
    ];
    expect(ask('JOBURG KIDNAP TERROR', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes winter as June to August of any year and sums the stated killed', () => {
    const rows = [
      devRow({ event_date: '2019-06-01', victims_killed: 2 }),
      devRow({ event_date: '2023-08-31', victims_killed: 3 }),
      devRow({ event_date: '2023-09-01', victims_killed: 4 }),
      devRow({ event_date: '2023-05-31', victims_killed: 5 }),
      devRow({ event_date: '2021-07-15', victims_killed: null }),
      devRow({ event_date: null, published_date: '2023-07-01', victims_killed: 6 }),
    ];
    expect(ask('The winter months', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('names the single most-wounded incident by the parts of its place no other incident holds', () => {
    const rows = [
      devRow({ location: 'Sweetwaters, Pietermaritzburg', victims_injured: 8 }),
      devRow({ location: 'Site B, Khayelitsha', victims_injured: 7 }),
      devRow({ location: 'Pietermaritzburg', victims_injured: null }),
    ];
    expect(ask('Which single incident', rows)).toEqual({ kind: 'text', value: ['Sweetwaters'] });
  });

  it('shares rapes with a child victim, to one decimal', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 1 }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], victims_children: 3 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 0 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: null }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 0 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 0 }),
      devRow({ notebook: 'b', crimes: ['sexual assault'], victims_children: 1 }),
    ];
    expect(ask('Determine the percentage of rape incidents', rows)).toEqual({ kind: 'number', value: 33.3 });
  });

  it('compares the two periods by event date, both end years whole, and refuses a reversed difference', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2020-01-01' }),
      devRow({ notebook: 'b', event_date: '2025-12-31' }),
      devRow({ notebook: 'b', event_date: '2022-06-01' }),
      devRow({ notebook: 'b', event_date: '2014-01-01' }),
      devRow({ notebook: 'b', event_date: null, published_date: '2021-01-01' }),
      devRow({ notebook: 'b', event_date: '2013-12-31' }),
      devRow({ notebook: 'b', event_date: '2026-01-01' }),
    ];
    expect(ask('Determine how many more incidents', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [
      ...rows,
      devRow({ notebook: 'b', event_date: '2015-01-01' }),
      devRow({ notebook: 'b', event_date: '2016-01-01' }),
    ];
    expect(() => ask('Determine how many more incidents', reversed)).toThrow(/does not have more/);
  });

  it('means every stated suspect age of the Free State to two decimals', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', suspect_ages: [22, 34] }),
      devRow({ notebook: 'b', province: 'Free State', suspect_ages: [39] }),
      devRow({ notebook: 'b', province: 'Free State', suspect_ages: null }),
      devRow({ notebook: 'b', province: 'Limpopo', suspect_ages: [60] }),
    ];
    expect(ask('Calculate the mean age', rows)).toEqual({ kind: 'number', value: 31.67 });
  });

  it('answers a Northern Cape suspect under 20 from the stated ages alone', () => {
    const older = [
      devRow({ notebook: 'b', province: 'Northern Cape', suspect_ages: [20, 35] }),
      devRow({ notebook: 'b', province: 'Northern Cape', suspect_ages: null }),
      devRow({ notebook: 'b', province: 'North West', suspect_ages: [18] }),
    ];
    expect(ask('State whether any suspect', older)).toEqual({ kind: 'text', value: 'No' });
    const younger = [...older, devRow({ notebook: 'b', province: 'Northern Cape', suspect_ages: [19] })];
    expect(ask('State whether any suspect', younger)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts Mpumalanga Saturdays by the event date, and ranks provinces by rape incidents', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', event_date: '2018-12-01' }), // Saturday
      devRow({ notebook: 'b', province: 'Mpumalanga', event_date: '2018-12-02' }), // Sunday
      devRow({ notebook: 'b', province: 'Mpumalanga', event_date: null, published_date: '2018-12-01' }),
      devRow({ notebook: 'b', province: 'Limpopo', event_date: '2018-12-01' }),
    ];
    expect(ask('Saturday night terror', rows)).toEqual({ kind: 'number', value: 1 });
    const rapes = [
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['rape'] }),
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['rape', 'kidnapping'] }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['rape'] }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['sexual assault'] }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['murder'] }),
    ];
    expect(ask('Monsters on the loose', rapes)).toEqual({ kind: 'text', value: 'Northern Cape' });
  });

  it('dates the earliest harm to a child by the event date, only where a child victim is stated', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2016-02-06', victims_children: 1 }),
      devRow({ notebook: 'b', event_date: '2015-01-01', victims_children: 0 }),
      devRow({ notebook: 'b', event_date: '2014-01-01', victims_children: null }),
      devRow({ notebook: 'b', event_date: null, published_date: '2010-01-01', victims_children: 2 }),
      devRow({ notebook: 'b', event_date: '2021-09-21', victims_children: 1 }),
    ];
    expect(ask('What is the earliest date', rows)).toEqual({ kind: 'date', value: '2016-02-06' });
  });
});
