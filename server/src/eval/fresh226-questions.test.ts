import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH226_QUESTIONS } from './fresh226-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-twenty-sixth fresh question set (blind)', FRESH226_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH226_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH226_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the two-hundred-and-twenty-sixth fresh set reads the ground truth as its header says', () => {
  it('counts the Cape Town metro by municipality, not by a Cape Town in the location', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', location: 'Hout Bay', province: 'Western Cape' }),
      devRow({ municipality: 'City of Cape Town', location: 'Panorama', province: 'Western Cape' }),
      devRow({ municipality: 'Swartland', location: 'Malmesbury, near Cape Town', province: 'Western Cape' }),
      b({ municipality: 'City of Cape Town', location: 'Sea Point', province: 'Western Cape' }),
    ];
    expect(ask('Howzit!', rows)).toEqual({ kind: 'number', value: 2 });
    rows.push(devRow({ municipality: 'City of Cape Town', location: 'Bo-Kaap', province: 'Western Cape' }));
    expect(ask('Howzit!', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('sums the stated killed in any Khayelitsha location, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', crimes: ['murder'], victims_killed: 7 }),
      devRow({ location: 'Enkanini, KHAYELITSHA', crimes: ['drug possession'], victims_killed: null }),
      devRow({ location: 'Site C, Khayelitsha', crimes: ['murder'], victims_killed: 4 }),
      devRow({ location: 'Mitchells Plain', crimes: ['murder'], victims_killed: 5 }),
    ];
    expect(ask('Is Khayelitsa safe', rows)).toEqual({ kind: 'number', value: 11 });
  });

  it('compares only the two metros by killed, and refuses a tie between them', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', location: 'Khayelitsha', victims_killed: 3 }),
      devRow({ municipality: 'City of Johannesburg', location: 'Hillbrow', victims_killed: 2 }),
      devRow({ municipality: 'eThekwini', location: 'Umlazi', victims_killed: 9 }),
    ];
    expect(ask('Guests always ask me', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
    const tied = [
      ...rows,
      devRow({ municipality: 'City of Johannesburg', location: 'Lenasia', victims_killed: 1 }),
    ];
    expect(() => ask('Guests always ask me', tied)).toThrow(/no single leader/);
  });

  it('dates the last metro murder by event date, not publication, and not attempted murder', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', crimes: ['murder'], event_date: '2020-03-08' }),
      devRow({
        municipality: 'City of Cape Town',
        crimes: ['murder'],
        event_date: null,
        published_date: '2025-01-01',
      }),
      devRow({ municipality: 'City of Cape Town', crimes: ['attempted murder'], event_date: '2023-01-01' }),
      devRow({ municipality: 'Swartland', crimes: ['murder'], event_date: '2024-01-01' }),
    ];
    expect(ask('When was the last murder', rows)).toEqual({ kind: 'date', value: '2020-03-08' });
  });

  it('lists the incidents per event year, 2019 to 2021 in order, undated rows in none', () => {
    const rows = [
      devRow({ event_date: '2019-01-01' }),
      devRow({ event_date: '2019-12-31' }),
      devRow({ event_date: '2021-06-01' }),
      devRow({ event_date: '2018-12-31' }),
      devRow({ event_date: null, published_date: '2020-05-05' }),
    ];
    expect(ask('count(*) group_by=year', rows)).toEqual({ kind: 'list', value: [2, 0, 1] });
  });

  it('says Yes to an Eastern Cape murder without arrest only when arrest_made is false', () => {
    const unstated = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'], arrest_made: null }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], arrest_made: false }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'], arrest_made: false }),
    ];
    expect(ask('My makhulu asks', unstated)).toEqual({ kind: 'text', value: 'No' });
    const none = [...unstated, devRow({ province: 'Eastern Cape', crimes: ['murder'], arrest_made: false })];
    expect(ask('My makhulu asks', none)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('averages every stated suspect age in the province to one decimal, rows without ages adding nothing', () => {
    const rows = [
      b({ province: 'Limpopo', suspect_ages: [29, 35] }),
      b({ province: 'Limpopo', suspect_ages: [40] }),
      b({ province: 'Limpopo', suspect_ages: null }),
      b({ province: 'Free State', suspect_ages: [70] }),
    ];
    expect(ask('SELECT ROUND(AVG(age), 1)', rows)).toEqual({ kind: 'number', value: 34.7 });
  });

  it('takes the farm share of Free State incidents by the word in the location, in any case', () => {
    const rows = [
      b({ province: 'Free State', location: 'Lismor Farm, near Kestell' }),
      b({ province: 'Free State', location: 'farm near Glen' }),
      b({ province: 'Free State', location: 'Bloemfontein' }),
      b({ province: 'North West', location: 'near Klippan farm, Slurry' }),
    ];
    expect(ask('Got a farm-stay', rows)).toEqual({ kind: 'number', value: 67 });
  });

  it('counts winter by the event month in any year, June to August only', () => {
    const rows = [
      b({ event_date: '2020-06-01' }),
      b({ event_date: '2017-08-31' }),
      b({ event_date: '2023-07-15' }),
      b({ event_date: '2023-09-01' }),
      b({ event_date: '2023-05-31' }),
      b({ event_date: null, published_date: '2023-07-01' }),
    ];
    expect(ask('She says the cold months', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('answers amapolisa hurt in the North West from the stated victims_police alone', () => {
    const rows = [
      b({ province: 'North West', victims_police: 0 }),
      b({ province: 'North West', victims_police: null }),
      b({ province: 'Limpopo', victims_police: 2 }),
    ];
    expect(ask('Makhulu asks', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Makhulu asks', [...rows, b({ province: 'North West', victims_police: 1 })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('ranks crime types per incident holding them, and refuses a tie at the cut-off', () => {
    const rows = [
      b({ crimes: ['murder', 'illegal firearm possession'] }),
      b({ crimes: ['murder'] }),
      b({ crimes: ['murder', 'rape'] }),
      b({ crimes: ['illegal firearm possession'] }),
    ];
    expect(ask('top crime types', rows)).toEqual({
      kind: 'list',
      value: ['murder', 'illegal firearm possession'],
    });
    expect(() => ask('top crime types', [...rows, b({ crimes: ['rape'] })])).toThrow(/no single top 2/);
  });

  it('counts more Northern Cape rapes than Free State ones, and refuses a reversed comparison', () => {
    const rows = [
      b({ province: 'Northern Cape', crimes: ['rape'] }),
      b({ province: 'Northern Cape', crimes: ['rape', 'murder'] }),
      b({ province: 'Northern Cape', crimes: ['sexual assault'] }),
      b({ province: 'Free State', crimes: ['rape'] }),
    ];
    expect(ask('Her sister lives', rows)).toEqual({ kind: 'number', value: 1 });
    expect(() => ask('Her sister lives', [...rows, b({ province: 'Free State', crimes: ['rape'] })])).toThrow(
      /does not have more/,
    );
  });

  it('counts Mpumalanga weekends by event date alone', () => {
    const rows = [
      b({ province: 'Mpumalanga', event_date: '2018-12-01' }), // Saturday
      b({ province: 'Mpumalanga', event_date: '2023-07-30' }), // Sunday
      b({ province: 'Mpumalanga', event_date: '2022-07-01' }), // Friday
      b({ province: 'Mpumalanga', event_date: null, published_date: '2024-01-06' }), // published on a Saturday
      b({ province: 'Limpopo', event_date: '2018-12-01' }),
    ];
    expect(ask('Taking a group up to Kruger', rows)).toEqual({ kind: 'number', value: 2 });
  });
});
