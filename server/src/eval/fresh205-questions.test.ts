import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH205_QUESTIONS } from './fresh205-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-fifth fresh question set (blind)', FRESH205_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH205_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH205_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-fifth fresh set reads the ground truth as its header says', () => {
  it('checks the "no Limpopo case" claim by province alone, within its own notebook', () => {
    const rows = [devRow({ province: 'Gauteng' }), devRow({ notebook: 'b', province: 'Limpopo' })];
    expect(ask('Caller from Polokwane', rows)).toEqual({ kind: 'text', value: 'Yes' });
    expect(ask('Caller from Polokwane', [...rows, devRow({ province: 'Limpopo' })])).toEqual({
      kind: 'text',
      value: 'No',
    });
  });

  it('counts murder alone, not attempted murder, in the Eastern Cape', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
    ];
    expect(ask('murda cases', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the last KZN kidnapping by event date, never by a later publication', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['kidnapping'], event_date: '2019-12-18' }),
      devRow({
        province: 'KwaZulu-Natal',
        crimes: ['kidnapping'],
        event_date: null,
        published_date: '2024-01-01',
      }),
      devRow({ province: 'Gauteng', crimes: ['kidnapping'], event_date: '2025-05-29' }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], event_date: '2023-06-03' }),
    ];
    expect(ask('Neng? the last kidnaping', rows)).toEqual({ kind: 'date', value: '2019-12-18' });
  });

  it('names the incident with most injured by the part of its location no other shares, and refuses a tie', () => {
    const rows = [
      devRow({ location: 'Sweetwaters', victims_injured: 8 }),
      devRow({ location: 'Site B, Khayelitsha', victims_injured: 7 }),
      devRow({ location: 'Site C, Khayelitsha', victims_injured: null }),
    ];
    expect(ask('Listeners asking', rows)).toEqual({ kind: 'text', value: ['Sweetwaters'] });
    const tied = [...rows, devRow({ location: 'Umlazi', victims_injured: 8 })];
    expect(() => ask('Listeners asking', tied)).toThrow(/no single leader/);
  });

  it('takes the mean killed over stated figures only, zeros included', () => {
    const rows = [
      devRow({ victims_killed: 3 }),
      devRow({ victims_killed: 0 }),
      devRow({ victims_killed: null }),
      devRow({ victims_killed: 1 }),
      devRow({ notebook: 'b', victims_killed: 10 }),
    ];
    expect(ask('Taking only the incidents where the number', rows)).toEqual({ kind: 'number', value: 1.3 });
  });

  it('takes the median suspect age over one age per suspect, averaging the middle two', () => {
    const rows = [
      devRow({ suspect_ages: [20, 40] }),
      devRow({ suspect_ages: [31] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [34] }),
    ];
    expect(ask('Over every suspect whose age', rows)).toEqual({ kind: 'number', value: 32.5 });
  });

  it("puts KZN's killed over the notebook's killed, to one decimal", () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 2 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: null }),
      devRow({ province: 'Gauteng', victims_killed: 4 }),
      devRow({ province: 'Western Cape', victims_killed: 0 }),
    ];
    expect(ask('Base: all people reported killed', rows)).toEqual({ kind: 'number', value: 33.3 });
  });

  it('averages the arrests of kidnapping incidents, leaving an unstated figure out of the base', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], num_suspects_arrested: 5 }),
      devRow({ crimes: ['carjacking', 'kidnapping'], num_suspects_arrested: 2 }),
      devRow({ crimes: ['kidnapping'], num_suspects_arrested: 0 }),
      devRow({ crimes: ['kidnapping'], num_suspects_arrested: null }),
      devRow({ crimes: ['murder'], num_suspects_arrested: 9 }),
    ];
    expect(ask('For the incidents involving a kidnapping', rows)).toEqual({ kind: 'number', value: 2.33 });
  });

  it('compares the metros by municipality and refuses when Cape Town does not have more', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'City of Johannesburg' }),
      devRow({ municipality: 'Ekurhuleni' }),
    ];
    expect(ask('Compare the two big metros', rows)).toEqual({ kind: 'number', value: 1 });
    const even = [...rows, devRow({ municipality: 'City of Johannesburg' })];
    expect(() => ask('Compare the two big metros', even)).toThrow(/does not have more/);
  });

  it('lists the distinct years of CIT robberies by event date, earliest first', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2024-07-29' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2018-06-04' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2018-10-01' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: null, published_date: '2020-01-01' }),
      devRow({ crimes: ['business robbery'], event_date: '2021-03-29' }),
    ];
    expect(ask('1. List every year', rows)).toEqual({ kind: 'list', value: [2018, 2024] });
  });

  it('reads a weekday from the event date of the one incident at the named place', () => {
    const rows = [
      devRow({
        location: 'Glebelands Hostel, Umlazi',
        event_date: '2023-06-03',
        published_date: '2023-06-05',
      }),
      devRow({ location: 'Umlazi', event_date: '2023-06-05' }),
    ];
    expect(ask('1. Find the shooting', rows)).toEqual({ kind: 'text', value: 'Saturday' });
    const undated = [devRow({ location: 'Glebelands Hostel', event_date: null })];
    expect(() => ask('1. Find the shooting', undated)).toThrow(/no date/);
  });

  it('checks the Lwamondo year claim against the event date', () => {
    const at = (event_date: string) => [
      devRow({
        notebook: 'b',
        location: 'Lwamondo Khumbe, outside Thohoyandou',
        event_date,
        published_date: '2016-02-01',
      }),
    ];
    expect(ask('A caller from Thohoyandou', at('2015-07-02'))).toEqual({ kind: 'text', value: 'No' });
    expect(ask('A caller from Thohoyandou', at('2016-01-30'))).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the median arrests with zeros in and unstated out, and the ratio of arrests per death', () => {
    const rows = [
      devRow({ notebook: 'b', num_suspects_arrested: 0, victims_killed: 1 }),
      devRow({ notebook: 'b', num_suspects_arrested: 0, victims_killed: 2 }),
      devRow({ notebook: 'b', num_suspects_arrested: 7, victims_killed: null }),
      devRow({ notebook: 'b', num_suspects_arrested: null, victims_killed: 0 }),
    ];
    expect(ask('What is the median number of suspects', rows)).toEqual({ kind: 'number', value: 0 });
    expect(ask('Please compute the ratio', rows)).toEqual({ kind: 'number', value: 2.33 });
  });

  it('counts a rape with any child victim over all rapes, the unstated child figure not a child', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 1 }),
      devRow({ notebook: 'b', crimes: ['rape', 'murder'], victims_children: 3 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 0 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: null }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_children: 2 }),
    ];
    expect(ask('Of the rape incidents', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('counts March to July 2023 with both months in full, by event date', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2023-03-01' }),
      devRow({ notebook: 'b', event_date: '2023-07-31' }),
      devRow({ notebook: 'b', event_date: '2023-08-01' }),
      devRow({ notebook: 'b', event_date: '2023-02-28' }),
      devRow({ notebook: 'b', event_date: null, published_date: '2023-05-01' }),
      devRow({ notebook: 'b', event_date: '2022-05-01' }),
    ];
    expect(ask('For the timeline on the board', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks provinces by the suspects arrested they sum, not by their incidents, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 19 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 6 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 5 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: null }),
    ];
    expect(ask('1. For each province, add up', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
    const tied = [...rows, devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 8 })];
    expect(() => ask('1. For each province, add up', tied)).toThrow(/no single leader/);
  });
});
