import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH68_QUESTIONS } from './fresh68-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The sixty-eighth fresh question set (blind)', FRESH68_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH68_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH68_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the sixty-eighth fresh set reads the ground truth as its header says', () => {
  it('sums the killed where the attacker was a partner, family or acquaintance, not a stranger or unstated', () => {
    const rows = [
      devRow({ crimes: ['murder'], relationship: 'partner', victims_killed: 1 }),
      devRow({ crimes: ['murder'], relationship: 'family', victims_killed: 2 }),
      devRow({ crimes: ['murder'], relationship: 'acquaintance', victims_killed: null }),
      devRow({ crimes: ['murder'], relationship: 'stranger', victims_killed: 4 }),
      devRow({ crimes: ['murder'], relationship: null, victims_killed: 5 }),
      devRow({ notebook: 'b', crimes: ['murder'], relationship: 'partner', victims_killed: 6 }),
    ];
    expect(ask('In the cases where the attacker', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes a domestic case as a partner or family attacker, never an acquaintance', () => {
    const rows = [
      devRow({ crimes: ['assault gbh'], relationship: 'partner' }),
      devRow({ crimes: ['murder'], relationship: 'family' }),
      devRow({ crimes: ['rape'], relationship: 'acquaintance' }),
      devRow({ crimes: ['rape'], relationship: null }),
    ];
    expect(ask('How many of these cases happened in a domestic', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('finds Khayelitsha by the word in the location, summing only the stated killed', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', municipality: 'City of Cape Town', victims_killed: 7 }),
      devRow({ location: 'Enkanini, Khayelitsha', municipality: 'City of Cape Town', victims_killed: null }),
      devRow({
        location: 'Rocklands, Mitchells Plain',
        municipality: 'City of Cape Town',
        victims_killed: 3,
      }),
    ];
    expect(ask('We run a support group', rows)).toEqual({ kind: 'number', value: 7 });
  });

  it('dates the latest harm to a child by event date, a child figure of zero or unstated left out', () => {
    const rows = [
      devRow({ crimes: ['rape'], event_date: '2021-04-01', victims_children: 1 }),
      devRow({ crimes: ['murder'], event_date: '2023-01-01', victims_children: 0 }),
      devRow({ crimes: ['murder'], event_date: '2024-01-01', victims_children: null }),
      devRow({ crimes: ['rape'], event_date: null, published_date: '2025-01-01', victims_children: 2 }),
    ];
    expect(ask('When was the most recent case', rows)).toEqual({ kind: 'date', value: '2021-04-01' });
  });

  it('counts murder without attempted murder, with a stated arrest, culpable homicide not being murder', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['murder', 'armed robbery'], arrest_made: true }),
      devRow({ crimes: ['murder', 'attempted murder'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['culpable homicide'], arrest_made: true }),
    ];
    expect(ask('In respect of how many matters was the charge', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the kidnapping share of more than two arrested over every kidnapping, unstated arrests counting as not', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], num_suspects_arrested: 3 }),
      devRow({ crimes: ['kidnapping', 'extortion'], num_suspects_arrested: 2 }),
      devRow({ crimes: ['kidnapping'], num_suspects_arrested: null }),
      devRow({ crimes: ['extortion'], num_suspects_arrested: 9 }),
    ];
    expect(ask('Of the matters involving a kidnapping', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('ranks municipalities by summed deceased, leaving out rows without a municipality, and refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', victims_killed: 4 }),
      devRow({ municipality: 'City of Cape Town', victims_killed: 3 }),
      devRow({ municipality: 'eThekwini', victims_killed: 6 }),
      devRow({ municipality: null, victims_killed: 20 }),
    ];
    expect(ask('Which municipality accounts', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
    const tied = [...rows, devRow({ municipality: 'eThekwini', victims_killed: 1 })];
    expect(() => ask('Which municipality accounts', tied)).toThrow(/no single leader/);
  });

  it('needs a stated police victim and a stated false arrest in the Western Cape for a yes', () => {
    const unstated = [
      devRow({ province: 'Western Cape', victims_police: 1, arrest_made: null }),
      devRow({ province: 'Western Cape', victims_police: null, arrest_made: false }),
      devRow({ province: 'Gauteng', victims_police: 2, arrest_made: false }),
    ];
    expect(ask('Is there any matter in the Western Cape', unstated)).toEqual({ kind: 'text', value: 'No' });
    const stated = [...unstated, devRow({ province: 'Western Cape', victims_police: 1, arrest_made: false })];
    expect(ask('Is there any matter in the Western Cape', stated)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts truck hijackings among hijackings when ranking provinces', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['truck hijacking'] }),
      devRow({ province: 'Gauteng', crimes: ['carjacking', 'kidnapping'] }),
      devRow({ province: 'Western Cape', crimes: ['carjacking'] }),
      devRow({ province: 'Western Cape', crimes: ['vehicle theft'] }),
      devRow({ province: 'Western Cape', crimes: ['armed robbery'] }),
    ];
    expect(ask('#1 prov for hijackings', rows)).toEqual({ kind: 'text', value: 'Gauteng' });
  });

  it('counts weekend murders by event date only, attempted murder not being murder', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-13' }), // Saturday
      devRow({ crimes: ['murder'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-13' }), // published on a Saturday
    ];
    expect(ask('Weekend murders', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes winter as June to August of any year, by event date', () => {
    const murder = (event_date: string | null) =>
      devRow({ notebook: 'b', crimes: ['murder'], event_date, published_date: '2024-07-15' });
    const rows = [
      murder('2015-06-01'),
      murder('2022-08-31'),
      murder('2020-07-26'),
      murder('2020-05-31'),
      murder('2020-09-01'),
      murder(null),
      devRow({ notebook: 'b', crimes: ['attempted murder'], event_date: '2020-07-01' }),
    ];
    expect(ask('Winter (Jun-Aug) murders', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it("compares murders of 2020 and 2024 by event year, and refuses a comparison that does not favour '20", () => {
    const murder = (event_date: string | null) => devRow({ notebook: 'b', crimes: ['murder'], event_date });
    const rows = [
      murder('2020-01-01'),
      murder('2020-12-31'),
      murder('2020-06-01'),
      murder('2024-03-01'),
      murder(null),
    ];
    expect(ask("Murders '20 vs '24", rows)).toEqual({ kind: 'number', value: 2 });
    const even = [...rows, murder('2024-05-01'), murder('2024-06-01')];
    expect(() => ask("Murders '20 vs '24", even)).toThrow(/does not have more/);
  });

  it('answers a female suspect from stated figures alone, and sums women and girls among Free State victims', () => {
    const none = [
      devRow({ notebook: 'b', suspects_female: null, suspects_male: 3 }),
      devRow({ notebook: 'b', suspects_female: 0, suspects_male: 1 }),
    ];
    expect(ask('Any female suspects', none)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Any female suspects', [...none, devRow({ notebook: 'b', suspects_female: 1 })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
    const victims = [
      devRow({ notebook: 'b', province: 'Free State', num_victims: 7, victims_female: 6, victims_male: 1 }),
      devRow({
        notebook: 'b',
        province: 'Free State',
        num_victims: 2,
        victims_female: null,
        victims_male: null,
      }),
      devRow({ notebook: 'b', province: 'Limpopo', num_victims: 1, victims_female: 1, victims_male: 0 }),
    ];
    expect(ask('How many women and girls', victims)).toEqual({ kind: 'number', value: 6 });
  });

  it('takes the share of incidents with a stated police victim over all rows', () => {
    const rows = [
      devRow({ notebook: 'b', victims_police: 2 }),
      devRow({ notebook: 'b', victims_police: 0 }),
      devRow({ notebook: 'b', victims_police: null }),
      devRow({ notebook: 'b', victims_police: null }),
    ];
    expect(ask('Cop among victims', rows)).toEqual({ kind: 'number', value: 25 });
  });
});
