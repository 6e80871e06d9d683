import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH213_QUESTIONS } from './fresh213-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-thirteenth fresh question set (blind)', FRESH213_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH213_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH213_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the two-hundred-and-thirteenth fresh set reads the ground truth as its header says', () => {
  it('counts Mpumalanga by province alone, a town the operator names not narrowing it', () => {
    const rows = [
      devRow({ province: 'Mpumalanga', location: 'Hazyview' }),
      devRow({ province: 'Mpumalanga', location: 'Carolina' }),
      devRow({ province: 'Limpopo', location: 'near the Kruger gate' }),
      b({ province: 'Mpumalanga' }),
    ];
    expect(ask('Sawubona!', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Sawubona!', [devRow({ province: 'Gauteng' })])).toEqual({ kind: 'number', value: 0 });
  });

  it('ranks provinces by robberies and hijackings counted once per incident, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['carjacking', 'kidnapping'] }),
      devRow({ province: 'Gauteng', crimes: ['truck hijacking'] }),
      devRow({ province: 'Western Cape', crimes: ['house robbery', 'armed robbery', 'murder'] }),
      devRow({ province: 'Western Cape', crimes: ['theft'] }),
      devRow({ province: 'Western Cape', crimes: ['burglary'] }),
    ];
    expect(ask('Kuphi are the robberies', rows)).toEqual({ kind: 'text', value: 'Gauteng' });
    const tied = [...rows, devRow({ province: 'Western Cape', crimes: ['cash-in-transit robbery'] })];
    expect(() => ask('Kuphi are the robberies', tied)).toThrow(/no single leader/);
  });

  it('counts weekend robberies and hijackings by event date, never by publication', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['business robbery'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['truck hijacking'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['armed robbery'], event_date: null, published_date: '2024-01-13' }), // published on a Saturday
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }),
    ];
    expect(ask('My shuttles', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the arrest share over the incidents with a stated figure, zero included', () => {
    const rows = [
      devRow({ num_suspects_arrested: 3 }),
      devRow({ num_suspects_arrested: 7 }),
      devRow({ num_suspects_arrested: 0 }),
      devRow({ num_suspects_arrested: 2 }),
      devRow({ num_suspects_arrested: null }),
      devRow({ num_suspects_arrested: null }),
    ];
    expect(ask('For my methods box', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('takes the median over the stated victim counts, undated rows included and unstated ones left out', () => {
    const rows = [
      devRow({ num_victims: 1 }),
      devRow({ num_victims: 2, event_date: null }),
      devRow({ num_victims: 9 }),
      devRow({ num_victims: 1 }),
      devRow({ num_victims: null }),
    ];
    expect(ask('What is the median number', rows)).toEqual({ kind: 'number', value: 1.5 });
    expect(ask('What is the median number', rows.slice(0, 3))).toEqual({ kind: 'number', value: 2 });
  });

  it('compares killed between dated periods, leaving undated deaths out, and refuses a reversed gap', () => {
    const rows = [
      devRow({ event_date: '2020-01-01', victims_killed: 5 }),
      devRow({ event_date: '2024-12-31', victims_killed: 4 }),
      devRow({ event_date: '2025-01-01', victims_killed: 20 }),
      devRow({ event_date: '2019-12-31', victims_killed: 2 }),
      devRow({ event_date: '2015-01-01', victims_killed: null }),
      devRow({ event_date: null, published_date: '2021-05-01', victims_killed: 30 }),
    ];
    expect(ask('Comparing periods', rows)).toEqual({ kind: 'number', value: 7 });
    const reversed = [...rows, devRow({ event_date: '2016-06-01', victims_killed: 8 })];
    expect(() => ask('Comparing periods', reversed)).toThrow(/does not have more/);
  });

  it('counts the undated incidents by a null event date, whatever the publication date', () => {
    const rows = [
      devRow({ event_date: null, published_date: '2023-01-01' }),
      devRow({ event_date: null }),
      devRow({ event_date: '2023-01-01' }),
      b({ event_date: null }),
    ];
    expect(ask('Before I compare periods', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('names the most common crime by incidents holding it, leaving out "other"', () => {
    const rows = [
      devRow({ crimes: ['other', 'kidnapping'] }),
      devRow({ crimes: ['other', 'illegal firearm possession'] }),
      devRow({ crimes: ['other', 'illegal firearm possession'] }),
      devRow({ crimes: ['other'] }),
      devRow({ crimes: ['kidnapping', 'murder'] }),
      devRow({ crimes: ['illegal firearm possession'] }),
    ];
    expect(ask('hi im doing', rows)).toEqual({ kind: 'text', value: ['firearm', 'gun'] });
  });

  it('ranks years by people killed in dated incidents, not by the number of incidents', () => {
    const rows = [
      devRow({ event_date: '2021-02-01', victims_killed: 1 }),
      devRow({ event_date: '2021-05-01', victims_killed: 1 }),
      devRow({ event_date: '2021-08-01', victims_killed: 0 }),
      devRow({ event_date: '2022-03-01', victims_killed: 3 }),
      devRow({ event_date: null, victims_killed: 9 }),
    ];
    expect(ask('which year had the most people killed', rows)).toEqual({ kind: 'text', value: '2022' });
    const nb = rows.map((r) => ({ ...r, notebook: 'b' as const }));
    expect(ask('what year did the most people die', nb)).toEqual({ kind: 'text', value: '2022' });
  });

  it('answers the rape-versus-murder claim on incident counts', () => {
    const rows = [
      devRow({ crimes: ['rape', 'murder'] }),
      devRow({ crimes: ['rape'] }),
      devRow({ crimes: ['attempted murder'] }),
    ];
    expect(ask('my freind says', rows)).toEqual({ kind: 'text', value: 'Yes' });
    expect(ask('my freind says', [...rows, devRow({ crimes: ['murder'] })])).toEqual({
      kind: 'text',
      value: 'No',
    });
  });

  it('dates the latest Mpumalanga robbery or hijacking by event date in that province only', () => {
    const rows = [
      b({ province: 'Mpumalanga', crimes: ['robbery'], event_date: '2023-07-30' }),
      b({ province: 'Mpumalanga', crimes: ['carjacking'], event_date: '2022-08-04' }),
      b({
        province: 'Mpumalanga',
        crimes: ['armed robbery'],
        event_date: null,
        published_date: '2025-01-01',
      }),
      b({ province: 'Mpumalanga', crimes: ['rape'], event_date: '2024-09-01' }),
      b({ province: 'Limpopo', crimes: ['house robbery'], event_date: '2024-10-01' }),
    ];
    expect(ask('Nini was the most recent', rows)).toEqual({ kind: 'date', value: '2023-07-30' });
  });

  it('finds an unsolved Mpumalanga hijacking only by a stated false arrest', () => {
    const unstated = [
      b({ province: 'Mpumalanga', crimes: ['carjacking'], arrest_made: null }),
      b({ province: 'Mpumalanga', crimes: ['armed robbery'], arrest_made: false }),
      b({ province: 'Limpopo', crimes: ['truck hijacking'], arrest_made: false }),
    ];
    expect(ask('White River and Hazyview', unstated)).toEqual({ kind: 'text', value: 'No' });
    const unsolved = [
      ...unstated,
      b({ province: 'Mpumalanga', crimes: ['truck hijacking'], arrest_made: false }),
    ];
    expect(ask('White River and Hazyview', unsolved)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the child share over the incidents with a stated child figure, zero included', () => {
    const rows = [
      b({ victims_children: 1 }),
      b({ victims_children: 0 }),
      b({ victims_children: 0 }),
      b({ victims_children: 0 }),
      b({ victims_children: null }),
      b({}),
    ];
    expect(ask('As a share of incidents where', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('averages suspect ages one entry per suspect, over incidents with stated ages', () => {
    const rows = [b({ suspect_ages: [20, 30, 31] }), b({ suspect_ages: [] }), b({ suspect_ages: null })];
    expect(ask('What is the mean age', rows)).toEqual({ kind: 'number', value: 27 });
  });

  it('ranks weekdays of robberies and hijackings only, by event date', () => {
    const rows = [
      b({ crimes: ['carjacking'], event_date: '2024-01-04' }), // Thursday
      b({ crimes: ['business robbery'], event_date: '2024-01-11' }), // Thursday
      b({ crimes: ['armed robbery'], event_date: '2024-01-06' }), // Saturday
      b({ crimes: ['murder'], event_date: '2024-01-13' }), // Saturday
      b({ crimes: ['murder'], event_date: '2024-01-20' }), // Saturday
      b({ crimes: ['house robbery'], event_date: null }),
    ];
    expect(ask('On which day of the week', rows)).toEqual({ kind: 'text', value: 'Thursday' });
  });

  it('dates the earliest rape by event date, the undated left out', () => {
    const rows = [
      b({ crimes: ['rape'], event_date: '2016-11-19' }),
      b({ crimes: ['rape', 'kidnapping'], event_date: '2016-02-06' }),
      b({ crimes: ['rape'], event_date: null, published_date: '2010-01-01' }),
      b({ crimes: ['sexual assault'], event_date: '2012-01-01' }),
    ];
    expect(ask('wen was the first rape', rows)).toEqual({ kind: 'date', value: '2016-02-06' });
  });
});
