import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH229_QUESTIONS, medianOf } from './fresh229-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-twenty-ninth fresh question set (blind)', FRESH229_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH229_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH229_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-twenty-ninth fresh set reads the ground truth as its header says', () => {
  it('sums the Eastern Cape arrests only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', num_suspects_arrested: 4 }),
      devRow({ province: 'Eastern Cape', num_suspects_arrested: null }),
      devRow({ province: 'Eastern Cape', num_suspects_arrested: 0, arrest_made: false }),
      devRow({ province: 'Western Cape', num_suspects_arrested: 9 }),
      devRow({ notebook: 'b', province: 'Eastern Cape', num_suspects_arrested: 5 }),
    ];
    expect(ask('The ones who were caught', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('counts Gauteng kidnappings in 2025 by event date, never by a 2025 publication', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2025-01-01' }),
      devRow({ crimes: ['kidnapping', 'extortion'], event_date: '2025-12-31' }),
      devRow({ crimes: ['kidnapping'], event_date: '2024-12-31', published_date: '2025-01-03' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2025-06-01' }),
      devRow({ crimes: ['kidnapping'], event_date: '2025-03-01', province: 'Limpopo' }),
      devRow({ crimes: ['carjacking'], event_date: '2025-03-01' }),
    ];
    expect(ask('The cases of kidnapping in Gauteng', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the first murder by event date, the undated left out', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2016-05-01', published_date: '2016-05-02' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['attempted murder'], event_date: '2012-01-01' }),
      devRow({ crimes: ['murder', 'robbery'], event_date: '2015-09-09' }),
    ];
    expect(ask('The murder which is the first', rows)).toEqual({ kind: 'date', value: '2015-09-09' });
  });

  it('takes the women share over victims of stated sex, the unstated adding nothing', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ num_victims: 1, victims_female: null, victims_male: 0 }),
      devRow({ notebook: 'b', victims_female: 5, victims_male: 0 }),
    ];
    expect(ask('Of the victims where the report says', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('counts a rape with a child victim only when a child is stated', () => {
    const rows = [
      devRow({ crimes: ['rape'], victims_children: 1 }),
      devRow({ crimes: ['rape'], victims_children: null }),
      devRow({ crimes: ['rape'], victims_children: 0 }),
      devRow({ crimes: ['sexual assault'], victims_children: 2 }),
    ];
    expect(ask('It breaks my heart', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('takes the median over every stated rape-suspect age, the mean of the middle two when even', () => {
    const rows = [
      devRow({ crimes: ['rape'], suspect_ages: [19, 49] }),
      devRow({ crimes: ['rape'], suspect_ages: null }),
      devRow({ crimes: ['rape', 'kidnapping'], suspect_ages: [27] }),
      devRow({ crimes: ['murder'], suspect_ages: [80] }),
    ];
    expect(ask('The men arrested for rape', rows)).toEqual({ kind: 'number', value: 27 });
    expect(medianOf([30, 20, 25, 40])).toBe(27.5);
    expect(() => ask('The men arrested for rape', [devRow({ crimes: ['rape'], suspect_ages: [] })])).toThrow(
      /no stated value/,
    );
  });

  it('counts a weekend in the Western Cape by event date alone', () => {
    const wc = (event_date: string | null, published_date = '2024-01-02') =>
      devRow({ province: 'Western Cape', event_date, published_date });
    const rows = [
      wc('2024-06-08'), // Saturday
      wc('2020-03-08'), // Sunday
      wc('2024-06-10'), // Monday
      wc(null, '2024-01-13'), // published on a Saturday
      devRow({ province: 'Gauteng', event_date: '2024-06-08' }),
    ];
    expect(ask('How many incidnets on a wekend', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('answers the Ekurhuleni child question No on unstated or zero children, Yes on one stated', () => {
    const rows = [
      devRow({ municipality: 'Ekurhuleni', victims_children: null }),
      devRow({ municipality: 'Ekurhuleni', victims_children: 0 }),
      devRow({ municipality: 'City of Johannesburg', victims_children: 2 }),
    ];
    expect(ask('Parents are asking', rows)).toEqual({ kind: 'text', value: 'No' });
    const withChild = [...rows, devRow({ municipality: 'Ekurhuleni', victims_children: 1 })];
    expect(ask('Parents are asking', withChild)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('lists the incidents per year in year order, undated rows in none', () => {
    const rows = [
      devRow({ event_date: '2019-02-01' }),
      devRow({ event_date: '2019-12-31' }),
      devRow({ event_date: '2021-05-05' }),
      devRow({ event_date: '2022-01-01' }),
      devRow({ event_date: '2023-01-01' }),
      devRow({ event_date: null, published_date: '2020-04-04' }),
    ];
    expect(ask('Season by season', rows)).toEqual({ kind: 'list', value: [2, 0, 1, 1] });
  });

  it('ranks municipalities leaving unknown ones out, and refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'City of Johannesburg' }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
    ];
    expect(ask('Which municipality is top of the log', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
    expect(() =>
      ask('Which municipality is top of the log', [
        ...rows,
        devRow({ municipality: 'City of Johannesburg' }),
      ]),
    ).toThrow(/no single leader/);
  });

  it('takes "nobody arrested" as a stated false, not an unstated arrest', () => {
    const rows = [
      devRow({ notebook: 'b', arrest_made: false }),
      devRow({ notebook: 'b', arrest_made: null }),
      devRow({ notebook: 'b', arrest_made: true }),
      devRow({ notebook: 'a', arrest_made: false }),
    ];
    expect(ask('The cases where there is nobody', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('counts rapes since 2023 by event date, the undated and 2022 left out', () => {
    const rape = (event_date: string | null) =>
      devRow({ notebook: 'b', crimes: ['rape'], event_date, published_date: '2023-06-01' });
    const rows = [
      rape('2023-01-01'),
      rape('2024-08-12'),
      rape('2022-12-31'),
      rape(null),
      devRow({ notebook: 'b', crimes: ['sexual assault'], event_date: '2024-01-01' }),
    ];
    expect(ask('Since the start of 2023', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('shares incidents with a stated child victim over all rows, and sums children in rape cases only', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 3 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: null }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_children: 1 }),
      devRow({ notebook: 'b', crimes: ['theft'], victims_children: 0 }),
      devRow({ notebook: 'b', crimes: ['theft'], victims_children: null }),
      devRow({ notebook: 'b', crimes: ['theft'], victims_children: null }),
      devRow({ notebook: 'b', crimes: ['theft'], victims_children: null }),
      devRow({ notebook: 'b', crimes: ['theft'], victims_children: null }),
    ];
    expect(ask('In what percentage', rows)).toEqual({ kind: 'number', value: 25 });
    expect(ask('Taking only the rape cases', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('sums arrests per province for the ranking, and compares years refusing a reversed one', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 19, event_date: '2023-02-02' }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 6, event_date: '2023-03-03' }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 5, event_date: '2020-01-01' }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: null, event_date: null }),
    ];
    expect(ask('Which province nabbed', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
    expect(ask('How many more incidents', rows)).toEqual({ kind: 'number', value: 1 });
    const reversed = [...rows, devRow({ notebook: 'b', event_date: '2020-07-07' })];
    expect(() => ask('How many more incidents', reversed)).toThrow(/does not have more/);
  });

  it('lists the provinces with a stated police victim, once each', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'North West', victims_police: 1 }),
      devRow({ notebook: 'b', province: 'North West', victims_police: 2 }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_police: 1 }),
      devRow({ notebook: 'b', province: 'Free State', victims_police: null }),
      devRow({ notebook: 'b', province: 'Mpumalanga', victims_police: 0 }),
    ];
    expect(ask('Which provinces had a police officer', rows)).toEqual({
      kind: 'list',
      value: ['Limpopo', 'North West'],
    });
  });
});
