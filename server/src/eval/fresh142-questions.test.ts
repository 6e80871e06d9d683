import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH142_QUESTIONS } from './fresh142-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-forty-second fresh question set (blind)', FRESH142_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH142_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH142_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-forty-second fresh set reads the ground truth as its header says', () => {
  it('ranks provinces by murder incidents, leaving attempted murder out and naming KZN in any form', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ province: 'Gauteng', crimes: ['attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['attempted murder'] }),
      devRow({ notebook: 'b', province: 'Gauteng', crimes: ['murder'] }),
    ];
    expect(ask("I'm doing a bar chart", rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    const tied = [...rows.slice(0, 3), devRow({ province: 'Gauteng', crimes: ['murder'] })];
    expect(() => ask("I'm doing a bar chart", tied)).toThrow(/no single leader/);
  });

  it('sums the stated killed of its own notebook only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['murder'], victims_killed: 3 }),
      devRow({ crimes: ['murder'], victims_killed: null }),
      devRow({ crimes: ['attempted murder'], victims_killed: 0 }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_killed: 5 }),
    ];
    expect(ask('What is the total number of people killed', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('counts a year by the event date, never by the publication date', () => {
    const rows = [
      devRow({ event_date: '2019-01-01', published_date: '2019-01-02' }),
      devRow({ event_date: '2019-12-31', published_date: '2020-01-03' }),
      devRow({ event_date: '2018-12-30', published_date: '2019-01-04' }),
      devRow({ event_date: null, published_date: '2019-06-01' }),
    ];
    expect(ask('How many incidents took place in 2019', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the female share over victims of stated sex and the earliest date over dated rows', () => {
    const rows = [
      devRow({ event_date: '2016-05-01', victims_female: 1, victims_male: 3 }),
      devRow({
        event_date: null,
        published_date: '2010-01-01',
        victims_female: null,
        victims_male: null,
        num_victims: 4,
      }),
      devRow({ event_date: '2015-02-03', victims_female: 2, victims_male: null }),
      devRow({ notebook: 'b', event_date: '2001-01-01', victims_female: 0, victims_male: 9 }),
    ];
    expect(ask('Among the victims whose sex is recorded', rows)).toEqual({ kind: 'number', value: 50 });
    expect(ask('On what date did the earliest', rows)).toEqual({ kind: 'date', value: '2015-02-03' });
  });

  it('takes "no arrest made" as a stated false and "known to the victim" as partner, family or acquaintance', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: false, relationship: 'partner' }),
      devRow({ crimes: ['murder'], arrest_made: null, relationship: 'stranger' }),
      devRow({ crimes: ['murder', 'kidnapping'], arrest_made: false, relationship: null }),
      devRow({ crimes: ['attempted murder'], arrest_made: false, relationship: 'family' }),
      devRow({ crimes: ['rape'], arrest_made: true, relationship: 'acquaintance' }),
    ];
    expect(ask('In how many of the murder cases', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('In how many incidents was the perpetrator', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('counts an incident with both a CIT robbery and a truck hijacking once, and reads "robery" as CIT by event date', () => {
    const rows = [
      devRow({
        crimes: ['cash-in-transit robbery', 'truck hijacking'],
        num_suspects_arrested: 4,
        event_date: '2021-01-01',
      }),
      devRow({ crimes: ['truck hijacking'], num_suspects_arrested: null, event_date: '2023-01-01' }),
      devRow({ crimes: ['cash-in-transit robbery'], num_suspects_arrested: 2, event_date: '2020-01-01' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: null, published_date: '2025-01-01' }),
      devRow({ crimes: ['business robbery'], num_suspects_arrested: 9, event_date: '2024-01-01' }),
    ];
    expect(ask('Total suspects arrested for the cash-in-transit', rows)).toEqual({
      kind: 'number',
      value: 6,
    });
    expect(ask('when was the most recent cash in transit', rows)).toEqual({
      kind: 'date',
      value: '2021-01-01',
    });
    expect(ask('How many CIT heists', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('answers the Western Cape CIT question yes only for a CIT robbery in that province', () => {
    const none = [
      devRow({ province: 'Western Cape', crimes: ['business robbery'] }),
      devRow({ province: 'Gauteng', crimes: ['cash-in-transit robbery'] }),
    ];
    expect(ask('Any CIT hits in the Western Cape', none)).toEqual({ kind: 'text', value: 'No' });
    const one = [...none, devRow({ province: 'Western Cape', crimes: ['cash-in-transit robbery'] })];
    expect(ask('Any CIT hits in the Western Cape', one)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('ranks provinces by people killed and municipalities by incidents, unknown municipalities left out', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', municipality: null, victims_killed: 2 }),
      devRow({ notebook: 'b', province: 'Limpopo', municipality: null, victims_killed: 2 }),
      devRow({ notebook: 'b', province: 'Free State', municipality: 'Mangaung', victims_killed: 3 }),
      devRow({ notebook: 'b', province: 'Free State', municipality: 'Mangaung', victims_killed: null }),
      devRow({ notebook: 'b', province: 'North West', municipality: 'City of Matlosana', victims_killed: 1 }),
      devRow({ notebook: 'a', province: 'North West', municipality: 'City of Matlosana', victims_killed: 9 }),
    ];
    expect(ask('For the map', rows)).toEqual({ kind: 'text', value: 'Limpopo' });
    expect(ask('Which municipality has the most', rows)).toEqual({
      kind: 'text',
      value: ['Mangaung', 'Mangaung'],
    });
  });

  it('takes the child share of rape victims over rape incidents that state both figures', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], num_victims: 3, victims_children: 2 }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], num_victims: 1, victims_children: 1 }),
      devRow({ notebook: 'b', crimes: ['rape'], num_victims: 2, victims_children: null }),
      devRow({ notebook: 'b', crimes: ['murder'], num_victims: 5, victims_children: 5 }),
      devRow({ notebook: 'b', crimes: ['rape'], num_victims: 5, victims_children: 0 }),
    ];
    expect(ask('Of the victims in the rape incidents', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('refuses a reversed comparison and counts murder alone, not attempted murder', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['murder', 'rape'] }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['attempted murder'] }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['murder'] }),
    ];
    expect(ask('How many more murder incidents', rows)).toEqual({ kind: 'number', value: 1 });
    const reversed = [...rows, devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['murder'] })];
    expect(() => ask('How many more murder incidents', reversed)).toThrow(/does not have more/);
  });

  it('names the guarded incident with the most arrests by its own place, other crimes left out', () => {
    const rows = [
      devRow({
        notebook: 'b',
        location: 'shopping centre, Tlhabane',
        crimes: ['cash-in-transit robbery'],
        num_suspects_arrested: 5,
      }),
      devRow({
        notebook: 'b',
        location: 'tuck-shop, Calvinia',
        crimes: ['business robbery'],
        num_suspects_arrested: 3,
      }),
      devRow({
        notebook: 'b',
        location: 'Carolina',
        crimes: ['truck hijacking'],
        num_suspects_arrested: null,
      }),
      devRow({ notebook: 'b', location: 'Barberton', crimes: ['illegal mining'], num_suspects_arrested: 19 }),
    ];
    expect(ask('Which CIT heist, business robbery', rows)).toEqual({
      kind: 'text',
      value: ['shopping centre', 'Tlhabane'],
    });
    const tied = [
      ...rows,
      devRow({
        notebook: 'b',
        location: 'Mecklenburg',
        crimes: ['truck hijacking'],
        num_suspects_arrested: 5,
      }),
    ];
    expect(() => ask('Which CIT heist, business robbery', tied)).toThrow(/no single leader/);
  });

  it('sums injured and arrested over the guarded crimes, and dates the Limpopo CIT question by event year', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['business robbery'], num_suspects_arrested: 2, victims_injured: 1 }),
      devRow({
        notebook: 'b',
        crimes: ['business robbery', 'murder'],
        num_suspects_arrested: null,
        victims_injured: 2,
      }),
      devRow({ notebook: 'b', crimes: ['truck hijacking'], num_suspects_arrested: 7, victims_injured: null }),
      devRow({ notebook: 'b', crimes: ['armed robbery'], num_suspects_arrested: 4, victims_injured: 6 }),
      devRow({
        notebook: 'b',
        province: 'Limpopo',
        crimes: ['cash-in-transit robbery'],
        event_date: null,
        published_date: '2023-05-01',
        victims_injured: 4,
      }),
    ];
    expect(ask('how many suspects got arrested for the bussiness', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
    expect(ask('How many people were injured in the CIT', rows)).toEqual({ kind: 'number', value: 7 });
    expect(ask('Was there a CIT heist in Limpopo in 2023', rows)).toEqual({ kind: 'text', value: 'No' });
  });
});
