import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH133_QUESTIONS } from './fresh133-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-thirty-third fresh question set (blind)', FRESH133_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH133_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH133_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-thirty-third fresh set reads the ground truth as its header says', () => {
  it('counts KZN murders with a stated arrest only: not attempted murder, not a null arrest, not notebook b', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], arrest_made: true }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'armed robbery'], arrest_made: true }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], arrest_made: null }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], arrest_made: false }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'], arrest_made: true }),
      devRow({ province: 'Gauteng', crimes: ['murder'], arrest_made: true }),
      devRow({ notebook: 'b', province: 'KwaZulu-Natal', crimes: ['murder'], arrest_made: true }),
    ];
    expect(ask('How many of the KZN murder matters', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the accused arrested in Gauteng kidnappings, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['kidnapping', 'extortion'], num_suspects_arrested: 4 }),
      devRow({ crimes: ['carjacking', 'kidnapping'], num_suspects_arrested: 2 }),
      devRow({ crimes: ['kidnapping'], num_suspects_arrested: null }),
      devRow({ crimes: ['kidnapping'], province: 'KwaZulu-Natal', num_suspects_arrested: 7 }),
      devRow({ crimes: ['carjacking'], num_suspects_arrested: 9 }),
    ];
    expect(ask('In the GP kidnapping cases', rows)).toEqual({ kind: 'number', value: 6 });
  });

  it('ranks Gauteng municipalities only, skipping rows without one, and refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg' }),
      devRow({ municipality: 'City of Johannesburg' }),
      devRow({ municipality: 'Ekurhuleni' }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
    ];
    expect(ask('Which Gauteng municipality', rows)).toEqual({
      kind: 'text',
      value: ['City of Johannesburg', 'Johannesburg'],
    });
    expect(() =>
      ask('Which Gauteng municipality', [...rows, devRow({ municipality: 'Ekurhuleni' })]),
    ).toThrow(/no single leader/);
  });

  it('dates the earliest KZN murder by event date, never by publication, the undated left out', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], event_date: '2019-05-02' }),
      devRow({
        province: 'KwaZulu-Natal',
        crimes: ['murder'],
        event_date: null,
        published_date: '2015-01-01',
      }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'], event_date: '2016-01-01' }),
      devRow({ province: 'Gauteng', crimes: ['murder'], event_date: '2014-01-01' }),
      devRow({
        province: 'KwaZulu-Natal',
        crimes: ['murder'],
        event_date: '2020-01-01',
        published_date: '2010-01-01',
      }),
    ];
    expect(ask('What is the date of the earliest murder', rows)).toEqual({
      kind: 'date',
      value: '2019-05-02',
    });
  });

  it('takes the murder arrest share over murder rows, a null arrest counting as none', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['murder', 'attempted murder'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['attempted murder'], arrest_made: false }),
      devRow({ crimes: ['theft'], arrest_made: false }),
    ];
    expect(ask('For the brief', rows)).toEqual({ kind: 'number', value: 67 });
  });

  it('counts murders of 2019 to 2021 inclusive by event date', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2019-01-01' }),
      devRow({ crimes: ['murder'], event_date: '2021-12-31' }),
      devRow({ crimes: ['murder'], event_date: '2018-12-31' }),
      devRow({ crimes: ['murder'], event_date: '2022-01-01' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2020-06-01' }),
      devRow({ crimes: ['culpable homicide'], event_date: '2020-06-01' }),
    ];
    expect(ask('How many incidents involving murder took place', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('finds an intimate partner only where the relationship says partner', () => {
    const rows = [
      devRow({ relationship: 'family' }),
      devRow({ relationship: 'acquaintance' }),
      devRow({ relationship: null }),
      devRow({ notebook: 'b', relationship: 'partner' }),
    ];
    expect(ask('Is there any incident in which', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Is there any incident in which', [...rows, devRow({ relationship: 'partner' })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('refuses a comparison of killed whose first side does not have more', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 5 }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: null }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 3 }),
    ];
    expect(ask('How many more people were killed in KZN', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [...rows, devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 2 })];
    expect(() => ask('How many more people were killed in KZN', reversed)).toThrow(/does not have more/);
  });

  it('says every CIT robbery ended in arrests only when each one has a stated arrest', () => {
    const all = [
      devRow({ crimes: ['cash-in-transit robbery'], arrest_made: true }),
      devRow({ crimes: ['cash-in-transit robbery', 'murder'], arrest_made: true }),
      devRow({ crimes: ['business robbery'], arrest_made: false }),
    ];
    expect(ask('Our reporter writes', all)).toEqual({ kind: 'text', value: 'Yes' });
    const unstated = [...all, devRow({ crimes: ['cash-in-transit robbery'], arrest_made: null })];
    expect(ask('Our reporter writes', unstated)).toEqual({ kind: 'text', value: 'No' });
  });

  it('ranks provinces by the sum of arrests in notebook b, nulls adding nothing', () => {
    const b = (province: string, num_suspects_arrested: number | null) =>
      devRow({ notebook: 'b', province, num_suspects_arrested });
    const rows = [
      b('Mpumalanga', 19),
      b('Mpumalanga', null),
      b('North West', 12),
      b('North West', 5),
      b('Limpopo', 1),
    ];
    expect(ask('Which province had the most suspects arrested', rows)).toEqual({
      kind: 'text',
      value: 'Mpumalanga',
    });
    expect(() => ask('Which province had the most suspects arrested', [...rows, b('North West', 2)])).toThrow(
      /no single leader/,
    );
  });

  it('takes the child share of rape cases over all rape rows, a null child figure counting as none', () => {
    const rape = (victims_children: number | null) =>
      devRow({ notebook: 'b', crimes: ['rape'], victims_children });
    const rows = [
      rape(3),
      rape(1),
      rape(0),
      rape(null),
      devRow({ notebook: 'b', crimes: ['murder'], victims_children: 2 }),
    ];
    expect(ask('Of the rape cases in this notebook', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it("takes the Barberton bust's share of arrests over the whole notebook, and counts 2024 by event date", () => {
    const rows = [
      devRow({
        notebook: 'b',
        location: 'old mine, Barberton',
        crimes: ['illegal mining', 'other'],
        num_suspects_arrested: 3,
        event_date: '2024-12-26',
      }),
      devRow({
        notebook: 'b',
        location: 'Barberton',
        crimes: ['theft'],
        num_suspects_arrested: 4,
        event_date: null,
      }),
      devRow({
        notebook: 'b',
        location: 'Mhala',
        crimes: ['carjacking'],
        num_suspects_arrested: null,
        event_date: '2023-12-31',
        published_date: '2024-01-03',
      }),
      devRow({ notebook: 'b', location: 'Carolina', crimes: ['theft'], num_suspects_arrested: 2 }),
    ];
    expect(ask('What percentage of all the suspects', rows)).toEqual({ kind: 'number', value: 33 });
    expect(ask('How many incidents in this notebook happened in 2024', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });
});
