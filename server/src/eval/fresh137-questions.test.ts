import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH137_QUESTIONS } from './fresh137-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-thirty-seventh fresh question set (blind)', FRESH137_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH137_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH137_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-thirty-seventh fresh set reads the ground truth as its header says', () => {
  it('sums the arrests of CIT heists only, in its own notebook, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], num_suspects_arrested: 3 }),
      devRow({
        crimes: ['cash-in-transit robbery', 'illegal firearm possession'],
        num_suspects_arrested: null,
      }),
      devRow({ crimes: ['business robbery'], num_suspects_arrested: 5 }),
      devRow({ notebook: 'b', crimes: ['cash-in-transit robbery'], num_suspects_arrested: 4 }),
    ];
    expect(ask('Across all the CIT heists', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('ranks municipalities by people killed, leaves out rows without one, and refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', victims_killed: 4 }),
      devRow({ municipality: 'City of Cape Town', victims_killed: null }),
      devRow({ municipality: 'eThekwini', victims_killed: 3 }),
      devRow({ municipality: null, victims_killed: 9 }),
      devRow({ notebook: 'b', municipality: 'Mangaung', victims_killed: 20 }),
    ];
    expect(ask('Which municipality accounts', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
    const tied = [...rows, devRow({ municipality: 'eThekwini', victims_killed: 1 })];
    expect(() => ask('Which municipality accounts', tied)).toThrow(/no single leader/);
  });

  it('counts murders from 2019 to 2021 by event date, both ends in, the undated out', () => {
    const murder = (event_date: string | null) =>
      devRow({ crimes: ['murder'], event_date, published_date: '2020-06-01' });
    const rows = [
      murder('2019-01-01'),
      murder('2021-12-31'),
      murder('2018-12-31'),
      murder('2022-01-01'),
      murder(null),
      devRow({ crimes: ['attempted murder'], event_date: '2020-05-05' }),
    ];
    expect(ask('How many murder incidents occured', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the female share over the victims of stated sex only', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ num_victims: 1, victims_female: null, victims_male: 1 }),
      devRow({ notebook: 'b', num_victims: 5, victims_female: 5, victims_male: 0 }),
    ];
    expect(ask('A minister said most crime victims', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('compares murder incidents of two provinces by rows, answering No on a tie', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 1 }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['murder'], victims_killed: 7 }),
    ];
    expect(ask('An MEC claimed the Eastern Cape', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, devRow({ province: 'Eastern Cape', crimes: ['murder', 'kidnapping'] })];
    expect(ask('An MEC claimed the Eastern Cape', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the difference in people killed, and refuses a comparison the other way round', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_killed: 5 }),
      devRow({ province: 'Eastern Cape', victims_killed: null }),
      devRow({ province: 'Gauteng', victims_killed: 2 }),
    ];
    expect(ask('How many more people were killed', rows)).toEqual({ kind: 'number', value: 3 });
    const reversed = [...rows, devRow({ province: 'Gauteng', victims_killed: 4 })];
    expect(() => ask('How many more people were killed', reversed)).toThrow(/does not have more/);
  });

  it('finds a farm by the word in the location, in any case, whatever the crime', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'Lismor farm, near Kestell', crimes: ['murder'] }),
      devRow({ notebook: 'b', location: 'Spitskop Trust Farm, Thaba Nchu', crimes: ['stock theft'] }),
      devRow({ notebook: 'b', location: 'Bloemfontein', crimes: ['murder'] }),
      devRow({ notebook: 'a', location: 'farm near Glen', crimes: ['murder'] }),
    ];
    expect(ask('How many of these incidents took place on a farm', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('dates the latest Free State farm murder by event date, leaving out the undated and other places', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'Free State',
        location: 'De Rots farm',
        crimes: ['murder'],
        event_date: '2020-10-02',
      }),
      devRow({
        notebook: 'b',
        province: 'Free State',
        location: 'farm near Glen',
        crimes: ['murder'],
        event_date: null,
        published_date: '2025-01-01',
      }),
      devRow({
        notebook: 'b',
        province: 'Free State',
        location: 'Bloemfontein',
        crimes: ['murder'],
        event_date: '2024-01-01',
      }),
      devRow({
        notebook: 'b',
        province: 'Free State',
        location: 'farm near Bloemspruit',
        crimes: ['stock theft'],
        event_date: '2023-03-09',
      }),
      devRow({
        notebook: 'b',
        province: 'North West',
        location: 'Klippan farm',
        crimes: ['murder'],
        event_date: '2023-07-29',
      }),
    ];
    expect(ask('The MEC said the last farm murder', rows)).toEqual({ kind: 'date', value: '2020-10-02' });
  });

  it('holds "every rape case led to an arrest" only when each rape row states an arrest', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['murder'], arrest_made: false }),
    ];
    expect(ask('An MP claimed that every rape case', rows)).toEqual({ kind: 'text', value: 'Yes' });
    const unstated = [...rows, devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], arrest_made: null })];
    expect(ask('An MP claimed that every rape case', unstated)).toEqual({ kind: 'text', value: 'No' });
  });

  it('counts 2020 murders or attempted murders once each, by event date', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['murder', 'attempted murder'], event_date: '2020-03-01' }),
      devRow({ notebook: 'b', crimes: ['attempted murder'], event_date: '2020-12-31' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2021-01-01' }),
      devRow({ notebook: 'b', crimes: ['culpable homicide'], event_date: '2020-05-01' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: null, published_date: '2020-05-01' }),
    ];
    expect(ask('How many incidents involving murder or attempted', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('counts acquaintance rapes by the stated relationship only, and sums female suspects of notebook b', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], relationship: 'acquaintance', suspects_female: 1 }),
      devRow({ notebook: 'b', crimes: ['rape'], relationship: null, suspects_female: null }),
      devRow({ notebook: 'b', crimes: ['rape'], relationship: 'partner', suspects_female: 0 }),
      devRow({ notebook: 'b', crimes: ['murder'], relationship: 'acquaintance', suspects_female: 2 }),
      devRow({ notebook: 'a', crimes: ['rape'], relationship: 'acquaintance', suspects_female: 4 }),
    ];
    expect(ask('In how many of the rape cases', rows)).toEqual({ kind: 'number', value: 1 });
    expect(ask('A party leader said women', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('ranks provinces by illegal firearm incidents only, and victims recorded by num_victims', () => {
    const gun = (province: string) =>
      devRow({ notebook: 'b', province, crimes: ['illegal firearm possession', 'murder'] });
    const rows = [
      gun('Mpumalanga'),
      gun('Mpumalanga'),
      gun('North West'),
      devRow({ notebook: 'b', province: 'North West', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['drug dealing'] }),
    ];
    expect(ask('Gun crime', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
    const people = [
      devRow({ notebook: 'b', province: 'Free State', num_victims: 7, victims_female: 6 }),
      devRow({ notebook: 'b', province: 'Free State', num_victims: null }),
      devRow({ notebook: 'b', province: 'Mpumalanga', num_victims: 2 }),
    ];
    expect(ask('How many more victims were recorded', people)).toEqual({ kind: 'number', value: 5 });
  });
});
