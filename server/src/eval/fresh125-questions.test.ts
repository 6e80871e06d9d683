import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH125_QUESTIONS } from './fresh125-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-twenty-fifth fresh question set (blind)', FRESH125_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH125_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH125_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-twenty-fifth fresh set reads the ground truth as its header says', () => {
  it('counts murder perils in KZN within its own notebook, attempted murder not a murder', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'armed robbery'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['culpable homicide'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'KwaZulu-Natal', crimes: ['murder'] }),
    ];
    expect(ask('Pull the loss events', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('reads YTD 2025 by the date of loss, never the date reported, the undated left out', () => {
    const rows = [
      devRow({ event_date: '2025-01-01' }),
      devRow({ event_date: '2025-12-31' }),
      devRow({ event_date: '2024-12-31', published_date: '2025-01-03' }),
      devRow({ event_date: null, published_date: '2025-06-01' }),
      devRow({ notebook: 'b', event_date: '2025-03-01' }),
    ];
    expect(ask('YTD 2025', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the kidnapping share over all the notebook rows, to a whole percent', () => {
    const rows = [
      devRow({ crimes: ['kidnapping', 'extortion'] }),
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['theft'] }),
      devRow({ notebook: 'b', crimes: ['kidnapping'] }),
    ];
    expect(ask('What % of all loss events', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('sums only the stated female victims, a null adding nothing', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 2, victims_male: 1 }),
      devRow({ num_victims: 4, victims_female: null }),
      devRow({ victims_female: 1 }),
      devRow({ notebook: 'b', victims_female: 5 }),
    ];
    expect(ask('En hoeveel vroue', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes a plaasaanval as a farm location with a crime against a person, in any case of "farm"', () => {
    const stockOnly = [
      devRow({ province: 'Western Cape', location: 'Rietvlei Farm, Ceres', crimes: ['stock theft'] }),
      devRow({ province: 'Western Cape', location: 'Worcester', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', location: 'farm near Cradock', crimes: ['murder'] }),
    ];
    expect(ask('Was daar enige plaasaanval', stockOnly)).toEqual({ kind: 'text', value: 'No' });
    const attacked = [
      ...stockOnly,
      devRow({ province: 'Western Cape', location: 'FARM Kleinplaas', crimes: ['house robbery'] }),
    ];
    expect(ask('Was daar enige plaasaanval', attacked)).toEqual({ kind: 'text', value: 'Yes' });

    const northernCape = [
      devRow({ notebook: 'b', province: 'Northern Cape', location: 'farm in Magogong', crimes: ['murder'] }),
      devRow({
        notebook: 'b',
        province: 'Northern Cape',
        location: 'farm near Koingnaas',
        crimes: ['theft'],
      }),
      devRow({ notebook: 'b', province: 'Northern Cape', location: 'Kenhardt farm', crimes: ['kidnapping'] }),
      devRow({ notebook: 'b', province: 'Free State', location: 'De Rots farm', crimes: ['murder'] }),
      devRow({ notebook: 'a', province: 'Northern Cape', location: 'a farm', crimes: ['murder'] }),
    ];
    expect(ask('Hoeveel plaasaanvalle', northernCape)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the first rape by event date, the undated never the earliest', () => {
    const rows = [
      devRow({ crimes: ['rape'], event_date: '2019-04-02', published_date: '2019-04-05' }),
      devRow({ crimes: ['rape', 'kidnapping'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['sexual assault'], event_date: '2012-01-01' }),
      devRow({ notebook: 'b', crimes: ['rape'], event_date: '2011-01-01' }),
    ];
    expect(ask('Wanneer was die heel eerste', rows)).toEqual({ kind: 'date', value: '2019-04-02' });
  });

  it('sums killed in 2020 to 2022 by event date, the last day of 2022 in and the first of 2023 out', () => {
    const rows = [
      devRow({ event_date: '2020-01-01', victims_killed: 2 }),
      devRow({ event_date: '2022-12-31', victims_killed: 3 }),
      devRow({ event_date: '2023-01-01', victims_killed: 5 }),
      devRow({ event_date: '2019-12-31', victims_killed: 7 }),
      devRow({ event_date: '2021-06-01', victims_killed: null }),
      devRow({ event_date: null, published_date: '2021-06-01', victims_killed: 11 }),
    ];
    expect(ask('event_date >= 2020-01-01', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('takes the men-suspects difference as Gauteng minus KZN, and refuses a reversed one', () => {
    const rows = [
      devRow({ province: 'Gauteng', suspects_male: 4 }),
      devRow({ province: 'Gauteng', suspects_male: null, num_suspects_arrested: 6 }),
      devRow({ province: 'KwaZulu-Natal', suspects_male: 1, suspects_female: 3 }),
    ];
    expect(ask("sum(suspects_male) where province='Gauteng'", rows)).toEqual({ kind: 'number', value: 3 });
    const reversed = [...rows, devRow({ province: 'KwaZulu-Natal', suspects_male: 5 })];
    expect(() => ask("sum(suspects_male) where province='Gauteng'", reversed)).toThrow(/does not have more/);
  });

  it('counts robbery perils of any type in 2023, hijackings and undated robberies left out', () => {
    const rob = (crime: string, event_date: string | null) =>
      devRow({ notebook: 'b', crimes: [crime], event_date, published_date: '2023-06-01' });
    const rows = [
      rob('armed robbery', '2023-01-05'),
      rob('cash-in-transit robbery', '2023-11-25'),
      rob('robbery', '2023-07-30'),
      rob('carjacking', '2023-02-02'),
      rob('truck hijacking', '2023-03-03'),
      rob('house robbery', null),
      rob('business robbery', '2022-12-31'),
    ];
    expect(ask('How many loss events with a robbery peril', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the arrest share of rape cases over the rape rows, an unstated arrest not an arrest', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['rape'], arrest_made: null }),
      devRow({ notebook: 'b', crimes: ['murder'], arrest_made: true }),
    ];
    expect(ask('Watter persentasie', rows)).toEqual({ kind: 'number', value: 67 });
  });

  it('ranks municipalities by summed arrests, unknown municipalities skipped, and refuses a tie', () => {
    const rows = [
      devRow({ notebook: 'b', municipality: 'City of Mbombela', num_suspects_arrested: 5 }),
      devRow({ notebook: 'b', municipality: 'Rustenburg', num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', municipality: 'Rustenburg', num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', municipality: null, num_suspects_arrested: 9 }),
      devRow({ notebook: 'b', municipality: 'Rustenburg', num_suspects_arrested: null }),
    ];
    expect(ask('gruop by municipality', rows)).toEqual({
      kind: 'text',
      value: ['City of Mbombela', 'Mbombela'],
    });
    const tied = [...rows, devRow({ notebook: 'b', municipality: 'Rustenburg', num_suspects_arrested: 1 })];
    expect(() => ask('gruop by municipality', tied)).toThrow(/no single leader/);
  });

  it('counts June to August murders of any year by event date', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2015-07-02' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2022-06-01' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2020-08-31' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2020-09-01' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: null, published_date: '2020-07-01' }),
      devRow({ notebook: 'b', crimes: ['attempted murder'], event_date: '2020-07-01' }),
    ];
    expect(ask('crime=murder AND month', rows)).toEqual({ kind: 'number', value: 3 });
  });
});
