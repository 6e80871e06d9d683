import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH192_QUESTIONS } from './fresh192-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-ninety-second fresh question set (blind)', FRESH192_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH192_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH192_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the hundred-and-ninety-second fresh set reads the ground truth as its header says', () => {
  it('counts Gauteng kidnappings only, whatever else the incident holds', () => {
    const rows = [
      devRow({ crimes: ['kidnapping', 'extortion'] }),
      devRow({ crimes: ['carjacking', 'kidnapping'] }),
      devRow({ crimes: ['carjacking'] }),
      devRow({ crimes: ['kidnapping'], province: 'KwaZulu-Natal' }),
    ];
    expect(ask('Eish, our listeners', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts murders, not attempted murders, by province, names KZN, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ province: 'Gauteng', crimes: ['attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['attempted murder'] }),
    ];
    expect(ask('Which province in this notebook', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    expect(() =>
      ask('Which province in this notebook', [...rows, devRow({ province: 'Gauteng', crimes: ['murder'] })]),
    ).toThrow(/no single leader/);
  });

  it('dates the latest CIT by event date; an undated, later-published one is never the latest', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2021-03-29', published_date: '2021-04-21' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: null, published_date: '2025-01-01' }),
      devRow({ crimes: ['business robbery'], event_date: '2024-09-01' }),
    ];
    expect(ask('The cash-in-transit robberies', rows)).toEqual({ kind: 'date', value: '2021-03-29' });
  });

  it('ranks weekdays over fatal incidents only, leaving undated and unstated deaths out', () => {
    const rows = [
      devRow({ event_date: '2024-01-06', victims_killed: 1 }), // Saturday
      devRow({ event_date: '2024-01-13', victims_killed: 3 }), // Saturday
      devRow({ event_date: '2024-01-07', victims_killed: 2 }), // Sunday
      devRow({ event_date: '2024-01-08', victims_killed: 0 }), // Monday, nobody killed
      devRow({ event_date: '2024-01-15', victims_killed: null }), // Monday, unstated
      devRow({ event_date: '2024-01-22' }), // Monday, no people figures
      devRow({ event_date: null, published_date: '2024-01-09', victims_killed: 4 }),
    ];
    expect(ask('Weekday distribution', rows)).toEqual({ kind: 'text', value: 'Saturday' });
    const tied = [...rows, devRow({ event_date: '2024-01-14', victims_killed: 1 })];
    expect(() => ask('Weekday distribution', tied)).toThrow(/no single leader/);
  });

  it('takes the median victim count over stated counts, averaging the middle pair', () => {
    const wc = (num_victims: number | null) => devRow({ province: 'Western Cape', num_victims });
    const rows = [wc(1), wc(14), wc(2), wc(6), wc(null), devRow({ num_victims: 100 })];
    expect(ask('What is the median number of victims', rows)).toEqual({ kind: 'number', value: 4 });
    expect(ask('What is the median number of victims', [...rows, wc(13)])).toEqual({
      kind: 'number',
      value: 6,
    });
  });

  it('puts the Q4 share over dated incidents only', () => {
    const rows = [
      devRow({ event_date: '2020-10-01' }),
      devRow({ event_date: '2021-12-31' }),
      devRow({ event_date: '2019-09-30' }),
      devRow({ event_date: null, published_date: '2020-11-01' }),
      devRow({ event_date: null, published_date: '2020-12-01' }),
    ];
    expect(ask('What percentage of dated incidents', rows)).toEqual({ kind: 'number', value: 67 });
  });

  it('checks the Site C claim on both counts, and refuses an ambiguous incident', () => {
    const siteC = (num_suspects_arrested: number) =>
      devRow({ location: 'Site C, Khayelitsha', crimes: ['murder'], num_victims: 13, num_suspects_arrested });
    expect(ask('Is it correct that the mass shooting', [siteC(1)])).toEqual({ kind: 'text', value: 'Yes' });
    expect(ask('Is it correct that the mass shooting', [siteC(2)])).toEqual({ kind: 'text', value: 'No' });
    expect(() => ask('Is it correct that the mass shooting', [siteC(1), siteC(1)])).toThrow(
      /not one incident/,
    );
  });

  it('takes "no arrest" as a stated false, an unstated arrest not counting', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['attempted murder'], arrest_made: false }),
    ];
    expect(ask('My client claims the police', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('compares Limpopo with Mpumalanga by stated killed alone, other provinces aside', () => {
    const rows = [
      b({ province: 'Limpopo', victims_killed: 1 }),
      b({ province: 'Limpopo', victims_killed: 1 }),
      b({ province: 'Mpumalanga', victims_killed: 1 }),
      b({ province: 'Mpumalanga', victims_killed: null }),
      b({ province: 'Free State', victims_killed: 7 }),
    ];
    expect(ask('Limpopo or Mpumalanaga', rows)).toEqual({ kind: 'text', value: 'Limpopo' });
    const tied = [...rows, b({ province: 'Mpumalanga', victims_killed: 1 })];
    expect(() => ask('Limpopo or Mpumalanaga', tied)).toThrow(/no single leader/);
  });

  it('finds Polokwane in the location, municipality or station, and nowhere else', () => {
    const rows = [b({ title: 'Polokwane police warn residents', location: 'Seshego' })];
    expect(ask('Me I am broadcasting', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Me I am broadcasting', [...rows, b({ municipality: 'Polokwane' })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('counts periods by event year, the undated and the years between left out', () => {
    const rows = [
      b({ event_date: '2016-01-01' }),
      b({ event_date: '2019-12-31' }),
      b({ event_date: '2022-01-01' }),
      b({ event_date: '2024-06-01' }),
      b({ event_date: '2025-12-31' }),
      b({ event_date: '2021-06-01' }),
      b({ event_date: null, published_date: '2023-01-01' }),
    ];
    expect(ask('Comparing two periods', rows)).toEqual({ kind: 'number', value: 1 });
    expect(() => ask('Comparing two periods', rows.slice(0, 3))).toThrow(/does not have more/);
  });

  it('takes the median of every stated suspect age in the Free State, one per suspect', () => {
    const rows = [
      b({ province: 'Free State', suspect_ages: [21, 45, 55] }),
      b({ province: 'Free State', suspect_ages: [30] }),
      b({ province: 'Free State', suspect_ages: null }),
      b({ province: 'Limpopo', suspect_ages: [70, 80] }),
    ];
    expect(ask('What is the median age', rows)).toEqual({ kind: 'number', value: 37.5 });
  });

  it('averages arrests over incidents that state a count, and the weekend share over dated incidents', () => {
    const rows = [
      b({ province: 'Mpumalanga', num_suspects_arrested: 19, event_date: '2024-12-28' }), // Saturday
      b({ province: 'Mpumalanga', num_suspects_arrested: 0, event_date: '2024-12-26' }), // Thursday
      b({
        province: 'Mpumalanga',
        num_suspects_arrested: null,
        event_date: null,
        published_date: '2024-12-29',
      }),
      b({ province: 'Mpumalanga', num_suspects_arrested: 3, event_date: '2024-12-24' }), // Tuesday
    ];
    expect(ask('Mean number of suspects', rows)).toEqual({ kind: 'number', value: 7.3 });
    expect(ask('Among dated incidents only', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('settles the De Aar claim only on a stated arrest', () => {
    const deAar = (arrest_made: boolean | null) =>
      b({ location: 'guest house, De Aar', crimes: ['rape'], arrest_made });
    expect(ask('Is it correct that nobody', [deAar(false)])).toEqual({ kind: 'text', value: 'Yes' });
    expect(ask('Is it correct that nobody', [deAar(true)])).toEqual({ kind: 'text', value: 'No' });
    expect(() => ask('Is it correct that nobody', [deAar(null)])).toThrow(/does not say/);
  });

  it('counts acquaintance rapes over all rapes, an unstated relationship not an acquaintance', () => {
    const rows = [
      b({ crimes: ['rape'], relationship: 'acquaintance' }),
      b({ crimes: ['rape', 'murder'], relationship: 'acquaintance' }),
      b({ crimes: ['rape'], relationship: null }),
      b({ crimes: ['rape'], relationship: 'stranger' }),
      b({ crimes: ['murder'], relationship: 'acquaintance' }),
    ];
    expect(ask('My client says most rapes', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('dates a named incident by its event date, refusing an undated one', () => {
    const calvinia = (event_date: string | null) =>
      b({
        location: 'tuck-shop, Calvinia',
        crimes: ['business robbery'],
        event_date,
        published_date: '2017-10-27',
      });
    expect(ask('My client says the robbery', [calvinia('2017-10-24')])).toEqual({
      kind: 'date',
      value: '2017-10-24',
    });
    expect(() => ask('My client says the robbery', [calvinia(null)])).toThrow(/no dated incident/);
  });

  it('refuses the hour of day, bail and the investigating officer, whatever the rows hold', () => {
    const refused = FRESH192_QUESTIONS.filter((q) => q.covers.includes('refusal'));
    expect(refused.map((q) => q.notebook)).toEqual(['a', 'a', 'b']);
    for (const q of refused) expect(q.expect([devRow({ crimes: ['murder'] })])).toEqual({ kind: 'refusal' });
  });
});
