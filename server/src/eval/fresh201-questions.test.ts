import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH201_QUESTIONS } from './fresh201-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-first fresh question set (blind)', FRESH201_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH201_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH201_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-first fresh set reads the ground truth as its header says', () => {
  it('counts zama zamas by the illegal mining category, never by a mine in the location', () => {
    const rows = [
      devRow({ crimes: ['illegal mining', 'illegal firearm possession'], location: 'Primrose' }),
      devRow({ crimes: ['illegal mining'], location: 'Khuma', event_date: null }),
      devRow({ crimes: ['theft'], location: 'old mine, Barberton' }),
      devRow({ notebook: 'b', crimes: ['illegal mining'] }),
    ];
    expect(ask('From an HR point of view', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('compares injured by province from the stated figures, and refuses a reversed comparison', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_injured: 5 }),
      devRow({ province: 'KwaZulu-Natal', victims_injured: null, num_victims: 9 }),
      devRow({ province: 'Gauteng', victims_injured: 2 }),
    ];
    expect(ask('How many more people were injured', rows)).toEqual({ kind: 'number', value: 3 });
    const reversed = [...rows, devRow({ province: 'Gauteng', victims_injured: 4 })];
    expect(() => ask('How many more people were injured', reversed)).toThrow(/does not have more/);
  });

  it('takes the range, the mode and "exactly N" over stated figures only, a null not read as zero', () => {
    const rows = [
      devRow({ victims_killed: 4 }),
      devRow({ victims_killed: 2 }),
      devRow({ victims_killed: 2 }),
      devRow({ victims_killed: null }),
      devRow({ victims_killed: null }),
      devRow({ victims_killed: null }),
    ];
    expect(ask('Looking only at incidents where', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('What is the most common number of people killed', rows)).toEqual({
      kind: 'text',
      value: ['2', 'two'],
    });
    expect(ask('In how many incidents were exactly two', rows)).toEqual({ kind: 'number', value: 2 });
    const tied = [...rows, devRow({ victims_killed: 4 })];
    expect(() => ask('What is the most common number of people killed', tied)).toThrow(/no single leader/);
  });

  it('counts "up to and including 2019" by event date, the last day in, the next day and the undated out', () => {
    const rows = [
      devRow({ event_date: '2019-12-31' }),
      devRow({ event_date: '2014-03-01' }),
      devRow({ event_date: '2020-01-01', published_date: '2019-12-30' }),
      devRow({ event_date: null, published_date: '2018-05-01' }),
    ];
    expect(ask('Cumaltive count', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums people killed up to and including 2020, undated deaths and later ones left out', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2020-12-31', victims_killed: 3 }),
      devRow({ notebook: 'b', event_date: '2016-01-01', victims_killed: 1 }),
      devRow({ notebook: 'b', event_date: '2016-01-02', victims_killed: null }),
      devRow({ notebook: 'b', event_date: '2021-01-01', victims_killed: 5 }),
      devRow({ notebook: 'b', event_date: null, victims_killed: 7 }),
    ];
    expect(ask('Cumulative number of people killed', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('takes the median age over every stated suspect age, the middle two averaged when even', () => {
    const rows = [
      devRow({ suspect_ages: [20, 31] }),
      devRow({ suspect_ages: [40] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [50] }),
    ];
    expect(ask('What is the medain age', rows)).toEqual({ kind: 'number', value: 35.5 });
    expect(
      ask(
        'What is the range of the suspects ages',
        rows.map((r) => ({ ...r, notebook: 'b' })),
      ),
    ).toEqual({
      kind: 'number',
      value: 30,
    });
  });

  it('finds a Soweto township by its name in the location, not in the text', () => {
    const rows = [
      devRow({ location: 'Vosloorus', context: 'Orlando Pirates captain killed.' }),
      devRow({ location: 'Meadowlands', event_date: '2020-08-14' }),
    ];
    expect(ask('Was there anything reported in Orlando', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('And the one in Meadowlands', rows)).toEqual({ kind: 'date', value: '2020-08-14' });
    const withDobsonville = [...rows, devRow({ location: 'Dobsonville, Soweto' })];
    expect(ask('Was there anything reported in Orlando', withDobsonville)).toEqual({
      kind: 'text',
      value: 'Yes',
    });
    const b = [devRow({ notebook: 'b', location: 'Meadowlands Zone 2' })];
    expect(ask('Any incidents from Soweto', b)).toEqual({ kind: 'text', value: 'Yes' });
    expect(ask('Any incidents from Soweto', [devRow({ notebook: 'b', location: 'Kestell' })])).toEqual({
      kind: 'text',
      value: 'No',
    });
  });

  it('takes the Joburg share over the Gauteng incidents, and ranks crimes in the Joburg metro only', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg', crimes: ['kidnapping', 'extortion'] }),
      devRow({ municipality: 'City of Johannesburg', crimes: ['kidnapping'] }),
      devRow({ municipality: 'Ekurhuleni', crimes: ['murder'] }),
      devRow({ municipality: 'Ekurhuleni', crimes: ['murder'] }),
      devRow({ municipality: 'Ekurhuleni', crimes: ['murder'] }),
      devRow({ municipality: 'City of Cape Town', province: 'Western Cape', crimes: ['murder'] }),
    ];
    expect(ask('Of all the Gauteng incidents', rows)).toEqual({ kind: 'number', value: 40 });
    expect(ask('In Joburg metro', rows)).toEqual({ kind: 'text', value: 'kidnapping' });
  });

  it('dates the latest illegal mining by event date and checks the claim over stated killed and injured', () => {
    const mining = (fields: Partial<DevRow>) =>
      devRow({ notebook: 'b', crimes: ['illegal mining'], ...fields });
    const rows = [
      mining({ event_date: '2024-12-20', victims_killed: 0, victims_injured: null }),
      mining({ event_date: null, published_date: '2025-03-01', victims_killed: null, victims_injured: null }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2025-01-01', victims_killed: 2 }),
    ];
    expect(ask('What is the date of the most recent illegal', rows)).toEqual({
      kind: 'date',
      value: '2024-12-20',
    });
    expect(ask('A colleague claims', rows)).toEqual({ kind: 'text', value: 'Yes' });
    expect(ask('A colleague claims', [...rows, mining({ victims_injured: 1 })])).toEqual({
      kind: 'text',
      value: 'No',
    });
  });

  it('takes the share of no-one-killed over the incidents that state the killed', () => {
    const rows = [
      devRow({ notebook: 'b', victims_killed: 0 }),
      devRow({ notebook: 'b', victims_killed: 0 }),
      devRow({ notebook: 'b', victims_killed: 1 }),
      devRow({ notebook: 'b', victims_killed: null }),
    ];
    expect(ask('Base = incidents where', rows)).toEqual({ kind: 'number', value: 67 });
  });

  it('ranks robbery weekdays without carjackings or undated robberies', () => {
    const robbery = (crime: string, event_date: string | null) =>
      devRow({ notebook: 'b', crimes: [crime], event_date, published_date: '2024-03-01' });
    const rows = [
      robbery('armed robbery', '2024-01-06'), // Saturday
      robbery('cash-in-transit robbery', '2024-01-13'), // Saturday
      robbery('house robbery', '2024-01-08'), // Monday
      robbery('carjacking', '2024-01-15'), // Monday
      robbery('truck hijacking', '2024-01-22'), // Monday
      robbery('business robbery', null),
    ];
    expect(ask('Our CPF patrols', rows)).toEqual({ kind: 'text', value: 'Saturday' });
  });

  it('finds the earliest child victim by a stated count above zero, and sums Khuma arrests by location', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2015-01-01', victims_children: 0 }),
      devRow({ notebook: 'b', event_date: '2016-02-06', victims_children: 1 }),
      devRow({ notebook: 'b', event_date: null, victims_children: 2 }),
      devRow({ notebook: 'b', event_date: '2014-05-05', victims_children: null }),
      devRow({ notebook: 'b', location: 'Khuma, near Stilfontein', num_suspects_arrested: 6 }),
      devRow({ notebook: 'b', location: 'Extension 6, Khuma Location', num_suspects_arrested: null }),
      devRow({ notebook: 'b', location: 'Stilfontein', num_suspects_arrested: 4 }),
    ];
    expect(ask('When was the earliest incident', rows)).toEqual({ kind: 'date', value: '2016-02-06' });
    expect(ask('Khuma is a mining township', rows)).toEqual({ kind: 'number', value: 6 });
  });
});
