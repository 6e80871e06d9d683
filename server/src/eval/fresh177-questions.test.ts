import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH177_QUESTIONS, medianOf, modeOf, rangeOf } from './fresh177-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-seventy-seventh fresh question set (blind)', FRESH177_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH177_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH177_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-seventy-seventh fresh set reads the ground truth as its header says', () => {
  it("lists a municipality's towns by the settlement each location names, each once", () => {
    const b = (location: string, municipality: string | null = 'Maluti-a-Phofung') =>
      devRow({ notebook: 'b', province: 'Free State', location, municipality });
    const rows = [
      b('Lismor farm, near Kestell'),
      b('Phazama Section, Phamong Village, QwaQwa'),
      b('Phuthaditjhaba'),
      b('Phuthaditjhaba'),
      b('Bloemfontein', 'Mangaung'),
      b('Harrismith', null),
    ];
    expect(ask('Good morning. On behalf of the Executive Mayor', rows)).toEqual({
      kind: 'list',
      value: ['Kestell', 'Phamong', 'Phuthaditjhaba'],
    });
  });

  it("takes a municipality's share over all the province's rows, those without a municipality included", () => {
    const wc = (municipality: string | null) => devRow({ province: 'Western Cape', municipality });
    const rows = [
      wc('Swartland'),
      wc('City of Cape Town'),
      wc(null),
      wc('Mossel Bay'),
      devRow({ province: 'Gauteng', municipality: 'Swartland' }),
      devRow({ notebook: 'b', province: 'Western Cape', municipality: 'Swartland' }),
    ];
    expect(ask("For the Mayor's report", rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('ranks Western Cape municipalities without the Cape Town metro or unknown municipalities', () => {
    const wc = (municipality: string | null) => devRow({ province: 'Western Cape', municipality });
    const rows = [
      wc('City of Cape Town'),
      wc('City of Cape Town'),
      wc('City of Cape Town'),
      wc(null),
      wc(null),
      wc('Swartland'),
      wc('Swartland'),
      wc('Mossel Bay'),
      devRow({ province: 'Eastern Cape', municipality: 'Mossel Bay' }),
      devRow({ province: 'Eastern Cape', municipality: 'Mossel Bay' }),
    ];
    expect(ask('Setting aside the City of Cape Town', rows)).toEqual({
      kind: 'text',
      value: ['Swartland', 'Swartland'],
    });
  });

  it('compares Maluti-a-Phofung with the other stated Free State municipalities, by stated killed', () => {
    const fs = (municipality: string | null, victims_killed: number | null) =>
      devRow({ notebook: 'b', province: 'Free State', municipality, victims_killed });
    const rows = [
      fs('Maluti-a-Phofung', 7),
      fs('Maluti-a-Phofung', null),
      fs('Mangaung', 2),
      fs('Setsoto', 1),
      fs(null, 9),
      devRow({ notebook: 'b', province: 'Limpopo', municipality: 'Greater Tzaneen', victims_killed: 8 }),
    ];
    expect(ask('How many more persons lost their lives', rows)).toEqual({ kind: 'number', value: 4 });
    expect(() => ask('How many more persons lost their lives', [...rows, fs('Mangaung', 4)])).toThrow(
      /does not have more/,
    );
  });

  it('counts the killed since 2020 by event date, in the Western Cape alone', () => {
    const rows = [
      devRow({ province: 'Western Cape', event_date: '2020-01-01', victims_killed: 3 }),
      devRow({ province: 'Western Cape', event_date: '2019-12-31', victims_killed: 5 }),
      devRow({ province: 'Western Cape', event_date: null, published_date: '2021-01-01', victims_killed: 4 }),
      devRow({ province: 'Western Cape', event_date: '2024-06-08', victims_killed: null }),
      devRow({ province: 'Western Cape', event_date: '2024-06-08', victims_killed: 2 }),
      devRow({ province: 'Gauteng', event_date: '2022-01-01', victims_killed: 6 }),
    ];
    expect(ask('So that the Mayor may place', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('counts weekend murders by event date, not attempted murders nor publication days', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder', 'kidnapping'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['murder'], event_date: '2024-01-05' }), // Friday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-06' }),
      devRow({ crimes: ['culpable homicide'], event_date: '2024-01-06' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-06' }),
    ];
    expect(ask('Our listeners always say', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the most recent mass killing at four or more stated killed, by event date', () => {
    const rows = [
      devRow({ event_date: '2022-11-05', victims_killed: 6 }),
      devRow({ event_date: '2023-06-03', victims_killed: 4 }),
      devRow({ event_date: '2025-01-01', victims_killed: 3, num_victims: 9 }),
      devRow({ event_date: null, published_date: '2025-06-01', victims_killed: 7 }),
    ];
    expect(ask('Mass killings are the darkest', rows)).toEqual({ kind: 'date', value: '2023-06-03' });
  });

  it('names the deadliest incident by the parts of its location no other incident holds', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'Lismor farm, near Kestell', victims_killed: 7 }),
      devRow({ notebook: 'b', location: 'farm in Magogong, outside Hartswater', victims_killed: 3 }),
      devRow({ notebook: 'b', location: 'Kestell', victims_killed: null, num_victims: 20 }),
    ];
    expect(ask('Okay, this one gives me chills', rows)).toEqual({ kind: 'text', value: ['Lismor farm'] });
  });

  it('asks for a kidnapping that is also a murder, and a cop among the victims of a Limpopo murder', () => {
    const apart = [devRow({ crimes: ['kidnapping'] }), devRow({ crimes: ['murder'] })];
    expect(ask('Last season we did', apart)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Last season we did', [...apart, devRow({ crimes: ['kidnapping', 'murder'] })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
    const limpopo = (crimes: string[], victims_police: number | null, province = 'Limpopo') =>
      devRow({ notebook: 'b', province, crimes, victims_police });
    const notYet = [
      limpopo(['attempted murder'], 1),
      limpopo(['murder'], null),
      limpopo(['murder'], 0),
      limpopo(['murder'], 2, 'North West'),
    ];
    expect(ask('A listener emailed us', notYet)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('A listener emailed us', [...notYet, limpopo(['murder', 'carjacking'], 1)])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('takes the mean over stated figures only, a stated zero counting as a value', () => {
    const rows = [
      devRow({ num_suspects_arrested: 1 }),
      devRow({ num_suspects_arrested: 0 }),
      devRow({ num_suspects_arrested: 6 }),
      devRow({ num_suspects_arrested: null }),
    ];
    expect(ask('what is the mean number of suspects arrested', rows)).toEqual({
      kind: 'number',
      value: 2.33,
    });
    const killed = [
      devRow({ notebook: 'b', victims_killed: 0 }),
      devRow({ notebook: 'b', victims_killed: 1 }),
      devRow({ notebook: 'b', victims_killed: null }),
    ];
    expect(ask('mean number of people killed', killed)).toEqual({ kind: 'number', value: 0.5 });
  });

  it('takes the median of suspect ages one per suspect, the mean of the two middle ones for an even count', () => {
    const rows = [
      devRow({ suspect_ages: [20, 40] }),
      devRow({ suspect_ages: [31] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [] }),
      devRow({ suspect_ages: [35] }),
    ];
    expect(ask('whats the medain age', rows)).toEqual({ kind: 'number', value: 33 });
    expect(ask('What is the range of the suspect ages', rows)).toEqual({ kind: 'number', value: 20 });
    expect(medianOf([3, null, 1, 2])).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the mode and the range over stated figures, a tied mode being an error', () => {
    const rows = [
      devRow({ num_victims: 1 }),
      devRow({ num_victims: 1 }),
      devRow({ num_victims: 0 }),
      devRow({ num_victims: null }),
      devRow({ num_victims: null }),
      devRow({ num_victims: null }),
    ];
    expect(ask('what is the mode of the number of victims', rows)).toEqual({ kind: 'number', value: 1 });
    expect(() => modeOf([1, 2, null])).toThrow(/no single mode/);
    const b = rows.map((r) => ({ ...r, notebook: 'b' as const }));
    expect(ask('range of the number of victims', [...b, devRow({ notebook: 'b', num_victims: 7 })])).toEqual({
      kind: 'number',
      value: 7,
    });
    expect(rangeOf([null, 4])).toEqual({ kind: 'number', value: 0 });
  });

  it('counts an incident with several children once, and the female share over suspects of stated sex', () => {
    const rows = [
      devRow({ victims_children: 3 }),
      devRow({ victims_children: 0 }),
      devRow({ victims_children: null }),
      devRow({ victims_children: 1 }),
    ];
    expect(ask('porportion question', rows)).toEqual({ kind: 'number', value: 50 });
    const suspects = [
      devRow({ notebook: 'b', suspects_female: 1, suspects_male: 5 }),
      devRow({ notebook: 'b', suspects_female: null, suspects_male: 2 }),
      devRow({ notebook: 'b', suspects_female: null, suspects_male: null, victims_female: 4 }),
    ];
    expect(ask('what proportion of suspects were female', suspects)).toEqual({ kind: 'number', value: 12.5 });
  });
});
