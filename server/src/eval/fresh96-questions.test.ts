import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH96_QUESTIONS } from './fresh96-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The ninety-sixth fresh question set (blind)', FRESH96_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH96_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH96_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the ninety-sixth fresh set reads the ground truth as its header says', () => {
  it('sums police victims of its own notebook only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ victims_police: 2 }),
      devRow({ victims_police: null }),
      devRow({ victims_police: 0, num_victims: 4 }),
      devRow({ province: 'Western Cape', victims_police: 3 }),
      b({ victims_police: 5 }),
    ];
    expect(ask('Comrades in the branch', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('counts a Western Cape incident with a police victim only when the figure is stated above zero', () => {
    const wc = (victims_police: number | null) => devRow({ province: 'Western Cape', victims_police });
    const rows = [wc(1), wc(6), wc(0), wc(null), devRow({ province: 'Gauteng', victims_police: 2 })];
    expect(ask('Members on the ground in the Western Cape', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the Gauteng share of suspects arrested to one decimal, unstated arrests adding nothing', () => {
    const rows = [
      devRow({ province: 'Gauteng', num_suspects_arrested: 4 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: null }),
      devRow({ province: 'Eastern Cape', num_suspects_arrested: 7 }),
      devRow({ province: 'Western Cape', num_suspects_arrested: 1 }),
    ];
    // 4 of 12 arrested: 33.33...%
    expect(ask('For our submission to the employer', rows)).toEqual({ kind: 'number', value: 33.3 });
  });

  it('finds Khayelitsha by the word in the location, whatever the crime, and sums its stated dead', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', crimes: ['murder'], victims_killed: 7 }),
      devRow({ location: 'Enkanini, khayelitsha', crimes: ['drug possession'], victims_killed: null }),
      devRow({ location: 'Site C, Khayelitsha', crimes: ['culpable homicide'], victims_killed: 2 }),
      devRow({ location: 'Mitchells Plain', crimes: ['murder'], victims_killed: 4 }),
    ];
    expect(ask('Ek sê, hoeveel mense', rows)).toEqual({ kind: 'number', value: 9 });
  });

  it('reads "die Kaap" as the City of Cape Town municipality, not the whole Western Cape', () => {
    const rows = [
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town', victims_children: 3 }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town', victims_children: null }),
      devRow({ province: 'Western Cape', municipality: 'Swartland', victims_children: 2 }),
      devRow({ province: 'Western Cape', municipality: null, victims_children: 1 }),
    ];
    expect(ask('Ons laaities is nie safe nie', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('counts Western Cape murders from 1 January 2020 by event date, not attempted murders or undated ones', () => {
    const wc = (crimes: string[], event_date: string | null) =>
      devRow({ province: 'Western Cape', crimes, event_date, published_date: '2021-01-01' });
    const rows = [
      wc(['murder'], '2020-01-01'),
      wc(['murder', 'attempted murder'], '2024-06-08'),
      wc(['murder'], '2019-12-31'),
      wc(['attempted murder'], '2022-01-01'),
      wc(['murder'], null),
      devRow({ province: 'Gauteng', crimes: ['murder'], event_date: '2023-01-01' }),
    ];
    expect(ask('Sies man', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('says No to a Western Cape CIT unless one is there, and Yes when one is', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['business robbery'] }),
      devRow({ province: 'Gauteng', crimes: ['cash-in-transit robbery'] }),
    ];
    expect(ask('Het die gangsters', rows)).toEqual({ kind: 'text', value: 'No' });
    const withOne = [...rows, devRow({ province: 'Western Cape', crimes: ['cash-in-transit robbery'] })];
    expect(ask('Het die gangsters', withOne)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts weekend murders by the event date alone', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder', 'house robbery'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['murder'], event_date: '2024-01-05' }), // Friday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-13' }), // published on a Saturday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-06' }),
    ];
    expect(ask('WEEKEND OF TERROR', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the Eastern Cape excess of the stated dead, and refuses the comparison when it is reversed', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_killed: 6 }),
      devRow({ province: 'Eastern Cape', victims_killed: null }),
      devRow({ province: 'Western Cape', victims_killed: 4 }),
    ];
    expect(ask('EASTERN CAPE DEATH TOLL', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [...rows, devRow({ province: 'Western Cape', victims_killed: 3 })];
    expect(() => ask('EASTERN CAPE DEATH TOLL', reversed)).toThrow(/does not have more/);
  });

  it('names the biggest KZN bust by the parts of its location no other incident shares', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', location: 'Howick', num_suspects_arrested: 9 }),
      devRow({ province: 'KwaZulu-Natal', location: 'Sawoti', num_suspects_arrested: 7 }),
      devRow({ province: 'KwaZulu-Natal', location: 'Umlazi', num_suspects_arrested: null }),
      devRow({ province: 'Gauteng', location: 'Hillbrow', num_suspects_arrested: 20 }),
    ];
    expect(ask('COPS NAB THE LOT', rows)).toEqual({ kind: 'text', value: ['Howick'] });
  });

  it('says No for the Free State unless a police victim is stated there, a null not counting', () => {
    const rows = [
      b({ province: 'Free State', victims_police: null }),
      b({ province: 'Free State', victims_police: 0 }),
      b({ province: 'North West', victims_police: 2 }),
    ];
    expect(ask('Was any police officer', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(
      ask('Was any police officer', [...rows, b({ province: 'Free State', victims_police: 1 })]),
    ).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('counts Thursdays and Decembers by the event date, any year', () => {
    const rows = [
      b({ event_date: '2023-12-07' }), // Thursday, December
      b({ event_date: '2016-12-27' }), // Tuesday, December
      b({ event_date: '2024-02-22' }), // Thursday
      b({ event_date: null, published_date: '2023-12-14' }), // published on a Thursday in December
    ];
    expect(ask('Members on the ground say Thursday', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Desember is nie altyd lekker', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the female share over victims of stated sex, to one decimal', () => {
    const rows = [
      b({ num_victims: 3, victims_female: 1, victims_male: 2 }),
      b({ num_victims: 4, victims_female: null, victims_male: null }),
      b({ num_victims: 3, victims_female: 1, victims_male: 2 }),
      b({ num_victims: 1, victims_female: 0, victims_male: 1 }),
    ];
    // 2 of 7: 28.57...%
    expect(ask('Van al die victims', rows)).toEqual({ kind: 'number', value: 28.6 });
  });

  it('dates the last Limpopo murder by the event date, never a later publication', () => {
    const rows = [
      b({ province: 'Limpopo', crimes: ['murder'], event_date: '2023-11-25', published_date: '2023-11-30' }),
      b({ province: 'Limpopo', crimes: ['murder'], event_date: null, published_date: '2025-03-24' }),
      b({ province: 'Limpopo', crimes: ['attempted murder'], event_date: '2024-09-01' }),
      b({ province: 'Mpumalanga', crimes: ['murder'], event_date: '2025-01-01' }),
    ];
    expect(ask('Wanneer was die laaste murder', rows)).toEqual({ kind: 'date', value: '2023-11-25' });
  });

  it('sums arrests on farms by the word in the location, and finds a killing in a CIT only when stated', () => {
    const rows = [
      b({ location: 'Lismor farm, near Kestell', num_suspects_arrested: 2 }),
      b({ location: 'Spitskop Trust Farm, Thaba Nchu', num_suspects_arrested: null }),
      b({ location: 'farm near Koingnaas', num_suspects_arrested: 9 }),
      b({ location: 'Bloemfontein', num_suspects_arrested: 5 }),
      b({ crimes: ['cash-in-transit robbery'], victims_killed: null }),
      b({ crimes: ['cash-in-transit robbery'], victims_killed: 0 }),
      b({ crimes: ['murder'], victims_killed: 1 }),
    ];
    expect(ask('FARM-ED AND DANGEROUS', rows)).toEqual({ kind: 'number', value: 11 });
    expect(ask('CASH-VAN BLOODBATH', rows)).toEqual({ kind: 'text', value: 'No' });
    const killing = [...rows, b({ crimes: ['cash-in-transit robbery', 'murder'], victims_killed: 1 })];
    expect(ask('CASH-VAN BLOODBATH', killing)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('compares the years by event date and ranks municipalities without the unknown ones', () => {
    const rows = [
      b({ event_date: '2023-01-01', municipality: 'Mangaung' }),
      b({ event_date: '2023-12-31', municipality: 'Mangaung' }),
      b({ event_date: '2022-06-01', municipality: 'Madibeng' }),
      b({ event_date: null, published_date: '2023-05-01', municipality: null }),
      b({ event_date: '2024-01-01', municipality: null }),
      b({ event_date: '2021-01-01', municipality: null }),
    ];
    expect(ask('CRIME WAVE SHOCK', rows)).toEqual({ kind: 'number', value: 1 });
    expect(ask('CITY OF SHAME', rows)).toEqual({ kind: 'text', value: ['Mangaung', 'Mangaung'] });
    expect(ask('CITY OF SHAME', [...rows, b({ municipality: 'City of Matlosana' })])).toEqual({
      kind: 'text',
      value: ['Mangaung', 'Mangaung'],
    });
  });

  it('ranks provinces by summed children and by summed arrests, refusing a tie', () => {
    const kids = [
      b({ province: 'Northern Cape', victims_children: 3 }),
      b({ province: 'Northern Cape', victims_children: 1 }),
      b({ province: 'North West', victims_children: 1 }),
      b({ province: 'North West', victims_children: 1 }),
      b({ province: 'North West', victims_children: null }),
    ];
    expect(ask('Watter provinsie', kids)).toEqual({ kind: 'text', value: 'Northern Cape' });
    expect(() =>
      ask('Watter provinsie', [...kids, b({ province: 'North West', victims_children: 2 })]),
    ).toThrow(/no single leader/);
    const arrests = [
      devRow({ province: 'KwaZulu-Natal', num_suspects_arrested: 9 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: 4 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: 4 }),
    ];
    expect(ask('For the branch report', arrests)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
  });
});
