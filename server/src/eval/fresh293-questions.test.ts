import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH293_QUESTIONS } from './fresh293-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-ninety-third fresh question set (blind)', FRESH293_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH293_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH293_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-ninety-third fresh set reads the ground truth as its header says', () => {
  it('counts weekend firearm containers by the event date alone, the undated left out', () => {
    const rows = [
      devRow({ crimes: ['illegal firearm possession'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder', 'illegal firearm possession'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['illegal firearm possession'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['illegal firearm possession'], event_date: null, published_date: '2024-01-13' }),
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }),
      devRow({ notebook: 'b', crimes: ['illegal firearm possession'], event_date: '2024-01-06' }),
    ];
    expect(ask('Every release is a container', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks provinces by suspects arrested summed, not by incidents, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'Gauteng', num_suspects_arrested: 1 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: 1 }),
      devRow({ province: 'KwaZulu-Natal', num_suspects_arrested: 5 }),
      devRow({ province: 'Western Cape', num_suspects_arrested: null }),
    ];
    expect(ask('Which province made the most lifts', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    const tied = [...rows, devRow({ province: 'Gauteng', num_suspects_arrested: 3 })];
    expect(() => ask('Which province made the most lifts', tied)).toThrow(/no single leader/);
  });

  it('takes "no arrest" as a stated false since 2021 by event date', () => {
    const rows = [
      devRow({ arrest_made: false, event_date: '2021-01-01' }),
      devRow({ arrest_made: false, event_date: '2020-12-31', published_date: '2021-01-05' }),
      devRow({ arrest_made: null, event_date: '2023-03-03' }),
      devRow({ arrest_made: false, event_date: null, published_date: '2024-01-01' }),
      devRow({ arrest_made: true, event_date: '2024-01-01' }),
    ];
    expect(ask('quick one between drops', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('takes the median over stated arrest figures only, a stated zero counting', () => {
    const rows = [
      devRow({ num_suspects_arrested: 0 }),
      devRow({ num_suspects_arrested: 4 }),
      devRow({ num_suspects_arrested: 7 }),
      devRow({ num_suspects_arrested: null }),
      devRow({ num_suspects_arrested: null }),
    ];
    expect(ask('Checking my waybills', rows)).toEqual({ kind: 'number', value: 4 });
    const even = [...rows, devRow({ num_suspects_arrested: 9 })];
    expect(ask('Checking my waybills', even)).toEqual({ kind: 'number', value: 5.5 });
  });

  it('takes the mean of stated arrests to one decimal, leaving the unstated out', () => {
    const rows = [
      devRow({ notebook: 'b', num_suspects_arrested: 1 }),
      devRow({ notebook: 'b', num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', num_suspects_arrested: 4 }),
      devRow({ notebook: 'b', num_suspects_arrested: null }),
      devRow({ num_suspects_arrested: 100 }),
    ];
    expect(ask('Average lifts per container', rows)).toEqual({ kind: 'number', value: 2.3 });
  });

  it('takes the attempted-murder share over all the notebook rows', () => {
    const rows = [
      devRow({ crimes: ['attempted murder'] }),
      devRow({ crimes: ['murder', 'attempted murder'] }),
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['theft'], event_date: null }),
      devRow({ crimes: ['theft'] }),
      devRow({ crimes: ['theft'] }),
      devRow({ crimes: ['theft'] }),
      devRow({ crimes: ['theft'] }),
      devRow({ notebook: 'b', crimes: ['attempted murder'] }),
    ];
    expect(ask('Okay besties I am literally', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('takes the women share over victims of stated sex only', () => {
    const rows = [
      devRow({ notebook: 'b', num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ notebook: 'b', num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ notebook: 'b', num_victims: 1, victims_female: 1, victims_male: null }),
    ];
    expect(ask('Okay so for my women-in-danger', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('answers the murder comparison No on a tie and Yes only when strictly more', () => {
    const murder = (province: string) => devRow({ crimes: ['murder'], province });
    const tie = [
      murder('Western Cape'),
      murder('Eastern Cape'),
      devRow({ crimes: ['attempted murder'], province: 'Western Cape' }),
    ];
    expect(ask('Vibe check, yes or no', tie)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Vibe check, yes or no', [...tie, murder('Western Cape')])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('sums North West arrests on Monday to Friday only, undated and weekend rows left out', () => {
    const nw = (event_date: string | null, n: number, province = 'North West') =>
      devRow({ notebook: 'b', province, event_date, num_suspects_arrested: n });
    const rows = [
      nw('2024-01-08', 2), // Monday
      nw('2024-01-12', 3), // Friday
      nw('2024-01-13', 10), // Saturday
      nw(null, 20),
      nw('2024-01-09', 40, 'Limpopo'),
    ];
    expect(ask('North West route', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('dates the earliest child victim by event date, a zero or unstated child figure not counting', () => {
    const rows = [
      devRow({ notebook: 'b', victims_children: 1, event_date: '2019-05-05' }),
      devRow({ notebook: 'b', victims_children: 2, event_date: null, published_date: '2010-01-01' }),
      devRow({ notebook: 'b', victims_children: 0, event_date: '2015-01-01' }),
      devRow({ notebook: 'b', victims_children: null, event_date: '2014-01-01' }),
      devRow({ notebook: 'b', victims_children: 1, event_date: '2021-02-02' }),
    ];
    expect(ask('This one literally breaks me', rows)).toEqual({ kind: 'date', value: '2019-05-05' });
  });

  it('counts July and June by the month of the event date in any year', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2020-07-31' }),
      devRow({ notebook: 'b', event_date: '2023-07-01' }),
      devRow({ notebook: 'b', event_date: null, published_date: '2023-07-10' }),
      devRow({ notebook: 'b', event_date: '2023-06-30' }),
      devRow({ event_date: '2023-06-30' }),
    ];
    expect(ask('July is our heavy month', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Obsessed with June energy', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('names the top stop with or without "City of", skipping rows without a municipality', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'Ekurhuleni' }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
    ];
    expect(ask('Which stop on the route', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
  });
});
