import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH99_QUESTIONS } from './fresh99-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The ninety-ninth fresh question set (blind)', FRESH99_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH99_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH99_QUESTIONS, matching[0]?.question ?? '', rows);
}

/** An invented row of notebook `b`. */
const bRow = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the ninety-ninth fresh set reads the ground truth as its header says', () => {
  it('counts a Western Cape weekend by the event date alone', () => {
    const rows = [
      devRow({ province: 'Western Cape', event_date: '2024-06-08' }), // Saturday
      devRow({ province: 'Western Cape', event_date: '2020-03-08' }), // Sunday
      devRow({ province: 'Western Cape', event_date: '2024-06-10' }), // Monday
      devRow({ province: 'Western Cape', event_date: null, published_date: '2024-06-08' }),
      devRow({ province: 'Gauteng', event_date: '2024-06-08' }),
      bRow({ province: 'Western Cape', event_date: '2024-06-09' }),
    ];
    expect(ask('Assalamu alaikum my mense, and welcome back!', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the stated children of Western Cape incidents only, a null adding nothing', () => {
    const rows = [
      devRow({ province: 'Western Cape', victims_children: 3 }),
      devRow({ province: 'Western Cape', victims_children: null, num_victims: 4 }),
      devRow({ province: 'Western Cape', victims_children: 1 }),
      devRow({ province: 'KwaZulu-Natal', victims_children: 5 }),
    ];
    expect(ask('Assalamu alaikum, ounooi. Our aunties', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('ranks provinces by the injured they state, names KwaZulu-Natal as KZN too, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_injured: 8 }),
      devRow({ province: 'KwaZulu-Natal', victims_injured: null, num_victims: 9 }),
      devRow({ province: 'Western Cape', victims_injured: 6 }),
      devRow({ province: 'Western Cape', victims_injured: 1 }),
    ];
    expect(ask('Salaams to everyone', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    const tied = [...rows, devRow({ province: 'Western Cape', victims_injured: 1 })];
    expect(() => ask('Salaams to everyone', tied)).toThrow(/no single leader/);
  });

  it('answers the kidnapping yes/no only from a kidnapping in the Western Cape', () => {
    const elsewhere = [
      devRow({ province: 'Gauteng', crimes: ['kidnapping'] }),
      devRow({ province: 'Western Cape', crimes: ['murder', 'carjacking'] }),
    ];
    expect(ask('Assalamu alaikum. Our mothers', elsewhere)).toEqual({ kind: 'text', value: 'No' });
    const cape = [...elsewhere, devRow({ province: 'Western Cape', crimes: ['kidnapping', 'extortion'] })];
    expect(ask('Assalamu alaikum. Our mothers', cape)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts kidnappings in Gauteng despite the misspelt filter value', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['carjacking', 'kidnapping'] }),
      devRow({ province: 'Gauteng', crimes: ['kidnapping'] }),
      devRow({ province: 'Gauteng', crimes: ['truck hijacking'] }),
      devRow({ province: 'Eastern Cape', crimes: ['kidnapping'] }),
    ];
    expect(ask('count(*) where crimes', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks the killed by province over rows with a stated false arrest only', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', arrest_made: false, victims_killed: 4 }),
      devRow({ province: 'Eastern Cape', arrest_made: false, victims_killed: null }),
      devRow({ province: 'KwaZulu-Natal', arrest_made: false, victims_killed: 3 }),
      devRow({ province: 'KwaZulu-Natal', arrest_made: null, victims_killed: 7 }),
      devRow({ province: 'Western Cape', arrest_made: true, victims_killed: 9 }),
    ];
    expect(ask('where arrest = false: group by province, sum killed', rows)).toEqual({
      kind: 'text',
      value: 'Eastern Cape',
    });
  });

  it('takes the earliest carjacking by event date, leaving undated rows and truck hijackings out', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], event_date: '2018-06-07' }),
      devRow({ crimes: ['carjacking', 'kidnapping'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['truck hijacking'], event_date: '2012-01-01' }),
      devRow({ crimes: ['carjacking'], event_date: '2021-11-17' }),
    ];
    expect(ask('min(event_date)', rows)).toEqual({ kind: 'date', value: '2018-06-07' });
  });

  it('takes the unarrested share over every murder row, attempted murder not being one', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder', 'attempted murder'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['attempted murder'], arrest_made: false }),
      devRow({ crimes: ['culpable homicide'], arrest_made: false }),
    ];
    expect(ask('murders only', rows)).toEqual({ kind: 'number', value: 33.3 });
  });

  it('compares the killed of 2022-2023 with 2019-2020 by event date, and refuses a reversed one', () => {
    const rows = [
      devRow({ event_date: '2022-01-01', victims_killed: 4 }),
      devRow({ event_date: '2023-12-31', victims_killed: 6 }),
      devRow({ event_date: '2024-01-01', victims_killed: 20 }),
      devRow({ event_date: '2019-01-01', victims_killed: 3 }),
      devRow({ event_date: '2020-12-31', victims_killed: null }),
      devRow({ event_date: '2018-12-31', victims_killed: 20 }),
      devRow({ event_date: null, published_date: '2020-05-01', victims_killed: 20 }),
    ];
    expect(ask('Sir, — We are told', rows)).toEqual({ kind: 'number', value: 7 });
    const reversed = [...rows, devRow({ event_date: '2020-06-01', victims_killed: 8 })];
    expect(() => ask('Sir, — We are told', reversed)).toThrow(/does not have more/);
  });

  it('takes the female share over the victims of stated sex, to one decimal', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 5, victims_female: null, victims_male: null }),
      devRow({ num_victims: 3, victims_female: 0, victims_male: 3 }),
      bRow({ num_victims: 4, victims_female: 4, victims_male: 0 }),
    ];
    expect(ask('Sir, — In my day', rows)).toEqual({ kind: 'number', value: 16.7 });
  });

  it('counts Northern Cape rapes for the misspelt province, in notebook b only', () => {
    const rows = [
      bRow({ province: 'Northern Cape', crimes: ['rape'] }),
      bRow({ province: 'Northern Cape', crimes: ['rape', 'kidnapping'] }),
      bRow({ province: 'Northern Cape', crimes: ['sexual assault'] }),
      bRow({ province: 'North West', crimes: ['rape'] }),
      devRow({ province: 'Northern Cape', crimes: ['rape'] }),
    ];
    expect(ask('Assalamu alaikum to our listeners', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it("counts Jumu'ah and the winter months by event date, undated rows in neither", () => {
    const rows = [
      bRow({ event_date: '2022-07-15' }), // Friday, July
      bRow({ event_date: '2020-10-02' }), // Friday, October
      bRow({ event_date: '2020-06-27' }), // Saturday, June
      bRow({ event_date: '2019-08-31' }), // Saturday, August
      bRow({ event_date: '2021-09-01' }), // Wednesday, September
      bRow({ event_date: null, published_date: '2022-07-15' }),
    ];
    expect(ask("Assalamu alaikum, my mense. Friday is Jumu'ah", rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('count(*) where month(event_date)', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the arrested share of rapes over every rape row, a null arrest not counting as one', () => {
    const rows = [
      bRow({ crimes: ['rape'], arrest_made: true }),
      bRow({ crimes: ['rape', 'kidnapping'], arrest_made: true }),
      bRow({ crimes: ['rape'], arrest_made: null }),
      bRow({ crimes: ['murder'], arrest_made: true }),
    ];
    expect(ask("crimes contains 'rape'", rows)).toEqual({ kind: 'number', value: 66.7 });
  });

  it('sums children in rape cases only, and sees a police victim in Mpumalanga only when one is stated', () => {
    const rows = [
      bRow({ province: 'Mpumalanga', crimes: ['rape'], victims_children: 3, victims_police: 0 }),
      bRow({
        province: 'Mpumalanga',
        crimes: ['rape', 'murder'],
        victims_children: null,
        victims_police: null,
      }),
      bRow({ province: 'Limpopo', crimes: ['murder'], victims_children: 2, victims_police: 1 }),
    ];
    expect(ask('Sir, — What manner', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('Sir, — Is no uniform', rows)).toEqual({ kind: 'text', value: 'No' });
    const officer = [...rows, bRow({ province: 'Mpumalanga', crimes: ['murder'], victims_police: 1 })];
    expect(ask('Sir, — Is no uniform', officer)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('compares incidents of 2023-2024 with 2016-2017, and takes the Free State share of the killed', () => {
    const rows = [
      bRow({ province: 'Free State', event_date: '2023-03-09', victims_killed: 2 }),
      bRow({ province: 'Free State', event_date: '2024-12-31', victims_killed: null }),
      bRow({ province: 'Limpopo', event_date: '2024-07-28', victims_killed: 4 }),
      bRow({ province: 'Limpopo', event_date: '2017-11-12', victims_killed: 2 }),
      bRow({ province: 'Free State', event_date: null, published_date: '2023-05-01', victims_killed: 1 }),
    ];
    expect(ask('Sir, — When I retired', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Sir, — The Free State', rows)).toEqual({ kind: 'number', value: 33 });
  });
});
