import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH76_QUESTIONS } from './fresh76-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The seventy-sixth fresh question set (blind)', FRESH76_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH76_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH76_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the seventy-sixth fresh set reads the ground truth as its header says', () => {
  it('finds Khayelitsha by the word in the location, in any case, and counts murder but not attempted murder alone', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', crimes: ['murder'], num_suspects_arrested: 1 }),
      devRow({
        location: 'site c, KHAYELITSHA',
        crimes: ['murder', 'attempted murder'],
        num_suspects_arrested: 2,
      }),
      devRow({ location: 'Enkanini, Khayelitsha', crimes: ['attempted murder'], num_suspects_arrested: 5 }),
      devRow({ location: 'Harare, Khayelitsha', crimes: ['murder'], num_suspects_arrested: null }),
      devRow({ location: 'Mitchells Plain', crimes: ['murder'], num_suspects_arrested: 4 }),
      b({ location: 'Khayelitsha', crimes: ['murder'], num_suspects_arrested: 7 }),
    ];
    expect(ask('In the Khayelitsha murder matters', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('sums male suspects, arrested or sought, in the Eastern Cape only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', suspects_male: 4, suspects_female: 1, num_suspects_arrested: 0 }),
      devRow({ province: 'Eastern Cape', suspects_male: null, num_suspects_arrested: 3 }),
      devRow({ province: 'Eastern Cape', suspects_male: 2 }),
      devRow({ province: 'Western Cape', suspects_male: 9 }),
    ];
    expect(ask('Across the Eastern Cape dockets', rows)).toEqual({ kind: 'number', value: 6 });
  });

  it('says a woman was among the suspects only when a stated female figure is above zero', () => {
    const unstated = [devRow({ suspects_female: null, victims_female: 2 }), devRow({ suspects_female: 0 })];
    expect(ask('Was a woman among the suspects', unstated)).toEqual({ kind: 'text', value: 'No' });
    const one = [...unstated, devRow({ suspects_female: 1, arrest_made: false })];
    expect(ask('Was a woman among the suspects', one)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('bounds FY2022/23 by event date from 1 July 2022 to 30 June 2023, both ends in, the undated out', () => {
    const rows = ['2022-06-30', '2022-07-01', '2023-01-15', '2023-06-30', '2023-07-01'].map((event_date) =>
      devRow({ event_date }),
    );
    rows.push(devRow({ event_date: null, published_date: '2022-09-01' }));
    expect(ask('How many incidents fall in FY2022/23', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes year-on-year growth over the earlier year by event year, and refuses a fall', () => {
    const rows = [
      ...['2021-02-01', '2021-12-31'].map((event_date) => devRow({ event_date })),
      ...['2022-01-01', '2022-05-05', '2022-09-09'].map((event_date) => devRow({ event_date })),
      devRow({ event_date: null, published_date: '2022-03-03' }),
    ];
    expect(ask('YoY growth', rows)).toEqual({ kind: 'number', value: 50 });
    const fall = [...rows, devRow({ event_date: '2021-06-06' }), devRow({ event_date: '2021-07-07' })];
    expect(() => ask('YoY growth', fall)).toThrow(/no growth/);
  });

  it('ranks only the five named metros by the stated killed', () => {
    const rows = [
      devRow({ municipality: 'Ekurhuleni', victims_killed: 10 }),
      devRow({ municipality: 'City of Johannesburg', victims_killed: 2 }),
      devRow({ municipality: 'City of Johannesburg', victims_killed: 1 }),
      devRow({ municipality: 'eThekwini', victims_killed: 2 }),
      devRow({ municipality: 'City of Cape Town', victims_killed: null, num_victims: 8 }),
    ];
    expect(ask('Metro comparison', rows)).toEqual({
      kind: 'text',
      value: ['City of Johannesburg', 'Johannesburg'],
    });
  });

  it('averages arrests per Johannesburg incident over the stated figures, to one decimal', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg', num_suspects_arrested: 3 }),
      devRow({ municipality: 'City of Johannesburg', num_suspects_arrested: 4 }),
      devRow({ municipality: 'City of Johannesburg', num_suspects_arrested: 1 }),
      devRow({ municipality: 'City of Johannesburg', num_suspects_arrested: null }),
      devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: 20 }),
    ];
    expect(ask('City of Johannesburg: avg', rows)).toEqual({ kind: 'number', value: 2.7 });
  });

  it('divides the injured by the killed over the notebook, to two decimals', () => {
    const rows = [
      devRow({ victims_injured: 2, victims_killed: 1 }),
      devRow({ victims_injured: null, victims_killed: 2 }),
      devRow({ victims_injured: 5, victims_killed: null }),
    ];
    expect(ask('Ratio of people injured', rows)).toEqual({ kind: 'number', value: 2.33 });
  });

  it('sums the weekend injured by event date, never by a weekend publication', () => {
    const rows = [
      devRow({ event_date: '2024-01-06', victims_injured: 2, victims_killed: 4 }), // Saturday
      devRow({ event_date: '2024-01-07', victims_injured: 3 }), // Sunday
      devRow({ event_date: '2024-01-08', victims_injured: 5, published_date: '2024-01-13' }), // Monday
      devRow({ event_date: null, victims_injured: 7, published_date: '2024-01-14' }),
      devRow({ event_date: '2024-01-13', victims_injured: null }),
    ];
    expect(ask('hi im doing a project', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('counts a KZN kidnapping as "2020 or after" from 1 January 2020, the undated left out', () => {
    const before = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['kidnapping'], event_date: '2019-12-31' }),
      devRow({
        province: 'KwaZulu-Natal',
        crimes: ['kidnapping'],
        event_date: null,
        published_date: '2024-01-01',
      }),
      devRow({ province: 'Gauteng', crimes: ['kidnapping'], event_date: '2024-01-01' }),
    ];
    expect(ask('was there any kidnaping', before)).toEqual({ kind: 'text', value: 'No' });
    const after = [
      ...before,
      devRow({ province: 'KwaZulu-Natal', crimes: ['kidnapping'], event_date: '2020-01-01' }),
    ];
    expect(ask('was there any kidnaping', after)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts suspects at large in Mpumalanga or Limpopo as a stated no-arrest only', () => {
    const rows = [
      b({ province: 'Mpumalanga', arrest_made: false }),
      b({ province: 'Limpopo', arrest_made: false }),
      b({ province: 'Limpopo', arrest_made: null }),
      b({ province: 'Limpopo', arrest_made: true }),
      b({ province: 'North West', arrest_made: false }),
    ];
    expect(ask('In how many of the Mpumalanga and Limpopo', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the share of women among suspects of stated sex, to one decimal', () => {
    const rows = [
      b({ suspects_female: 1, suspects_male: 3 }),
      b({ suspects_female: null, suspects_male: 4 }),
      b({ suspects_female: null, suspects_male: null, num_suspects_arrested: 6 }),
    ];
    expect(ask('Of the suspects whose sex', rows)).toEqual({ kind: 'number', value: 12.5 });
  });

  it('counts calendar Q4 of any year and Fridays by event date alone', () => {
    const rows = [
      b({ event_date: '2016-10-01' }), // Saturday
      b({ event_date: '2023-12-31' }), // Sunday
      b({ event_date: '2024-09-30' }), // Monday
      b({ event_date: '2024-11-01' }), // Friday
      b({ event_date: '2024-03-01' }), // Friday
      b({ event_date: null, published_date: '2024-11-08' }), // published on a Friday, in Q4
    ];
    expect(ask('Calendar Q4', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('on a friday', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('names the matter with the most accused arrested by the parts of its location no other shares', () => {
    const rows = [
      b({ location: 'old mine, Barberton', num_suspects_arrested: 19 }),
      b({ location: 'Barberton town', num_suspects_arrested: 3 }),
      b({ location: 'Tlhabane', num_suspects_arrested: 12 }),
      b({ location: 'Mahikeng', num_suspects_arrested: null }),
    ];
    expect(ask('In which single matter', rows)).toEqual({ kind: 'text', value: ['old mine'] });
  });

  it('ranks municipalities by the stated killed, the rows without a municipality left out', () => {
    const rows = [
      b({ municipality: null, victims_killed: 9 }),
      b({ municipality: 'Maluti-a-Phofung', victims_killed: 3 }),
      b({ municipality: 'Mangaung', victims_killed: 2 }),
      b({ municipality: 'Mangaung', victims_killed: null }),
    ];
    expect(ask('Which municipality, local or metro', rows)).toEqual({
      kind: 'text',
      value: ['Maluti-a-Phofung', 'Maluti-a-Phofung'],
    });
  });

  it('takes murder alone against rape, not attempted murder, and refuses a reversed comparison', () => {
    const rows = [
      b({ crimes: ['murder'] }),
      b({ crimes: ['murder', 'rape'] }),
      b({ crimes: ['murder', 'kidnapping'] }),
      b({ crimes: ['attempted murder'] }),
      b({ crimes: ['culpable homicide'] }),
      b({ crimes: ['rape'] }),
    ];
    expect(ask('how many more murders', rows)).toEqual({ kind: 'number', value: 1 });
    expect(() => ask('how many more murders', [...rows, b({ crimes: ['rape'] })])).toThrow(
      /does not have more/,
    );
  });

  it('takes the Free State share of the stated killed over the notebook', () => {
    const rows = [
      b({ province: 'Free State', victims_killed: 2 }),
      b({ province: 'Free State', victims_killed: null }),
      b({ province: 'Limpopo', victims_killed: 4 }),
      b({ province: 'Limpopo', victims_killed: null, num_victims: 5 }),
    ];
    expect(ask('What share of all fatalities', rows)).toEqual({ kind: 'number', value: 33 });
  });
});
