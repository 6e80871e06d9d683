import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH132_QUESTIONS } from './fresh132-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-thirty-second fresh question set (blind)', FRESH132_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH132_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH132_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-thirty-second fresh set reads the ground truth as its header says', () => {
  it('counts murders in KwaZulu-Natal of its own notebook only, attempted murder and culpable homicide left out', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], event_date: null }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['culpable homicide'] }),
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'KwaZulu-Natal', crimes: ['murder'] }),
    ];
    expect(ask('Hi, how many murders', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks states by the stated killed, an unstated toll adding nothing, naming KZN in its forms, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 4 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: null }),
      devRow({ province: 'Eastern Cape', victims_killed: 3 }),
      devRow({ province: 'Gauteng', victims_killed: null }),
      devRow({ province: 'Gauteng', victims_killed: null }),
    ];
    expect(ask('Which state had the highest death toll', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    const tied = [...rows, devRow({ province: 'Eastern Cape', victims_killed: 1 })];
    expect(() => ask('Which state had the highest death toll', tied)).toThrow(/no single leader/);
  });

  it('takes the share of women over the victims of stated sex, the unstated adding nothing', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ num_victims: 1, victims_female: 0, victims_male: 1 }),
      devRow({ notebook: 'b', num_victims: 5, victims_female: 5, victims_male: 0 }),
    ];
    expect(ask('Of the victims whose gender', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('says yes to police victims in the Eastern Cape only when a stated figure adds up to more than nothing', () => {
    const none = [
      devRow({ province: 'Eastern Cape', victims_police: null }),
      devRow({ province: 'Eastern Cape', victims_police: 0 }),
      devRow({ province: 'Western Cape', victims_police: 2 }),
    ];
    expect(ask('Were there any police officers', none)).toEqual({ kind: 'text', value: 'No' });
    const some = [...none, devRow({ province: 'Eastern Cape', victims_police: 1 })];
    expect(ask('Were there any police officers', some)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts Ekurhuleni from 1 January 2020 by event date, the undated left out whatever their publication', () => {
    const rows = [
      devRow({ municipality: 'Ekurhuleni', event_date: '2020-01-01' }),
      devRow({ municipality: 'Ekurhuleni', event_date: '2025-04-23' }),
      devRow({ municipality: 'Ekurhuleni', event_date: '2019-12-31', published_date: '2020-01-03' }),
      devRow({ municipality: 'Ekurhuleni', event_date: null, published_date: '2023-05-01' }),
      devRow({ municipality: null, location: 'Ekurhuleni', event_date: '2022-01-01' }),
      devRow({ municipality: 'City of Johannesburg', event_date: '2022-01-01' }),
    ];
    expect(ask('How many incidents do we have for Ekurhuleni', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('compares Joburg with Tshwane by municipality, and refuses a comparison that turns the other way', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg' }),
      devRow({ municipality: 'City of Johannesburg' }),
      devRow({ municipality: 'City of Johannesburg' }),
      devRow({ municipality: 'City of Tshwane' }),
      devRow({ municipality: 'Ekurhuleni' }),
    ];
    expect(ask('how many more incidents did Joburg', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [
      ...rows,
      devRow({ municipality: 'City of Tshwane' }),
      devRow({ municipality: 'City of Tshwane' }),
    ];
    expect(() => ask('how many more incidents did Joburg', reversed)).toThrow(/does not have more/);
  });

  it('takes a hijacking as a carjacking or a truck hijacking, never a robbery, and in Gauteng only', () => {
    const rows = [
      devRow({ crimes: ['carjacking', 'kidnapping'] }),
      devRow({ crimes: ['truck hijacking'] }),
      devRow({ crimes: ['armed robbery'] }),
      devRow({ crimes: ['vehicle theft'] }),
      devRow({ crimes: ['carjacking'], province: 'KwaZulu-Natal' }),
    ];
    expect(ask('Hijackings in Gauteng', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums arrests over robberies of any type, hijackings left out and an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['house robbery'], num_suspects_arrested: 2 }),
      devRow({ crimes: ['cash-in-transit robbery'], num_suspects_arrested: 7 }),
      devRow({ crimes: ['business robbery'], num_suspects_arrested: null }),
      devRow({ crimes: ['carjacking'], num_suspects_arrested: 5 }),
      devRow({ notebook: 'b', crimes: ['armed robbery'], num_suspects_arrested: 4 }),
    ];
    expect(ask('Total suspects arrested across all robbery', rows)).toEqual({ kind: 'number', value: 9 });
  });

  it('counts firearm cases on a Saturday or Sunday of the event date, never of the publication', () => {
    const gun = (event_date: string | null, published_date = '2024-01-10') =>
      devRow({ crimes: ['illegal firearm possession'], event_date, published_date });
    const rows = [
      gun('2024-01-06'), // Saturday
      gun('2024-01-07'), // Sunday
      gun('2024-01-05'), // Friday
      gun(null, '2024-01-13'), // published on a Saturday
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }),
    ];
    expect(ask('Unlicensed firearm cases', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the share of robberies with an arrest over all robberies, an unstated arrest not counting as one', () => {
    const rows = [
      devRow({ crimes: ['armed robbery'], arrest_made: true }),
      devRow({ crimes: ['cash-in-transit robbery'], arrest_made: false }),
      devRow({ crimes: ['robbery'], arrest_made: null }),
      devRow({ crimes: ['truck hijacking'], arrest_made: true }),
    ];
    expect(ask('Robberies any type incl CIT', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('counts murders from 2020 to 2022 inclusive in notebook b, the undated left out', () => {
    const killing = (event_date: string | null) =>
      devRow({ notebook: 'b', crimes: ['murder'], event_date, published_date: '2021-06-01' });
    const rows = [
      killing('2020-01-01'),
      killing('2022-12-31'),
      killing('2019-12-31'),
      killing('2023-01-01'),
      killing(null),
      devRow({ notebook: 'b', crimes: ['attempted murder'], event_date: '2021-01-01' }),
      devRow({ notebook: 'a', crimes: ['murder'], event_date: '2021-01-01' }),
    ];
    expect(ask('Between 2020 and 2022 inclusive', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks municipalities by suspects arrested, rows without a municipality skipped, named with or without "City of"', () => {
    const rows = [
      devRow({ notebook: 'b', municipality: 'City of Mbombela', num_suspects_arrested: 5 }),
      devRow({ notebook: 'b', municipality: 'Mangaung', num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', municipality: 'Mangaung', num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', municipality: 'Mangaung', num_suspects_arrested: null }),
      devRow({ notebook: 'b', municipality: null, num_suspects_arrested: 20 }),
    ];
    expect(ask('For the council safety committee', rows)).toEqual({
      kind: 'text',
      value: ['City of Mbombela', 'Mbombela'],
    });
  });

  it('takes "nobody got arrested" in Bushbuckridge as a stated false, not an unstated arrest', () => {
    const unstated = [
      devRow({ notebook: 'b', municipality: 'Bushbuckridge', arrest_made: null }),
      devRow({ notebook: 'b', municipality: 'Lekwa', arrest_made: false }),
    ];
    expect(ask('Bushbuckridge', unstated)).toEqual({ kind: 'text', value: 'No' });
    const none = [...unstated, devRow({ notebook: 'b', municipality: 'Bushbuckridge', arrest_made: false })];
    expect(ask('Bushbuckridge', none)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('dates the earliest CIT hit by event date, leaving an undated one out', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['cash-in-transit robbery'], event_date: '2023-11-25' }),
      devRow({
        notebook: 'b',
        crimes: ['cash-in-transit robbery'],
        event_date: null,
        published_date: '2010-01-01',
      }),
      devRow({ notebook: 'b', crimes: ['business robbery'], event_date: '2012-01-01' }),
      devRow({ notebook: 'b', crimes: ['cash-in-transit robbery'], event_date: '2020-02-26' }),
    ];
    expect(ask('earliest CIT hit', rows)).toEqual({ kind: 'date', value: '2020-02-26' });
  });

  it('takes the share of Free State incidents in Mangaung over the Free State alone', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', province: 'Free State', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', province: 'Free State', municipality: null }),
      devRow({ notebook: 'b', province: 'Free State', municipality: 'Setsoto' }),
      devRow({ notebook: 'b', province: 'Limpopo', municipality: 'Mangaung' }),
    ];
    expect(ask('What share of the Free State', rows)).toEqual({ kind: 'number', value: 50 });
  });
});
