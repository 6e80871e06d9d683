import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH232_QUESTIONS } from './fresh232-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-thirty-second fresh question set (blind)', FRESH232_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH232_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH232_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-thirty-second fresh set reads the ground truth as its header says', () => {
  it('sums the stated killed of its own notebook, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['murder'], victims_killed: 3 }),
      devRow({ crimes: ['murder'], victims_killed: null }),
      devRow({ crimes: ['culpable homicide'], victims_killed: 1 }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_killed: 7 }),
    ];
    expect(ask('In preparing my report', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('ranks provinces by the stated children among the victims, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'Western Cape', victims_children: 2 }),
      devRow({ province: 'Western Cape', victims_children: null }),
      devRow({ province: 'KwaZulu-Natal', victims_children: 1 }),
      devRow({ province: 'Gauteng', victims_children: 0, num_victims: 9 }),
    ];
    expect(ask('It weighs heavily', rows)).toEqual({ kind: 'text', value: 'Western Cape' });
    const kzn = [...rows, devRow({ province: 'KwaZulu-Natal', victims_children: 2 })];
    expect(ask('It weighs heavily', kzn)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    const tied = [...rows, devRow({ province: 'KwaZulu-Natal', victims_children: 1 })];
    expect(() => ask('It weighs heavily', tied)).toThrow(/no single leader/);
  });

  it('takes the earliest Western Cape murder by event date, the undated and attempted murders left out', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['murder'], event_date: '2020-03-08' }),
      devRow({
        province: 'Western Cape',
        crimes: ['murder'],
        event_date: null,
        published_date: '2010-01-01',
      }),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'], event_date: '2015-01-01' }),
      devRow({ province: 'Gauteng', crimes: ['murder'], event_date: '2012-01-01' }),
      devRow({ province: 'Western Cape', crimes: ['murder', 'rape'], event_date: '2022-04-05' }),
    ];
    expect(ask('For the sake of a memorial', rows)).toEqual({ kind: 'date', value: '2020-03-08' });
  });

  it('answers extortion in Jozi by the City of Johannesburg municipality alone', () => {
    const rows = [
      devRow({ crimes: ['extortion'], municipality: 'Ekurhuleni', location: 'Johannesburg Road, Tembisa' }),
      devRow({ crimes: ['business robbery'], municipality: 'City of Johannesburg' }),
    ];
    expect(ask('any extorshun cases in jozi', rows)).toEqual({ kind: 'text', value: 'No' });
    const jozi = [
      ...rows,
      devRow({ crimes: ['kidnapping', 'extortion'], municipality: 'City of Johannesburg' }),
    ];
    expect(ask('any extorshun cases in jozi', jozi)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('ranks municipalities by robberies of any kind, without carjackings or rows of no municipality', () => {
    const rows = [
      devRow({ crimes: ['house robbery'], municipality: 'Ekurhuleni' }),
      devRow({ crimes: ['cash-in-transit robbery'], municipality: 'Ekurhuleni' }),
      devRow({ crimes: ['carjacking'], municipality: 'City of Tshwane' }),
      devRow({ crimes: ['truck hijacking'], municipality: 'City of Tshwane' }),
      devRow({ crimes: ['business robbery'], municipality: 'City of Tshwane' }),
      devRow({ crimes: ['armed robbery'], municipality: null }),
      devRow({ crimes: ['armed robbery'], municipality: null }),
    ];
    expect(ask('which municipality got the most', rows)).toEqual({
      kind: 'text',
      value: ['Ekurhuleni', 'Ekurhuleni'],
    });
    const tied = [...rows, devRow({ crimes: ['robbery'], municipality: 'City of Tshwane' })];
    expect(() => ask('which municipality got the most', tied)).toThrow(/no single leader/);
  });

  it('counts the year series by event date, the undated and other years outside every year', () => {
    const rows = [
      devRow({ event_date: '2021-01-01' }),
      devRow({ event_date: '2021-12-31' }),
      devRow({ event_date: '2023-06-01' }),
      devRow({ event_date: '2020-12-31', published_date: '2021-01-05' }),
      devRow({ event_date: null, published_date: '2022-03-01' }),
      devRow({ event_date: '2025-01-01' }),
    ];
    expect(ask('Year by year', rows)).toEqual({ kind: 'list', value: [2, 0, 1, 0] });
  });

  it('averages suspect ages one per suspect, a release without ages adding nothing', () => {
    const rows = [
      devRow({ suspect_ages: [20, 30] }),
      devRow({ suspect_ages: [41] }),
      devRow({ suspect_ages: null, num_suspects_arrested: 4 }),
      devRow({ notebook: 'b', suspect_ages: [90] }),
    ];
    expect(ask('What was the average age', rows)).toEqual({ kind: 'number', value: 30.3 });
  });

  it('counts a rape or kidnapping once since 1 January 2020, the undated left out', () => {
    const b = (crimes: string[], event_date: string | null) =>
      devRow({ notebook: 'b', crimes, event_date, published_date: '2024-01-01' });
    const rows = [
      b(['rape', 'kidnapping'], '2021-05-01'),
      b(['kidnapping'], '2020-01-01'),
      b(['rape'], '2019-12-31'),
      b(['rape'], null),
      b(['sexual assault'], '2022-01-01'),
      b(['murder'], '2023-01-01'),
    ];
    expect(ask('Since the beginning of 2020', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('says no police officer was harmed in Mpumalanga unless a stated figure says so', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', victims_police: null }),
      devRow({ notebook: 'b', province: 'Mpumalanga', victims_police: 0 }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_police: 2 }),
    ];
    expect(ask('I should wish to know', rows)).toEqual({ kind: 'text', value: 'No' });
    const hurt = [...rows, devRow({ notebook: 'b', province: 'Mpumalanga', victims_police: 1 })];
    expect(ask('I should wish to know', hurt)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('sums the arrests of shop robberies and extortion once per incident, nulls adding nothing', () => {
    const b = (crimes: string[], num_suspects_arrested: number | null) =>
      devRow({ notebook: 'b', crimes, num_suspects_arrested });
    const rows = [
      b(['business robbery', 'extortion'], 2),
      b(['extortion'], 3),
      b(['business robbery'], null),
      b(['armed robbery'], 5),
    ];
    expect(ask('shop robberies + extortion', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('takes the share ended with an arrest over every incident, an unstated arrest not counting', () => {
    const b = (arrest_made: boolean | null) => devRow({ notebook: 'b', arrest_made });
    const rows = [b(true), b(true), b(true), b(false), b(null), b(null), b(true)];
    expect(ask('What percentage of the incidents', rows)).toEqual({ kind: 'number', value: 57 });
  });

  it('averages victims over the releases that state them, a stated none counting as nought', () => {
    const b = (num_victims: number | null) => devRow({ notebook: 'b', num_victims });
    const rows = [b(0), b(1), b(3), b(null), b(null)];
    expect(ask('Where the number of victims', rows)).toEqual({ kind: 'number', value: 1.3 });
  });

  it('names the two provinces with most suspects arrested, and refuses a tie for second place', () => {
    const b = (province: string, num_suspects_arrested: number | null) =>
      devRow({ notebook: 'b', province, num_suspects_arrested });
    const rows = [
      b('Mpumalanga', 9),
      b('North West', 4),
      b('North West', 2),
      b('Limpopo', 5),
      b('Free State', null),
    ];
    expect(ask('Which two provinces', rows)).toEqual({ kind: 'list', value: ['Mpumalanga', 'North West'] });
    expect(() => ask('Which two provinces', [...rows, b('Limpopo', 1)])).toThrow(/no single second place/);
    expect(() => ask('Which two provinces', [...rows, b('North West', 3)])).toThrow(/no single leader/);
  });

  it('compares Gauteng with the Eastern Cape by incidents, refusing a reversed comparison', () => {
    const rows = [
      devRow({ province: 'Gauteng' }),
      devRow({ province: 'Gauteng' }),
      devRow({ province: 'Eastern Cape' }),
      devRow({ notebook: 'b', province: 'Eastern Cape' }),
    ];
    expect(ask('How many more incidents', rows)).toEqual({ kind: 'number', value: 1 });
    const reversed = [...rows, devRow({ province: 'Eastern Cape' })];
    expect(() => ask('How many more incidents', reversed)).toThrow(/does not have more/);
  });
});
