import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH171_QUESTIONS } from './fresh171-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-seventy-first fresh question set (blind)', FRESH171_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH171_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH171_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-seventy-first fresh set reads the ground truth as its header says', () => {
  it('sums the killed in KZN by event year 2022 and 2023 only, the undated and unstated adding nothing', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], event_date: '2022-01-01', victims_killed: 4 }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], event_date: '2023-12-31', victims_killed: 2 }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], event_date: '2024-01-01', victims_killed: 5 }),
      devRow({
        province: 'KwaZulu-Natal',
        crimes: ['murder'],
        event_date: '2023-05-01',
        victims_killed: null,
      }),
      devRow({
        province: 'KwaZulu-Natal',
        crimes: ['murder'],
        event_date: null,
        published_date: '2023-06-01',
        victims_killed: 3,
      }),
      devRow({ province: 'Gauteng', crimes: ['murder'], event_date: '2022-06-01', victims_killed: 9 }),
    ];
    expect(ask('For the purposes of the oversight report', rows)).toEqual({ kind: 'number', value: 6 });
  });

  it('counts the Western Cape 2019 to 2021 window with both ends included', () => {
    const wc = (event_date: string | null) => devRow({ province: 'Western Cape', event_date });
    const rows = [
      wc('2019-01-01'),
      wc('2021-12-31'),
      wc('2020-06-15'),
      wc('2018-12-31'),
      wc('2022-01-01'),
      wc(null),
      devRow({ province: 'Eastern Cape', event_date: '2020-01-01' }),
    ];
    expect(ask('Kindly indicate the number', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('counts "moord" as murder alone and "nobody arrested" as a stated false, in the EC or KZN', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'], arrest_made: false }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder'], arrest_made: false }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'], arrest_made: false }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['culpable homicide'], arrest_made: false }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], arrest_made: null }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], arrest_made: true }),
      devRow({ province: 'Western Cape', crimes: ['murder'], arrest_made: false }),
    ];
    expect(ask('Moord cases in the Eastern Cape', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts carjackings and truck hijackings among the "rowers" robberies, but not burglary or theft', () => {
    const rows = [
      devRow({ province: 'Limpopo', crimes: ['carjacking'] }),
      devRow({ province: 'Limpopo', crimes: ['truck hijacking'] }),
      devRow({ province: 'Gauteng', crimes: ['armed robbery'] }),
      devRow({ province: 'Gauteng', crimes: ['burglary'] }),
      devRow({ province: 'Gauteng', crimes: ['theft'] }),
    ];
    expect(ask('Where are the rowers busiest?', rows)).toEqual({ kind: 'text', value: 'Limpopo' });
    const fsRows = [
      devRow({ notebook: 'b', province: 'Free State', crimes: ['house robbery'], num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['carjacking'], num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['burglary'], num_suspects_arrested: 4 }),
      devRow({
        notebook: 'b',
        province: 'Free State',
        crimes: ['armed robbery'],
        num_suspects_arrested: null,
      }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['armed robbery'], num_suspects_arrested: 6 }),
    ];
    expect(ask('Free State only', fsRows)).toEqual({ kind: 'number', value: 5 });
  });

  it('sums the injured ("gewond") of murder incidents only, the killed and unstated adding nothing', () => {
    const rows = [
      devRow({ crimes: ['murder'], victims_killed: 3, victims_injured: 2 }),
      devRow({ crimes: ['murder', 'attempted murder'], victims_killed: 1, victims_injured: 4 }),
      devRow({ crimes: ['murder'], victims_killed: 2, victims_injured: null }),
      devRow({ crimes: ['attempted murder'], victims_injured: 7 }),
    ];
    expect(ask('Hoeveel mense gewond', rows)).toEqual({ kind: 'number', value: 6 });
  });

  it('finds a plaas by the word "farm" in the location, any case, and takes the first by event date', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'Spitskop Trust Farm, Thaba Nchu', event_date: '2018-03-01' }),
      devRow({ notebook: 'b', location: 'near Klippan farm, Slurry', event_date: '2019-01-01' }),
      devRow({ notebook: 'b', location: 'farm near Glen', event_date: null, published_date: '2010-01-01' }),
      devRow({ notebook: 'b', location: 'FARM outside Koppies', event_date: '2015-01-01' }),
      devRow({ notebook: 'b', location: 'Bloemfontein', event_date: '2012-01-01' }),
    ];
    expect(ask('Plaasaanvalle', rows)).toEqual({ kind: 'number', value: 4 });
    expect(ask('Eerste plaas incident', rows)).toEqual({ kind: 'date', value: '2015-01-01' });
  });

  it('takes the share of farm murders with an arrest over farm murders only', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'Lismor farm', crimes: ['murder'], arrest_made: true }),
      devRow({
        notebook: 'b',
        location: 'De Rots farm',
        crimes: ['murder', 'armed robbery'],
        arrest_made: true,
      }),
      devRow({ notebook: 'b', location: 'farm near Glen', crimes: ['murder'], arrest_made: null }),
      devRow({ notebook: 'b', location: 'farm near Koingnaas', crimes: ['theft'], arrest_made: false }),
      devRow({ notebook: 'b', location: 'Mareetsane', crimes: ['murder'], arrest_made: false }),
    ];
    expect(ask('What % of the plaasmoorde', rows)).toEqual({ kind: 'number', value: 67 });
  });

  it('reads "more than half of the kidnappings in Gauteng" strictly: exactly half is a no', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['kidnapping'] }),
      devRow({ province: 'Gauteng', crimes: ['kidnapping', 'carjacking'] }),
      devRow({ province: 'Eastern Cape', crimes: ['kidnapping'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['kidnapping'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
    ];
    expect(ask('Someone says more than half', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, devRow({ province: 'Gauteng', crimes: ['kidnapping'] })];
    expect(ask('Someone says more than half', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the weekend share over dated incidents only, by event date', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2024-01-06' }), // Saturday
      devRow({ notebook: 'b', event_date: '2024-01-07' }), // Sunday
      devRow({ notebook: 'b', event_date: '2024-01-08' }), // Monday
      devRow({ notebook: 'b', event_date: '2024-01-10' }), // Wednesday
      devRow({ notebook: 'b', event_date: '2024-01-11' }), // Thursday
      devRow({ notebook: 'b', event_date: null, published_date: '2024-01-13' }), // published on a Saturday
    ];
    expect(ask('A tweet claims', rows)).toEqual({ kind: 'number', value: 40 });
  });

  it('answers the carjacking claim from stated arrests, and compares killed by province', () => {
    const jacked = [
      devRow({ notebook: 'b', crimes: ['carjacking'], arrest_made: false }),
      devRow({ notebook: 'b', crimes: ['carjacking'], arrest_made: null }),
      devRow({ notebook: 'b', crimes: ['truck hijacking'], arrest_made: true }),
    ];
    expect(ask('Is it true that nobody was arrested', jacked)).toEqual({ kind: 'text', value: 'Yes' });
    const caught = [...jacked, devRow({ notebook: 'b', crimes: ['carjacking'], arrest_made: true })];
    expect(ask('Is it true that nobody was arrested', caught)).toEqual({ kind: 'text', value: 'No' });

    const killed = [
      devRow({ province: 'Western Cape', victims_killed: 5 }),
      devRow({ province: 'Western Cape', victims_killed: null }),
      devRow({ province: 'Eastern Cape', victims_killed: 5 }),
    ];
    expect(ask('Is it true that more people were killed', killed)).toEqual({ kind: 'text', value: 'No' });
    const moreWc = [...killed, devRow({ province: 'Western Cape', victims_killed: 1 })];
    expect(ask('Is it true that more people were killed', moreWc)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('lists the provinces with illegal mining, names the most-injured incident, and refuses a reversed comparison', () => {
    const mining = [
      devRow({ notebook: 'b', province: 'North West', crimes: ['illegal mining'] }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['illegal mining', 'other'] }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['illegal mining'] }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['theft'] }),
    ];
    expect(ask('Someone says illegal mining', mining)).toEqual({
      kind: 'list',
      value: ['Mpumalanga', 'North West'],
    });

    const injured = [
      devRow({ location: 'Site B, Khayelitsha', victims_injured: 7 }),
      devRow({ location: 'Sweetwaters', victims_injured: 8 }),
      devRow({ location: 'Site C, Khayelitsha', victims_injured: null }),
    ];
    expect(ask('Viral claim', injured)).toEqual({ kind: 'text', value: ['Sweetwaters'] });

    const arrests = [
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 4 }),
    ];
    expect(() => ask('By how many does the number of suspects', arrests)).toThrow(/does not have more/);
  });
});
