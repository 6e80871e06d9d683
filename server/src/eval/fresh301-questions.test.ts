import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH301_QUESTIONS } from './fresh301-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-first fresh question set (blind)', FRESH301_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH301_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH301_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-first fresh set reads the ground truth as its header says', () => {
  it('sums the suspects wound up in kidnapping pieces only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], num_suspects_arrested: 4 }),
      devRow({ crimes: ['carjacking', 'kidnapping'], num_suspects_arrested: 2 }),
      devRow({ crimes: ['kidnapping', 'extortion'], num_suspects_arrested: null }),
      devRow({ crimes: ['carjacking'], num_suspects_arrested: 7 }),
      devRow({ notebook: 'b', crimes: ['kidnapping'], num_suspects_arrested: 9 }),
    ];
    expect(ask('Hullo from the workshop!', rows)).toEqual({ kind: 'number', value: 6 });
  });

  it('takes "no arrest" as a stated false, not an unstated one, in the murder share', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder', 'attempted murder'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['attempted murder'], arrest_made: false }),
    ];
    expect(ask('Good evening. Taking my time', rows)).toEqual({ kind: 'number', value: 33 });
    const cit = [devRow({ crimes: ['cash-in-transit robbery'], arrest_made: null })];
    expect(ask('Is there even one cash-in-transit piece', cit)).toEqual({ kind: 'text', value: 'No' });
  });

  it('takes the female share over the victims of stated sex, the unstated adding nothing', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 4, victims_female: null, victims_male: null }),
      devRow({ num_victims: 1, victims_female: 0, victims_male: 1 }),
      devRow({ notebook: 'b', num_victims: 5, victims_female: 5, victims_male: 0 }),
    ];
    expect(ask('Among the victims in the album', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('counts farm pieces by the word in the location with a stated arrest, and the year window by event date', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'Lismor Farm, near Kestell', arrest_made: true }),
      devRow({ notebook: 'b', location: 'farm near Glen', arrest_made: null }),
      devRow({ notebook: 'b', location: 'near Klippan farm, Slurry', arrest_made: false }),
      devRow({ notebook: 'b', location: 'Bloemfontein', arrest_made: true }),
    ];
    expect(ask('Hello again from the bench!', rows)).toEqual({ kind: 'number', value: 1 });
    const years = [
      devRow({ event_date: '2019-01-01', arrest_made: true }),
      devRow({ event_date: '2021-12-31', arrest_made: true }),
      devRow({ event_date: '2022-01-01', arrest_made: true }),
      devRow({ event_date: null, published_date: '2020-05-01', arrest_made: true }),
      devRow({ event_date: '2020-05-01', arrest_made: false }),
    ];
    expect(ask('How many strings happened between', years)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks provinces by summed arrests and refuses a tie at the top', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 1 }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 1 }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: null }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 3 }),
    ];
    expect(ask('Which province in the toy box wound up', rows)).toEqual({
      kind: 'text',
      value: 'North West',
    });
    const tied = [...rows, devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 1 })];
    expect(() => ask('Which province in the toy box wound up', tied)).toThrow(/no single leader/);
  });
});
