import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH97_QUESTIONS } from './fresh97-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The ninety-seventh fresh question set (blind)', FRESH97_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH97_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH97_QUESTIONS, matching[0]?.question ?? '', rows);
}

/** An invented row of notebook b. */
const bRow = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the ninety-seventh fresh set reads the ground truth as its header says', () => {
  it('shades admin level 2 by the summed killed, leaving out rows with no municipality', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', victims_killed: 3 }),
      devRow({ municipality: 'City of Cape Town', victims_killed: null }),
      devRow({ municipality: 'eThekwini', victims_killed: 2 }),
      devRow({ municipality: null, victims_killed: 9 }),
      bRow({ municipality: 'eThekwini', victims_killed: 5 }),
    ];
    expect(ask('Building a choropleth', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
    const tied = [...rows, devRow({ municipality: 'eThekwini', victims_killed: 1 })];
    expect(() => ask('Building a choropleth', tied)).toThrow(/no single leader/);
  });

  it('counts Eastern Cape murders in a window that holds both its end days, by event date alone', () => {
    const murder = (event_date: string | null, province = 'Eastern Cape') =>
      devRow({ province, crimes: ['murder'], event_date, published_date: '2021-06-01' });
    const rows = [
      murder('2020-01-01'),
      murder('2023-12-31'),
      murder('2019-12-31'),
      murder('2024-01-01'),
      murder(null),
      murder('2022-05-05', 'Gauteng'),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'], event_date: '2021-01-01' }),
    ];
    expect(ask('Point count for murder features', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the Gauteng kidnapping share over Gauteng points, to one decimal', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['kidnapping', 'extortion'] }),
      devRow({ province: 'Gauteng', crimes: ['theft'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['kidnapping'] }),
    ];
    expect(ask('Of the points in the Gauteng polygon', rows)).toEqual({ kind: 'number', value: 33.3 });
  });

  it('gives a Sunday only by the event date, never by the publication date', () => {
    const rows = [
      devRow({ event_date: '2024-01-07' }), // Sunday
      devRow({ event_date: '2024-01-14' }), // Sunday
      devRow({ event_date: '2024-01-08' }), // Monday
      devRow({ event_date: null, published_date: '2024-01-21' }), // published on a Sunday
      bRow({ event_date: '2024-01-07' }),
    ];
    expect(ask('Temporal filter', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('finds no farm unless the location holds the word, and says so as a yes or no', () => {
    const noFarm = [devRow({ location: 'Sawoti', crimes: ['stock theft'] })];
    expect(ask('We document on-farm violence', noFarm)).toEqual({ kind: 'text', value: 'No' });
    const withFarm = [...noFarm, devRow({ location: 'Boschfontein Farm, near Ermelo' })];
    expect(ask('We document on-farm violence', withFarm)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the female share of Eastern Cape victims over those of stated sex only', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', num_victims: 4, victims_female: 3, victims_male: 1 }),
      devRow({ province: 'Eastern Cape', num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ province: 'Eastern Cape', num_victims: 5, victims_female: 1, victims_male: 4 }),
      devRow({ province: 'Gauteng', num_victims: 5, victims_female: 5, victims_male: 0 }),
    ];
    expect(ask('Looking only at the Eastern Cape', rows)).toEqual({ kind: 'number', value: 44 });
  });

  it('counts children only where the attacker was a partner, family member or acquaintance', () => {
    const rows = [
      devRow({ relationship: 'acquaintance', victims_children: 2 }),
      devRow({ relationship: 'family', victims_children: 1 }),
      devRow({ relationship: 'partner', victims_children: null }),
      devRow({ relationship: 'stranger', victims_children: 4 }),
      devRow({ relationship: null, victims_children: 3 }),
    ];
    expect(ask('Violence by people close', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('counts on-farm violence as a farm row with a violent crime, not stock theft on its own', () => {
    const rows = [
      bRow({ location: 'Lismor farm, near Kestell', crimes: ['murder', 'armed robbery'] }),
      bRow({ location: 'near Klippan farm, Slurry', crimes: ['kidnapping'] }),
      bRow({ location: 'Spitskop Trust Farm, Thaba Nchu', crimes: ['stock theft'] }),
      bRow({ location: 'farm near Koingnaas', crimes: ['illegal mining', 'theft'] }),
      bRow({ location: 'Bloemfontein', crimes: ['murder'] }),
    ];
    expect(ask('How many incidents of on-farm violence', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the killed on farms since 2020, the undated farm deaths left out', () => {
    const rows = [
      bRow({ location: 'De Rots farm, Senekal', event_date: '2020-01-01', victims_killed: 1 }),
      bRow({ location: 'Lismor farm', event_date: '2022-07-15', victims_killed: 7 }),
      bRow({ location: 'farm near Glen', event_date: null, published_date: '2023-01-01', victims_killed: 2 }),
      bRow({ location: 'a farm outside Hartswater', event_date: '2019-12-31', victims_killed: 3 }),
      bRow({ location: 'Bloemfontein', event_date: '2021-01-01', victims_killed: 4 }),
    ];
    expect(ask('Since the start of 2020', rows)).toEqual({ kind: 'number', value: 8 });
  });

  it('dates the latest farm murder by event date, and ranks farm municipalities without the unknown', () => {
    const rows = [
      bRow({
        location: 'farm near Glen',
        municipality: 'Mangaung',
        crimes: ['murder'],
        event_date: '2021-03-01',
      }),
      bRow({
        location: 'farm in Bloemspruit',
        municipality: 'Mangaung',
        crimes: ['stock theft'],
        event_date: '2024-01-01',
      }),
      bRow({ location: 'De Rots farm', municipality: 'Setsoto', crimes: ['murder'], event_date: null }),
      bRow({ location: 'farm near Koingnaas', municipality: null, crimes: ['theft'] }),
      bRow({ location: 'farm near Kamieskroon', municipality: null, crimes: ['theft'] }),
      bRow({
        location: 'Bloemfontein',
        municipality: 'Mangaung',
        crimes: ['murder'],
        event_date: '2024-06-01',
      }),
    ];
    expect(ask('On what date did the most recent murder', rows)).toEqual({
      kind: 'date',
      value: '2021-03-01',
    });
    expect(ask('Which local municipality', rows)).toEqual({ kind: 'text', value: ['Mangaung', 'Mangaung'] });
  });

  it('takes the festive season as December or January of any year, by event date', () => {
    const rows = [
      bRow({ event_date: '2016-12-27' }),
      bRow({ event_date: '2023-01-05' }),
      bRow({ event_date: '2023-02-01' }),
      bRow({ event_date: '2022-11-30' }),
      bRow({ event_date: null, published_date: '2022-12-15' }),
    ];
    expect(ask('The Minister opens with the festive season', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('says every CIT heist ended in arrests only when each has a stated arrest', () => {
    const made = bRow({ crimes: ['cash-in-transit robbery'], arrest_made: true });
    expect(ask('Can the Minister say that every', [made])).toEqual({ kind: 'text', value: 'Yes' });
    const unstated = bRow({ crimes: ['cash-in-transit robbery', 'murder'], arrest_made: null });
    expect(ask('Can the Minister say that every', [made, unstated])).toEqual({ kind: 'text', value: 'No' });
  });

  it('compares lives lost and arrests province against province, refusing a reversed comparison', () => {
    const rows = [
      devRow({ province: 'Western Cape', victims_killed: 7 }),
      devRow({ province: 'Western Cape', victims_killed: null }),
      devRow({ province: 'Gauteng', victims_killed: 2 }),
    ];
    expect(ask("I want a line like 'In the Western Cape", rows)).toEqual({ kind: 'number', value: 5 });
    expect(() =>
      ask("I want a line like 'In the Western Cape", [
        ...rows,
        devRow({ province: 'Gauteng', victims_killed: 6 }),
      ]),
    ).toThrow(/does not have more/);
    const arrests = [
      bRow({ province: 'Mpumalanga', num_suspects_arrested: 19 }),
      bRow({ province: 'Mpumalanga', num_suspects_arrested: null }),
      bRow({ province: 'Limpopo', num_suspects_arrested: 4 }),
    ];
    expect(ask('Difference in suspects arrested', arrests)).toEqual({ kind: 'number', value: 15 });
  });
});
