import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH279_QUESTIONS } from './fresh279-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-seventy-ninth fresh question set (blind)', FRESH279_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH279_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH279_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-seventy-ninth fresh set reads the ground truth as its header says', () => {
  it('counts Wednesdays by the event date alone, an undated row published on a Wednesday left out', () => {
    const rows = [
      devRow({ event_date: '2024-01-03' }), // Wednesday
      devRow({ event_date: '2024-01-10' }), // Wednesday
      devRow({ event_date: '2024-01-04', published_date: '2024-01-10' }), // Thursday, published on a Wednesday
      devRow({ event_date: null, published_date: '2024-01-17' }), // undated, published on a Wednesday
      devRow({ notebook: 'b', event_date: '2024-01-03' }),
    ];
    expect(ask('Righto, patrol leaders', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts the Western Cape lane from 2020 on by event date, the undated and 2019 left out', () => {
    const rows = [
      devRow({ province: 'Western Cape', event_date: '2020-01-01' }),
      devRow({ province: 'Western Cape', event_date: '2024-06-08' }),
      devRow({ province: 'Western Cape', event_date: '2019-12-31', published_date: '2020-01-05' }),
      devRow({ province: 'Western Cape', event_date: null, published_date: '2023-01-01' }),
      devRow({ province: 'Gauteng', event_date: '2022-01-01' }),
    ];
    expect(ask('Western Cape lane', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the share of men over the victims of stated sex only', () => {
    const rows = [
      devRow({ num_victims: 3, victims_male: 2, victims_female: 1 }),
      devRow({ num_victims: 4, victims_male: null, victims_female: null }),
      devRow({ num_victims: 1, victims_male: null, victims_female: 1 }),
      devRow({ notebook: 'b', victims_male: 9, victims_female: 0 }),
    ];
    expect(ask('Now, carefully.', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('ranks crime categories once per incident, and refuses a tie at the top', () => {
    const rows = [
      devRow({ crimes: ['murder', 'murder'] }),
      devRow({ crimes: ['kidnapping'] }),
      devRow({ crimes: ['kidnapping', 'murder'] }),
      devRow({ crimes: ['kidnapping'] }),
    ];
    expect(ask("Let's start with the big letters", rows)).toEqual({ kind: 'text', value: ['kidnapping'] });
    expect(() => ask("Let's start with the big letters", [...rows, devRow({ crimes: ['murder'] })])).toThrow(
      /no single leader/,
    );
  });

  it('takes the median of the stated arrests and the mean of the stated killed, nulls left out', () => {
    const rows = [
      devRow({ num_suspects_arrested: 1, victims_killed: 0 }),
      devRow({ num_suspects_arrested: 5, victims_killed: 2 }),
      devRow({ num_suspects_arrested: null, victims_killed: null }),
      devRow({ num_suspects_arrested: 3, victims_killed: 2 }),
      devRow({ num_suspects_arrested: 8 }),
    ];
    expect(ask('Focus on the middle line', rows)).toEqual({ kind: 'number', value: 4 });
    expect(ask('Average split, everyone', rows)).toEqual({ kind: 'number', value: 1.3 });
  });

  it('compares the killed of two provinces, a level reading being a no', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 3 }),
      devRow({ province: 'Eastern Cape', victims_killed: 2 }),
      devRow({ province: 'Eastern Cape', victims_killed: null }),
    ];
    expect(ask('Which is clearer, one or two? One is', rows)).toEqual({ kind: 'text', value: 'Yes' });
    const level = [...rows, devRow({ province: 'Eastern Cape', victims_killed: 1 })];
    expect(ask('Which is clearer, one or two? One is', level)).toEqual({ kind: 'text', value: 'No' });
  });

  it('ranks only the two lenses by arrests, whatever another province has', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 4 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: null }),
      devRow({ notebook: 'b', province: 'Free State', num_suspects_arrested: 20 }),
    ];
    expect(ask('Which is clearer, one or two? Lens one', rows)).toEqual({
      kind: 'text',
      value: 'Mpumalanga',
    });
    const tied = [...rows, devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 1 })];
    expect(() => ask('Which is clearer, one or two? Lens one', tied)).toThrow(/no single leader/);
  });

  it('takes the child share over every rape incident, an unstated figure being no child', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 1 }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], victims_children: 2 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 0 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: null }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_children: 1 }),
    ];
    expect(ask('Taking the rape incidents', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('finds a farm by the word in the location in any case, and counts July by event date only', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'Lismor Farm, near Kestell', event_date: '2022-07-15' }),
      devRow({ notebook: 'b', location: 'farm near Glen', event_date: null, published_date: '2022-07-20' }),
      devRow({ notebook: 'b', location: 'Bloemfontein', event_date: '2019-07-01' }),
      devRow({
        notebook: 'b',
        location: 'Kimberley',
        event_date: '2019-06-30',
        published_date: '2019-07-02',
      }),
    ];
    expect(ask('Scouts love a farm camp', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('July is our big winter camp', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('measures the murder heat by counts and refuses a reversed comparison', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['murder', 'house robbery'] }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['attempted murder'] }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['murder'] }),
    ];
    expect(ask('FREE STATE versus MPUMALANGA', rows)).toEqual({ kind: 'number', value: 1 });
    const reversed = [...rows, devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['murder'] })];
    expect(() => ask('FREE STATE versus MPUMALANGA', reversed)).toThrow(/does not have more/);
  });

  it('dates the first kidnapping and the last CIT heist by event date, never by publication', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2018-05-01', published_date: '2018-05-02' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2021-03-29' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: null, published_date: '2025-01-01' }),
      devRow({ crimes: ['armed robbery'], event_date: '2024-12-01' }),
    ];
    expect(ask('Gather round the campfire', rows)).toEqual({ kind: 'date', value: '2018-05-01' });
    expect(ask('Last heat on the board', rows)).toEqual({ kind: 'date', value: '2021-03-29' });
  });

  it('compares the killed of 2020 and 2024 by event year, undated deaths outside both', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2020-07-26', victims_killed: 2 }),
      devRow({ notebook: 'b', event_date: '2024-07-28', victims_killed: 1 }),
      devRow({ notebook: 'b', event_date: null, published_date: '2024-03-01', victims_killed: 5 }),
    ];
    expect(ask('*PEEP PEEP*', rows)).toEqual({ kind: 'text', value: 'Yes' });
    const more = [...rows, devRow({ notebook: 'b', event_date: '2024-01-02', victims_killed: 1 })];
    expect(ask('*PEEP PEEP*', more)).toEqual({ kind: 'text', value: 'No' });
  });

  it('sums arrests per municipality, skipping rows without one, and names it with or without "City of"', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', num_suspects_arrested: 3 }),
      devRow({ municipality: 'City of Cape Town', num_suspects_arrested: null }),
      devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: 2 }),
      devRow({ municipality: null, num_suspects_arrested: 9 }),
    ];
    expect(ask('Which municipality earns', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
  });
});
