import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH173_QUESTIONS } from './fresh173-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-seventy-third fresh question set (blind)', FRESH173_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH173_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH173_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-seventy-third fresh set reads the ground truth as its header says', () => {
  it('takes the first killing as the earliest stated death by event date, not a murder label or a publication', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2014-01-05', victims_killed: null }),
      devRow({ crimes: ['murder'], event_date: '2014-02-05', victims_killed: 0 }),
      devRow({ crimes: ['carjacking'], event_date: '2013-06-01', victims_killed: 0 }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2012-01-01', victims_killed: 2 }),
      devRow({ crimes: ['house robbery'], event_date: '2015-03-03', victims_killed: 1 }),
      devRow({ crimes: ['murder'], event_date: '2016-03-03', victims_killed: 3 }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2010-01-01', victims_killed: 1 }),
    ];
    expect(ask('For the opening scene', rows)).toEqual({ kind: 'date', value: '2015-03-03' });
  });

  it('counts a municipality by its field exactly, never by a location that names a town in it', () => {
    const rows = [
      devRow({ municipality: 'eThekwini', location: 'Umlazi' }),
      devRow({ municipality: 'eThekwini', location: 'Sydney Road, Durban' }),
      devRow({ municipality: null, location: 'Durban North' }),
      devRow({ municipality: 'uMngeni', location: 'Howick' }),
      devRow({ notebook: 'b', municipality: 'eThekwini' }),
    ];
    expect(ask('How many incidents are on record for eThekwni', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks only the eight metros by stated deaths: a "City of" local municipality is not a metro', () => {
    const rows = [
      devRow({ municipality: 'City of Mbombela', victims_killed: 9 }),
      devRow({ municipality: 'City of Matlosana', victims_killed: 8 }),
      devRow({ municipality: 'eThekwini', victims_killed: 2 }),
      devRow({ municipality: 'eThekwini', victims_killed: null }),
      devRow({ municipality: 'City of Cape Town', victims_killed: 3 }),
      devRow({ municipality: 'Mangaung', victims_killed: 1 }),
    ];
    expect(ask('Metros only', rows)).toEqual({ kind: 'text', value: ['City of Cape Town', 'Cape Town'] });
    const tied = [...rows, devRow({ municipality: 'eThekwini', victims_killed: 1 })];
    expect(() => ask('Metros only', tied)).toThrow(/no single leader/);
  });

  it('lists each Eastern Cape municipality with a murder once, leaving out attempted murder and unknown municipalities', () => {
    const ec = (municipality: string | null, crimes: string[]) =>
      devRow({ province: 'Eastern Cape', municipality, crimes });
    const rows = [
      ec('Mnquma', ['murder', 'attempted murder']),
      ec('Mnquma', ['murder']),
      ec('Buffalo City', ['attempted murder']),
      ec(null, ['murder']),
      ec('Nelson Mandela Bay', ['murder']),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town', crimes: ['murder'] }),
    ];
    expect(ask('For the EC district forums', rows)).toEqual({
      kind: 'list',
      value: ['Mnquma', 'Nelson Mandela Bay'],
    });
  });

  it('takes the female share over the victims of stated sex and a teenage suspect as a stated age of 19 or below', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 1, victims_male: 2, suspect_ages: [20, 34] }),
      devRow({ num_victims: 6, victims_female: null, victims_male: null, suspect_ages: null }),
      devRow({ num_victims: 1, victims_female: 0, victims_male: 1, suspect_ages: [] }),
    ];
    expect(ask('wat % of the victims', rows)).toEqual({ kind: 'number', value: 25 });
    expect(ask('were any of the suspects teenagers', rows)).toEqual({ kind: 'text', value: 'No' });
    const teen = [...rows, devRow({ suspect_ages: [45, 19] })];
    expect(ask('were any of the suspects teenagers', teen)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts a weekend by the event date alone', () => {
    const rows = [
      devRow({ event_date: '2024-01-06' }), // Saturday
      devRow({ event_date: '2024-01-07' }), // Sunday
      devRow({ event_date: '2024-01-05' }), // Friday
      devRow({ event_date: null, published_date: '2024-01-13' }), // published on a Saturday
      devRow({ event_date: '2024-01-08', published_date: '2024-01-06' }), // a Monday, published on a Saturday
    ];
    expect(ask('how many of these happend on a weekend', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the first farm killing by the word farm in the location and a stated death', () => {
    const b = (location: string, event_date: string | null, victims_killed: number | null) =>
      devRow({ notebook: 'b', location, crimes: ['murder'], event_date, victims_killed });
    const rows = [
      b('Lismor Farm, near Kestell', '2022-07-15', 7),
      b('near Klippan farm, Slurry', '2020-07-29', 1),
      b('farm near Glen', null, 2),
      b('farm in Magogong', '2019-01-01', null),
      b('Mareetsane', '2018-01-01', 2),
    ];
    expect(ask('The piece will circle around farms', rows)).toEqual({ kind: 'date', value: '2020-07-29' });
  });

  it('weighs farm deaths against all the other incidents, unstated deaths adding nothing', () => {
    const b = (location: string, victims_killed: number | null) =>
      devRow({ notebook: 'b', location, crimes: ['murder'], victims_killed });
    const rows = [
      b('De Rots farm, Senekal', 3),
      b('FARM near Glen', null),
      b('Mareetsane', 2),
      b('Taung', 1),
    ];
    expect(ask('Were more people killed on farms', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, b('farm near Koingnaas', 1)];
    expect(ask('Were more people killed on farms', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('sums Matlosana arrests since 2020 by event date, the undated and other municipalities left out', () => {
    const b = (
      municipality: string | null,
      event_date: string | null,
      num_suspects_arrested: number | null,
    ) => devRow({ notebook: 'b', municipality, event_date, num_suspects_arrested });
    const rows = [
      b('City of Matlosana', '2019-12-31', 6),
      b('City of Matlosana', '2020-01-01', 4),
      b('City of Matlosana', '2024-04-25', null),
      b('City of Matlosana', null, 9),
      b('City of Matlosana', '2023-05-05', 1),
      b('Madibeng', '2024-01-01', 7),
    ];
    expect(ask('Dr Kenneth Kaunda district', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('ranks crimes by the rows that hold them, and refuses a tie', () => {
    const b = (crimes: string[]) => devRow({ notebook: 'b', crimes });
    const rows = [
      b(['murder', 'kidnapping']),
      b(['murder']),
      b(['rape', 'kidnapping']),
      b(['murder', 'rape']),
    ];
    expect(ask('wat crime happend the most', rows)).toEqual({ kind: 'text', value: 'murder' });
    expect(() => ask('wat crime happend the most', [...rows, b(['kidnapping'])])).toThrow(/no single leader/);
  });

  it('takes the arrest share over every incident, an unstated arrest in the whole but not the part', () => {
    const b = (arrest_made: boolean | null) => devRow({ notebook: 'b', arrest_made });
    const rows = [b(true), b(true), b(true), b(false), b(null), b(true), b(false), b(true), b(true)];
    expect(ask('in wat % of cases', rows)).toEqual({ kind: 'number', value: 67 });
  });

  it('names the worst incident by lives lost through the part of its location no other incident shares', () => {
    const b = (location: string, victims_killed: number | null, num_victims: number | null) =>
      devRow({ notebook: 'b', location, victims_killed, num_victims });
    const rows = [
      b('Lismor farm, near Kestell', 4, 5),
      b('farm near Glen', 2, 9),
      b('Kestell town', null, 12),
      b('Bushbuckridge', 3, 3),
    ];
    expect(ask('Same question as for the other notebook', rows)).toEqual({
      kind: 'text',
      value: ['Lismor farm'],
    });
  });
});
