import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH311_QUESTIONS } from './fresh311-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-eleventh fresh question set (blind)', FRESH311_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH311_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH311_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-eleventh fresh set reads the ground truth as its header says', () => {
  it('counts KZN murders only, attempted murder and other provinces left out', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'KwaZulu-Natal', crimes: ['murder'] }),
    ];
    expect(ask('Howzit!', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('counts the crushing season by event month in any year, the undated left out', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', event_date: '2019-04-01' }),
      devRow({ province: 'KwaZulu-Natal', event_date: '2023-12-31' }),
      devRow({ province: 'KwaZulu-Natal', event_date: '2023-03-31' }),
      devRow({ province: 'KwaZulu-Natal', event_date: null, published_date: '2023-06-01' }),
      devRow({ province: 'Gauteng', event_date: '2023-06-01' }),
    ];
    expect(ask('Crushing season', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes "nobody bagged" as a stated false, not an unstated arrest', () => {
    const unstated = [
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['poaching'], arrest_made: null }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['poaching'], arrest_made: false }),
    ];
    expect(ask('Any poaching case in Limpopo', unstated)).toEqual({ kind: 'text', value: 'No' });
    const none = [
      ...unstated,
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['poaching'], arrest_made: false }),
    ];
    expect(ask('Any poaching case in Limpopo', none)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('finds a farm by the word in the location, in any case, and dates the first stock theft by event date', () => {
    const rows = [
      devRow({
        notebook: 'b',
        location: 'Spitskop Trust Farm',
        crimes: ['stock theft'],
        event_date: '2018-05-01',
      }),
      devRow({ notebook: 'b', location: 'farm near Glen', crimes: ['stock theft'], event_date: null }),
      devRow({ notebook: 'b', location: 'Askham road', crimes: ['stock theft'], event_date: '2019-01-01' }),
      devRow({
        notebook: 'b',
        location: 'farm in Bloemspruit',
        crimes: ['murder'],
        event_date: '2010-01-01',
      }),
    ];
    expect(ask('Hoeveel stok theft', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('When was the very first stock theft', rows)).toEqual({ kind: 'date', value: '2018-05-01' });
  });

  it('ranks provinces by suspects arrested summed, not by cases, and refuses a tie', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 1 }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 5 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: null }),
    ];
    expect(ask('Which province bagged', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
    const tied = [...rows, devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 2 })];
    expect(() => ask('Which province bagged', tied)).toThrow(/no single leader/);
  });

  it('takes the median of every stated suspect age, one per suspect', () => {
    const rows = [
      devRow({ notebook: 'b', suspect_ages: [20, 40] }),
      devRow({ notebook: 'b', suspect_ages: [30] }),
      devRow({ notebook: 'b', suspect_ages: null }),
      devRow({ notebook: 'b', suspect_ages: [50] }),
    ];
    expect(ask('If you lined up', rows)).toEqual({ kind: 'number', value: 35 });
  });
});
