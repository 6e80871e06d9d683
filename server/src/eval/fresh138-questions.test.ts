import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH138_QUESTIONS } from './fresh138-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-thirty-eighth fresh question set (blind)', FRESH138_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH138_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH138_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-thirty-eighth fresh set reads the ground truth as its header says', () => {
  it('counts car and truck hijackings of its own notebook, not robberies', () => {
    const rows = [
      devRow({ crimes: ['carjacking', 'kidnapping'] }),
      devRow({ crimes: ['truck hijacking'] }),
      devRow({ crimes: ['armed robbery'] }),
      devRow({ crimes: ['vehicle theft'] }),
      devRow({ notebook: 'b', crimes: ['carjacking'] }),
    ];
    expect(ask('How many hijacks', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the arrest share over every robbery type, an unstated arrest counting as none', () => {
    const rows = [
      devRow({ crimes: ['house robbery'], arrest_made: true }),
      devRow({ crimes: ['cash-in-transit robbery'], arrest_made: false }),
      devRow({ crimes: ['business robbery'], arrest_made: null }),
      devRow({ crimes: ['carjacking'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: true }),
    ];
    expect(ask('What percentage of the robbery incidents', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('ranks provinces by robberies, hijackings left out, and refuses a tie at the top', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['armed robbery'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['robbery'] }),
      devRow({ province: 'Gauteng', crimes: ['house robbery'] }),
      devRow({ province: 'Gauteng', crimes: ['carjacking'] }),
      devRow({ province: 'Gauteng', crimes: ['truck hijacking'] }),
    ];
    expect(ask('For our provincial exposure model', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    const tied = [...rows, devRow({ province: 'Gauteng', crimes: ['business robbery'] })];
    expect(() => ask('For our provincial exposure model', tied)).toThrow(/no single leader/);
  });

  it('dates the latest CIT heist by event date, an undated heist never the latest', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2021-03-29' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: null, published_date: '2025-01-01' }),
      devRow({ crimes: ['business robbery'], event_date: '2024-01-01' }),
      devRow({ notebook: 'b', crimes: ['cash-in-transit robbery'], event_date: '2025-06-01' }),
    ];
    expect(ask('Date of the most recent CIT heist', rows)).toEqual({ kind: 'date', value: '2021-03-29' });
  });

  it('counts stated suspect ages under 25, one per suspect, 25 itself not young', () => {
    const rows = [
      devRow({ suspect_ages: [19, 25, 24] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [30, 22] }),
      devRow({ notebook: 'b', suspect_ages: [18] }),
    ];
    expect(ask('Young offenders', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('counts weekend incidents with a child victim by event date alone', () => {
    const rows = [
      devRow({ event_date: '2024-06-08', victims_children: 3 }), // Saturday
      devRow({ event_date: '2024-06-09', victims_children: 1 }), // Sunday
      devRow({ event_date: '2024-06-10', victims_children: 2 }), // Monday
      devRow({ event_date: '2024-06-08', victims_children: 0 }),
      devRow({ event_date: '2024-06-08', victims_children: null }),
      devRow({ event_date: null, published_date: '2024-06-08', victims_children: 1 }),
    ];
    expect(ask('How many of the incidents with at least one child victim', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('sums killed by event year and police victims in the City of Cape Town only', () => {
    const rows = [
      devRow({
        event_date: '2019-01-10',
        victims_killed: 2,
        municipality: 'City of Cape Town',
        victims_police: 1,
      }),
      devRow({
        event_date: '2019-12-29',
        victims_killed: null,
        municipality: 'City of Cape Town',
        victims_police: null,
      }),
      devRow({ event_date: '2020-01-01', victims_killed: 4, municipality: 'Swartland', victims_police: 5 }),
      devRow({ event_date: null, published_date: '2019-05-05', victims_killed: 3, victims_police: 2 }),
    ];
    expect(ask('How many poeple were killed in 2019', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('How many police officers were among', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('answers the Glebelands arrest from arrest_made and refuses an unstated one', () => {
    const place = (arrest_made: boolean | null) => [
      devRow({ location: 'Glebelands Hostel, Umlazi', arrest_made }),
      devRow({ location: 'Umlazi', arrest_made: true }),
    ];
    expect(ask('Was anyone arrested for the Glebelands', place(false))).toEqual({
      kind: 'text',
      value: 'No',
    });
    expect(ask('Was anyone arrested for the Glebelands', place(true))).toEqual({
      kind: 'text',
      value: 'Yes',
    });
    expect(() => ask('Was anyone arrested for the Glebelands', place(null))).toThrow(/no arrest stated/);
  });

  it('compares KZN and Gauteng murders, attempted murder not counted, and refuses a reversed one', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'armed robbery'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
    ];
    expect(ask('How many more murders', rows)).toEqual({ kind: 'number', value: 1 });
    const reversed = [...rows, devRow({ province: 'Gauteng', crimes: ['murder'] })];
    expect(() => ask('How many more murders', reversed)).toThrow(/does not have more/);
  });

  it('sums injuries over robberies and hijackings only, nulls adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['business robbery'], victims_injured: 2 }),
      devRow({ notebook: 'b', crimes: ['carjacking'], victims_injured: 1 }),
      devRow({ notebook: 'b', crimes: ['truck hijacking'], victims_injured: null }),
      devRow({ notebook: 'b', crimes: ['attempted murder'], victims_injured: 4 }),
      devRow({ crimes: ['house robbery'], victims_injured: 3 }),
    ];
    expect(ask('Bodily injury exposure', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('ranks commercial robberies by municipality, leaving unknown municipalities and house robberies out', () => {
    const rows = [
      devRow({ notebook: 'b', municipality: 'Madibeng', crimes: ['business robbery'] }),
      devRow({ notebook: 'b', municipality: 'Madibeng', crimes: ['cash-in-transit robbery'] }),
      devRow({ notebook: 'b', municipality: 'Rustenburg', crimes: ['cash-in-transit robbery'] }),
      devRow({ notebook: 'b', municipality: 'Rustenburg', crimes: ['house robbery'] }),
      devRow({ notebook: 'b', municipality: null, crimes: ['business robbery'] }),
      devRow({ notebook: 'b', municipality: null, crimes: ['business robbery'] }),
    ];
    expect(ask('Which municipality has the most commercial', rows)).toEqual({
      kind: 'text',
      value: ['Madibeng', 'Madibeng'],
    });
  });

  it('takes the child share of rape victims over stated victims of rape cases only', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], num_victims: 3, victims_children: 3 }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], num_victims: 1, victims_children: 0 }),
      devRow({ notebook: 'b', crimes: ['rape'], num_victims: null, victims_children: null }),
      devRow({ notebook: 'b', crimes: ['murder'], num_victims: 5, victims_children: 5 }),
    ];
    expect(ask('Taking all the rape cases together', rows)).toEqual({ kind: 'number', value: 75 });
    expect(ask('In the rape cases, how many', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('dates the latest child rape by event date, adult rapes and undated ones left out', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 1, event_date: '2021-09-21' }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 0, event_date: '2023-12-03' }),
      devRow({
        notebook: 'b',
        crimes: ['rape'],
        victims_children: 1,
        event_date: null,
        published_date: '2025-01-01',
      }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_children: 2, event_date: '2024-01-01' }),
    ];
    expect(ask('On what date did the most recent rape', rows)).toEqual({ kind: 'date', value: '2021-09-21' });
  });

  it('compares male with female victims and sums women suspects, unstated sexes adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', victims_male: 3, victims_female: 1, suspects_female: 1 }),
      devRow({ notebook: 'b', victims_male: null, victims_female: 2, suspects_female: null }),
      devRow({ notebook: 'b', victims_male: 2, victims_female: null, suspects_female: 2 }),
      devRow({ victims_male: 0, victims_female: 9, suspects_female: 4 }),
    ];
    expect(ask('How many more male victims', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('How many of the suspects were women', rows)).toEqual({ kind: 'number', value: 3 });
    const reversed = [...rows, devRow({ notebook: 'b', victims_female: 5 })];
    expect(() => ask('How many more male victims', reversed)).toThrow(/not more male victims/);
  });
});
