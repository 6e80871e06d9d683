import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH170_QUESTIONS } from './fresh170-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-seventieth fresh question set (blind)', FRESH170_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH170_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH170_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-seventieth fresh set reads the ground truth as its header says', () => {
  it('sums the stated child victims of its own notebook, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['rape'], victims_children: 1 }),
      devRow({ crimes: ['murder'], victims_children: 3, num_victims: 13 }),
      devRow({ crimes: ['murder'], victims_children: null, num_victims: 4 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 5 }),
    ];
    expect(ask('I am a school principal', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('counts a rape with a child victim only when a child figure of at least one is stated', () => {
    const rows = [
      devRow({ crimes: ['rape'], victims_children: 1 }),
      devRow({ crimes: ['rape', 'kidnapping'], victims_children: 2 }),
      devRow({ crimes: ['rape'], victims_children: 0 }),
      devRow({ crimes: ['rape'], victims_children: null }),
      devRow({ crimes: ['sexual assault'], victims_children: 1 }),
      devRow({ crimes: ['murder'], victims_children: 1 }),
    ];
    expect(ask('How many of the rape cases', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts suspects under 21 one per stated age, 21 itself left out', () => {
    const rows = [
      devRow({ suspect_ages: [19, 21, 35] }),
      devRow({ suspect_ages: [20, 20] }),
      devRow({ suspect_ages: null, num_suspects_arrested: 4 }),
      devRow({ notebook: 'b', suspect_ages: [18] }),
    ];
    expect(ask('Of the suspects whose ages', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('dates the latest child-victim incident by event date, never by a later publication', () => {
    const rows = [
      devRow({ victims_children: 1, event_date: '2022-03-11', published_date: '2022-03-14' }),
      devRow({ victims_children: 2, event_date: null, published_date: '2025-01-01' }),
      devRow({ victims_children: 0, event_date: '2024-12-01' }),
      devRow({ victims_children: null, event_date: '2025-02-01' }),
    ];
    expect(ask('When did the most recent incident', rows)).toEqual({ kind: 'date', value: '2022-03-11' });
  });

  it('counts murder in the period with both ends included, and not attempted murder or culpable homicide', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2018-01-01' }),
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2022-12-31' }),
      devRow({ crimes: ['attempted murder'], event_date: '2020-05-05' }),
      devRow({ crimes: ['culpable homicide'], event_date: '2020-05-05' }),
      devRow({ crimes: ['murder'], event_date: '2023-01-01' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2020-01-01' }),
    ];
    expect(ask('For the period 1 January 2018 to 31 December 2022, how many', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('takes the arrest share over the dated incidents of the period, an unstated arrest counting as none', () => {
    const rows = [
      devRow({ event_date: '2019-02-01', arrest_made: true }),
      devRow({ event_date: '2020-02-01', arrest_made: true }),
      devRow({ event_date: '2021-02-01', arrest_made: false }),
      devRow({ event_date: '2023-12-31', arrest_made: null }),
      devRow({ event_date: '2024-01-01', arrest_made: false }),
      devRow({ event_date: null, arrest_made: false }),
    ];
    expect(ask('For the period 1 January 2019 to 31 December 2023, what percentage', rows)).toEqual({
      kind: 'number',
      value: 50,
    });
  });

  it('lists each province of a dated CIT robbery in the period once', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], province: 'Gauteng', event_date: '2018-06-04' }),
      devRow({ crimes: ['cash-in-transit robbery'], province: 'Gauteng', event_date: '2020-06-04' }),
      devRow({ crimes: ['cash-in-transit robbery'], province: 'Limpopo', event_date: '2017-12-31' }),
      devRow({ crimes: ['cash-in-transit robbery'], province: 'Free State', event_date: null }),
      devRow({ crimes: ['business robbery'], province: 'North West', event_date: '2020-01-01' }),
      devRow({ crimes: ['cash-in-transit robbery'], province: 'Eastern Cape', event_date: '2024-07-29' }),
    ];
    expect(ask('Please enumerate the provinces', rows)).toEqual({
      kind: 'list',
      value: ['Gauteng', 'Eastern Cape'],
    });
  });

  it('compares persons killed inside the period only, and refuses a reversed comparison', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', event_date: '2019-12-29', victims_killed: 3 }),
      devRow({ province: 'Eastern Cape', event_date: '2022-11-05', victims_killed: 6 }),
      devRow({ province: 'Eastern Cape', event_date: '2024-01-01', victims_killed: 9 }),
      devRow({ province: 'KwaZulu-Natal', event_date: '2023-06-03', victims_killed: 7 }),
      devRow({ province: 'KwaZulu-Natal', event_date: '2021-03-29', victims_killed: null }),
    ];
    expect(ask('By how many did the number', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [
      ...rows,
      devRow({ province: 'KwaZulu-Natal', event_date: '2020-01-01', victims_killed: 5 }),
    ];
    expect(() => ask('By how many did the number', reversed)).toThrow(/does not have more/);
  });

  it('finds Khayelitsha and Bloemfontein by the word in the location, not by the municipality', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', municipality: 'City of Cape Town', victims_killed: 7 }),
      devRow({ location: 'Enkanini, Khayelitsha', municipality: 'City of Cape Town', victims_killed: null }),
      devRow({ location: 'Panorama', municipality: 'City of Cape Town', victims_killed: 2 }),
    ];
    expect(ask('hw many ppl killed', rows)).toEqual({ kind: 'number', value: 7 });
    const bloem = [
      devRow({ notebook: 'b', location: 'Bloemfontein', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', location: 'farm in Bloemspruit, near Bloemfontein', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', location: 'farm near Glen', municipality: 'Mangaung' }),
    ];
    expect(ask('hw many incidents in bloem', bloem)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes a hijacking as a car or truck one, in eThekwini, by event date since 2020', () => {
    const durbs = (crime: string, event_date: string | null, municipality = 'eThekwini') =>
      devRow({ crimes: [crime], event_date, municipality, province: 'KwaZulu-Natal' });
    const none = [
      durbs('carjacking', '2019-12-31'),
      durbs('carjacking', null),
      durbs('armed robbery', '2021-01-01'),
      durbs('carjacking', '2022-01-01', 'uMshwathi'),
    ];
    expect(ask('any hijackngs in durbs', none)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('any hijackngs in durbs', [...none, durbs('truck hijacking', '2020-01-01')])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('ranks municipalities by persons killed, skipping unknown municipalities, and refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', victims_killed: 7 }),
      devRow({ municipality: 'City of Cape Town', victims_killed: 4 }),
      devRow({ municipality: 'eThekwini', victims_killed: 8 }),
      devRow({ municipality: null, victims_killed: 20 }),
    ];
    expect(ask('wich municipality', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
    expect(() =>
      ask('wich municipality', [...rows, devRow({ municipality: 'eThekwini', victims_killed: 3 })]),
    ).toThrow(/no single leader/);
  });

  it('takes the youngest suspect over the cases with a stated child victim only', () => {
    const rows = [
      devRow({ notebook: 'b', victims_children: 1, suspect_ages: [22, 34] }),
      devRow({ notebook: 'b', victims_children: 3, suspect_ages: [26] }),
      devRow({ notebook: 'b', victims_children: 0, suspect_ages: [18] }),
      devRow({ notebook: 'b', victims_children: null, suspect_ages: [19] }),
    ];
    expect(ask('In the cases where a child', rows)).toEqual({ kind: 'number', value: 22 });
  });

  it('answers the school arrest from a stated arrest at a location naming a school', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'Secondary School, Madombidzha village', arrest_made: false }),
      devRow({ notebook: 'b', location: 'Madombidzha village', arrest_made: true }),
    ];
    expect(ask('There is a report of a break-in', rows)).toEqual({ kind: 'text', value: 'No' });
    const caught = [
      ...rows,
      devRow({ notebook: 'b', location: 'near a primary school, Giyani', arrest_made: true }),
    ];
    expect(ask('There is a report of a break-in', caught)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the share of known attackers over the stated relationships alone', () => {
    const rows = [
      devRow({ notebook: 'b', relationship: 'acquaintance' }),
      devRow({ notebook: 'b', relationship: 'partner' }),
      devRow({ notebook: 'b', relationship: 'family' }),
      devRow({ notebook: 'b', relationship: 'stranger' }),
      devRow({ notebook: 'b', relationship: null }),
      devRow({ notebook: 'b' }),
    ];
    expect(ask('Among incidents in which the relationship', rows)).toEqual({ kind: 'number', value: 75 });
  });

  it('ranks years by event date inside the period, the undated and those outside left out', () => {
    const dated = (event_date: string | null) =>
      devRow({ notebook: 'b', event_date, published_date: '2020-01-01' });
    const rows = [
      dated('2020-01-01'),
      dated('2020-12-31'),
      dated('2022-05-01'),
      dated('2023-01-01'),
      dated('2023-02-01'),
      dated('2023-03-01'),
      dated(null),
    ];
    expect(ask('For the period 1 January 2016 to 31 December 2022, which', rows)).toEqual({
      kind: 'text',
      value: '2020',
    });
  });

  it('dates the latest Mpumalanga hijacking of car or truck, not a robbery elsewhere', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['carjacking'], event_date: '2022-08-04' }),
      devRow({
        notebook: 'b',
        province: 'Mpumalanga',
        crimes: ['truck hijacking'],
        event_date: '2022-09-29',
      }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['armed robbery'], event_date: '2024-01-01' }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['carjacking'], event_date: '2025-01-01' }),
    ];
    expect(ask('wen was the latest hijacking', rows)).toEqual({ kind: 'date', value: '2022-09-29' });
  });
});
