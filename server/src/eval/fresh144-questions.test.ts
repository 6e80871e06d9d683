import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH144_QUESTIONS } from './fresh144-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-forty-fourth fresh question set (blind)', FRESH144_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH144_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH144_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-forty-fourth fresh set reads the ground truth as its header says', () => {
  it('counts murders in KZN only, not attempted murder, culpable homicide or the other notebook', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'illegal firearm possession'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['culpable homicide'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'KwaZulu-Natal', crimes: ['murder'] }),
    ];
    expect(ask('Need a number fast', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the stated police victims, a null adding nothing', () => {
    const rows = [
      devRow({ victims_police: 2 }),
      devRow({ victims_police: null }),
      devRow({ victims_police: 0 }),
      devRow({ victims_police: 1, crimes: ['attempted murder'] }),
    ];
    expect(ask('How many cops', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('ranks provinces by suspects arrested (not by incidents), and refuses a tie at the top', () => {
    const rows = [
      devRow({ province: 'Gauteng', num_suspects_arrested: 1 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: 1 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: null }),
      devRow({ province: 'KwaZulu-Natal', num_suspects_arrested: 5 }),
    ];
    expect(ask('Which province had the most suspects', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    const tied = [...rows, devRow({ province: 'Gauteng', num_suspects_arrested: 3 })];
    expect(() => ask('Which province had the most suspects', tied)).toThrow(/no single leader/);
  });

  it('dates the latest CIT heist by event date, an undated later release left out', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2021-03-29', published_date: '2021-04-01' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: null, published_date: '2025-01-10' }),
      devRow({ crimes: ['business robbery'], event_date: '2024-05-15' }),
    ];
    expect(ask('When was the latest CIT heist', rows)).toEqual({ kind: 'date', value: '2021-03-29' });
  });

  it('takes the murder excess of KZN over Gauteng, and refuses it when Gauteng has as many', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'rape'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ province: 'Gauteng', crimes: ['attempted murder'] }),
    ];
    expect(ask('How many more murders', rows)).toEqual({ kind: 'number', value: 1 });
    const even = [...rows, devRow({ province: 'Gauteng', crimes: ['murder'] })];
    expect(() => ask('How many more murders', even)).toThrow(/does not have more/);
  });

  it('finds a village or a farm by the word in the location, in any case', () => {
    const a = [
      devRow({ location: 'Mpozolo Village, Willowvale' }),
      devRow({ location: 'Gqunqe village, Centane' }),
      devRow({ location: 'Willowvale town' }),
      devRow({ notebook: 'b', location: 'Garuele village' }),
    ];
    expect(ask('Going by the location given', a)).toEqual({ kind: 'number', value: 2 });
    const b = [
      devRow({ notebook: 'b', location: 'Lismor farm, near Kestell' }),
      devRow({ notebook: 'b', location: 'Spitskop Trust Farm, Thaba Nchu' }),
      devRow({ notebook: 'b', location: 'Kestell' }),
      devRow({ location: 'farm near Paarl' }),
    ];
    expect(ask('Going by the location named', b)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the Eastern Cape murder share over Eastern Cape incidents only', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['stock theft'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
    ];
    expect(ask('Of the incidents recorded in the Eastern Cape', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('answers the Eastern Cape stock theft arrest only from a stated arrest there', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['stock theft'], arrest_made: false }),
      devRow({ province: 'Eastern Cape', crimes: ['stock theft'], arrest_made: null }),
      devRow({ province: 'Western Cape', crimes: ['stock theft'], arrest_made: true }),
      devRow({ province: 'Eastern Cape', crimes: ['theft'], arrest_made: true }),
    ];
    expect(ask('Did any stock theft case', rows)).toEqual({ kind: 'text', value: 'No' });
    const caught = [
      ...rows,
      devRow({ province: 'Eastern Cape', crimes: ['stock theft'], arrest_made: true }),
    ];
    expect(ask('Did any stock theft case', caught)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts the arrest share as a stated true over all rows, an unstated arrest not counting', () => {
    const rows = [
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: false }),
      devRow({ arrest_made: null }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: false }),
      devRow({ arrest_made: false }),
    ];
    expect(ask('What percentage of the incidents led', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('counts farm incidents of 2020 or later by event date, the undated left out', () => {
    const farm = (event_date: string | null) =>
      devRow({ notebook: 'b', location: 'farm near Glen', event_date, published_date: '2021-06-01' });
    const rows = [
      farm('2020-01-01'),
      farm('2019-12-31'),
      farm('2024-12-20'),
      farm(null),
      devRow({ notebook: 'b', location: 'Glen', event_date: '2023-01-01' }),
    ];
    expect(ask('How many of the farm incidents', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks farm provinces over farm incidents only, and the body count by stated killed', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', location: 'De Rots farm', victims_killed: 1 }),
      devRow({ notebook: 'b', province: 'Free State', location: 'Glen farm', victims_killed: null }),
      devRow({ notebook: 'b', province: 'Limpopo', location: 'Giyani', victims_killed: 2 }),
      devRow({ notebook: 'b', province: 'Limpopo', location: 'Thohoyandou', victims_killed: 1 }),
      devRow({ notebook: 'b', province: 'Limpopo', location: 'Tzaneen farm', victims_killed: 0 }),
    ];
    expect(ask('Which province recorded the most incidents on farms', rows)).toEqual({
      kind: 'text',
      value: 'Free State',
    });
    expect(ask('Which province had the highest body count', rows)).toEqual({
      kind: 'text',
      value: 'Limpopo',
    });
  });

  it('counts weekends by event date and compares murder with rape cases by row count', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2024-01-07' }), // Sunday
      devRow({ notebook: 'b', crimes: ['rape'], event_date: '2024-01-08' }), // Monday
      devRow({
        notebook: 'b',
        crimes: ['rape', 'kidnapping'],
        event_date: null,
        published_date: '2024-01-13',
      }),
    ];
    expect(ask('How many incidents happened on a weekend', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Were there more murder cases', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [
      ...rows,
      devRow({ notebook: 'b', crimes: ['murder', 'rape'] }),
      devRow({ notebook: 'b', crimes: ['murder'] }),
    ];
    expect(ask('Were there more murder cases', more)).toEqual({ kind: 'text', value: 'Yes' });
  });
});
