import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH238_QUESTIONS } from './fresh238-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-thirty-eighth fresh question set (blind)', FRESH238_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH238_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH238_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-thirty-eighth fresh set reads the ground truth as its header says', () => {
  it('sums the stated killed of the Eastern Cape alone, of its own notebook, a null adding nothing', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 3 }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: null, num_victims: 4 }),
      devRow({
        province: 'Eastern Cape',
        crimes: ['attempted murder'],
        victims_killed: 0,
        victims_injured: 2,
      }),
      devRow({ province: 'Western Cape', crimes: ['murder'], victims_killed: 5 }),
      devRow({ notebook: 'b', province: 'Eastern Cape', crimes: ['murder'], victims_killed: 7 }),
    ];
    expect(ask('EC only', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes "no arrest made" as a stated false, not an unstated arrest, and only for arson', () => {
    const unstated = [
      devRow({ crimes: ['arson', 'public violence'], arrest_made: null }),
      devRow({ crimes: ['public violence'], arrest_made: false }),
      devRow({ notebook: 'b', crimes: ['arson'], arrest_made: false }),
    ];
    expect(ask('Arson jobs - any', unstated)).toEqual({ kind: 'text', value: 'No' });
    const none = [...unstated, devRow({ crimes: ['arson'], arrest_made: false })];
    expect(ask('Arson jobs - any', none)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('sums the injured of murder or attempted murder scenes only, not the killed', () => {
    const rows = [
      devRow({ crimes: ['murder'], victims_killed: 2, victims_injured: 1 }),
      devRow({ crimes: ['attempted murder'], victims_killed: 0, victims_injured: 4 }),
      devRow({ crimes: ['murder', 'attempted murder'], victims_injured: null }),
      devRow({ crimes: ['armed robbery'], victims_injured: 6 }),
    ];
    expect(ask('Injured pts total', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('dates the latest CIT by event date, never by a later publication of an undated one', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2021-03-29', published_date: '2021-03-30' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: null, published_date: '2025-01-01' }),
      devRow({ crimes: ['business robbery'], event_date: '2024-09-01' }),
    ];
    expect(ask('Most recent CIT', rows)).toEqual({ kind: 'date', value: '2021-03-29' });
  });

  it('ranks provinces by stated women and girls harmed, not by incidents, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_female: 3 }),
      devRow({ province: 'Gauteng', victims_female: 1 }),
      devRow({ province: 'Gauteng', victims_female: 1 }),
      devRow({ province: 'Gauteng', victims_female: null, num_victims: 5 }),
    ];
    expect(ask('In which province were the most women', rows)).toEqual({
      kind: 'text',
      value: 'Eastern Cape',
    });
    const tied = [...rows, devRow({ province: 'Gauteng', victims_female: 1 })];
    expect(() => ask('In which province were the most women', tied)).toThrow(/no single leader/);
  });

  it('takes the female share over those of stated sex, the unstated adding nothing', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ num_victims: 1, victims_female: 0, victims_male: 1 }),
      devRow({ notebook: 'b', num_victims: 4, victims_female: 4, victims_male: 0 }),
    ];
    expect(ask('Of all those harmed', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('counts a partner, family or acquaintance as known, never a stranger or an unstated tie', () => {
    const rows = [
      devRow({ crimes: ['rape'], relationship: 'partner' }),
      devRow({ crimes: ['murder'], relationship: 'family' }),
      devRow({ crimes: ['assault gbh'], relationship: 'acquaintance' }),
      devRow({ crimes: ['rape'], relationship: 'stranger' }),
      devRow({ crimes: ['rape'], relationship: null }),
      devRow({ crimes: ['rape'] }),
    ];
    expect(ask('In how many incidents was the perpetrator', rows)).toEqual({ kind: 'number', value: 3 });
    const b = rows.map((r) => ({ ...r, notebook: 'b' as const }));
    expect(ask('In the rape cases, how many times', b)).toEqual({ kind: 'number', value: 1 });
  });

  it('counts the Western Cape period 2015 to 2019 by event date, both ends in, the undated out', () => {
    const wc = (event_date: string | null) =>
      devRow({ province: 'Western Cape', event_date, published_date: '2017-06-01' });
    const rows = [
      wc('2015-01-01'),
      wc('2019-12-31'),
      wc('2014-12-31'),
      wc('2020-01-01'),
      wc(null),
      devRow({ province: 'Eastern Cape', event_date: '2017-05-05' }),
    ];
    expect(ask('Learners must find how many incidents took place', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('ranks municipalities over the 2010s by event date, the undated and the unnamed left out', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', event_date: '2019-12-31' }),
      devRow({ municipality: 'City of Cape Town', event_date: '2010-01-01' }),
      devRow({ municipality: 'Ekurhuleni', event_date: '2015-06-01' }),
      devRow({ municipality: 'Ekurhuleni', event_date: '2020-01-01' }),
      devRow({ municipality: 'Ekurhuleni', event_date: null, published_date: '2016-01-01' }),
      devRow({ municipality: null, event_date: '2012-01-01' }),
      devRow({ municipality: null, event_date: '2013-01-01' }),
    ];
    expect(ask('Which municipality recorded', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
  });

  it('takes the median over every stated suspect age, one per suspect', () => {
    const rows = [
      devRow({ suspect_ages: [20, 40] }),
      devRow({ suspect_ages: [30] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [50] }),
      devRow({ notebook: 'b', suspect_ages: [90, 90, 90] }),
    ];
    expect(ask('Using the stated ages', rows)).toEqual({ kind: 'number', value: 35 });
  });

  it('finds a Free State farm by the word in the location, in any case, whatever its crimes', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'Free State',
        location: 'Lismor Farm, near Kestell',
        victims_killed: 3,
      }),
      devRow({
        notebook: 'b',
        province: 'Free State',
        location: 'farm near Glen',
        crimes: ['house robbery'],
        victims_killed: 1,
      }),
      devRow({ notebook: 'b', province: 'Free State', location: 'Spitskop farm', victims_killed: null }),
      devRow({ notebook: 'b', province: 'Free State', location: 'Bloemfontein', victims_killed: 4 }),
      devRow({ notebook: 'b', province: 'North West', location: 'Klippan farm', victims_killed: 2 }),
    ];
    expect(ask('FS farm attacks', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('counts weekend murders by event date alone, attempted murder and undated rows left out', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ notebook: 'b', crimes: ['murder', 'kidnapping'], event_date: '2024-01-07' }), // Sunday
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2024-01-08' }), // Monday
      devRow({ notebook: 'b', crimes: ['attempted murder'], event_date: '2024-01-06' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: null, published_date: '2024-01-13' }), // a Saturday
    ];
    expect(ask('Murder calls Sat/Sun', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the share of rape cases with a stated no-arrest over every rape case', () => {
    const rape = (arrest_made: boolean | null, crimes = ['rape']) =>
      devRow({ notebook: 'b', crimes, arrest_made });
    const rows = [
      rape(true),
      rape(false),
      rape(null),
      rape(false, ['sexual assault']),
      rape(true, ['rape', 'kidnapping']),
      rape(true),
      rape(true),
    ];
    expect(ask('What percentage of the rape cases', rows)).toEqual({ kind: 'number', value: 17 });
  });

  it('names the illegal-mining bust with the most arrests by its own place, and averages stated arrests', () => {
    const rows = [
      devRow({
        notebook: 'b',
        location: 'old mine, Barberton',
        crimes: ['illegal mining'],
        num_suspects_arrested: 19,
      }),
      devRow({
        notebook: 'b',
        location: 'Khuma, near Stilfontein',
        crimes: ['illegal mining'],
        num_suspects_arrested: 6,
      }),
      devRow({
        notebook: 'b',
        location: 'Kruger National Park',
        crimes: ['poaching'],
        num_suspects_arrested: 30,
      }),
      devRow({
        notebook: 'b',
        location: 'Noupoort',
        crimes: ['drug possession'],
        num_suspects_arrested: null,
      }),
    ];
    expect(ask('Zama zama', rows)).toEqual({ kind: 'text', value: ['old mine', 'Barberton'] });
    expect(ask('Determine the mean number', rows)).toEqual({ kind: 'number', value: 18.33 });
  });

  it('ranks provinces over the 2020s by event date, the undated and the 2010s left out', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', event_date: '2020-01-01' }),
      devRow({ notebook: 'b', province: 'Mpumalanga', event_date: '2025-05-05' }),
      devRow({ notebook: 'b', province: 'Free State', event_date: '2022-07-15' }),
      devRow({ notebook: 'b', province: 'Free State', event_date: '2019-12-31' }),
      devRow({ notebook: 'b', province: 'Free State', event_date: null, published_date: '2023-03-10' }),
    ];
    expect(ask('In the 2020s', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
    const tied = [...rows, devRow({ notebook: 'b', province: 'Free State', event_date: '2021-01-01' })];
    expect(() => ask('In the 2020s', tied)).toThrow(/no single leader/);
  });
});
