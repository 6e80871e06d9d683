import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH258_QUESTIONS } from './fresh258-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-fifty-eighth fresh question set (blind)', FRESH258_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH258_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH258_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-fifty-eighth fresh set reads the ground truth as its header says', () => {
  it('takes the Cape Town attempted-murder share over the metro alone, to one decimal', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', crimes: ['attempted murder'] }),
      devRow({ municipality: 'City of Cape Town', crimes: ['murder', 'attempted murder'] }),
      devRow({ municipality: 'City of Cape Town', crimes: ['murder'] }),
      devRow({ municipality: 'City of Cape Town', crimes: ['theft'] }),
      devRow({ municipality: 'City of Cape Town', crimes: ['rape'] }),
      devRow({ municipality: 'City of Cape Town', crimes: ['fraud'] }),
      devRow({ municipality: 'City of Cape Town', crimes: ['arson'] }),
      devRow({ municipality: 'City of Cape Town', crimes: ['poaching'] }),
      devRow({ municipality: 'Stellenbosch', crimes: ['attempted murder'] }),
      devRow({ municipality: null, crimes: ['attempted murder'] }),
    ];
    expect(ask('Base: incidents in the City of Cape Town', rows)).toEqual({ kind: 'number', value: 25 });
    const three = [
      ...rows.slice(0, 6),
      devRow({ municipality: 'City of Cape Town', crimes: ['attempted murder'] }),
    ];
    expect(ask('Base: incidents in the City of Cape Town', three)).toEqual({ kind: 'number', value: 42.9 });
  });

  it('counts weekend murders by the event date, not the publication date, and murder alone', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-07' }), // Sunday, no murder
      devRow({ crimes: ['murder'], event_date: '2024-01-08', published_date: '2024-01-13' }), // Monday, published Saturday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-13' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2024-01-06' }),
    ];
    expect(ask('Base: weekend incidents', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks provinces by the stated injured, an unstated figure adding nothing, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'Western Cape', victims_injured: 4 }),
      devRow({ province: 'Western Cape', victims_injured: null, num_victims: 9 }),
      devRow({ province: 'KwaZulu-Natal', victims_injured: 3 }),
      devRow({ province: 'KwaZulu-Natal', victims_injured: 0 }),
    ];
    expect(ask('Index vs total on victims injured', rows)).toEqual({ kind: 'text', value: 'Western Cape' });
    const kzn = [...rows, devRow({ province: 'KwaZulu-Natal', victims_injured: 2 })];
    expect(ask('Index vs total on victims injured', kzn)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    const tied = [...rows, devRow({ province: 'KwaZulu-Natal', victims_injured: 1 })];
    expect(() => ask('Index vs total on victims injured', tied)).toThrow(/no single leader/);
  });

  it('dates the earliest stock theft by event date, leaving undated and other thefts out', () => {
    const rows = [
      devRow({ crimes: ['stock theft'], event_date: '2022-12-30' }),
      devRow({ crimes: ['stock theft', 'other'], event_date: '2020-05-30' }),
      devRow({ crimes: ['stock theft'], event_date: null, published_date: '2015-01-01' }),
      devRow({ crimes: ['theft'], event_date: '2016-01-01' }),
    ];
    expect(ask('Clue: "Rustler', rows)).toEqual({ kind: 'date', value: '2020-05-30' });
  });

  it('answers the attempted-murder comparison No when KwaZulu-Natal only ties the Eastern Cape', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder', 'attempted murder'] }),
    ];
    expect(ask('Clue: "Tried but failed', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder', 'kidnapping'] })];
    expect(ask('Clue: "Tried but failed', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('pools every suspect age for the median, the mean of the two middle ones with an even count', () => {
    const rows = [
      devRow({ suspect_ages: [20, 40] }),
      devRow({ suspect_ages: [30] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [] }),
      devRow({ suspect_ages: [35] }),
    ];
    expect(ask('The fellows they charge', rows)).toEqual({ kind: 'number', value: 32.5 });
  });

  it('sums the cash-in-transit arrests only, and reads "Guateng" as Gauteng for the kidnappings', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], num_suspects_arrested: 3, province: 'Gauteng' }),
      devRow({ crimes: ['cash-in-transit robbery'], num_suspects_arrested: null }),
      devRow({ crimes: ['business robbery'], num_suspects_arrested: 5 }),
      devRow({ crimes: ['kidnapping', 'extortion'], province: 'Gauteng' }),
      devRow({ crimes: ['kidnapping'], province: 'KwaZulu-Natal' }),
      devRow({ crimes: ['carjacking', 'kidnapping'], province: 'Gauteng', num_suspects_arrested: 2 }),
    ];
    expect(ask('We used to guard the pay train', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('My late brother', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('keeps rapes with an unstated relationship in the base of the known-attacker share', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], relationship: 'acquaintance' }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], relationship: 'family' }),
      devRow({ notebook: 'b', crimes: ['rape'], relationship: 'stranger' }),
      devRow({ notebook: 'b', crimes: ['rape'], relationship: null }),
      devRow({ notebook: 'b', crimes: ['murder'], relationship: 'partner' }),
    ];
    expect(ask('Base: rape incidents', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('ranks crimes once per incident with murder left out', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['murder', 'kidnapping'] }),
      devRow({ notebook: 'b', crimes: ['murder', 'rape'] }),
      devRow({ notebook: 'b', crimes: ['murder'] }),
      devRow({ notebook: 'b', crimes: ['illegal firearm possession', 'kidnapping'] }),
      devRow({ notebook: 'b', crimes: ['illegal firearm possession'] }),
      devRow({ notebook: 'b', crimes: ['illegal firearm possession'] }),
    ];
    expect(ask('Base: all incidents. Excluding murder', rows)).toEqual({
      kind: 'text',
      value: ['firearm', 'gun'],
    });
    const kidnaps = [
      ...rows,
      ...[1, 2].map(() => devRow({ notebook: 'b', crimes: ['kidnapping', 'murder'] })),
    ];
    expect(ask('Base: all incidents. Excluding murder', kidnaps)).toEqual({
      kind: 'text',
      value: ['kidnapping'],
    });
  });

  it('counts Q4 arrests in any year by event date, a stated arrest only', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2016-12-27', arrest_made: true }),
      devRow({ notebook: 'b', event_date: '2023-10-01', arrest_made: true }),
      devRow({ notebook: 'b', event_date: '2023-11-08', arrest_made: false }),
      devRow({ notebook: 'b', event_date: '2023-11-09', arrest_made: null }),
      devRow({ notebook: 'b', event_date: '2023-09-30', arrest_made: true }),
      devRow({ notebook: 'b', event_date: null, published_date: '2023-11-01', arrest_made: true }),
    ];
    expect(ask('n= incidents dated Q4', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the median nabbed over incidents with an arrest made and a stated figure', () => {
    const rows = [
      devRow({ notebook: 'b', arrest_made: true, num_suspects_arrested: 1 }),
      devRow({ notebook: 'b', arrest_made: true, num_suspects_arrested: 4 }),
      devRow({ notebook: 'b', arrest_made: true, num_suspects_arrested: 9 }),
      devRow({ notebook: 'b', arrest_made: true, num_suspects_arrested: null }),
      devRow({ notebook: 'b', arrest_made: false, num_suspects_arrested: 0 }),
      devRow({ notebook: 'b', arrest_made: false, num_suspects_arrested: 0 }),
    ];
    expect(ask('Clue: "Middle of the road"', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('counts Sundays and the earliest farm murder by event date, the undated left out', () => {
    const rows = [
      devRow({
        notebook: 'b',
        location: 'De Rots farm, Senekal',
        crimes: ['murder'],
        event_date: '2020-10-02',
      }),
      devRow({ notebook: 'b', location: 'farm near Glen', crimes: ['murder'], event_date: null }),
      devRow({
        notebook: 'b',
        location: 'Spitskop Trust Farm',
        crimes: ['stock theft'],
        event_date: '2016-12-27',
      }),
      devRow({ notebook: 'b', location: 'Klippan FARM', crimes: ['murder'], event_date: '2020-07-26' }), // Sunday
      devRow({ notebook: 'b', location: 'Mareetsane', crimes: ['murder'], event_date: '2015-07-05' }), // Sunday
      devRow({
        notebook: 'b',
        location: 'Bloemfontein',
        crimes: ['rape'],
        event_date: '2023-12-04',
        published_date: '2023-12-03',
      }),
    ];
    expect(ask('The farmers along the branch line', rows)).toEqual({ kind: 'date', value: '2020-07-26' });
    expect(ask('My mother never let us', rows)).toEqual({ kind: 'number', value: 2 });
  });
});
