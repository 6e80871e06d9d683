import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH237_QUESTIONS } from './fresh237-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-thirty-seventh fresh question set (blind)', FRESH237_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH237_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH237_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-thirty-seventh fresh set reads the ground truth as its header says', () => {
  it('sums the stated dead of one province only, in its own notebook, leaving injured and nulls out', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 3, victims_injured: 4 }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: null, num_victims: 2 }),
      devRow({ province: 'Eastern Cape', crimes: ['culpable homicide'], victims_killed: 1 }),
      devRow({ province: 'Western Cape', crimes: ['murder'], victims_killed: 5 }),
      devRow({ notebook: 'b', province: 'Eastern Cape', crimes: ['murder'], victims_killed: 7 }),
    ];
    expect(ask('Sawubona.', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('answers "more than one passed on at once" per incident, not summed over incidents', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['murder'], victims_killed: 1 }),
      devRow({ province: 'Gauteng', crimes: ['murder'], victims_killed: 1 }),
      devRow({ province: 'Gauteng', crimes: ['murder'], victims_killed: null, num_victims: 3 }),
      devRow({ province: 'Limpopo', crimes: ['murder'], victims_killed: 4 }),
    ];
    expect(ask('In Gauteng, was there', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, devRow({ province: 'Gauteng', crimes: ['murder'], victims_killed: 2 })];
    expect(ask('In Gauteng, was there', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('dates the last death in KZN by event date, skipping undated rows and incidents without a death', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', event_date: '2023-06-03', victims_killed: 7 }),
      devRow({
        province: 'KwaZulu-Natal',
        event_date: null,
        published_date: '2025-01-01',
        victims_killed: 2,
      }),
      devRow({ province: 'KwaZulu-Natal', event_date: '2024-12-01', victims_killed: 0 }),
      devRow({ province: 'KwaZulu-Natal', event_date: '2024-11-01', victims_killed: null }),
      devRow({ province: 'Gauteng', event_date: '2025-03-01', victims_killed: 1 }),
    ];
    expect(ask('When did the last person', rows)).toEqual({ kind: 'date', value: '2023-06-03' });
  });

  it('counts murders by someone known as family, partner or acquaintance, not strangers or the unstated', () => {
    const rows = [
      devRow({ crimes: ['murder'], relationship: 'family' }),
      devRow({ crimes: ['murder', 'attempted murder'], relationship: 'acquaintance' }),
      devRow({ crimes: ['murder'], relationship: 'partner' }),
      devRow({ crimes: ['murder'], relationship: 'stranger' }),
      devRow({ crimes: ['murder'], relationship: null }),
      devRow({ crimes: ['attempted murder'], relationship: 'family' }),
      devRow({ crimes: ['rape'], relationship: 'acquaintance' }),
    ];
    expect(ask('In how many of the murders', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the arrest share over every incident, an unstated arrest counting as not arrested', () => {
    const rows = [
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: false }),
      devRow({ arrest_made: null }),
      devRow({ notebook: 'b', arrest_made: true }),
    ];
    expect(ask('Hey so my client', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('counts Fridays and Decembers by event date alone, never by publication', () => {
    const rows = [
      devRow({ event_date: '2024-01-05' }), // Friday
      devRow({ event_date: '2023-12-01' }), // Friday, December
      devRow({ event_date: '2024-01-03' }), // Wednesday
      devRow({ event_date: null, published_date: '2024-01-12' }), // published on a Friday
      devRow({ notebook: 'b', event_date: '2024-01-12' }), // Friday, other notebook
    ];
    expect(ask('My client swears', rows)).toEqual({ kind: 'number', value: 2 });
    const december = [
      devRow({ notebook: 'b', event_date: '2016-12-27' }),
      devRow({ notebook: 'b', event_date: '2024-12-31' }),
      devRow({ notebook: 'b', event_date: '2024-11-30' }),
      devRow({ notebook: 'b', event_date: null, published_date: '2024-12-15' }),
      devRow({ event_date: '2024-12-20' }),
    ];
    expect(ask('Eish, my client says December', december)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts kidnappings in the City of Johannesburg only, not elsewhere in Gauteng', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg', crimes: ['kidnapping'] }),
      devRow({ municipality: 'City of Johannesburg', crimes: ['carjacking', 'kidnapping'] }),
      devRow({ municipality: 'Ekurhuleni', crimes: ['kidnapping'] }),
      devRow({ municipality: null, location: 'Johannesburg', crimes: ['kidnapping'] }),
      devRow({ municipality: 'City of Johannesburg', crimes: ['carjacking'] }),
    ];
    expect(ask('Hey how many kidnapings', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks municipalities by their dead, rows without a municipality left out', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', victims_killed: 7 }),
      devRow({ municipality: 'City of Cape Town', victims_killed: 4 }),
      devRow({ municipality: 'eThekwini', victims_killed: 8 }),
      devRow({ municipality: 'eThekwini', victims_killed: null, num_victims: 9 }),
      devRow({ municipality: null, victims_killed: 20 }),
    ];
    expect(ask('Per municipality', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
  });

  it('keeps both ends of the Gauteng date window and leaves undated incidents out', () => {
    const rows = [
      devRow({ province: 'Gauteng', event_date: '2020-01-01' }),
      devRow({ province: 'Gauteng', event_date: '2022-12-31' }),
      devRow({ province: 'Gauteng', event_date: '2019-12-31' }),
      devRow({ province: 'Gauteng', event_date: '2023-01-01' }),
      devRow({ province: 'Gauteng', event_date: null, published_date: '2021-05-05' }),
      devRow({ province: 'Limpopo', event_date: '2021-05-05' }),
    ];
    expect(ask('How many Gauteng incidents', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('names the deadliest incident by the parts of its location no other incident shares', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'Lismor farm, near Kestell', victims_killed: 7 }),
      devRow({ notebook: 'b', location: 'farm near Glen', victims_killed: 2 }),
      devRow({ notebook: 'b', location: 'Kestell town', victims_killed: null, num_victims: 9 }),
      devRow({ location: 'Site B, Khayelitsha', victims_killed: 9 }),
    ];
    expect(ask('Which incident had the most bodies', rows)).toEqual({ kind: 'text', value: ['Lismor farm'] });
  });

  it('counts weekend murders by event date, attempted murder and undated rows left out', () => {
    const b = (crimes: string[], event_date: string | null) =>
      devRow({ notebook: 'b', crimes, event_date, published_date: '2024-01-06' });
    const rows = [
      b(['murder'], '2024-01-06'), // Saturday
      b(['murder', 'carjacking'], '2024-01-07'), // Sunday
      b(['murder'], '2024-01-08'), // Monday
      b(['attempted murder'], '2024-01-06'),
      b(['murder'], null),
    ];
    expect(ask('Weekends are when', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the median over every stated suspect age, one per suspect', () => {
    const rows = [
      devRow({ notebook: 'b', suspect_ages: [20, 40, 40] }),
      devRow({ notebook: 'b', suspect_ages: [30] }),
      devRow({ notebook: 'b', suspect_ages: null }),
      devRow({ suspect_ages: [90, 90] }),
    ];
    expect(ask('So these suspects hey', rows)).toEqual({ kind: 'number', value: 35 });
  });

  it('finds farms by the word in the location, in any case, within the Free State only', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', location: 'Spitskop Trust Farm, Thaba Nchu' }),
      devRow({ notebook: 'b', province: 'Free State', location: 'farm near Glen' }),
      devRow({ notebook: 'b', province: 'Free State', location: 'Bloemfontein' }),
      devRow({ notebook: 'b', province: 'Northern Cape', location: 'farm near Koingnaas' }),
    ];
    expect(ask('How many incidents are located on farms', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('lists the North West municipalities once each, short names, rows without one left out', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'North West', municipality: 'City of Matlosana' }),
      devRow({ notebook: 'b', province: 'North West', municipality: 'City of Matlosana' }),
      devRow({ notebook: 'b', province: 'North West', municipality: 'Greater Taung' }),
      devRow({ notebook: 'b', province: 'North West', municipality: null }),
      devRow({ notebook: 'b', province: 'Limpopo', municipality: 'Thabazimbi' }),
    ];
    expect(ask('List the municipalities', rows)).toEqual({ kind: 'list', value: ['Matlosana', 'Taung'] });
  });
});
