import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH278_QUESTIONS } from './fresh278-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-seventy-eighth fresh question set (blind)', FRESH278_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH278_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH278_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-seventy-eighth fresh set reads the ground truth as its header says', () => {
  it('counts wednesdays by the event date alone, an undated row on no weekday', () => {
    const rows = [
      devRow({ event_date: '2024-01-03' }), // Wednesday
      devRow({ event_date: '2023-05-10' }), // Wednesday
      devRow({ event_date: '2024-01-04' }), // Thursday
      devRow({ event_date: null, published_date: '2024-01-10' }), // published on a Wednesday
    ];
    expect(ask('ok so wednesdays', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the median of the stated arrests only, an even count averaging the middle two', () => {
    const rows = [
      devRow({ num_suspects_arrested: 1 }),
      devRow({ num_suspects_arrested: 4 }),
      devRow({ num_suspects_arrested: null }),
      devRow({ num_suspects_arrested: 2 }),
      devRow({ num_suspects_arrested: 7 }),
      devRow({ notebook: 'b', num_suspects_arrested: 100 }),
    ];
    expect(ask('say every incident is one bar', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the arrest share over every row, an unstated arrest counting as none', () => {
    const rows = [
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: false }),
      devRow({ arrest_made: null }),
    ];
    expect(ask('Ja so think of it like a flash sheet', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('dates the first kidnapping by event date, never by an undated row published earlier', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2019-05-13', published_date: '2019-05-14' }),
      devRow({ crimes: ['kidnapping', 'murder'], event_date: '2021-11-17' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['murder'], event_date: '2012-03-03' }),
    ];
    expect(ask('When was the very first kidnappin', rows)).toEqual({ kind: 'date', value: '2019-05-13' });
  });

  it('counts KwaZulu-Natal from the first of 2019 to the last of 2022, both ends in, the undated out', () => {
    const kzn = (event_date: string | null) => devRow({ province: 'KwaZulu-Natal', event_date });
    const rows = [
      kzn('2019-01-01'),
      kzn('2022-12-31'),
      kzn('2020-06-15'),
      kzn('2018-12-31'),
      kzn('2023-01-01'),
      kzn(null),
      devRow({ province: 'Gauteng', event_date: '2020-06-15' }),
    ];
    expect(ask('I count my heats by the year', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('averages the stated arrests of kidnappings to one decimal, a null left out', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], num_suspects_arrested: 5 }),
      devRow({ crimes: ['kidnapping'], num_suspects_arrested: 2 }),
      devRow({ crimes: ['kidnapping'], num_suspects_arrested: 4 }),
      devRow({ crimes: ['kidnapping'], num_suspects_arrested: null }),
      devRow({ crimes: ['murder'], num_suspects_arrested: 20 }),
    ];
    expect(ask('Take each kidnapping as one heat', rows)).toEqual({ kind: 'number', value: 3.7 });
  });

  it('counts july in any year by event date, the undated in no month', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2016-07-01' }),
      devRow({ notebook: 'b', event_date: '2024-07-31' }),
      devRow({ notebook: 'b', event_date: '2024-08-01' }),
      devRow({ notebook: 'b', event_date: null, published_date: '2024-07-05' }),
    ];
    expect(ask('july is always the busy gig month', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the men over the victims of stated sex, the unstated adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', num_victims: 4, victims_male: 3, victims_female: 1 }),
      devRow({ notebook: 'b', num_victims: 6, victims_male: null, victims_female: null }),
      devRow({ notebook: 'b', num_victims: 2, victims_male: 0, victims_female: 2 }),
    ];
    expect(ask('of the victims where the sex is actually stated', rows)).toEqual({
      kind: 'number',
      value: 50,
    });
  });

  it('answers the killed comparison "No" when the two provinces are level', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', victims_killed: 2 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', victims_killed: null }),
      devRow({ notebook: 'b', province: 'North West', victims_killed: 2 }),
    ];
    expect(ask('Okay so a client told me', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, devRow({ notebook: 'b', province: 'Mpumalanga', victims_killed: 1 })];
    expect(ask('Okay so a client told me', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts old iron strictly before 2020 by event date', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2019-12-31' }),
      devRow({ notebook: 'b', event_date: '2020-01-01' }),
      devRow({ notebook: 'b', event_date: '2015-04-04' }),
      devRow({ notebook: 'b', event_date: null, published_date: '2018-01-01' }),
    ];
    expect(ask('Old iron first', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks provinces by the killed summed, not by incidents, and refuses a tie', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', victims_killed: 5 }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_killed: 1 }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_killed: 2 }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_killed: null }),
    ];
    expect(ask('The forge takes what it takes', rows)).toEqual({ kind: 'text', value: 'Free State' });
    const tied = [...rows, devRow({ notebook: 'b', province: 'Limpopo', victims_killed: 2 })];
    expect(() => ask('The forge takes what it takes', tied)).toThrow(/no single leader/);
  });

  it('ranks municipalities leaving out rows without one, and names a metro with or without "City of"', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'eThekwini' }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
    ];
    expect(ask('Every town is an anvil', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
  });
});
