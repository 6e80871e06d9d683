import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH200_QUESTIONS } from './fresh200-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundredth fresh question set (blind)', FRESH200_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH200_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH200_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundredth fresh set reads the ground truth as its header says', () => {
  it('sums the accused arrested in kidnapping matters only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['kidnapping', 'extortion'], num_suspects_arrested: 3 }),
      devRow({ crimes: ['kidnapping'], num_suspects_arrested: null }),
      devRow({ crimes: ['carjacking'], num_suspects_arrested: 6 }),
      devRow({ notebook: 'b', crimes: ['kidnapping'], num_suspects_arrested: 4 }),
    ];
    expect(ask('In respect of all matters involving kidnapping', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('dates the earliest unarrested Eastern Cape murder by event date, an unstated arrest and the undated left out', () => {
    const murder = (event_date: string | null, arrest_made: boolean | null, province = 'Eastern Cape') =>
      devRow({ crimes: ['murder'], province, event_date, arrest_made, published_date: '2025-01-01' });
    const rows = [
      murder('2021-03-16', false),
      murder('2019-01-01', true),
      murder('2018-05-05', null),
      murder(null, false),
      murder('2015-01-01', false, 'Gauteng'),
    ];
    expect(ask('Kindly state the date of the earliest', rows)).toEqual({ kind: 'date', value: '2021-03-16' });
  });

  it('counts matters with a police victim only when the stated figure is above zero', () => {
    const rows = [
      devRow({ victims_police: 6 }),
      devRow({ victims_police: 0 }),
      devRow({ victims_police: null }),
      devRow({}),
      devRow({ victims_police: 1 }),
    ];
    expect(ask('In how many matters was at least one member', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes a relative as a family relationship in KwaZulu-Natal, not an acquaintance or another province', () => {
    const others = [
      devRow({ province: 'KwaZulu-Natal', relationship: 'acquaintance' }),
      devRow({ province: 'KwaZulu-Natal', relationship: null }),
      devRow({ province: 'Gauteng', relationship: 'family' }),
    ];
    expect(ask('Is there any matter in the Province', others)).toEqual({ kind: 'text', value: 'No' });
    const family = [...others, devRow({ province: 'KwaZulu-Natal', relationship: 'family' })];
    expect(ask('Is there any matter in the Province', family)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('lists the top 3 municipalities without "City of", skips unknown ones, and refuses a tie at the cut-off', () => {
    const at = (municipality: string | null, n: number) =>
      Array.from({ length: n }, () => devRow({ municipality }));
    const rows = [
      ...at('City of Cape Town', 4),
      ...at('Ekurhuleni', 3),
      ...at('eThekwini', 2),
      ...at(null, 5),
      ...at('Mossel Bay', 1),
    ];
    expect(ask('Leaderboard time', rows)).toEqual({
      kind: 'list',
      value: ['Cape Town', 'Ekurhuleni', 'eThekwini'],
    });
    expect(() => ask('Leaderboard time', [...rows, ...at('Midvaal', 2)])).toThrow(/no single top 3/);
    expect(() => ask('Leaderboard time', [...rows, ...at('Midvaal', 4)])).toThrow(/no single leader/);
  });

  it('measures a streak of rising years by event date, a missing year counting as none and the undated left out', () => {
    const on = (event_date: string | null) => devRow({ event_date, published_date: '2025-01-01' });
    // 2015: 1, 2016: 0, 2017: 1, 2018: 2, 2019: 3, 2020: 1 -> rises in 2017, 2018, 2019.
    const rows = [
      on('2015-04-01'),
      on('2017-04-01'),
      ...['2018-01-01', '2018-02-01'].map(on),
      ...['2019-01-01', '2019-02-01', '2019-03-01'].map(on),
      on('2020-01-01'),
      on(null),
      on(null),
      on(null),
      on(null),
    ];
    expect(ask('🔥 Streak check', rows)).toEqual({ kind: 'number', value: 3 });
    // Two more in 2020 (3 vs 3) is no rise.
    expect(ask('🔥 Streak check', [...rows, on('2020-02-01'), on('2020-03-01')])).toEqual({
      kind: 'number',
      value: 3,
    });
  });

  it('counts Fridays and Saturdays by the event date, never the publication date', () => {
    const rows = [
      devRow({ event_date: '2024-01-05' }), // Friday
      devRow({ event_date: '2024-01-06' }), // Saturday
      devRow({ event_date: '2024-01-07' }), // Sunday
      devRow({ event_date: null, published_date: '2024-01-12' }), // published on a Friday
    ];
    expect(ask('How many incidents dropped', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('answers the KZN-Gauteng comparison yes only when KZN has strictly more killed', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 2 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: null }),
      devRow({ province: 'Gauteng', victims_killed: 2 }),
    ];
    expect(ask('KZN vs Gauteng', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(
      ask('KZN vs Gauteng', [...rows, devRow({ province: 'KwaZulu-Natal', victims_killed: 1 })]),
    ).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('finds the South Coast by an Ugu municipality or town, not by KwaZulu-Natal alone', () => {
    const elsewhere = [devRow({ province: 'KwaZulu-Natal', municipality: 'eThekwini', location: 'Umlazi' })];
    expect(ask('I stay in Margate', elsewhere)).toEqual({ kind: 'text', value: 'No' });
    const harding = [...elsewhere, devRow({ province: 'KwaZulu-Natal', location: 'taxi rank, harding' })];
    expect(ask('I stay in Margate', harding)).toEqual({ kind: 'text', value: 'Yes' });
    const ray = [
      ...elsewhere,
      devRow({ province: 'KwaZulu-Natal', municipality: 'Ray Nkonyeni', location: 'Gamalakhe' }),
    ];
    expect(ask('I stay in Margate', ray)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('dates the last KZN killing among stated deaths, a zero or unstated death and an undated one left out', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', event_date: '2023-06-03', victims_killed: 7 }),
      devRow({ province: 'KwaZulu-Natal', event_date: '2024-02-05', victims_killed: 0 }),
      devRow({ province: 'KwaZulu-Natal', event_date: '2024-03-05', victims_killed: null }),
      devRow({
        province: 'KwaZulu-Natal',
        event_date: null,
        published_date: '2025-01-01',
        victims_killed: 2,
      }),
      devRow({ province: 'Gauteng', event_date: '2025-01-01', victims_killed: 1 }),
    ];
    expect(ask('When was the last time', rows)).toEqual({ kind: 'date', value: '2023-06-03' });
  });

  it('takes the rape share over matters where the accused was known, an unstated relationship left out', () => {
    const b = (crimes: string[], relationship: string | null) =>
      devRow({ notebook: 'b', crimes, relationship });
    const rows = [
      b(['rape'], 'acquaintance'),
      b(['rape', 'kidnapping'], 'partner'),
      b(['murder'], 'family'),
      b(['rape'], 'stranger'),
      b(['rape'], null),
    ];
    expect(ask('Of the matters in which the accused', rows)).toEqual({ kind: 'number', value: 67 });
  });

  it('averages and takes the median of stated suspect ages only', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], suspect_ages: [20, 25] }),
      devRow({ notebook: 'b', crimes: ['rape'], suspect_ages: null }),
      devRow({ notebook: 'b', crimes: ['rape'], suspect_ages: [] }),
      devRow({ notebook: 'b', crimes: ['rape'], suspect_ages: [30] }),
      devRow({ notebook: 'b', crimes: ['theft'], suspect_ages: [60] }),
    ];
    expect(ask('What is the mean age', rows)).toEqual({ kind: 'number', value: 25 });
    expect(ask('Median age of the suspcts', rows)).toEqual({ kind: 'number', value: 27.5 });
  });

  it('ranks crimes without "other", and lists the bottom 2 provinces by arrests with a tie refused', () => {
    const b = (province: string, crimes: string[], num_suspects_arrested: number | null) =>
      devRow({ notebook: 'b', province, crimes, num_suspects_arrested });
    const rows = [
      b('Limpopo', ['other'], 1),
      b('Limpopo', ['other', 'rape'], null),
      b('Free State', ['other'], 3),
      b('North West', ['murder'], 5),
      b('North West', ['murder'], 2),
      b('Mpumalanga', ['rape', 'murder'], 9),
    ];
    expect(ask('Crime leaderboard', rows)).toEqual({ kind: 'text', value: ['murder'] });
    expect(ask('Bottom 2 provinces', rows)).toEqual({ kind: 'list', value: ['Limpopo', 'Free State'] });
    expect(() => ask('Bottom 2 provinces', [...rows, b('Limpopo', ['theft'], 2)])).toThrow(
      /no single leader/,
    );
    expect(() => ask('Bottom 2 provinces', [...rows, b('Free State', ['theft'], 4)])).toThrow(
      /no single top 2/,
    );
  });

  it('counts December by the event date in any year, and the Limpopo arrest share over a stated false', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', event_date: '2016-12-27', arrest_made: true }),
      devRow({ notebook: 'b', province: 'Limpopo', event_date: '2024-12-01', arrest_made: null }),
      devRow({
        notebook: 'b',
        province: 'Limpopo',
        event_date: null,
        published_date: '2024-12-02',
        arrest_made: false,
      }),
      devRow({ notebook: 'b', province: 'Limpopo', event_date: '2024-11-30', arrest_made: true }),
      devRow({ notebook: 'b', province: 'Free State', event_date: '2020-12-31', arrest_made: true }),
    ];
    expect(ask('December is festive season', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('Limpopo only', rows)).toEqual({ kind: 'number', value: 50 });
  });
});
