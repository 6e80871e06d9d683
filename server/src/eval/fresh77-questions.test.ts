import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH77_QUESTIONS } from './fresh77-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The seventy-seventh fresh question set (blind)', FRESH77_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH77_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH77_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the seventy-seventh fresh set reads the ground truth as its header says', () => {
  it('counts TRIO crimes as house robbery, business robbery and carjacking only, in Gauteng', () => {
    const rows = [
      devRow({ crimes: ['house robbery', 'murder'] }),
      devRow({ crimes: ['business robbery'] }),
      devRow({ crimes: ['carjacking', 'kidnapping'] }),
      devRow({ crimes: ['truck hijacking'] }),
      devRow({ crimes: ['cash-in-transit robbery'] }),
      devRow({ crimes: ['armed robbery'] }),
      devRow({ crimes: ['carjacking'], province: 'KwaZulu-Natal' }),
      devRow({ notebook: 'b', crimes: ['house robbery'] }),
    ];
    expect(ask('From my years at provincial', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('sums traced suspects over contact crimes only, kidnapping and culpable homicide left out', () => {
    const ec = (crimes: string[], num_suspects_arrested: number | null) =>
      devRow({ province: 'Eastern Cape', crimes, num_suspects_arrested });
    const rows = [
      ec(['rape'], 1),
      ec(['truck hijacking'], 2),
      ec(['cash-in-transit robbery'], 4),
      ec(['murder'], null),
      ec(['kidnapping', 'extortion'], 8),
      ec(['culpable homicide'], 16),
      ec(['burglary'], 32),
      devRow({ province: 'Western Cape', crimes: ['murder'], num_suspects_arrested: 64 }),
    ];
    expect(ask('Eastern Cape, contact crimes only', rows)).toEqual({ kind: 'number', value: 7 });
  });

  it('takes a weekend from the event date alone and counts murder, not attempted murder', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['murder'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-13' }), // Saturday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-13' }), // published on a Saturday
    ];
    expect(ask('Murder dockets where', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes "solely murder" as murder and no other crime', () => {
    const rows = [
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['murder', 'house robbery'] }),
      devRow({ crimes: ['attempted murder'] }),
      devRow({ crimes: ['murder'] }),
    ];
    expect(ask('In how many incidents was murder the sole', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the known-attacker share over every rape incident, an unstated relationship in the whole only', () => {
    const rows = [
      devRow({ crimes: ['rape'], relationship: 'partner' }),
      devRow({ crimes: ['rape'], relationship: 'stranger' }),
      devRow({ crimes: ['rape'], relationship: null }),
      devRow({ crimes: ['rape', 'murder'], relationship: 'family' }),
      devRow({ crimes: ['murder'], relationship: 'acquaintance' }),
    ];
    expect(ask('Taking all the rape incidents', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('takes the stated-relationship share over the rows that state one, whatever the crime', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], relationship: 'acquaintance' }),
      devRow({ notebook: 'b', crimes: ['murder'], relationship: 'family' }),
      devRow({ notebook: 'b', crimes: ['assault gbh'], relationship: 'partner' }),
      devRow({ notebook: 'b', crimes: ['house robbery'], relationship: 'stranger' }),
      devRow({ notebook: 'b', crimes: ['murder'], relationship: null }),
      devRow({ notebook: 'b', crimes: ['murder'] }),
    ];
    expect(ask('Considering only the incidents', rows)).toEqual({ kind: 'number', value: 75 });
  });

  it('finds Khayelitsha by the word in the location, in any case, and sums only stated children', () => {
    const rows = [
      devRow({ location: 'Site C, Khayelitsha', victims_children: 3 }),
      devRow({ location: 'Enkanini, KHAYELITSHA', victims_children: null }),
      devRow({ location: 'khayelitsha', victims_children: 1 }),
      devRow({ location: 'Mitchells Plain', municipality: 'City of Cape Town', victims_children: 5 }),
    ];
    expect(ask('Ke a leboga for last week', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('dates the latest case with women victims by event date, a 0 or unstated figure not counting', () => {
    const rows = [
      devRow({ event_date: '2022-03-01', victims_female: 1 }),
      devRow({ event_date: '2024-05-01', victims_female: 0, victims_male: 2 }),
      devRow({ event_date: '2024-06-01', victims_female: null }),
      devRow({ event_date: null, published_date: '2025-01-01', victims_female: 2 }),
      devRow({ event_date: '2021-01-01', victims_female: 3 }),
    ];
    expect(ask('Tell me the date', rows)).toEqual({ kind: 'date', value: '2022-03-01' });
  });

  it('counts "no suspect traced" as a stated false only, for contact crimes, burglary left out', () => {
    const b = (crimes: string[], arrest_made: boolean | null) =>
      devRow({ notebook: 'b', crimes, arrest_made });
    const rows = [
      b(['carjacking'], false),
      b(['rape'], false),
      b(['murder'], null),
      b(['murder'], true),
      b(['burglary'], false),
      b(['stock theft'], false),
    ];
    expect(ask('How many contact crime dockets', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('reads the Mangaung cluster as the municipality, from 1 January 2023 by event date', () => {
    const m = (event_date: string | null, municipality: string | null = 'Mangaung') =>
      devRow({ notebook: 'b', municipality, event_date, published_date: '2023-06-01' });
    const rows = [
      m('2023-01-01'),
      m('2025-02-02'),
      m('2022-12-31'),
      m(null),
      m('2024-01-01', 'Maluti-a-Phofung'),
      m('2024-01-01', null),
    ];
    expect(ask('Mangaung cluster', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes "exclusively women" suspects only when the male figure is stated as 0', () => {
    const unstatedMen = [devRow({ notebook: 'b', suspects_female: 2, suspects_male: null })];
    expect(ask('Is there any incident in which the suspects', unstatedMen)).toEqual({
      kind: 'text',
      value: 'No',
    });
    const mixed = [...unstatedMen, devRow({ notebook: 'b', suspects_female: 1, suspects_male: 1 })];
    expect(ask('Is there any incident in which the suspects', mixed)).toEqual({ kind: 'text', value: 'No' });
    const only = [...mixed, devRow({ notebook: 'b', suspects_female: 1, suspects_male: 0 })];
    expect(ask('Is there any incident in which the suspects', only)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('sums arrests from 1 October to 31 December 2024 inclusive, by event date', () => {
    const at = (event_date: string | null, num_suspects_arrested: number | null) =>
      devRow({ notebook: 'b', event_date, num_suspects_arrested, published_date: '2024-11-01' });
    const rows = [
      at('2024-10-01', 1),
      at('2024-12-31', 2),
      at('2024-11-15', null),
      at('2024-09-30', 4),
      at('2025-01-01', 8),
      at(null, 16),
      at('2023-11-01', 32),
    ];
    expect(ask('Between October and December 2024', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('names the worst murder scene by its own location parts and ignores non-murder incidents', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'Lismor farm, near Kestell', crimes: ['murder'], victims_killed: 5 }),
      devRow({ notebook: 'b', location: 'Glen', crimes: ['murder'], victims_killed: 2 }),
      devRow({ notebook: 'b', location: 'Taung', crimes: ['culpable homicide'], victims_killed: 9 }),
      devRow({ notebook: 'b', location: 'Vryburg', crimes: ['murder'], victims_killed: null }),
    ];
    expect(ask('Single worst murder scene', rows)).toEqual({
      kind: 'text',
      value: ['Lismor farm', 'Kestell'],
    });
    const tied = [
      ...rows,
      devRow({ notebook: 'b', location: 'Kuruman', crimes: ['murder'], victims_killed: 5 }),
    ];
    expect(() => ask('Single worst murder scene', tied)).toThrow(/no single leader/);
  });

  it('compares children of stated figures by province and refuses a reversed comparison', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Northern Cape', victims_children: 3 }),
      devRow({ notebook: 'b', province: 'Northern Cape', victims_children: null }),
      devRow({ notebook: 'b', province: 'North West', victims_children: 1 }),
    ];
    expect(ask('How many more bana', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [...rows, devRow({ notebook: 'b', province: 'North West', victims_children: 2 })];
    expect(() => ask('How many more bana', reversed)).toThrow(/does not have more/);
  });

  it('ranks municipalities by women victims, skipping rows without one, and refuses a tie', () => {
    const rows = [
      devRow({ notebook: 'b', municipality: 'Sol Plaatje', victims_female: 3 }),
      devRow({ notebook: 'b', municipality: 'City of Matlosana', victims_female: 2 }),
      devRow({ notebook: 'b', municipality: 'City of Matlosana', victims_female: 2 }),
      devRow({ notebook: 'b', municipality: null, victims_female: 9 }),
    ];
    expect(ask('Ke mmasepala ofe', rows)).toEqual({
      kind: 'text',
      value: ['City of Matlosana', 'Matlosana'],
    });
    const tied = [...rows, devRow({ notebook: 'b', municipality: 'Sol Plaatje', victims_female: 1 })];
    expect(() => ask('Ke mmasepala ofe', tied)).toThrow(/no single leader/);
  });
});
