import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH161_QUESTIONS } from './fresh161-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-sixty-first fresh question set (blind)', FRESH161_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH161_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH161_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-sixty-first fresh set reads the ground truth as its header says', () => {
  it('counts murder alone, never attempted murder, and counts a row once whatever else it holds', () => {
    const rows = [
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['murder', 'attempted murder', 'house robbery'] }),
      devRow({ crimes: ['attempted murder'] }),
      devRow({ crimes: ['culpable homicide'] }),
      devRow({ notebook: 'b', crimes: ['murder'] }),
    ];
    expect(ask('countif on the crimes column', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('filters by year on the event date alone, the ends of 2022 in and an undated row out', () => {
    const wc = (event_date: string | null, num_suspects_arrested: number | null) =>
      devRow({ province: 'Western Cape', event_date, num_suspects_arrested, published_date: '2022-06-01' });
    const rows = [
      wc('2022-01-01', 2),
      wc('2022-12-31', 3),
      wc('2022-07-01', null),
      wc('2021-12-31', 7),
      wc('2023-01-01', 11),
      wc(null, 13),
      devRow({ province: 'Gauteng', event_date: '2022-05-05', num_suspects_arrested: 17 }),
    ];
    expect(ask('sum of suspects arrested', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('averages only the stated victims, and counts a blank event date as a null, never a published date', () => {
    const rows = [
      devRow({ num_victims: 1 }),
      devRow({ num_victims: 2 }),
      devRow({ num_victims: 4 }),
      devRow({ num_victims: null, event_date: null }),
    ];
    expect(ask('avg of the number of victims', rows)).toEqual({ kind: 'number', value: 2.3 });
    const b = [
      devRow({ notebook: 'b', event_date: null, published_date: '2024-03-01' }),
      devRow({ notebook: 'b', event_date: null }),
      devRow({ notebook: 'b', event_date: '2024-02-01' }),
    ];
    expect(ask('how many rows have the event date blank', b)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the min and max dates by event date, undated rows never ending a window', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2019-05-01', published_date: '2019-05-02' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['business robbery'], event_date: '2015-01-01' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2021-01-01' }),
    ];
    expect(ask("what's the min event date", rows)).toEqual({ kind: 'date', value: '2019-05-01' });
    const b = [
      ...rows.map((r) => ({ ...r, notebook: 'b' as const })),
      devRow({ notebook: 'b', crimes: ['business robbery'], event_date: null, published_date: '2025-01-01' }),
      devRow({ notebook: 'b', crimes: ['carjacking'], event_date: '2024-01-01' }),
    ];
    expect(ask('Date of the most recent CIT or business robbery', b)).toEqual({
      kind: 'date',
      value: '2021-01-01',
    });
    expect(() =>
      ask('max of event date', [devRow({ notebook: 'b', crimes: ['rape'], event_date: null })]),
    ).toThrow(/no dated incident/);
  });

  it('sums the stated lives lost per year and refuses a comparison whose first year has no more', () => {
    const rows = [
      devRow({ event_date: '2022-02-01', victims_killed: 4 }),
      devRow({ event_date: '2022-08-01', victims_killed: null }),
      devRow({ event_date: '2023-03-01', victims_killed: 1 }),
      devRow({ event_date: null, published_date: '2023-05-01', victims_killed: 9 }),
    ];
    expect(ask('My heart is heavy', rows)).toEqual({ kind: 'number', value: 3 });
    const reversed = [...rows, devRow({ event_date: '2023-11-01', victims_killed: 3 })];
    expect(() => ask('My heart is heavy', reversed)).toThrow(/does not have more/);
  });

  it('sums women and girls and children only over rape cases, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['rape'], victims_female: 2, victims_children: 1 }),
      devRow({ crimes: ['rape', 'murder'], victims_female: null, victims_children: null }),
      devRow({ crimes: ['sexual assault'], victims_female: 5, victims_children: 5 }),
    ];
    expect(ask('So that we may remember them', rows)).toEqual({ kind: 'number', value: 2 });
    const b = rows.map((r) => ({ ...r, notebook: 'b' as const }));
    expect(ask('It grieves me deeply', b)).toEqual({ kind: 'number', value: 1 });
  });

  it('answers yes only to a stated figure above zero, never to an unstated one', () => {
    const unstated = [
      devRow({ province: 'Gauteng', victims_police: null }),
      devRow({ province: 'Gauteng', victims_police: 0 }),
      devRow({ province: 'Limpopo', victims_police: 2 }),
    ];
    expect(ask('We also pray', unstated)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('We also pray', [...unstated, devRow({ province: 'Gauteng', victims_police: 1 })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
    const nc = [
      devRow({ notebook: 'b', province: 'Northern Cape', suspects_female: null }),
      devRow({ notebook: 'b', province: 'Free State', suspects_female: 1 }),
    ];
    expect(ask('TRUE/FALSE', nc)).toEqual({ kind: 'text', value: 'No' });
  });

  it('counts an attacker the victim knew as a partner, family or acquaintance, not a stranger or unstated tie', () => {
    const rows = ['partner', 'family', 'acquaintance', 'stranger', null].map((relationship) =>
      devRow({ notebook: 'b', relationship }),
    );
    expect(ask('So often the harm', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('finds farm attacks by the word in the location, and takes the arrested share over all of them', () => {
    const farm = (location: string, arrest_made: boolean | null) =>
      devRow({ notebook: 'b', location, arrest_made, crimes: ['stock theft'] });
    const rows = [
      farm('Lismor Farm, near Kestell', true),
      farm('farm near Glen', false),
      farm('De Rots farm, Senekal', true),
      farm('Spitskop Trust FARM', null),
      farm('Bloemfontein', false),
    ];
    expect(ask('Farm attacks - how many', rows)).toEqual({ kind: 'number', value: 4 });
    expect(ask('Farm attacks: what %', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('counts Mpumalanga from the first day of 2022, and compares arrests only when MP has more', () => {
    const mp = (event_date: string | null, num_suspects_arrested: number | null) =>
      devRow({ notebook: 'b', province: 'Mpumalanga', event_date, num_suspects_arrested });
    const rows = [
      mp('2022-01-01', 3),
      mp('2021-12-31', 4),
      mp(null, null),
      mp('2025-06-01', 1),
      devRow({ notebook: 'b', province: 'North West', event_date: '2023-01-01', num_suspects_arrested: 6 }),
    ];
    expect(ask('countif province = Mpumalnga', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Suspects nabbed, MP vs NW', rows)).toEqual({ kind: 'number', value: 2 });
    const moreInNw = [
      ...rows,
      devRow({ notebook: 'b', province: 'North West', event_date: null, num_suspects_arrested: 5 }),
    ];
    expect(() => ask('Suspects nabbed, MP vs NW', moreInNw)).toThrow(/does not have more/);
  });

  it('lists the distinct provinces of the selected crime, and ranks CIT with business robberies, carjacking aside', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['cash-in-transit robbery'] }),
      devRow({ province: 'Gauteng', crimes: ['cash-in-transit robbery', 'murder'] }),
      devRow({ province: 'Limpopo', crimes: ['cash-in-transit robbery'] }),
      devRow({ province: 'Free State', crimes: ['armed robbery'] }),
    ];
    expect(ask('CIT hits: which provinces', rows)).toEqual({ kind: 'list', value: ['Gauteng', 'Limpopo'] });
    const b = [
      devRow({ notebook: 'b', province: 'North West', crimes: ['business robbery'] }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['cash-in-transit robbery'] }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['carjacking'] }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['cash-in-transit robbery'] }),
    ];
    expect(ask('CIT + business robberies combined', b)).toEqual({ kind: 'text', value: 'North West' });
    expect(() =>
      ask('CIT + business robberies combined', [
        ...b,
        devRow({ notebook: 'b', province: 'Limpopo', crimes: ['business robbery'] }),
      ]),
    ).toThrow(/no single leader/);
  });

  it('ranks municipalities without blanks, naming a city without "City of", and averages killed over murders only', () => {
    const places = [
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'Ekurhuleni' }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
    ];
    expect(ask('if I pivot by municipality', places)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
    const murders = [
      devRow({ notebook: 'b', crimes: ['murder'], victims_killed: 2 }),
      devRow({ notebook: 'b', crimes: ['murder', 'kidnapping'], victims_killed: 1 }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_killed: 1 }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_killed: null }),
      devRow({ notebook: 'b', crimes: ['attempted murder'], victims_killed: 9 }),
    ];
    expect(ask('On avarage', murders)).toEqual({ kind: 'number', value: 1.3 });
  });
});
