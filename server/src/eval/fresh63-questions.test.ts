import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH63_QUESTIONS } from './fresh63-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The sixty-third fresh question set (blind)', FRESH63_QUESTIONS);

/** The one question of the set whose wording holds the given words. */
function question(words: string): string {
  const found = FRESH63_QUESTIONS.filter((q) => q.question.includes(words));
  if (found.length !== 1) throw new Error(`not one question holds "${words}"`);
  return found[0]?.question ?? '';
}

const ask = (words: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH63_QUESTIONS, question(words), rows);

describe('The sixty-third fresh question set reads the ground truth as its header says', () => {
  it('takes the earliest rape from event_date alone: undated and non-rape rows are left out', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], event_date: '2019-05-01', location: 'A' }),
      devRow({
        notebook: 'b',
        crimes: ['rape', 'kidnapping'],
        event_date: null,
        published_date: '2010-01-01',
        location: 'B',
      }),
      devRow({ notebook: 'b', crimes: ['sexual assault'], event_date: '2012-01-01', location: 'C' }),
      devRow({ notebook: 'b', crimes: ['rape'], event_date: '2018-11-30', location: 'D' }),
    ];
    expect(ask('Earliest rape on file', rows)).toEqual({ kind: 'date', value: '2018-11-30' });
  });

  it('counts weekends since 2020 as Saturday or Sunday event dates on or after 2020-01-01', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2020-01-04' }), // Saturday
      devRow({ notebook: 'b', event_date: '2021-03-07' }), // Sunday
      devRow({ notebook: 'b', event_date: '2021-03-05' }), // Friday
      devRow({ notebook: 'b', event_date: '2019-12-28' }), // Saturday, before 2020
      devRow({ notebook: 'b', event_date: null, published_date: '2022-01-01' }),
      devRow({ notebook: 'a', event_date: '2022-01-01' }), // Saturday, the other notebook
    ];
    expect(ask('wknd since 2020', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('lets an unstated figure add nothing, to the part or to the whole', () => {
    const rows = [
      devRow({ notebook: 'b', num_victims: 3, victims_children: 1 }),
      devRow({ notebook: 'b', num_victims: 2, victims_children: null }),
      devRow({ notebook: 'b', num_victims: null, victims_children: null }),
    ];
    expect(ask('Children under 18 as a share', rows)).toEqual({ kind: 'number', value: 20 });

    const quarter = [
      devRow({ notebook: 'b', event_date: '2021-07-10', victims_killed: 3, victims_injured: null }),
      devRow({ notebook: 'b', event_date: '2023-09-30', victims_killed: null, victims_injured: 1 }),
      devRow({ notebook: 'b', event_date: '2023-10-01', victims_killed: 5, victims_injured: 0 }),
      devRow({ notebook: 'b', event_date: null, victims_killed: 4 }),
    ];
    expect(ask('July to September quarter', quarter)).toEqual({ kind: 'number', value: 2 });
  });

  it('reads the female share from the stated sexes, not from the number of victims', () => {
    const rows = [
      devRow({ num_victims: 10, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 4, victims_female: null, victims_male: 1 }),
      devRow({ num_victims: 5, victims_female: null, victims_male: null }),
    ];
    expect(ask('whose sex is reported', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('takes the casualty share as killed over killed plus injured, to one decimal', () => {
    const rows = [
      devRow({ victims_killed: 2, victims_injured: 3 }),
      devRow({ victims_killed: 0, victims_injured: null }),
      devRow({ victims_killed: null, victims_injured: 1 }),
      devRow({ num_victims: 9 }),
    ];
    expect(ask('as a casualty', rows)).toEqual({ kind: 'number', value: 33.3 });
  });

  it('ranks months by the stated killed only, and refuses a tie at the top', () => {
    const rows = [
      devRow({ event_date: '2020-03-02', victims_killed: 2 }),
      devRow({ event_date: '2021-03-09', victims_killed: 1 }),
      devRow({ event_date: '2021-06-09', victims_killed: 2 }),
      devRow({ event_date: '2022-06-09', num_victims: 7 }), // killed not stated
      devRow({ event_date: null, victims_killed: 9 }),
    ];
    expect(ask('wat month', rows)).toEqual({ kind: 'text', value: 'March' });
    const tied = [...rows, devRow({ event_date: '2023-06-01', victims_killed: 1 })];
    expect(() => ask('wat month', tied)).toThrow(/no single leader/);
  });

  it('lists a top 3 in order, without "City of", and refuses a tie at the cut-off', () => {
    const rows = [
      devRow({ municipality: 'City of Tshwane', location: 'P1', num_suspects_arrested: 9 }),
      devRow({ municipality: 'Midvaal', location: 'P2', num_suspects_arrested: 4 }),
      devRow({ municipality: 'Midvaal', location: 'P3', num_suspects_arrested: 3 }),
      devRow({ municipality: 'Emfuleni', location: 'P4', num_suspects_arrested: 5 }),
      devRow({ municipality: 'Lesedi', location: 'P5', num_suspects_arrested: null }),
      devRow({ municipality: null, location: 'P6', num_suspects_arrested: 20 }),
    ];
    expect(ask('top 3 munis', rows)).toEqual({ kind: 'list', value: ['Tshwane', 'Midvaal', 'Emfuleni'] });
    const tiedAtCut = [...rows, devRow({ municipality: 'Lesedi', location: 'P7', num_suspects_arrested: 5 })];
    expect(() => ask('top 3 munis', tiedAtCut)).toThrow(/no single top 3/);
  });

  it('answers a single-incident yes/no only from that incident: equal dead and wounded is No', () => {
    const other = devRow({ location: 'Site C, Khayelitsha', victims_killed: 9, victims_injured: 0 });
    const equal = devRow({ location: 'Site B, Khayelitsha', victims_killed: 3, victims_injured: 3 });
    expect(ask('dead outnumber', [other, equal])).toEqual({ kind: 'text', value: 'No' });
    const more = devRow({ location: 'Site B, Khayelitsha', victims_killed: 4, victims_injured: 3 });
    expect(ask('dead outnumber', [other, more])).toEqual({ kind: 'text', value: 'Yes' });
    const unstated = devRow({ location: 'Site B, Khayelitsha', victims_killed: 4 });
    expect(() => ask('dead outnumber', [other, unstated])).toThrow(/not stated/);
    expect(() => ask('dead outnumber', [other, equal, more])).toThrow(/not exactly one/);
  });

  it('counts firearm cases in NW and Mpumalanga only when an arrest was made', () => {
    const firearm = ['illegal firearm possession'];
    const rows = [
      devRow({ notebook: 'b', province: 'North West', crimes: firearm, arrest_made: true }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['murder', ...firearm], arrest_made: true }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: firearm, arrest_made: false }),
      devRow({ notebook: 'b', province: 'North West', crimes: firearm, arrest_made: null }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: firearm, arrest_made: true }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['murder'], arrest_made: true }),
    ];
    expect(ask('Unlicensed firearm cases', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the fall from 2022 to 2023 by incident year, and refuses a rise', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2022-02-01', num_victims: 6 }),
      devRow({ notebook: 'b', event_date: '2022-12-31', num_victims: 2 }),
      devRow({ notebook: 'b', event_date: '2023-05-05', num_victims: 6, published_date: '2024-01-01' }),
      devRow({ notebook: 'b', event_date: null, published_date: '2023-03-03', num_victims: 9 }),
    ];
    expect(ask('fall from 2022 to 2023', rows)).toEqual({ kind: 'number', value: 25 });
    const rise = [...rows, devRow({ notebook: 'b', event_date: '2023-01-01', num_victims: 3 })];
    expect(() => ask('fall from 2022 to 2023', rise)).toThrow(/no fall/);
  });
});
