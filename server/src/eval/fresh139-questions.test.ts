import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH139_QUESTIONS } from './fresh139-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-thirty-ninth fresh question set (blind)', FRESH139_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH139_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH139_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-thirty-ninth fresh set reads the ground truth as its header says', () => {
  it('sums the stated killed of its own notebook only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['murder'], victims_killed: 3 }),
      devRow({ crimes: ['murder'], victims_killed: null }),
      devRow({ crimes: ['culpable homicide'], victims_killed: 2 }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_killed: 9 }),
    ];
    expect(ask("For tonight's graphic", rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('counts car and truck hijackings, but not a robbery or a vehicle theft', () => {
    const rows = [
      devRow({ crimes: ['carjacking', 'kidnapping'] }),
      devRow({ crimes: ['truck hijacking'] }),
      devRow({ crimes: ['vehicle theft'] }),
      devRow({ crimes: ['armed robbery'] }),
      devRow({ notebook: 'b', crimes: ['carjacking'] }),
    ];
    expect(ask('How many hijackings', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks provinces by the stated killed, names KwaZulu-Natal also as KZN, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 4 }),
      devRow({ province: 'Eastern Cape', victims_killed: 2 }),
      devRow({ province: 'Eastern Cape', victims_killed: 1 }),
      devRow({ province: 'Gauteng', victims_killed: null, num_victims: 9 }),
    ];
    expect(ask('Which province has the highest death toll', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    const tied = [...rows, devRow({ province: 'Eastern Cape', victims_killed: 1 })];
    expect(() => ask('Which province has the highest death toll', tied)).toThrow(/no single leader/);
  });

  it('dates the latest KZN murder by the event date, never by a later publication or another province', () => {
    const rows = [
      devRow({
        province: 'KwaZulu-Natal',
        crimes: ['murder'],
        event_date: '2023-02-01',
        published_date: '2023-02-03',
      }),
      devRow({
        province: 'KwaZulu-Natal',
        crimes: ['murder'],
        event_date: null,
        published_date: '2025-01-01',
      }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'], event_date: '2024-05-05' }),
      devRow({ province: 'Western Cape', crimes: ['murder'], event_date: '2024-06-06' }),
    ];
    expect(ask('Date of the most recent murder in KZN', rows)).toEqual({ kind: 'date', value: '2023-02-01' });
  });

  it('takes the arrest share over every incident, an unstated arrest counting as no arrest', () => {
    const rows = [
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: false }),
      devRow({ arrest_made: null }),
      devRow({ notebook: 'b', arrest_made: false }),
    ];
    expect(ask('What proportion of the incidents recorded', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('counts Eastern Cape murders from 1 January 2021 by event date, leaving the undated out', () => {
    const ec = (event_date: string | null, crimes = ['murder']) =>
      devRow({ province: 'Eastern Cape', crimes, event_date, published_date: '2022-01-01' });
    const rows = [
      ec('2020-12-31'),
      ec('2021-01-01'),
      ec('2023-07-07'),
      ec(null),
      ec('2022-02-02', ['attempted murder']),
      devRow({ province: 'Gauteng', crimes: ['murder'], event_date: '2022-02-02' }),
    ];
    expect(ask('How many murder incidents were recorded in the Eastern Cape', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('takes the male excess over the victims of stated sex, and refuses when males are not more', () => {
    const rows = [
      devRow({ num_victims: 5, victims_male: 4, victims_female: 1 }),
      devRow({ num_victims: 3, victims_male: null, victims_female: null }),
      devRow({ num_victims: 2, victims_male: 0, victims_female: 2 }),
    ];
    expect(ask('Where the sex of victims', rows)).toEqual({ kind: 'number', value: 1 });
    const even = [...rows, devRow({ victims_female: 1 })];
    expect(() => ask('Where the sex of victims', even)).toThrow(/does not have more/);
  });

  it('reads "known to the victim" as partner, family or acquaintance, never a stranger or unstated tie', () => {
    const rows = [
      devRow({ relationship: 'partner' }),
      devRow({ relationship: 'family' }),
      devRow({ relationship: 'acquaintance' }),
      devRow({ relationship: 'stranger' }),
      devRow({ relationship: null }),
    ];
    expect(ask('In how many incidents was the attacker known', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('reads the Cape Town metro by municipality and "nobody arrested" as a stated false', () => {
    const unstated = [
      devRow({ municipality: 'City of Cape Town', arrest_made: null }),
      devRow({ municipality: 'Stellenbosch', arrest_made: false }),
    ];
    expect(ask('Residents keep saying', unstated)).toEqual({ kind: 'text', value: 'No' });
    const none = [...unstated, devRow({ municipality: 'City of Cape Town', arrest_made: false })];
    expect(ask('Residents keep saying', none)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the female suspect share over suspects of stated sex, nulls adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', suspects_female: 1, suspects_male: 3 }),
      devRow({ notebook: 'b', suspects_female: null, suspects_male: null, num_suspects_arrested: 6 }),
      devRow({ notebook: 'b', suspects_female: 0, suspects_male: 5 }),
      devRow({ notebook: 'a', suspects_female: 5, suspects_male: 0 }),
    ];
    expect(ask('Of the suspects whose sex', rows)).toEqual({ kind: 'number', value: 11 });
  });

  it('counts Mpumalanga incidents dated 2022 to 2023 inclusive, the edges in and the undated out', () => {
    const mp = (event_date: string | null) =>
      devRow({ notebook: 'b', province: 'Mpumalanga', event_date, published_date: '2023-06-01' });
    const rows = [
      mp('2021-12-31'),
      mp('2022-01-01'),
      mp('2023-12-31'),
      mp('2024-01-01'),
      mp(null),
      devRow({ notebook: 'b', province: 'Limpopo', event_date: '2022-06-01' }),
    ];
    expect(ask('How many incidents were recorded in Mpumalanga', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks North West municipalities only, skipping unknown ones, and refuses a tie', () => {
    const nw = (municipality: string | null) =>
      devRow({ notebook: 'b', province: 'North West', municipality });
    const rows = [
      nw('Madibeng'),
      nw('Madibeng'),
      nw('Rustenburg'),
      nw(null),
      nw(null),
      nw(null),
      devRow({ notebook: 'b', province: 'Gauteng', municipality: 'City of Tshwane' }),
      devRow({ notebook: 'b', province: 'Gauteng', municipality: 'City of Tshwane' }),
      devRow({ notebook: 'b', province: 'Gauteng', municipality: 'City of Tshwane' }),
    ];
    expect(ask('Which municipality in North West', rows)).toEqual({ kind: 'text', value: 'Madibeng' });
    expect(() => ask('Which municipality in North West', [...rows, nw('Rustenburg')])).toThrow(
      /no single leader/,
    );
  });

  it('answers stock theft in Mangaung since 2021 by event date only', () => {
    const early = [
      devRow({ notebook: 'b', municipality: 'Mangaung', crimes: ['stock theft'], event_date: '2020-12-31' }),
      devRow({
        notebook: 'b',
        municipality: 'Mangaung',
        crimes: ['stock theft'],
        event_date: null,
        published_date: '2023-01-01',
      }),
      devRow({ notebook: 'b', municipality: 'Setsoto', crimes: ['stock theft'], event_date: '2023-01-01' }),
      devRow({ notebook: 'b', municipality: 'Mangaung', crimes: ['theft'], event_date: '2023-01-01' }),
    ];
    expect(ask('Has there been any stock theft in Mangaung', early)).toEqual({ kind: 'text', value: 'No' });
    const recent = [
      ...early,
      devRow({ notebook: 'b', municipality: 'Mangaung', crimes: ['stock theft'], event_date: '2021-01-01' }),
    ];
    expect(ask('Has there been any stock theft in Mangaung', recent)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('refuses the questions the fields cannot answer, whatever the rows', () => {
    const rows = [devRow({ notebook: 'b', num_victims: 2, victims_male: 2 })];
    for (const start of [
      'For the brief, what share',
      'What was the average custodial',
      'How many of the suspects',
    ])
      expect(ask(start, rows)).toEqual({ kind: 'refusal' });
  });
});
