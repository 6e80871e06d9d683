import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH228_QUESTIONS } from './fresh228-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-twenty-eighth fresh question set (blind)', FRESH228_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH228_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH228_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the two-hundred-and-twenty-eighth fresh set reads the ground truth as its header says', () => {
  it('counts a date window by the event date alone, both ends included, the undated left out', () => {
    const rows = [
      devRow({ event_date: '2019-06-01' }),
      devRow({ event_date: '2021-05-31' }),
      devRow({ event_date: '2019-05-31' }),
      devRow({ event_date: '2021-06-01' }),
      devRow({ event_date: null, published_date: '2020-01-01' }),
      b({ event_date: '2020-01-01' }),
    ];
    expect(ask('Could you tell me how many incidents took place between', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('counts attempted murder only where no murder is recorded', () => {
    const rows = [
      devRow({ crimes: ['attempted murder'] }),
      devRow({ crimes: ['attempted murder', 'murder'] }),
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['attempted murder', 'illegal firearm possession'] }),
    ];
    expect(ask('A patron wants to know', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('lists the top two murder provinces, and refuses a tie for second place', () => {
    const murder = (province: string) => devRow({ province, crimes: ['murder'] });
    const rows = [
      murder('KwaZulu-Natal'),
      murder('KwaZulu-Natal'),
      murder('KwaZulu-Natal'),
      murder('Eastern Cape'),
      murder('Eastern Cape'),
      murder('Western Cape'),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'] }),
    ];
    expect(ask('Could you list the two provinces', rows)).toEqual({
      kind: 'list',
      value: ['KwaZulu-Natal', 'Eastern Cape'],
    });
    expect(() => ask('Could you list the two provinces', [...rows, murder('Western Cape')])).toThrow(
      /no single second place/,
    );
  });

  it('sums arrests of car and truck hijackings in Gauteng only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], num_suspects_arrested: 3 }),
      devRow({ crimes: ['truck hijacking', 'kidnapping'], num_suspects_arrested: 2 }),
      devRow({ crimes: ['carjacking'], num_suspects_arrested: null }),
      devRow({ crimes: ['armed robbery'], num_suspects_arrested: 7 }),
      devRow({ crimes: ['carjacking'], province: 'Limpopo', num_suspects_arrested: 4 }),
    ];
    expect(ask('Jackings in Gauteng', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('finds a CIT on a road only by a route number in the location', () => {
    const named = [
      devRow({ crimes: ['cash-in-transit robbery'], location: 'Main Road, Springs' }),
      devRow({ crimes: ['carjacking'], location: 'N1 near Polokwane' }),
    ];
    expect(ask('Any CIT van hit', named)).toEqual({ kind: 'text', value: 'No' });
    const numbered = [
      ...named,
      devRow({ crimes: ['cash-in-transit robbery'], location: 'R21 near Kempton Park' }),
    ];
    expect(ask('Any CIT van hit', numbered)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('dates the last truck hijacking by event date, never by a later publication', () => {
    const rows = [
      devRow({ crimes: ['truck hijacking'], event_date: '2023-02-01' }),
      devRow({ crimes: ['truck hijacking'], event_date: null, published_date: '2025-06-01' }),
      devRow({ crimes: ['carjacking'], event_date: '2024-10-01' }),
    ];
    expect(ask('Last truck hijacking', rows)).toEqual({ kind: 'date', value: '2023-02-01' });
  });

  it('averages the killed over the murder incidents that state the figure, leaving the unstated out', () => {
    const rows = [
      devRow({ crimes: ['murder'], victims_killed: 1 }),
      devRow({ crimes: ['murder'], victims_killed: 2 }),
      devRow({ crimes: ['murder'], victims_killed: 4 }),
      devRow({ crimes: ['murder'], victims_killed: null }),
      devRow({ crimes: ['culpable homicide'], victims_killed: 9 }),
    ];
    expect(ask('On average, how many people were killed', rows)).toEqual({ kind: 'number', value: 2.3 });
  });

  it('takes men per woman over the victims of stated sex, and the share of incidents with a child over all rows', () => {
    const rows = [
      devRow({ victims_female: 2, victims_male: 3, victims_children: 1 }),
      devRow({ victims_female: null, victims_male: null, victims_children: null, num_victims: 4 }),
      devRow({ victims_female: 1, victims_male: 3, victims_children: 0 }),
      devRow({ victims_female: 0, victims_male: 1 }),
    ];
    expect(ask('What is the ratio of male to female', rows)).toEqual({ kind: 'number', value: 2.3 });
    expect(ask('In what percentage of the incidents', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('sums the killed of incidents with a stated female victim only', () => {
    const rows = [
      devRow({ victims_female: 1, victims_killed: 3 }),
      devRow({ victims_female: 2, victims_killed: null }),
      devRow({ victims_female: 0, victims_killed: 5 }),
      devRow({ victims_female: null, victims_killed: 4 }),
    ];
    expect(ask('Across the incidents with at least one female victim', rows)).toEqual({
      kind: 'number',
      value: 3,
    });
  });

  it('counts each year by event date and the undated rows apart from them', () => {
    const rows = [
      b({ event_date: '2020-01-01' }),
      b({ event_date: '2020-12-31' }),
      b({ event_date: '2022-03-03' }),
      b({ event_date: null, published_date: '2021-05-05' }),
      b({ event_date: null, published_date: '2020-05-05' }),
      devRow({ event_date: null }),
    ];
    expect(ask('Could you tell me how many incidents were recorded in each', rows)).toEqual({
      kind: 'list',
      value: [2, 0, 1],
    });
    expect(ask('Strictly as recorded', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('names the municipality that appears most, skipping unknown ones, and refuses a tie', () => {
    const rows = [
      b({ municipality: 'City of Matlosana' }),
      b({ municipality: 'City of Matlosana' }),
      b({ municipality: 'Mangaung' }),
      b({ municipality: null }),
      b({ municipality: null }),
      b({ municipality: null }),
    ];
    expect(ask('Could you tell me which municipality', rows)).toEqual({
      kind: 'text',
      value: ['City of Matlosana', 'Matlosana'],
    });
    expect(() =>
      ask('Could you tell me which municipality', [...rows, b({ municipality: 'Mangaung' })]),
    ).toThrow(/no single leader/);
  });

  it('adds killed and injured of hijackings only, nulls adding nothing', () => {
    const rows = [
      b({ crimes: ['carjacking'], victims_killed: 1, victims_injured: null }),
      b({ crimes: ['truck hijacking'], victims_killed: null, victims_injured: 2 }),
      b({ crimes: ['armed robbery'], victims_killed: 3, victims_injured: 3 }),
    ];
    expect(ask('Hijackings, cars and trucks', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the median of every stated suspect age, averaging the middle two of an even count', () => {
    const rows = [b({ suspect_ages: [20, 40] }), b({ suspect_ages: null }), b({ suspect_ages: [30, 50] })];
    expect(ask('What is the median age', rows)).toEqual({ kind: 'number', value: 35 });
  });

  it('takes the child share of rape victims over rows that state both figures, and the female share over stated sex', () => {
    const rows = [
      b({ crimes: ['rape'], num_victims: 3, victims_children: 2, victims_female: 3, victims_male: 0 }),
      b({ crimes: ['rape'], num_victims: 2, victims_children: null }),
      b({
        crimes: ['rape', 'kidnapping'],
        num_victims: 1,
        victims_children: 0,
        victims_female: 1,
        victims_male: 0,
      }),
      b({ crimes: ['murder'], num_victims: 1, victims_children: 1, victims_female: 0, victims_male: 1 }),
    ];
    expect(ask('In the rape cases', rows)).toEqual({ kind: 'number', value: 50 });
    expect(ask('Among the victims whose sex', rows)).toEqual({ kind: 'number', value: 80 });
  });

  it('compares murders in Limpopo with North West and refuses a reversed comparison', () => {
    const rows = [
      b({ province: 'Limpopo', crimes: ['murder'] }),
      b({ province: 'Limpopo', crimes: ['murder', 'carjacking'] }),
      b({ province: 'Limpopo', crimes: ['attempted murder'] }),
      b({ province: 'North West', crimes: ['murder'] }),
    ];
    expect(ask('Murders - Limpopo vs North West', rows)).toEqual({ kind: 'number', value: 1 });
    expect(() =>
      ask('Murders - Limpopo vs North West', [...rows, b({ province: 'North West', crimes: ['murder'] })]),
    ).toThrow(/does not have more/);
  });
});
