import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH91_QUESTIONS } from './fresh91-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The ninety-first fresh question set (blind)', FRESH91_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH91_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH91_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the ninety-first fresh set reads the ground truth as its header says', () => {
  it('counts a motor vehicle hijacking as a carjacking or a truck hijacking, in Gauteng only', () => {
    const rows = [
      devRow({ crimes: ['carjacking', 'kidnapping'] }),
      devRow({ crimes: ['truck hijacking'] }),
      devRow({ crimes: ['vehicle theft'] }),
      devRow({ crimes: ['carjacking'], province: 'KwaZulu-Natal' }),
      b({ crimes: ['carjacking'] }),
    ];
    expect(ask('Please confirm the number', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the killed of 2022 by event date, the undated and the unstated adding nothing', () => {
    const rows = [
      devRow({ event_date: '2022-01-01', victims_killed: 4 }),
      devRow({ event_date: '2022-12-31', victims_killed: 2 }),
      devRow({ event_date: '2022-06-01', victims_killed: null }),
      devRow({ event_date: '2023-01-01', victims_killed: 5 }),
      devRow({ event_date: null, published_date: '2022-05-01', victims_killed: 3 }),
    ];
    expect(ask('For loss events with a date', rows)).toEqual({ kind: 'number', value: 6 });
  });

  it('takes the no-arrest share of murders as a stated false over all murders, to one decimal', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder', 'house robbery'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['attempted murder'], arrest_made: false }),
      devRow({ crimes: ['culpable homicide'], arrest_made: false }),
    ];
    expect(ask('Of the loss events involving murder', rows)).toEqual({ kind: 'number', value: 33.3 });
  });

  it('names the incident with the most injured by its own place, leaving the unstated out, and refuses a tie', () => {
    const rows = [
      devRow({ location: 'Sweetwaters', victims_injured: 8 }),
      devRow({ location: 'Site B, Khayelitsha', victims_injured: 7 }),
      devRow({ location: 'Site C, Khayelitsha', victims_injured: null }),
    ];
    expect(ask('Identify the single occurrence', rows)).toEqual({ kind: 'text', value: ['Sweetwaters'] });
    const tied = [...rows, devRow({ location: 'Umlazi', victims_injured: 8 })];
    expect(() => ask('Identify the single occurrence', tied)).toThrow(/no single leader/);
  });

  it('answers the Eastern Cape murder of 2024 by event date, not by publication or attempted murder', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'], event_date: '2024-07-10' }),
      devRow({
        province: 'Eastern Cape',
        crimes: ['murder'],
        event_date: null,
        published_date: '2024-03-01',
      }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], event_date: '2023-12-31' }),
      devRow({ province: 'Western Cape', crimes: ['murder'], event_date: '2024-06-08' }),
    ];
    expect(ask('Xana, was there any murder', rows)).toEqual({ kind: 'text', value: 'No' });
    const withOne = [
      ...rows,
      devRow({ province: 'Eastern Cape', crimes: ['murder'], event_date: '2024-01-01' }),
    ];
    expect(ask('Xana, was there any murder', withOne)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('ranks provinces by murder incidents, KwaZulu-Natal also answered as KZN', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['culpable homicide'] }),
    ];
    expect(ask('Bar per province for murder', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
  });

  it('takes the female slice over victims of stated sex only, to one decimal', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 9, victims_female: null, victims_male: null }),
      devRow({ num_victims: 6, victims_female: 0, victims_male: 3 }),
    ];
    expect(ask('Victims-by-sex donut', rows)).toEqual({ kind: 'number', value: 16.7 });
  });

  it('compares 2019 with 2020 by event date and refuses a comparison the wrong way round', () => {
    const rows = [
      devRow({ event_date: '2019-01-01' }),
      devRow({ event_date: '2019-12-31' }),
      devRow({ event_date: '2019-06-01' }),
      devRow({ event_date: '2020-02-29' }),
      devRow({ event_date: null, published_date: '2020-01-01' }),
    ];
    expect(ask('Year-on-year annotation', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [...rows, devRow({ event_date: '2020-03-01' }), devRow({ event_date: '2020-04-01' })];
    expect(() => ask('Year-on-year annotation', reversed)).toThrow(/does not have more/);
  });

  it('counts a fatality only where the killed are stated above zero, over every incident', () => {
    const rows = [
      b({ victims_killed: 2 }),
      b({ victims_killed: 0 }),
      b({ victims_killed: null }),
      b({ victims_killed: 1 }),
      b({}),
      b({ victims_killed: 0 }),
    ];
    expect(ask('What percentage of all loss events', rows)).toEqual({ kind: 'number', value: 33.3 });
  });

  it('subtracts Limpopo arrests from North West arrests, unstated figures adding nothing', () => {
    const rows = [
      b({ province: 'North West', num_suspects_arrested: 12 }),
      b({ province: 'North West', num_suspects_arrested: null }),
      b({ province: 'Limpopo', num_suspects_arrested: 4 }),
      b({ province: 'Limpopo', num_suspects_arrested: 1 }),
      b({ province: 'Mpumalanga', num_suspects_arrested: 19 }),
    ];
    expect(ask('Please state the difference', rows)).toEqual({ kind: 'number', value: 7 });
  });

  it('finds a Sunday Limpopo murder by the weekday of its event date alone', () => {
    const rows = [
      b({ province: 'Limpopo', crimes: ['murder'], event_date: '2024-07-27' }), // Saturday
      b({ province: 'Limpopo', crimes: ['murder'], event_date: null, published_date: '2024-07-28' }), // a Sunday
      b({ province: 'Limpopo', crimes: ['attempted murder'], event_date: '2024-07-28' }), // Sunday
      b({ province: 'Mpumalanga', crimes: ['murder'], event_date: '2024-07-28' }), // Sunday
    ];
    expect(ask('Xana, was there a murder in Limpopo', rows)).toEqual({ kind: 'text', value: 'No' });
    const sunday = [
      ...rows,
      b({ province: 'Limpopo', crimes: ['murder', 'carjacking'], event_date: '2024-07-28' }),
    ];
    expect(ask('Xana, was there a murder in Limpopo', sunday)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('pools July across years by event date, and dates the Mpumalanga sparkline by its earliest event', () => {
    const rows = [
      b({ province: 'Mpumalanga', event_date: '2022-07-01', published_date: '2022-07-02' }),
      b({ province: 'Mpumalanga', event_date: '2017-08-18', published_date: '2017-08-20' }),
      b({ province: 'Mpumalanga', event_date: null, published_date: '2015-07-01' }),
      b({ province: 'Limpopo', event_date: '2015-07-02' }),
      b({ province: 'Limpopo', event_date: '2015-06-30', published_date: '2015-07-01' }),
    ];
    expect(ask('Column per calendar month', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Mpumalanga sparkline', rows)).toEqual({ kind: 'date', value: '2017-08-18' });
  });

  it('ranks provinces by people killed, unstated killed adding nothing', () => {
    const rows = [
      b({ province: 'Free State', victims_killed: 7 }),
      b({ province: 'Free State', victims_killed: null }),
      b({ province: 'Limpopo', victims_killed: 1 }),
      b({ province: 'Limpopo', victims_killed: 1 }),
      b({ province: 'Limpopo', victims_killed: 1 }),
    ];
    expect(ask('Bar per province, y-axis', rows)).toEqual({ kind: 'text', value: 'Free State' });
  });
});
