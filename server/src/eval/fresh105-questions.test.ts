import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH105_QUESTIONS } from './fresh105-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-fifth fresh question set (blind)', FRESH105_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH105_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH105_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-fifth fresh set reads the ground truth as its header says', () => {
  it('sums the stated killed of its own notebook only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['murder'], victims_killed: 3 }),
      devRow({ crimes: ['murder'], victims_killed: null, num_victims: 4 }),
      devRow({ crimes: ['attempted murder'], victims_killed: 0, victims_injured: 2 }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_killed: 5 }),
    ];
    expect(ask('Let us remember, as our congregation', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('counts killed in the Eastern Cape by province alone, for uMakhulu', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 2 }),
      devRow({ province: 'Eastern Cape', crimes: ['culpable homicide'], victims_killed: 1 }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: null }),
      devRow({ province: 'Western Cape', crimes: ['murder'], victims_killed: 7 }),
    ];
    expect(ask('uMakhulu asks: bangaphi abantu ababulewe eMpuma', rows)).toEqual({
      kind: 'number',
      value: 3,
    });
  });

  it('dates the last Eastern Cape murder by event date, not attempted murder nor a later publication', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'], event_date: '2023-03-27' }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'], event_date: '2024-07-10' }),
      devRow({
        province: 'Eastern Cape',
        crimes: ['murder'],
        event_date: null,
        published_date: '2025-01-01',
      }),
      devRow({ province: 'Gauteng', crimes: ['murder'], event_date: '2025-02-02' }),
    ];
    expect(ask('uMakhulu asks when the last murder', rows)).toEqual({ kind: 'date', value: '2023-03-27' });
  });

  it('answers the New Brighton arrest question from arrest_made on murders there', () => {
    const none = [
      devRow({ location: 'New Brighton', crimes: ['murder'], arrest_made: false }),
      devRow({ location: 'KwaNobuhle', crimes: ['murder'], arrest_made: true }),
      devRow({ location: 'new brighton', crimes: ['theft'], arrest_made: true }),
    ];
    expect(ask('uMakhulu knew people', none)).toEqual({ kind: 'text', value: 'No' });
    const some = [
      ...none,
      devRow({ location: 'New Brighton, Gqeberha', crimes: ['murder'], arrest_made: true }),
    ];
    expect(ask('uMakhulu knew people', some)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts rape alone in the two Cape provinces, not sexual assault', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['rape'] }),
      devRow({ province: 'Western Cape', crimes: ['rape', 'illegal firearm possession'] }),
      devRow({ province: 'Western Cape', crimes: ['sexual assault'] }),
      devRow({ province: 'Gauteng', crimes: ['rape'] }),
    ];
    expect(ask('uMakhulu asks how many ukudlwengulwa', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the male share over victims of stated sex, to the nearest whole percent', () => {
    const rows = [
      devRow({ num_victims: 3, victims_male: 2, victims_female: 1 }),
      devRow({ num_victims: 6, victims_male: null, victims_female: null }),
      devRow({ num_victims: 1, victims_male: null, victims_female: 0 }),
      devRow({ notebook: 'b', victims_male: 0, victims_female: 9 }),
    ];
    expect(ask('On the gender split', rows)).toEqual({ kind: 'number', value: 67 });
  });

  it('measures the y/y change in incidents by event year, and refuses a fall', () => {
    const rows = [
      devRow({ event_date: '2021-05-01' }),
      devRow({ event_date: '2022-01-01' }),
      devRow({ event_date: '2022-12-31' }),
      devRow({ event_date: '2022-06-06' }),
      devRow({ event_date: null, published_date: '2022-03-03' }),
    ];
    expect(ask('Incident counts, levels not rates', rows)).toEqual({ kind: 'number', value: 2 });
    const fall = [...rows, devRow({ event_date: '2021-02-02' }), devRow({ event_date: '2021-03-03' })];
    expect(() => ask('Incident counts, levels not rates', fall)).toThrow(/does not have more/);
  });

  it('counts a weekend by the event date alone', () => {
    const rows = [
      devRow({ event_date: '2024-01-06' }), // Saturday
      devRow({ event_date: '2024-01-07' }), // Sunday
      devRow({ event_date: '2024-01-05' }), // Friday
      devRow({ event_date: null, published_date: '2024-01-13' }), // published on a Saturday
    ];
    expect(ask('Day-of-week effect', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks municipalities by the sum of suspects arrested, skipping unknown ones, and refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', num_suspects_arrested: 19 }),
      devRow({ municipality: 'City of Johannesburg', num_suspects_arrested: 6 }),
      devRow({ municipality: 'City of Johannesburg', num_suspects_arrested: 5 }),
      devRow({ municipality: null, num_suspects_arrested: 40 }),
    ];
    expect(ask('Which municipality accounts', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
    const tied = [...rows, devRow({ municipality: 'City of Johannesburg', num_suspects_arrested: 8 })];
    expect(() => ask('Which municipality accounts', tied)).toThrow(/no single leader/);
  });

  it('takes the farm share of murders over all murders, a farm by the word in the location', () => {
    const b = (location: string, crimes: string[]) => devRow({ notebook: 'b', location, crimes });
    const rows = [
      b('Lismor farm, near Kestell', ['murder']),
      b('De Rots Farm, Senekal', ['murder', 'armed robbery']),
      b('Bloemfontein', ['murder']),
      b('Mareetsane', ['murder']),
      b('Sonkwane village', ['murder']),
      b('farm in Bloemspruit', ['stock theft']),
      b('Phuthaditjhaba', ['attempted murder']),
    ];
    expect(ask('Many in our congregation', rows)).toEqual({ kind: 'number', value: 40 });
  });

  it("gives the Free State's share of fatalities, nulls adding nothing, and refuses a halfway share", () => {
    const b = (province: string, victims_killed: number | null) =>
      devRow({ notebook: 'b', province, crimes: ['murder'], victims_killed });
    const rows = [
      b('Free State', 7),
      b('Free State', null),
      b('Limpopo', 3),
      b('North West', 2),
      b('Limpopo', null),
    ];
    expect(ask("Free State's share", rows)).toEqual({ kind: 'number', value: 58 });
    expect(() => ask("Free State's share", [b('Free State', 1), b('Limpopo', 7)])).toThrow(/halfway/);
  });

  it('counts Q1 by the month of the event date in any year, and dates the latest illegal mining by event date', () => {
    const b = (event_date: string | null, crimes: string[] = ['theft']) =>
      devRow({ notebook: 'b', event_date, crimes, published_date: '2025-03-15' });
    const rows = [
      b('2019-03-21', ['illegal mining']),
      b('2024-12-26', ['illegal mining', 'other']),
      b('2024-01-01'),
      b('2020-03-31'),
      b('2020-04-01'),
      b(null, ['illegal mining']),
    ];
    expect(ask('Seasonality check', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('Latest data point', rows)).toEqual({ kind: 'date', value: '2024-12-26' });
  });

  it('answers the Limpopo police question from stated police victims, and ranks provinces by them', () => {
    const b = (province: string, victims_police: number | null) =>
      devRow({ notebook: 'b', province, crimes: ['attempted murder'], victims_police });
    const none = [b('Limpopo', 0), b('Limpopo', null), b('North West', 2)];
    expect(ask('Typing for uMakhulu', none)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Typing for uMakhulu', [...none, b('Limpopo', 1)])).toEqual({ kind: 'text', value: 'Yes' });
    expect(ask('uMakhulu asks kweliphi', [...none, b('Limpopo', 1)])).toEqual({
      kind: 'text',
      value: 'North West',
    });
  });

  it('counts murders of 2020 by event date only, not attempted murders', () => {
    const b = (event_date: string | null, crime = 'murder') =>
      devRow({ notebook: 'b', event_date, crimes: [crime], published_date: '2020-08-01' });
    const rows = [
      b('2020-10-02'),
      b('2020-07-26'),
      b('2019-12-31'),
      b(null),
      b('2020-06-27', 'attempted murder'),
    ];
    expect(ask('uMakhulu wants to know', rows)).toEqual({ kind: 'number', value: 2 });
  });
});
