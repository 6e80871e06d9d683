import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH121_QUESTIONS } from './fresh121-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-twenty-first fresh question set (blind)', FRESH121_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH121_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH121_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-twenty-first fresh set reads the ground truth as its header says', () => {
  it('counts weekend murders by the event date alone, without attempted murders or undated rows', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['murder'], event_date: '2024-01-05' }), // Friday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-13' }), // published on a Saturday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-06' }),
      devRow({ crimes: ['culpable homicide'], event_date: '2024-01-06' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2024-01-06' }),
    ];
    expect(ask('Dumela.', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the arrests of drug dealing only, an unstated figure adding nothing and notebook b left out', () => {
    const rows = [
      devRow({ crimes: ['drug dealing'], num_suspects_arrested: 3 }),
      devRow({ crimes: ['drug dealing', 'drug possession'], num_suspects_arrested: null }),
      devRow({ crimes: ['drug possession'], num_suspects_arrested: 7 }),
      devRow({ notebook: 'b', crimes: ['drug dealing'], num_suspects_arrested: 4 }),
    ];
    expect(ask('The drug merchants', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes "nobody arrested" as a stated false, not an unstated arrest', () => {
    const unstated = [
      devRow({ crimes: ['public violence'], arrest_made: null }),
      devRow({ crimes: ['arson'], arrest_made: false }),
    ];
    expect(ask('When the people toyi-toyi', unstated)).toEqual({ kind: 'text', value: 'No' });
    const none = [...unstated, devRow({ crimes: ['public violence', 'arson'], arrest_made: false })];
    expect(ask('When the people toyi-toyi', none)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('sums the stated injured in KwaZulu-Natal only', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_injured: 4 }),
      devRow({ province: 'KwaZulu-Natal', victims_injured: null, num_victims: 6 }),
      devRow({ province: 'KwaZulu-Natal', victims_injured: 1, victims_killed: 3 }),
      devRow({ province: 'Gauteng', victims_injured: 9 }),
    ];
    expect(ask('- KZN only', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('takes the murder share over the attempted-murder files, to the nearest whole percent', () => {
    const rows = [
      devRow({ crimes: ['attempted murder', 'murder'] }),
      devRow({ crimes: ['attempted murder'] }),
      devRow({ crimes: ['attempted murder', 'illegal firearm possession'] }),
      devRow({ crimes: ['murder'] }),
    ];
    expect(ask('- Att. murder files', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('dates the earliest CIT by event date, never by an earlier publication', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2021-03-01', published_date: '2021-03-02' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: null, published_date: '2015-06-01' }),
      devRow({ crimes: ['business robbery'], event_date: '2016-08-01' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2023-01-01' }),
    ];
    expect(ask('- Earliest CIT', rows)).toEqual({ kind: 'date', value: '2021-03-01' });
  });

  it('holds both end days of the date range and leaves undated rows out', () => {
    const rows = [
      devRow({ event_date: '2019-07-01' }),
      devRow({ event_date: '2021-06-30' }),
      devRow({ event_date: '2020-02-29' }),
      devRow({ event_date: '2019-06-30' }),
      devRow({ event_date: '2021-07-01' }),
      devRow({ event_date: null, published_date: '2020-01-01' }),
    ];
    expect(ask('- No. of incidents', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('subtracts police victims by province and refuses a reversed comparison', () => {
    const rows = [
      devRow({ province: 'Western Cape', victims_police: 3 }),
      devRow({ province: 'Western Cape', victims_police: null }),
      devRow({ province: 'Gauteng', victims_police: 1 }),
    ];
    expect(ask('- Police members', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [...rows, devRow({ province: 'Gauteng', victims_police: 4 })];
    expect(() => ask('- Police members', reversed)).toThrow(/does not have more/);
  });

  it('answers "more murders in 2022 than 2019" No when the years tie', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2022-05-01' }),
      devRow({ crimes: ['murder'], event_date: '2019-05-01' }),
      devRow({ crimes: ['attempted murder'], event_date: '2022-06-01' }),
    ];
    expect(ask('my techer says', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, devRow({ crimes: ['murder'], event_date: '2022-12-31' })];
    expect(ask('my techer says', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts Fridays of notebook b by event date only', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2024-01-05' }), // Friday
      devRow({ notebook: 'b', event_date: '2024-01-06' }), // Saturday
      devRow({ notebook: 'b', event_date: null, published_date: '2024-01-12' }), // published on a Friday
      devRow({ notebook: 'a', event_date: '2024-01-12' }), // Friday, other notebook
    ];
    expect(ask('Friday is payday', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('sums women victims over the two provinces, unstated figures adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', victims_female: 2, victims_male: 5 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', victims_female: 1 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', victims_female: null, num_victims: 3 }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_female: 4 }),
    ];
    expect(ask('Our bo-mme', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the weekend share over every row, undated ones in the whole', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2024-01-06' }), // Saturday
      devRow({ notebook: 'b', event_date: '2024-01-08' }), // Monday
      devRow({ notebook: 'b', event_date: null, published_date: '2024-01-07' }),
    ];
    expect(ask('Eish, the weekend', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('reads a police victim as a stated figure above zero', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', victims_police: 0 }),
      devRow({ notebook: 'b', province: 'Free State', victims_police: null }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_police: 2 }),
    ];
    expect(ask('The mapolisa who do the raids', rows)).toEqual({ kind: 'text', value: 'No' });
    const hurt = [...rows, devRow({ notebook: 'b', province: 'Free State', victims_police: 1 })];
    expect(ask('The mapolisa who do the raids', hurt)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('sums Northern Cape arrests from 2020 on, the undated left out', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'Northern Cape',
        event_date: '2020-01-01',
        num_suspects_arrested: 2,
      }),
      devRow({
        notebook: 'b',
        province: 'Northern Cape',
        event_date: '2019-12-31',
        num_suspects_arrested: 5,
      }),
      devRow({ notebook: 'b', province: 'Northern Cape', event_date: null, num_suspects_arrested: 7 }),
      devRow({ notebook: 'b', province: 'North West', event_date: '2023-01-01', num_suspects_arrested: 9 }),
    ];
    expect(ask('- NC:', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks municipalities by arrests, skipping unknown municipalities, and refuses a tie', () => {
    const rows = [
      devRow({ notebook: 'b', municipality: 'City of Mbombela', num_suspects_arrested: 5 }),
      devRow({ notebook: 'b', municipality: 'Madibeng', num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', municipality: 'Madibeng', num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', municipality: null, num_suspects_arrested: 9 }),
    ];
    expect(ask('- LM / metro', rows)).toEqual({ kind: 'text', value: ['City of Mbombela', 'Mbombela'] });
    const tied = [...rows, devRow({ notebook: 'b', municipality: 'Madibeng', num_suspects_arrested: 1 })];
    expect(() => ask('- LM / metro', tied)).toThrow(/no single leader/);
  });

  it('counts June and July in any year, leaving undated rows out', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2016-06-01' }),
      devRow({ notebook: 'b', event_date: '2023-07-31' }),
      devRow({ notebook: 'b', event_date: '2023-08-01' }),
      devRow({ notebook: 'b', event_date: '2023-05-31' }),
      devRow({ notebook: 'b', event_date: null, published_date: '2023-07-01' }),
    ];
    expect(ask('how many crimes hapend', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('expects a refusal for the three questions the ground truth cannot answer', () => {
    const rows = [devRow({ notebook: 'a' }), devRow({ notebook: 'b' })];
    for (const start of ['After these incidents', 'was it raning', '- Injured vics'])
      expect(ask(start, rows)).toEqual({ kind: 'refusal' });
  });
});
