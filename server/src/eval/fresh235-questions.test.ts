import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH235_QUESTIONS } from './fresh235-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-thirty-fifth fresh question set (blind)', FRESH235_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH235_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH235_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-thirty-fifth fresh set reads the ground truth as its header says', () => {
  it("sums the stated child victims of the question's notebook only, a null adding nothing", () => {
    const rows = [
      devRow({ victims_children: 2 }),
      devRow({ victims_children: null, num_victims: 4 }),
      devRow({ victims_children: 0 }),
      devRow({ notebook: 'b', victims_children: 5 }),
    ];
    expect(ask('Avuxeni! In all these cases', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts women victims only where the attacker was a partner, family or acquaintance', () => {
    const rows = [
      devRow({ relationship: 'partner', victims_female: 1 }),
      devRow({ relationship: 'family', victims_female: 2 }),
      devRow({ relationship: 'acquaintance', victims_female: null }),
      devRow({ relationship: 'stranger', victims_female: 4 }),
      devRow({ relationship: null, victims_female: 8 }),
    ];
    expect(ask('Thobela. When the attacker', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the share of women over the victims of stated sex, the unstated adding nothing', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ num_victims: 1, victims_female: 1, victims_male: 0 }),
      devRow({ notebook: 'b', victims_female: 0, victims_male: 9 }),
    ];
    expect(ask('Avuxeni. Of the victims where', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('counts a rape with a child victim only when a child is stated', () => {
    const rows = [
      devRow({ crimes: ['rape'], victims_children: 1 }),
      devRow({ crimes: ['rape', 'kidnapping'], victims_children: 2 }),
      devRow({ crimes: ['rape'], victims_children: 0 }),
      devRow({ crimes: ['rape'], victims_children: null }),
      devRow({ crimes: ['sexual assault'], victims_children: 1 }),
    ];
    expect(ask('Dumelang, how many rape cases', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('answers true or false by a strict comparison of murder counts', () => {
    const even = [
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'] }),
    ];
    expect(ask('True or false: the Western Cape', even)).toEqual({ kind: 'text', value: ['No', 'False'] });
    const more = [...even, devRow({ province: 'Western Cape', crimes: ['murder'] })];
    expect(ask('True or false: the Western Cape', more)).toEqual({ kind: 'text', value: ['Yes', 'True'] });
  });

  it('dates the earliest cash-in-transit robbery by event date, the undated never first', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2021-03-29', published_date: '2021-03-30' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['business robbery'], event_date: '2015-01-01' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2024-07-29' }),
    ];
    expect(ask('Name the exact date of the earliest', rows)).toEqual({ kind: 'date', value: '2021-03-29' });
  });

  it('takes the median over every stated suspect age, the middle two averaged', () => {
    const rows = [
      devRow({ suspect_ages: [40, 20] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [] }),
      devRow({ suspect_ages: [31, 60] }),
      devRow({ notebook: 'b', suspect_ages: [99] }),
    ];
    expect(ask('What is the median age', rows)).toEqual({ kind: 'number', value: 35.5 });
  });

  it('lists the top three municipalities without "City of", and refuses a tie at the cut-off', () => {
    const at = (municipality: string | null, n: number) =>
      Array.from({ length: n }, () => devRow({ municipality }));
    const rows = [
      ...at('City of Cape Town', 4),
      ...at('Ekurhuleni', 3),
      ...at('City of Tshwane', 2),
      ...at(null, 5),
    ];
    expect(ask('Name the top three municipalities', rows)).toEqual({
      kind: 'list',
      value: ['Cape Town', 'Ekurhuleni', 'Tshwane'],
    });
    const tied = [...rows, ...at('Midvaal', 2)];
    expect(() => ask('Name the top three municipalities', tied)).toThrow(/no single top 3/);
  });

  it('finds a weekend hijacking by event date alone, a robbery not being a hijacking', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['truck hijacking'], event_date: null, published_date: '2024-01-13' }), // published on a Saturday
      devRow({ crimes: ['armed robbery'], event_date: '2024-01-06' }), // Saturday
    ];
    expect(ask('Any jackings', rows)).toEqual({ kind: 'text', value: 'No' });
    const sunday = [...rows, devRow({ crimes: ['truck hijacking'], event_date: '2024-01-07' })];
    expect(ask('Any jackings', sunday)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('averages the stated arrests of car and truck hijackings, leaving the unstated out', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], num_suspects_arrested: 2 }),
      devRow({ crimes: ['truck hijacking', 'kidnapping'], num_suspects_arrested: 5 }),
      devRow({ crimes: ['carjacking'], num_suspects_arrested: null }),
      devRow({ crimes: ['vehicle theft'], num_suspects_arrested: 20 }),
    ];
    expect(ask('Hijackings - average', rows)).toEqual({ kind: 'number', value: 3.5 });
  });

  it('takes the weekend share over dated incidents only', () => {
    const rows = [
      devRow({ event_date: '2024-01-06' }), // Saturday
      devRow({ event_date: '2024-01-08' }), // Monday
      devRow({ event_date: '2024-01-09' }), // Tuesday
      devRow({ event_date: '2024-01-10' }), // Wednesday
      devRow({ event_date: null, published_date: '2024-01-07' }),
    ];
    expect(ask('Of the incidents with a known date', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('counts Limpopo villages by the word in the location, in any case', () => {
    const b = (location: string, province = 'Limpopo') => devRow({ notebook: 'b', location, province });
    const rows = [
      b('Sonkwane village'),
      b('R529 road next to Maphata Village, outside Giyani'),
      b('Thohoyandou'),
      b('Kgabalatsane village, Hebron', 'North West'),
    ];
    expect(ask('Thobela, how many incidents', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('series by event year, the undated in no year', () => {
    const b = (event_date: string | null) =>
      devRow({ notebook: 'b', event_date, published_date: '2021-05-05' });
    const rows = [b('2020-01-01'), b('2020-12-31'), b('2022-06-01'), b(null), b('2019-12-31')];
    expect(ask('List the number of incidents', rows)).toEqual({ kind: 'list', value: [2, 0, 1] });
  });

  it('compares weekend and weekday murders, undated on neither side, and refuses when weekends do not have more', () => {
    const murder = (event_date: string | null) => devRow({ notebook: 'b', crimes: ['murder'], event_date });
    const rows = [
      murder('2024-01-06'),
      murder('2024-01-07'),
      murder('2024-01-13'),
      murder('2024-01-08'),
      murder(null),
    ];
    expect(ask('Murders: how many more', rows)).toEqual({ kind: 'number', value: 2 });
    const even = [...rows, murder('2024-01-09'), murder('2024-01-10')];
    expect(() => ask('Murders: how many more', even)).toThrow(/does not have more/);
  });

  it('ranks provinces by rape incidents and refuses a tie at the top', () => {
    const rape = (province: string) => devRow({ notebook: 'b', province, crimes: ['rape'] });
    const rows = [
      rape('Northern Cape'),
      rape('Northern Cape'),
      rape('North West'),
      devRow({ province: 'Limpopo' }),
    ];
    expect(ask('Which of these provinces had the most rape', rows)).toEqual({
      kind: 'text',
      value: 'Northern Cape',
    });
    expect(() => ask('Which of these provinces had the most rape', [...rows, rape('North West')])).toThrow(
      /no single leader/,
    );
  });
});
