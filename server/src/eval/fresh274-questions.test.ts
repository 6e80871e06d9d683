import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH274_QUESTIONS } from './fresh274-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-seventy-fourth fresh question set (blind)', FRESH274_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH274_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH274_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-seventy-fourth fresh set reads the ground truth as its header says', () => {
  it('counts kidnapping servings in Gauteng only, other crimes, provinces and notebooks left out', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], province: 'Gauteng' }),
      devRow({ crimes: ['kidnapping', 'carjacking'], province: 'Gauteng', event_date: null }),
      devRow({ crimes: ['kidnapping'], province: 'Western Cape' }),
      devRow({ crimes: ['human trafficking'], province: 'Gauteng' }),
      devRow({ notebook: 'b', crimes: ['kidnapping'], province: 'Gauteng' }),
    ];
    expect(ask("I'm tallying servings", rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the median of the stated arrests only, never an unstated figure as zero', () => {
    const rows = [
      devRow({ num_suspects_arrested: 1 }),
      devRow({ num_suspects_arrested: 3 }),
      devRow({ num_suspects_arrested: 8 }),
      devRow({ num_suspects_arrested: 6 }),
      devRow({ num_suspects_arrested: null }),
      devRow({ num_suspects_arrested: null }),
    ];
    expect(ask('Gently, then', rows)).toEqual({ kind: 'number', value: 4.5 });
  });

  it('takes the murder portion over every incident, undated ones too, attempted murder not counted', () => {
    const rows = [
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['murder', 'kidnapping'], event_date: null }),
      devRow({ crimes: ['attempted murder'] }),
      devRow({ crimes: ['theft'], event_date: null }),
      devRow({ crimes: ['arson'] }),
    ];
    expect(ask('Thinking of all the incidents as one plate', rows)).toEqual({ kind: 'number', value: 40 });
  });

  it('ranks provinces by the stated killed, a null adding nothing, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 3 }),
      devRow({ province: 'Eastern Cape', victims_killed: 2 }),
      devRow({ province: 'Eastern Cape', victims_killed: null }),
      devRow({ province: 'Gauteng', victims_killed: null }),
      devRow({ province: 'Gauteng', victims_killed: null }),
      devRow({ province: 'Gauteng', victims_killed: null }),
    ];
    expect(ask('Province tracks, metered', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    const tied = [...rows, devRow({ province: 'Eastern Cape', victims_killed: 1 })];
    expect(() => ask('Province tracks, metered', tied)).toThrow(/no single leader/);
  });

  it('finds Wednesday murders by the event date alone, never by the publication date', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-03' }), // Wednesday
      devRow({ crimes: ['murder'], event_date: '2024-01-02', published_date: '2024-01-03' }), // Tuesday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-10' }), // published on a Wednesday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-10' }),
      devRow({ crimes: ['murder', 'rape'], event_date: '2023-05-17' }), // Wednesday
    ];
    expect(ask('Solo the murder track', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('answers the Gauteng A/B yes only when the injured strictly outweigh the killed', () => {
    const rows = [
      devRow({ province: 'Gauteng', victims_injured: 2, victims_killed: 1 }),
      devRow({ province: 'Gauteng', victims_injured: null, victims_killed: 1 }),
      devRow({ province: 'Limpopo', victims_injured: 5, victims_killed: 0 }),
    ];
    expect(ask('Quick A/B on the Gauteng bus', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, devRow({ province: 'Gauteng', victims_injured: 1, victims_killed: null })];
    expect(ask('Quick A/B on the Gauteng bus', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('dates the last carjacking and the first poaching by event date, the undated never chosen', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], event_date: '2021-11-17', published_date: '2021-11-18' }),
      devRow({ crimes: ['carjacking'], event_date: null, published_date: '2025-02-01' }),
      devRow({ crimes: ['truck hijacking'], event_date: '2024-06-01' }),
      devRow({ crimes: ['poaching'], event_date: '2016-10-19' }),
      devRow({ crimes: ['poaching'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['stock theft'], event_date: '2012-01-01' }),
    ];
    expect(ask('Carjacking track', rows)).toEqual({ kind: 'date', value: '2021-11-17' });
    expect(ask("Perlemoen's close to my heart", rows)).toEqual({ kind: 'date', value: '2016-10-19' });
  });

  it('weighs the 2019 catch of attempted murders by event year, the undated and murders left out', () => {
    const rows = [
      devRow({ crimes: ['attempted murder'], event_date: '2019-01-01' }),
      devRow({ crimes: ['attempted murder', 'murder'], event_date: '2019-12-31' }),
      devRow({ crimes: ['attempted murder'], event_date: '2020-01-01', published_date: '2019-12-30' }),
      devRow({ crimes: ['attempted murder'], event_date: null, published_date: '2019-06-01' }),
      devRow({ crimes: ['murder'], event_date: '2019-06-01' }),
    ];
    expect(ask('Howzit! Fresh off the boat', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks municipalities by incidents, leaving out rows without one, and refuses a tie', () => {
    const rows = [
      devRow({ notebook: 'b', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', municipality: 'Madibeng' }),
      devRow({ notebook: 'b', municipality: null }),
      devRow({ notebook: 'b', municipality: null }),
      devRow({ notebook: 'b', municipality: null }),
    ];
    expect(ask('Right, weigh it up by municipality', rows)).toEqual({
      kind: 'text',
      value: ['Mangaung', 'Mangaung'],
    });
    const tied = [...rows, devRow({ notebook: 'b', municipality: 'Madibeng' })];
    expect(() => ask('Right, weigh it up by municipality', tied)).toThrow(/no single leader/);
  });

  it('averages the stated victims to one decimal, an unstated count not taken as zero', () => {
    const rows = [
      devRow({ notebook: 'b', num_victims: 1 }),
      devRow({ notebook: 'b', num_victims: 2 }),
      devRow({ notebook: 'b', num_victims: 1 }),
      devRow({ notebook: 'b', num_victims: null }),
      devRow({ num_victims: 9 }),
    ];
    expect(ask('On average, how many victims', rows)).toEqual({ kind: 'number', value: 1.3 });
  });

  it('counts July in any year and Fridays by event date, the undated in neither', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2022-07-01' }), // a Friday in July
      devRow({ notebook: 'b', event_date: '2017-07-20' }), // a Thursday
      devRow({ notebook: 'b', event_date: '2023-06-30', published_date: '2023-07-03' }), // a Friday in June
      devRow({ notebook: 'b', event_date: null, published_date: '2024-07-05' }), // published on a July Friday
    ];
    expect(ask('Seasonal intake matters', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask("Friday's fish day", rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks provinces by the summed arrests, not by how many incidents each has', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 19 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 6 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 5 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: null }),
    ];
    expect(ask('Arrests on the meters', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
    const tied = [...rows, devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 8 })];
    expect(() => ask('Arrests on the meters', tied)).toThrow(/no single leader/);
  });

  it('takes the median age over every stated suspect age, one per suspect', () => {
    const rows = [
      devRow({ notebook: 'b', suspect_ages: [20, 22, 60] }),
      devRow({ notebook: 'b', suspect_ages: [34] }),
      devRow({ notebook: 'b', suspect_ages: null }),
      devRow({ notebook: 'b', suspect_ages: [40] }),
    ];
    expect(ask('Line up all the crooks', rows)).toEqual({ kind: 'number', value: 34 });
  });

  it('sums children in the Northern Cape and arrests in murder cases only, nulls adding nothing', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'Northern Cape',
        crimes: ['murder'],
        victims_children: 2,
        num_suspects_arrested: 3,
      }),
      devRow({
        notebook: 'b',
        province: 'Northern Cape',
        crimes: ['rape'],
        victims_children: null,
        num_suspects_arrested: 4,
      }),
      devRow({
        notebook: 'b',
        province: 'Limpopo',
        crimes: ['murder'],
        victims_children: 4,
        num_suspects_arrested: null,
      }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['attempted murder'], num_suspects_arrested: 7 }),
    ];
    expect(ask('The little ones worry me most', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('The murder catch', rows)).toEqual({ kind: 'number', value: 3 });
  });
});
