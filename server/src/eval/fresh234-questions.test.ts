import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH234_QUESTIONS, medianOf } from './fresh234-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-thirty-fourth fresh question set (blind)', FRESH234_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH234_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH234_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-thirty-fourth fresh set reads the ground truth as its header says', () => {
  it('sums the arrests of poaching incidents only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['poaching'], num_suspects_arrested: 6 }),
      devRow({ crimes: ['poaching', 'drug possession'], num_suspects_arrested: null }),
      devRow({ crimes: ['stock theft'], num_suspects_arrested: 4 }),
      devRow({ notebook: 'b', crimes: ['poaching'], num_suspects_arrested: 3 }),
    ];
    expect(ask('Poaching busts', rows)).toEqual({ kind: 'number', value: 6 });
    expect(ask('Ranger here.', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts December by event date in any year, the undated left out however they were published', () => {
    const rows = [
      devRow({ event_date: '2017-12-27' }),
      devRow({ event_date: '2022-12-01' }),
      devRow({ event_date: '2023-11-30' }),
      devRow({ event_date: '2024-01-01' }),
      devRow({ event_date: null, published_date: '2020-12-15' }),
    ];
    expect(ask('Dumela. Ke kopa', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the stated killed in KwaZulu-Natal, nulls adding nothing and other provinces left out', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 7 }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: null, num_victims: 3 }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 4 }),
    ];
    expect(ask('Ke kopa ntate', rows)).toEqual({ kind: 'number', value: 7 });
  });

  it('dates the last hijacking by event date over car and truck hijackings, never by publication', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], event_date: '2021-11-17' }),
      devRow({ crimes: ['truck hijacking'], event_date: '2025-04-23' }),
      devRow({ crimes: ['carjacking'], event_date: null, published_date: '2026-01-01' }),
      devRow({ crimes: ['armed robbery'], event_date: '2025-09-01' }),
    ];
    expect(ask('Ke kopa, when was the last', rows)).toEqual({ kind: 'date', value: '2025-04-23' });
  });

  it('takes "no arrest" as a stated false over all rows, and refuses a reversed year-on-year fall', () => {
    const rows = [
      devRow({ arrest_made: false, event_date: '2022-02-01' }),
      devRow({ arrest_made: null, event_date: '2022-03-01' }),
      devRow({ arrest_made: true, event_date: '2022-04-01' }),
      devRow({ arrest_made: true, event_date: '2023-04-01' }),
      devRow({ arrest_made: true, event_date: null, published_date: '2023-05-01' }),
      devRow({ arrest_made: true, event_date: '2024-01-01' }),
      devRow({ arrest_made: true, event_date: '2024-01-02' }),
    ];
    expect(ask('What proportion of incidents had no arrest', rows)).toEqual({ kind: 'number', value: 14 });
    expect(ask('Year-on-year', rows)).toEqual({ kind: 'number', value: 2 });
    const rise = [...rows, ...[1, 2, 3].map((d) => devRow({ event_date: `2023-06-0${d}` }))];
    expect(() => ask('Year-on-year', rise)).toThrow(/does not have more/);
  });

  it('counts murder but not attempted murder when comparing KwaZulu-Natal with Gauteng', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'armed robbery'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
    ];
    expect(ask('Relative to Gauteng', rows)).toEqual({ kind: 'number', value: 1 });
    const tied = [...rows, devRow({ province: 'Gauteng', crimes: ['murder', 'kidnapping'] })];
    expect(() => ask('Relative to Gauteng', tied)).toThrow(/does not have more/);
  });

  it('lists the top three crime categories and refuses a tie at the cut-off', () => {
    const rows = [
      devRow({ crimes: ['murder', 'attempted murder', 'illegal firearm possession'] }),
      devRow({ crimes: ['murder', 'attempted murder', 'kidnapping'] }),
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['murder', 'attempted murder', 'illegal firearm possession'] }),
    ];
    expect(ask('Which three crime categories', rows)).toEqual({
      kind: 'list',
      value: ['murder', 'attempted murder', 'illegal firearm possession'],
    });
    const cutOffTie = [...rows, devRow({ crimes: ['kidnapping'] })];
    expect(() => ask('Which three crime categories', cutOffTie)).toThrow(/no single top 3/);
  });

  it('counts farms since 2020 by the word in the location, and dates the earliest farm incident', () => {
    const farm = (location: string, event_date: string | null) =>
      devRow({ notebook: 'b', location, event_date, published_date: '2024-06-01', crimes: ['murder'] });
    const rows = [
      farm('Lismor farm, near Kestell', '2022-07-15'),
      farm('Spitskop Trust Farm, Thaba Nchu', '2016-12-27'),
      farm('farm near Glen', null),
      farm('near Klippan farm, Slurry', '2020-01-01'),
      farm('Bloemfontein', '2023-01-01'),
      farm('Bloemfontein central', '2015-01-01'),
    ];
    expect(ask('Incidents on farms since', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Earliest farm incident', rows)).toEqual({ kind: 'date', value: '2016-12-27' });
  });

  it('answers the Thabazimbi arrest as a stated arrest only', () => {
    const reserve = (arrest_made: boolean | null) =>
      devRow({ notebook: 'b', location: 'game reserve, Thabazimbi', crimes: ['poaching'], arrest_made });
    expect(ask('Thabazimbi game reserve', [reserve(false), reserve(null)])).toEqual({
      kind: 'text',
      value: 'No',
    });
    expect(ask('Thabazimbi game reserve', [reserve(false), reserve(true)])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
    const other = [devRow({ notebook: 'b', location: 'Kruger National Park', crimes: ['poaching'] })];
    expect(ask('Thabazimbi game reserve', other)).toEqual({ kind: 'text', value: 'No' });
  });

  it('keeps the Free State window to both ends of 2023 to 2024 by event date', () => {
    const fs = (event_date: string | null, province = 'Free State') =>
      devRow({ notebook: 'b', province, event_date, published_date: '2023-06-01' });
    const rows = [
      fs('2023-01-01'),
      fs('2024-12-31'),
      fs('2022-12-31'),
      fs('2025-01-01'),
      fs(null),
      fs('2023-06-01', 'Limpopo'),
    ];
    expect(ask('Ke kopa, from January 2023', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks Free State municipalities only, skipping unknown ones, and refuses a tie', () => {
    const place = (municipality: string | null, province = 'Free State') =>
      devRow({ notebook: 'b', province, municipality });
    const rows = [
      place('Mangaung'),
      place('Mangaung'),
      place('Maluti-a-Phofung'),
      place(null),
      place(null),
      place(null),
      place('Madibeng', 'North West'),
      place('Madibeng', 'North West'),
      place('Madibeng', 'North West'),
    ];
    expect(ask('Kae in the Free State', rows)).toEqual({ kind: 'text', value: ['Mangaung', 'Mangaung'] });
    expect(() => ask('Kae in the Free State', [...rows, place('Maluti-a-Phofung')])).toThrow(
      /no single leader/,
    );
  });

  it('takes the Northern Cape rape share over that province only, and counts incidents per dated year', () => {
    const nc = (crimes: string[], event_date: string | null, province = 'Northern Cape') =>
      devRow({ notebook: 'b', province, crimes, event_date });
    const rows = [
      nc(['rape'], '2021-09-21'),
      nc(['rape', 'kidnapping'], '2022-01-01'),
      nc(['murder'], '2022-05-01'),
      nc(['theft'], null),
      nc(['sexual assault'], '2023-01-01'),
      nc(['theft'], '2023-02-01', 'Limpopo'),
      nc(['rape'], '2023-03-01', 'Limpopo'),
    ];
    expect(ask('What proportion of Northern Cape', rows)).toEqual({ kind: 'number', value: 40 });
    expect(ask('Please give the number', rows)).toEqual({ kind: 'list', value: [1, 2, 3] });
  });

  it('takes the median over every stated suspect age, the mean of the middle two when even', () => {
    const rows = [
      devRow({ notebook: 'b', suspect_ages: [40, 22] }),
      devRow({ notebook: 'b', suspect_ages: null }),
      devRow({ notebook: 'b', suspect_ages: [31] }),
    ];
    expect(ask('What is the median age', rows)).toEqual({ kind: 'number', value: 31 });
    const even = [...rows, devRow({ notebook: 'b', suspect_ages: [60] })];
    expect(ask('What is the median age', even)).toEqual({ kind: 'number', value: 35.5 });
    expect(() => medianOf([])).toThrow(/no stated value/);
  });

  it('compares arrests in Mpumalanga with Limpopo, police victims summed over both', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 19, victims_police: 1 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: null, victims_police: null }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 4, victims_police: 1 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 40, victims_police: 2 }),
    ];
    expect(ask('Relative to Limpopo', rows)).toEqual({ kind: 'number', value: 15 });
    expect(ask('Police officers among the victims', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('finds no Free State hijacking when the only ones are elsewhere', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['carjacking'] }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['armed robbery'] }),
    ];
    expect(ask('Ke kopa, was there any car', rows)).toEqual({ kind: 'text', value: 'No' });
    const truck = [...rows, devRow({ notebook: 'b', province: 'Free State', crimes: ['truck hijacking'] })];
    expect(ask('Ke kopa, was there any car', truck)).toEqual({ kind: 'text', value: 'Yes' });
  });
});
