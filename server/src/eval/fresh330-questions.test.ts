import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH330_QUESTIONS } from './fresh330-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-thirtieth fresh question set (blind)', FRESH330_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH330_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH330_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-thirtieth fresh set reads the ground truth as its header says', () => {
  it('counts June by the event date alone, leaving undated rows and the other notebook out', () => {
    const rows = [
      devRow({ event_date: '2019-06-12' }),
      devRow({ event_date: '2023-06-30' }),
      devRow({ event_date: '2023-07-01', published_date: '2023-06-28' }),
      devRow({ event_date: null, published_date: '2022-06-15' }),
      devRow({ notebook: 'b', event_date: '2021-06-01' }),
    ];
    expect(ask('How many incidents in total happened in June', rows)).toEqual({ kind: 'number', value: 2 });
    const murders = [
      devRow({ crimes: ['murder'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['attempted murder'], event_date: '2011-05-05' }),
      devRow({ crimes: ['murder'], event_date: '2014-10-26', published_date: '2014-10-27' }),
    ];
    expect(ask('What was the date of the earliest murder', murders)).toEqual({
      kind: 'date',
      value: '2014-10-26',
    });
  });

  it('does not count attempted murder as murder, and takes the KZN murder share over KZN rows only', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], num_suspects_arrested: 2 }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'], num_suspects_arrested: 5 }),
      devRow({
        province: 'KwaZulu-Natal',
        crimes: ['murder', 'attempted murder'],
        num_suspects_arrested: null,
      }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['theft'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'], num_suspects_arrested: 9 }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
    ];
    expect(ask('KZN murders', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Of all the KZN incidents', rows)).toEqual({ kind: 'number', value: 50 });
    expect(ask('What percentage of all the incidents involved attempted murder', rows)).toEqual({
      kind: 'number',
      value: 33,
    });
  });

  it('counts robberies of every kind but not carjackings or truck hijackings', () => {
    const mp = (crimes: string[]) => devRow({ notebook: 'b', province: 'Mpumalanga', crimes });
    const rows = [
      mp(['armed robbery']),
      mp(['robbery', 'assault gbh']),
      mp(['cash-in-transit robbery']),
      mp(['carjacking']),
      mp(['truck hijacking']),
      mp(['burglary']),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['house robbery'] }),
    ];
    expect(ask('Mpumalanga is just over the hill', rows)).toEqual({ kind: 'number', value: 3 });
    const thefts = [
      devRow({ notebook: 'b', crimes: ['theft'] }),
      devRow({ notebook: 'b', crimes: ['stock theft', 'vehicle theft'] }),
      devRow({ notebook: 'b', crimes: ['burglary'] }),
      devRow({ notebook: 'b', crimes: ['armed robbery'] }),
    ];
    expect(ask('Theft in any shape', thefts)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums only the stated figures: unstated killed, female victims and arrests add nothing', () => {
    const rows = [
      devRow({ event_date: '2022-03-01', victims_killed: 4 }),
      devRow({ event_date: '2022-11-05', victims_killed: null }),
      devRow({ event_date: '2021-12-31', victims_killed: 7 }),
      devRow({ event_date: null, published_date: '2022-05-01', victims_killed: 3 }),
    ];
    expect(ask('In 2022, how many people were killed', rows)).toEqual({ kind: 'number', value: 4 });
    const women = [
      devRow({ notebook: 'b', num_victims: 3, victims_female: 2, victims_male: 1 }),
      devRow({ notebook: 'b', num_victims: 4, victims_female: null, victims_male: null }),
      devRow({ notebook: 'b', victims_female: 1 }),
    ];
    expect(ask('How many female victims', women)).toEqual({ kind: 'number', value: 3 });
  });

  it('reads "no arrest" as a stated false, over all the notebook, and ranks extortion arrests by province', () => {
    const rows = [
      devRow({ notebook: 'b', arrest_made: false }),
      devRow({ notebook: 'b', arrest_made: null }),
      devRow({ notebook: 'b', arrest_made: true }),
      devRow({ notebook: 'b', arrest_made: true }),
    ];
    expect(ask('What percentage of the incidents ended with no arrest', rows)).toEqual({
      kind: 'number',
      value: 25,
    });
    const extortion = [
      devRow({ notebook: 'b', province: 'North West', crimes: ['extortion'], num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['extortion'], num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['extortion'], num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['kidnapping'], num_suspects_arrested: 9 }),
    ];
    expect(ask('extorsion cases', extortion)).toEqual({ kind: 'text', value: 'North West' });
  });
});
