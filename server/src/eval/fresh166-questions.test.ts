import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH166_QUESTIONS } from './fresh166-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-sixty-sixth fresh question set (blind)', FRESH166_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH166_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH166_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-sixty-sixth fresh set reads the ground truth as its header says', () => {
  it('counts a financial year from 1 April to 31 March by event date, both end days included', () => {
    const wc = (event_date: string | null) =>
      devRow({ province: 'Western Cape', event_date, published_date: '2022-06-01' });
    const rows = [
      wc('2022-04-01'), // first day
      wc('2023-03-31'), // last day
      wc('2022-03-31'), // the year before
      wc('2023-04-01'), // the year after
      wc(null),
      devRow({ province: 'Gauteng', event_date: '2022-10-01' }),
    ];
    expect(ask('How many incidents occurred in the Western Cape', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('answers no to a kidnapping in the calendar year but after the financial year ends', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2025-04-23' }),
      devRow({ crimes: ['kidnapping'], event_date: '2024-03-31' }),
      devRow({ crimes: ['kidnapping'], event_date: '2024-10-01', province: 'Limpopo' }),
    ];
    expect(ask('Was any kidnapping recorded in Gauteng', rows)).toEqual({ kind: 'text', value: 'No' });
    const inside = [...rows, devRow({ crimes: ['kidnapping'], event_date: '2025-03-31' })];
    expect(ask('Was any kidnapping recorded in Gauteng', inside)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('compares the killed of two financial years, unstated killed adding nothing, and refuses a reversal', () => {
    const rows = [
      devRow({ event_date: '2023-03-27', victims_killed: 2 }), // 2022/23, though calendar 2023
      devRow({ event_date: '2022-11-05', victims_killed: 6 }),
      devRow({ event_date: '2022-12-30', victims_killed: null }),
      devRow({ event_date: '2020-03-08', victims_killed: 5 }), // 2019/20, though calendar 2020
      devRow({ event_date: '2019-03-08', victims_killed: 9 }), // 2018/19
    ];
    expect(ask('How many more people were killed', rows)).toEqual({ kind: 'number', value: 3 });
    const reversed = [...rows, devRow({ event_date: '2019-12-01', victims_killed: 4 })];
    expect(() => ask('How many more people were killed', reversed)).toThrow(/does not have more/);
  });

  it('sums the killed on a Saturday or Sunday of the event date alone', () => {
    const rows = [
      devRow({ event_date: '2024-01-06', victims_killed: 2 }), // Saturday
      devRow({ event_date: '2024-01-07', victims_killed: 3 }), // Sunday
      devRow({ event_date: '2024-01-05', victims_killed: 7 }), // Friday
      devRow({ event_date: null, published_date: '2024-01-13', victims_killed: 4 }), // published on a Saturday
      devRow({ event_date: '2024-01-13', victims_killed: null }),
    ];
    expect(ask('How many ppl killed on weekends', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('dates by event date only: the latest child victim and the earliest injured, the undated left out', () => {
    const rows = [
      devRow({ event_date: '2021-05-01', victims_children: 1 }),
      devRow({ event_date: '2024-05-01', victims_children: 0 }),
      devRow({ event_date: null, published_date: '2025-01-01', victims_children: 2 }),
    ];
    expect(ask('Date of the most recent incident', rows)).toEqual({ kind: 'date', value: '2021-05-01' });
    const injured = [
      devRow({ notebook: 'b', event_date: '2018-01-01', victims_injured: 1, victims_killed: 0 }),
      devRow({ notebook: 'b', event_date: '2016-01-01', victims_injured: 0, victims_killed: 2 }),
      devRow({ notebook: 'b', event_date: null, published_date: '2015-01-01', victims_injured: 3 }),
    ];
    expect(ask('Earliest date of an incident', injured)).toEqual({ kind: 'date', value: '2018-01-01' });
  });

  it('averages the stated killed over murder rows only, to one decimal', () => {
    const murder = (victims_killed: number | null, crimes = ['murder']) =>
      devRow({ notebook: 'b', crimes, victims_killed });
    const rows = [
      murder(7),
      murder(1),
      murder(1),
      murder(null),
      murder(5, ['attempted murder']),
      murder(3, ['culpable homicide']),
    ];
    expect(ask('Avg number killed per murder incident', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('Avg number killed per murder incident', [...rows, murder(2), murder(3)])).toEqual({
      kind: 'number',
      value: 2.8,
    });
  });

  it('takes the arrest share over all the province rows, an unstated arrest counting as none', () => {
    const rows = [
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: false }),
      devRow({ arrest_made: null }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: false }),
      devRow({ province: 'Limpopo', arrest_made: true }),
    ];
    expect(ask('What proportion of the incidents in Gauteng', rows)).toEqual({ kind: 'number', value: 57 });
  });

  it('counts only stated suspect ages below 25, one per suspect', () => {
    const rows = [
      devRow({ suspect_ages: [19, 24, 25, 40] }),
      devRow({ suspect_ages: null, num_suspects_arrested: 3 }),
      devRow({ suspect_ages: [20] }),
      devRow({ notebook: 'b', suspect_ages: [18] }),
    ];
    expect(ask('how many of the suspects were younger', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('ranks crimes leaving out "other", and the injured incident by stated figures alone', () => {
    const rows = [
      devRow({ location: 'Alpha', crimes: ['other', 'theft'], victims_injured: null }),
      devRow({ location: 'Beta', crimes: ['other', 'murder'], victims_injured: 4 }),
      devRow({ location: 'Gamma', crimes: ['other', 'theft'], victims_injured: 2 }),
    ];
    expect(ask('wat crime happens the most', rows)).toEqual({ kind: 'text', value: 'theft' });
    expect(ask('Which single incident had the most injured', rows)).toEqual({
      kind: 'text',
      value: ['Beta'],
    });
    const tied = [...rows, devRow({ location: 'Delta', crimes: ['murder'], victims_injured: 4 })];
    expect(() => ask('wat crime happens the most', tied)).toThrow(/no single leader/);
    expect(() => ask('Which single incident had the most injured', tied)).toThrow(/no single leader/);
  });

  it('lists drug-case municipalities without "City of" and refuses a drug case with no municipality', () => {
    const rows = [
      devRow({ crimes: ['drug dealing'], municipality: 'City of Johannesburg' }),
      devRow({ crimes: ['drug possession'], municipality: 'Enoch Mgijima' }),
      devRow({ crimes: ['drug dealing', 'drug possession'], municipality: 'City of Johannesburg' }),
      devRow({ crimes: ['theft'], municipality: 'Mossel Bay' }),
    ];
    expect(ask('which municipalities had ama-drug cases', rows)).toEqual({
      kind: 'list',
      value: ['Johannesburg', 'Enoch Mgijima'],
    });
    const unknown = [...rows, devRow({ crimes: ['drug dealing'], municipality: null })];
    expect(() => ask('which municipalities had ama-drug cases', unknown)).toThrow(/without the field/);
  });

  it('reads amapolisa as the stated police victims and answers yes only for a stated officer above zero', () => {
    const nw = (victims_police: number | null) =>
      devRow({ notebook: 'b', province: 'North West', victims_police });
    expect(ask('was any ipolisa a victim', [nw(null), nw(0)])).toEqual({ kind: 'text', value: 'No' });
    expect(ask('was any ipolisa a victim', [nw(null), nw(2)])).toEqual({ kind: 'text', value: 'Yes' });
    const rows = [
      devRow({ victims_police: 6 }),
      devRow({ victims_police: null }),
      devRow({ victims_police: 1 }),
    ];
    expect(ask('amapolisa - how many cops', rows)).toEqual({ kind: 'number', value: 7 });
  });

  it('compares suspects arrested by province and refuses when Mpumalanga does not have more', () => {
    const row = (province: string, num_suspects_arrested: number | null) =>
      devRow({ notebook: 'b', province, num_suspects_arrested });
    const rows = [row('Mpumalanga', 19), row('Mpumalanga', null), row('North West', 12), row('Limpopo', 30)];
    expect(ask('How many more suspects were arrested', rows)).toEqual({ kind: 'number', value: 7 });
    expect(() => ask('How many more suspects were arrested', [...rows, row('North West', 7)])).toThrow(
      /does not have more/,
    );
  });

  it('refuses the questions no field answers', () => {
    for (const start of [
      'Of the injured, how many',
      'What was the conviction rate',
      'how many of the suspects were gang',
    ])
      expect(ask(start, [devRow({ notebook: 'b' }), devRow({})])).toEqual({ kind: 'refusal' });
  });
});
