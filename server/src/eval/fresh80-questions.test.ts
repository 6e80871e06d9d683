import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH80_QUESTIONS } from './fresh80-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The eightieth fresh question set (blind)', FRESH80_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH80_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH80_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the eightieth fresh set reads the ground truth as its header says', () => {
  it('counts assassinato as murder alone, not attempted murder or culpable homicide, in Gauteng only', () => {
    const rows = [
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['murder', 'house robbery'] }),
      devRow({ crimes: ['attempted murder'] }),
      devRow({ crimes: ['culpable homicide'] }),
      devRow({ crimes: ['murder'], province: 'Western Cape' }),
    ];
    expect(ask('Good day. I am leader', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('finds Khayelitsha by the word in the location, in any case, an unstated killed adding nothing', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', victims_killed: 3 }),
      devRow({ location: 'KHAYELITSHA', victims_killed: 2 }),
      devRow({ location: 'Enkanini, Khayelitsha', victims_killed: null }),
      devRow({ location: 'Mitchells Plain', victims_killed: 5 }),
    ];
    expect(ask('Many of our peoples', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('ranks roubo over the five robbery kinds, leaving carjacking and truck hijacking out', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['house robbery'] }),
      devRow({ province: 'Gauteng', crimes: ['cash-in-transit robbery'] }),
      devRow({ province: 'Limpopo', crimes: ['carjacking'] }),
      devRow({ province: 'Limpopo', crimes: ['truck hijacking'] }),
      devRow({ province: 'Limpopo', crimes: ['business robbery'] }),
    ];
    expect(ask('Which province have the most roubo', rows)).toEqual({ kind: 'text', value: 'Gauteng' });
    const tied = [...rows, devRow({ province: 'Limpopo', crimes: ['armed robbery'] })];
    expect(() => ask('Which province have the most roubo', tied)).toThrow(/no single leader/);
  });

  it('takes the last three months of 2019 by event date, both ends included, never by publication', () => {
    const rows = [
      devRow({ event_date: '2019-10-01' }),
      devRow({ event_date: '2019-12-31' }),
      devRow({ event_date: '2019-09-30' }),
      devRow({ event_date: '2020-01-01', published_date: '2020-01-02' }),
      devRow({ event_date: null, published_date: '2019-11-15' }),
      devRow({ event_date: '2018-11-15' }),
    ];
    expect(ask('Quantos incidents it happen', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('reads the oldest and youngest suspect from the stated ages, none stated being an error', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', suspect_ages: [31, 22] }),
      devRow({ province: 'KwaZulu-Natal', suspect_ages: null }),
      devRow({ province: 'Gauteng', suspect_ages: [19, 61] }),
    ];
    expect(ask('Oldest perp', rows)).toEqual({ kind: 'number', value: 61 });
    expect(ask('KZN jobs only', rows)).toEqual({ kind: 'number', value: 22 });
    expect(() => ask('KZN jobs only', [devRow({ province: 'KwaZulu-Natal', suspect_ages: [] })])).toThrow(
      /no stated suspect age/,
    );
  });

  it('sums arrests per municipality, skipping rows without one, and names a metro without "City of"', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', num_suspects_arrested: 2 }),
      devRow({ municipality: 'City of Cape Town', num_suspects_arrested: 3 }),
      devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: 4 }),
      devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: null }),
      devRow({ municipality: null, num_suspects_arrested: 19 }),
    ];
    expect(ask('Which municipality racked up', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
  });

  it('sums child victims of the first term, January to March of any year, by event date', () => {
    const rows = [
      devRow({ event_date: '2021-01-05', victims_children: 2 }),
      devRow({ event_date: '2015-03-31', victims_children: 1 }),
      devRow({ event_date: '2021-04-01', victims_children: 4 }),
      devRow({ event_date: '2021-02-10', victims_children: null }),
      devRow({ event_date: null, published_date: '2021-02-01', victims_children: 3 }),
    ];
    expect(ask('Good afternoon. As a principal', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('compares weekend and school-day incidents with child victims, a zero or unstated figure not one', () => {
    const rows = [
      devRow({ event_date: '2024-01-06', victims_children: 1 }), // Saturday
      devRow({ event_date: '2024-01-07', victims_children: 2 }), // Sunday
      devRow({ event_date: '2024-01-13', victims_children: 1 }), // Saturday
      devRow({ event_date: '2024-01-08', victims_children: 1 }), // Monday
      devRow({ event_date: '2024-01-09', victims_children: 0 }), // Tuesday
      devRow({ event_date: '2024-01-14', victims_children: null }), // Sunday
      devRow({ event_date: null, victims_children: 3 }),
    ];
    expect(ask('Our learners are supervised', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [
      ...rows,
      devRow({ event_date: '2024-01-10', victims_children: 1 }), // Wednesday
      devRow({ event_date: '2024-01-11', victims_children: 1 }), // Thursday
    ];
    expect(() => ask('Our learners are supervised', reversed)).toThrow(/does not have more/);
  });

  it('takes the rape share over incidents with child victims only, to the nearest whole percent', () => {
    const rows = [
      devRow({ crimes: ['rape'], victims_children: 1 }),
      devRow({ crimes: ['murder'], victims_children: 2 }),
      devRow({ crimes: ['murder'], victims_children: 1 }),
      devRow({ crimes: ['rape'], victims_children: 0 }),
      devRow({ crimes: ['rape'], victims_children: null }),
    ];
    expect(ask('Of all the incidents where at least one child', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('answers Yes about KZN children only for a stated child victim there', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_children: null }),
      devRow({ province: 'KwaZulu-Natal', victims_children: 0 }),
      devRow({ province: 'Eastern Cape', victims_children: 2 }),
    ];
    expect(ask('Some of our staff', rows)).toEqual({ kind: 'text', value: 'No' });
    const stated = [...rows, devRow({ province: 'KwaZulu-Natal', victims_children: 1 })];
    expect(ask('Some of our staff', stated)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('dates the last Mpumalanga roubo without carjackings or truck hijackings', () => {
    const b = (crimes: string[], event_date: string | null, province = 'Mpumalanga') =>
      devRow({ notebook: 'b', crimes, event_date, province, published_date: '2025-01-01' });
    const rows = [
      b(['armed robbery'], '2022-03-01'),
      b(['robbery', 'murder'], '2023-07-30'),
      b(['carjacking'], '2024-05-01'),
      b(['truck hijacking'], '2024-06-01'),
      b(['business robbery'], null),
      b(['house robbery'], '2025-01-01', 'Limpopo'),
    ];
    expect(ask('When was the last roubo', rows)).toEqual({ kind: 'date', value: '2023-07-30' });
  });

  it('takes the age gap over every stated age and the Limpopo mean to one decimal', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', suspect_ages: [29, 35] }),
      devRow({ notebook: 'b', province: 'Limpopo', suspect_ages: [40] }),
      devRow({ notebook: 'b', province: 'Limpopo', suspect_ages: null }),
      devRow({ notebook: 'b', province: 'North West', suspect_ages: [18, 63] }),
      devRow({ notebook: 'a', suspect_ages: [90] }),
    ];
    expect(ask('Age gap between', rows)).toEqual({ kind: 'number', value: 45 });
    expect(ask('Limpopo perps', rows)).toEqual({ kind: 'number', value: 34.7 });
  });

  it('counts murders of cops inside the 2020-2021 range, attempted murders and unstated police left out', () => {
    const b = (crimes: string[], event_date: string | null, victims_police: number | null) =>
      devRow({ notebook: 'b', crimes, event_date, victims_police });
    const rows = [
      b(['murder'], '2020-01-01', 1),
      b(['murder'], '2021-12-31', 2),
      b(['attempted murder'], '2020-06-27', 1),
      b(['murder'], '2021-07-01', 0),
      b(['murder'], '2021-07-02', null),
      b(['murder'], '2022-01-01', 1),
      b(['murder'], '2019-12-31', 1),
    ];
    expect(ask('Murders where the vic was a cop', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('subtracts stated female from stated male suspects in North West, and refuses a reversed comparison', () => {
    const nw = (suspects_male: number | null, suspects_female: number | null) =>
      devRow({ notebook: 'b', province: 'North West', suspects_male, suspects_female });
    const rows = [
      nw(5, 1),
      nw(4, null),
      nw(null, 1),
      devRow({ notebook: 'b', province: 'Limpopo', suspects_male: 9 }),
    ];
    expect(ask('North West: how many more', rows)).toEqual({ kind: 'number', value: 7 });
    expect(() => ask('North West: how many more', [nw(1, 2)])).toThrow(/does not have more/);
  });

  it('finds a school by the word in the location, in Limpopo only', () => {
    const elsewhere = [
      devRow({ notebook: 'b', province: 'Free State', location: 'Primary School, Botshabelo' }),
      devRow({ notebook: 'b', province: 'Limpopo', location: 'Madombidzha village' }),
    ];
    expect(ask('Did any of these incidents', elsewhere)).toEqual({ kind: 'text', value: 'No' });
    const school = [
      ...elsewhere,
      devRow({ notebook: 'b', province: 'Limpopo', location: 'Thifhulufhelwi secondary school, Makhado' }),
    ];
    expect(ask('Did any of these incidents', school)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('sums child victims of rape or sexual assault, other crimes left out', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 3 }),
      devRow({ notebook: 'b', crimes: ['sexual assault', 'kidnapping'], victims_children: 1 }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_children: 2 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: null }),
    ];
    expect(ask('How many children in total', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('takes the weekend share over dated incidents only', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2024-01-06' }), // Saturday
      devRow({ notebook: 'b', event_date: '2024-01-08' }), // Monday
      devRow({ notebook: 'b', event_date: '2024-01-09' }), // Tuesday
      devRow({ notebook: 'b', event_date: null, published_date: '2024-01-07' }),
    ];
    expect(ask('Of the incidents with a known date', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('counts December and January of any year by event date for the long holiday', () => {
    const b = (event_date: string | null) =>
      devRow({ notebook: 'b', event_date, published_date: '2020-12-15' });
    const rows = [
      b('2016-12-27'),
      b('2023-01-05'),
      b('2019-01-31'),
      b('2020-02-01'),
      b('2020-11-30'),
      b(null),
    ];
    expect(ask('Our long holiday', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('ranks provinces by stated child victims and the biggest bust by arrests, naming it by its own place', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'Northern Cape',
        location: 'Kimberley',
        victims_children: 3,
        num_suspects_arrested: 1,
      }),
      devRow({
        notebook: 'b',
        province: 'North West',
        location: 'Taung',
        victims_children: 1,
        num_suspects_arrested: 2,
      }),
      devRow({
        notebook: 'b',
        province: 'North West',
        location: 'old mine, Barberton',
        victims_children: null,
        num_suspects_arrested: 19,
      }),
      devRow({
        notebook: 'b',
        province: 'North West',
        location: 'old mine, Vryburg',
        victims_children: 1,
        num_suspects_arrested: null,
      }),
    ];
    expect(ask('Which province had the largest', rows)).toEqual({ kind: 'text', value: 'Northern Cape' });
    expect(ask('Biggest bust', rows)).toEqual({ kind: 'text', value: ['Barberton'] });
  });
});
