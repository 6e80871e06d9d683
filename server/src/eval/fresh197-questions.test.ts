import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH197_QUESTIONS } from './fresh197-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-ninety-seventh fresh question set (blind)', FRESH197_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH197_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH197_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-ninety-seventh fresh set reads the ground truth as its header says', () => {
  it('dates the earliest CIT heist by event date, the undated and other robberies left out', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2019-05-01' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['business robbery'], event_date: '2012-01-01' }),
      devRow({ notebook: 'b', crimes: ['cash-in-transit robbery'], event_date: '2011-01-01' }),
    ];
    expect(ask('In the story, my crew pulls', rows)).toEqual({ kind: 'date', value: '2019-05-01' });
  });

  it('names the most-wounded incident by its own place, skips unstated figures and refuses a tie', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', victims_injured: 5 }),
      devRow({ location: 'Site C, Khayelitsha', victims_injured: 3 }),
      devRow({ location: 'Umlazi', victims_injured: null, num_victims: 20 }),
    ];
    expect(ask('In the story, the trauma unit', rows)).toEqual({ kind: 'text', value: ['Site B'] });
    const tied = [...rows, devRow({ location: 'Sweetwaters', victims_injured: 5 })];
    expect(() => ask('In the story, the trauma unit', tied)).toThrow(/no single leader/);
  });

  it('ranks weekdays by the killed of dated rows, an undated massacre adding nothing', () => {
    const rows = [
      devRow({ event_date: '2024-01-06', victims_killed: 2 }), // Saturday
      devRow({ event_date: '2024-01-13', victims_killed: 1 }), // Saturday
      devRow({ event_date: '2024-01-08', victims_killed: 2 }), // Monday
      devRow({ event_date: '2024-01-09', victims_killed: null, num_victims: 9 }), // Tuesday, unstated
      devRow({ event_date: null, published_date: '2024-01-09', victims_killed: 10 }),
    ];
    expect(ask('In the story, the killings cluster', rows)).toEqual({ kind: 'text', value: 'Saturday' });
  });

  it('finds a police victim in Gauteng only, an unstated or out-of-province figure not counting', () => {
    const rows = [
      devRow({ province: 'Gauteng', victims_police: null }),
      devRow({ province: 'Gauteng', victims_police: 0 }),
      devRow({ province: 'KwaZulu-Natal', victims_police: 2 }),
    ];
    expect(ask('In the story, a cop', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('In the story, a cop', [...rows, devRow({ province: 'Gauteng', victims_police: 1 })])).toEqual(
      {
        kind: 'text',
        value: 'Yes',
      },
    );
  });

  it('subtracts the COUNTIFS of murder alone, attempted murder not counting, and refuses a reversal', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
      devRow({ province: 'Western Cape', crimes: ['culpable homicide'] }),
    ];
    expect(ask('=COUNTIFS(province,"KwaZulu-Natal"', rows)).toEqual({ kind: 'number', value: 1 });
    const reversed = [...rows, devRow({ province: 'Western Cape', crimes: ['murder'] })];
    expect(() => ask('=COUNTIFS(province,"KwaZulu-Natal"', reversed)).toThrow(/does not have more/);
  });

  it('averages the stated arrests of kidnappings only, to one decimal', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], num_suspects_arrested: 2 }),
      devRow({ crimes: ['kidnapping', 'extortion'], num_suspects_arrested: 5 }),
      devRow({ crimes: ['kidnapping'], num_suspects_arrested: 4 }),
      devRow({ crimes: ['kidnapping'], num_suspects_arrested: null }),
      devRow({ crimes: ['carjacking'], num_suspects_arrested: 20 }),
    ];
    expect(ask('AVERAGEIF(crimes,"kidnapping"', rows)).toEqual({ kind: 'number', value: 3.7 });
  });

  it('says No to the Free State when only other provinces, or the other notebook, hold it', () => {
    const rows = [
      devRow({ province: 'Gauteng', location: 'Bethlehem Street, Johannesburg' }),
      devRow({ notebook: 'b', province: 'Free State', location: 'Welkom' }),
    ];
    expect(ask('Ag, I was hoping', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Ag, I was hoping', [...rows, devRow({ province: 'Free State' })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('takes the arrested share over all murders, an unstated arrest in the base but not arrested', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['attempted murder'], arrest_made: true }),
    ];
    expect(ask('Sjoe, it feels like', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('counts December murders of any year by event date, the undated left out', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2019-12-29' }),
      devRow({ crimes: ['murder'], event_date: '2023-12-01' }),
      devRow({ crimes: ['murder'], event_date: '2023-11-30' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2023-12-05' }),
      devRow({ crimes: ['attempted murder'], event_date: '2022-12-24' }),
    ];
    expect(ask('Christmas time', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('reads "*robbery*" as every robbery category in 2023, never a carjacking or hijacking', () => {
    const b = (crimes: string[], event_date: string | null) =>
      devRow({ notebook: 'b', crimes, event_date, published_date: '2023-06-01' });
    const rows = [
      b(['armed robbery'], '2023-01-05'),
      b(['cash-in-transit robbery', 'murder'], '2023-11-25'),
      b(['robbery'], '2023-12-31'),
      b(['carjacking'], '2023-03-01'),
      b(['truck hijacking'], '2023-03-02'),
      b(['house robbery'], '2022-12-31'),
      b(['business robbery'], null),
    ];
    expect(ask('=COUNTIFS(event_date', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the median age over one age per suspect of the rape cases', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], suspect_ages: [20, 40] }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], suspect_ages: [30] }),
      devRow({ notebook: 'b', crimes: ['rape'], suspect_ages: null }),
      devRow({ notebook: 'b', crimes: ['murder'], suspect_ages: [90] }),
    ];
    expect(ask('In the story, the rapist', rows)).toEqual({ kind: 'number', value: 30 });
    const even = [...rows, devRow({ notebook: 'b', crimes: ['rape'], suspect_ages: [35] })];
    expect(ask('In the story, the rapist', even)).toEqual({ kind: 'number', value: 32.5 });
  });

  it('shares the Northern Cape children over its stated victims, other provinces left out', () => {
    const nc = (num_victims: number | null, victims_children: number | null) =>
      devRow({ notebook: 'b', province: 'Northern Cape', num_victims, victims_children });
    const rows = [
      nc(3, 3),
      nc(1, null),
      nc(5, 0),
      nc(null, null),
      devRow({ notebook: 'b', province: 'Limpopo', num_victims: 5, victims_children: 5 }),
    ];
    expect(ask('=SUMIFS(victims_children', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('reads the misspelled "Mpumalnga" as Mpumalanga and sums only the stated killed', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', victims_killed: 2 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', victims_killed: null, num_victims: 4 }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_killed: 7 }),
    ];
    expect(ask('=SUMIFS(victims_killed', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the killed on Free State farms only, a farm elsewhere or a town killing left out', () => {
    const b = (location: string, province: string, victims_killed: number | null) =>
      devRow({ notebook: 'b', location, province, crimes: ['murder'], victims_killed });
    const rows = [
      b('Lismor Farm, near Kestell', 'Free State', 3),
      b('farm near Glen', 'Free State', 2),
      b('De Rots farm, Senekal', 'Free State', null),
      b('Bloemfontein', 'Free State', 4),
      b('farm in Magogong, outside Hartswater', 'Northern Cape', 5),
    ];
    expect(ask('The plaasmoorde', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('checks the claim on Free State farm murders: more than half with a stated no-arrest', () => {
    const farm = (arrest_made: boolean | null, province = 'Free State') =>
      devRow({ notebook: 'b', location: 'a farm near Reitz', province, crimes: ['murder'], arrest_made });
    const rows = [farm(false), farm(null), farm(true), farm(false, 'North West')];
    expect(ask('My neighbour in Bethlehem', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('My neighbour in Bethlehem', [...rows, farm(false), farm(false)])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('ranks Free State municipalities and the killed by year, leaving out unknowns and undated rows', () => {
    const fs = (municipality: string | null) =>
      devRow({ notebook: 'b', province: 'Free State', municipality });
    const places = [
      fs('Mangaung'),
      fs('Mangaung'),
      fs('Setsoto'),
      fs(null),
      fs(null),
      fs(null),
      devRow({ notebook: 'b', province: 'North West', municipality: 'Madibeng' }),
      devRow({ notebook: 'b', province: 'North West', municipality: 'Madibeng' }),
      devRow({ notebook: 'b', province: 'North West', municipality: 'Madibeng' }),
    ];
    expect(ask('Which municipality in the Free State', places)).toEqual({
      kind: 'text',
      value: ['Mangaung'],
    });
    const years = [
      devRow({ notebook: 'b', event_date: '2022-07-15', victims_killed: 3 }),
      devRow({ notebook: 'b', event_date: '2020-10-02', victims_killed: 2 }),
      devRow({ notebook: 'b', event_date: '2020-07-26', victims_killed: null, num_victims: 6 }),
      devRow({ notebook: 'b', event_date: null, published_date: '2020-01-01', victims_killed: 5 }),
    ];
    expect(ask('In the story, the book spans', years)).toEqual({ kind: 'text', value: '2022' });
  });
});
