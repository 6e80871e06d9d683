import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH92_QUESTIONS } from './fresh92-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The ninety-second fresh question set (blind)', FRESH92_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH92_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH92_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the ninety-second fresh set reads the ground truth as its header says', () => {
  it('counts KwaZulu-Natal murders inside the window, both ends included, the undated left out', () => {
    const murder = (event_date: string | null, province = 'KwaZulu-Natal') =>
      devRow({ crimes: ['murder', 'attempted murder'], event_date, province, published_date: '2020-01-01' });
    const rows = [
      murder('2019-01-01'),
      murder('2023-12-31'),
      murder('2021-06-15'),
      murder('2018-12-31'),
      murder('2024-01-01'),
      murder(null),
      murder('2021-06-15', 'Gauteng'),
      devRow({ crimes: ['attempted murder'], event_date: '2021-06-15', province: 'KwaZulu-Natal' }),
    ];
    expect(ask('1. For the information', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('compares the killed of 2022 and 2021 by event year, and refuses a year that does not exceed', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2022-02-01', victims_killed: 5 }),
      devRow({ crimes: ['murder'], event_date: '2022-10-01', victims_killed: null }),
      devRow({ crimes: ['murder'], event_date: '2021-04-01', victims_killed: 2 }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2022-05-01', victims_killed: 9 }),
    ];
    expect(ask('2. Kindly indicate the year-on-year change', rows)).toEqual({ kind: 'number', value: 3 });
    const fall = [...rows, devRow({ crimes: ['murder'], event_date: '2021-09-01', victims_killed: 4 })];
    expect(() => ask('2. Kindly indicate the year-on-year change', fall)).toThrow(/does not have more/);
  });

  it("takes the Western Cape's share of all suspects arrested to one decimal, unstated arrests adding nothing", () => {
    const rows = [
      devRow({ province: 'Western Cape', num_suspects_arrested: 1 }),
      devRow({ province: 'Western Cape', num_suspects_arrested: null }),
      devRow({ province: 'Gauteng', num_suspects_arrested: 2 }),
    ];
    expect(ask('3. What proportion of all suspects', rows)).toEqual({ kind: 'number', value: 33.3 });
  });

  it('counts car and truck hijackings in Gauteng only, whatever else the incident holds', () => {
    const rows = [
      devRow({ crimes: ['carjacking', 'kidnapping'] }),
      devRow({ crimes: ['truck hijacking'] }),
      devRow({ crimes: ['vehicle theft'] }),
      devRow({ crimes: ['armed robbery'] }),
      devRow({ crimes: ['carjacking'], province: 'KwaZulu-Natal' }),
    ];
    expect(ask('pls ppl hw mny hijakings', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts Fridays and Saturdays by the event date alone, never by publication', () => {
    const rows = [
      devRow({ event_date: '2024-01-05' }), // Friday
      devRow({ event_date: '2024-01-06' }), // Saturday
      devRow({ event_date: '2024-01-07' }), // Sunday
      devRow({ event_date: null, published_date: '2024-01-12' }), // published on a Friday
      devRow({ event_date: '2024-01-04', published_date: '2024-01-05' }), // a Thursday, published on a Friday
    ];
    expect(ask('quick one hw mny incidents', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('answers the Western Cape kidnapping question by province and crime', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], province: 'Gauteng' }),
      devRow({ crimes: ['murder'], province: 'Western Cape' }),
    ];
    expect(ask('any kidnapings in the western cape', rows)).toEqual({ kind: 'text', value: 'No' });
    const withOne = [...rows, devRow({ crimes: ['extortion', 'kidnapping'], province: 'Western Cape' })];
    expect(ask('any kidnapings in the western cape', withOne)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('dates the first kidnapping in the City of Johannesburg, not elsewhere in Gauteng, by event date', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], municipality: 'City of Johannesburg', event_date: '2021-11-17' }),
      devRow({ crimes: ['kidnapping'], municipality: 'City of Johannesburg', event_date: null }),
      devRow({ crimes: ['kidnapping'], municipality: 'Ekurhuleni', event_date: '2015-01-01' }),
      devRow({ crimes: ['murder'], municipality: 'City of Johannesburg', event_date: '2016-01-01' }),
      devRow({ crimes: ['kidnapping'], municipality: 'City of Johannesburg', event_date: '2019-10-29' }),
    ];
    expect(ask('wen was the first kidnaping', rows)).toEqual({ kind: 'date', value: '2019-10-29' });
  });

  it('sums the male suspects, arrested or sought, and the stated female share of victims', () => {
    const rows = [
      devRow({ suspects_male: 3, num_suspects_arrested: 1, victims_female: 1, victims_male: 1 }),
      devRow({ suspects_male: null, num_suspects_arrested: 4, victims_female: 1, victims_male: 0 }),
      devRow({ suspects_male: 2, num_suspects_arrested: 0, victims_female: null, victims_male: null }),
    ];
    expect(ask('hw mny male suspects', rows)).toEqual({ kind: 'number', value: 5 });
    expect(ask('Class, among the victims whose sex', rows)).toEqual({ kind: 'number', value: 67 });
  });

  it('counts the winter months of any year by event date', () => {
    const rows = [
      devRow({ event_date: '2019-06-01' }),
      devRow({ event_date: '2024-08-31' }),
      devRow({ event_date: '2020-07-15' }),
      devRow({ event_date: '2020-05-31' }),
      devRow({ event_date: '2020-09-01' }),
      devRow({ event_date: null, published_date: '2020-07-01' }),
    ];
    expect(ask('Class, let us count how many incidents', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('measures the rise in incidents from 2022 to 2023 as a whole percent, and refuses a fall', () => {
    const dated = (event_date: string | null) => devRow({ notebook: 'b', event_date });
    const rows = [
      dated('2022-01-01'),
      dated('2022-12-31'),
      dated('2022-06-01'),
      dated('2023-01-01'),
      dated('2023-03-01'),
      dated('2023-05-01'),
      dated('2023-07-01'),
      dated(null),
    ];
    expect(ask('1. Kindly indicate the year-on-year percentage', rows)).toEqual({
      kind: 'number',
      value: 33,
    });
    expect(() => ask('1. Kindly indicate the year-on-year percentage', rows.slice(0, 4))).toThrow(/no rise/);
  });

  it('takes the female share of suspects of stated sex to one decimal', () => {
    const rows = [
      devRow({ notebook: 'b', suspects_female: 1, suspects_male: 5 }),
      devRow({ notebook: 'b', suspects_female: null, suspects_male: 1 }),
      devRow({ notebook: 'b', suspects_female: null, suspects_male: null, num_suspects_arrested: 4 }),
    ];
    expect(ask('3. Of the suspects whose sex', rows)).toEqual({ kind: 'number', value: 14.3 });
  });

  it('finds a farm by the word in the location, in any case, for Free State murders only', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'Free State',
        location: 'Lismor farm, near Kestell',
        crimes: ['murder'],
      }),
      devRow({
        notebook: 'b',
        province: 'Free State',
        location: 'De Rots Farm, Senekal',
        crimes: ['murder'],
      }),
      devRow({ notebook: 'b', province: 'Free State', location: 'farm near Glen', crimes: ['stock theft'] }),
      devRow({ notebook: 'b', province: 'Free State', location: 'Bloemfontein', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'North West', location: 'Klippan farm', crimes: ['murder'] }),
    ];
    expect(ask('hw mny murdas on farms', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('says yes to police victims in the North West only for a stated figure above zero', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'North West', victims_police: 0 }),
      devRow({ notebook: 'b', province: 'North West', victims_police: null }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_police: 2 }),
    ];
    expect(ask('did any cops get hurt', rows)).toEqual({ kind: 'text', value: 'No' });
    const hurt = [...rows, devRow({ notebook: 'b', province: 'North West', victims_police: 1 })];
    expect(ask('did any cops get hurt', hurt)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the arrest share of murders over every murder, an unstated arrest not counting as one', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['murder'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['murder', 'kidnapping'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['murder'], arrest_made: null }),
      devRow({ notebook: 'b', crimes: ['attempted murder'], arrest_made: false }),
    ];
    expect(ask('Of all the murder cases', rows)).toEqual({ kind: 'number', value: 67 });
  });

  it('ranks provinces by summed arrests and by rape incidents, and refuses a tie at the top', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'Mpumalanga',
        num_suspects_arrested: 19,
        crimes: ['illegal mining'],
      }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 6, crimes: ['rape'] }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 5, crimes: ['rape'] }),
      devRow({ notebook: 'b', province: 'Northern Cape', num_suspects_arrested: null, crimes: ['rape'] }),
    ];
    expect(ask('2. The Honourable Members request', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
    expect(ask('Which province had the most rape', rows)).toEqual({ kind: 'text', value: 'North West' });
    const tied = [...rows, devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['rape', 'murder'] })];
    expect(() => ask('Which province had the most rape', tied)).toThrow(/no single leader/);
  });

  it('refuses sentences, suspects’ names and victims’ ages', () => {
    const rows = [devRow({ crimes: ['murder'], suspect_ages: [24, 31] })];
    for (const start of ['5. Please furnish', 'pls send names', 'Class, how old'])
      expect(ask(start, rows)).toEqual({ kind: 'refusal' });
  });
});
