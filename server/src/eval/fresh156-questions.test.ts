import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH156_QUESTIONS } from './fresh156-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-fifty-sixth fresh question set (blind)', FRESH156_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH156_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH156_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-fifty-sixth fresh set reads the ground truth as its header says', () => {
  it('takes the median over every stated suspect age, the middle two averaged when even', () => {
    const odd = [
      devRow({ suspect_ages: [40, 20] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [30] }),
      devRow({ notebook: 'b', suspect_ages: [90, 90, 90] }),
    ];
    expect(ask('What is the median age', odd)).toEqual({ kind: 'number', value: 30 });
    const even = [...odd, devRow({ suspect_ages: [35] })];
    expect(ask('What is the median age', even)).toEqual({ kind: 'number', value: 32.5 });
    expect(() => ask('What is the median age', [devRow({ suspect_ages: [] })])).toThrow(/no stated age/);
  });

  it('counts murders per year inside the window by event date, both end days in, the undated out', () => {
    const murder = (event_date: string | null, crimes = ['murder']) =>
      devRow({ notebook: 'b', crimes, event_date, published_date: '2022-01-01' });
    const rows = [
      murder('2020-01-01'),
      murder('2024-12-31'),
      murder('2022-06-01', ['murder', 'rape']),
      murder('2019-12-31'),
      murder('2025-01-01'),
      murder(null),
      murder('2021-01-01', ['attempted murder']),
    ];
    expect(ask('Incidents per year for murder', rows)).toEqual({ kind: 'number', value: 0.6 });
  });

  it('takes the female share of victims over those of stated sex, unstated figures adding nothing', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 4, victims_female: null, victims_male: null }),
      devRow({ num_victims: 1, victims_female: null, victims_male: 0 }),
    ];
    expect(ask('Female victims as a share', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('takes the female share of suspects to one decimal over suspects of stated sex', () => {
    const rows = [
      devRow({ notebook: 'b', suspects_female: 1, suspects_male: 5 }),
      devRow({ notebook: 'b', suspects_female: null, suspects_male: 2 }),
      devRow({ notebook: 'b', suspects_female: 0, suspects_male: null }),
      devRow({ notebook: 'b', num_suspects_arrested: 7 }),
    ];
    expect(ask('Of the suspects whose sex', rows)).toEqual({ kind: 'number', value: 12.5 });
  });

  it('counts Western Cape murder or attempted murder inside the window edges only', () => {
    const wc = (event_date: string | null, crimes: string[], province = 'Western Cape') =>
      devRow({ province, crimes, event_date });
    const rows = [
      wc('2019-01-01', ['attempted murder']),
      wc('2022-12-31', ['murder']),
      wc('2020-05-05', ['murder', 'attempted murder']),
      wc('2018-12-31', ['murder']),
      wc('2023-01-01', ['murder']),
      wc(null, ['murder']),
      wc('2020-05-05', ['culpable homicide']),
      wc('2020-05-05', ['murder'], 'Eastern Cape'),
    ];
    expect(ask('Western Cape, 1 January 2019', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('finds Khayelitsha by the word in the location and sums only the stated killed', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', victims_killed: 4 }),
      devRow({ location: 'Enkanini, khayelitsha', victims_killed: null }),
      devRow({ location: 'Khayelitsha', victims_killed: 1 }),
      devRow({ location: 'Mitchells Plain', victims_killed: 9 }),
    ];
    expect(ask('Sawubona', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('counts police-victim incidents only where the figure is above zero, and sums their killed', () => {
    const rows = [
      devRow({ notebook: 'b', victims_police: 2, victims_killed: 2 }),
      devRow({ notebook: 'b', victims_police: 1, victims_killed: null }),
      devRow({ notebook: 'b', victims_police: 0, victims_killed: 5 }),
      devRow({ notebook: 'b', victims_police: null, victims_killed: 3 }),
    ];
    expect(ask('In how many incidents was at least one police', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('In the incidents where a police officer', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('answers No for the Eastern Cape when police figures are zero or unstated, Yes once one is stated', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_police: 0 }),
      devRow({ province: 'Eastern Cape', victims_police: null }),
      devRow({ province: 'Gauteng', victims_police: 3 }),
    ];
    expect(ask('Was any police officer recorded', rows)).toEqual({ kind: 'text', value: 'No' });
    const one = [...rows, devRow({ province: 'Eastern Cape', victims_police: 1 })];
    expect(ask('Was any police officer recorded', one)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('dates police-victim incidents by event date alone, the earliest and the latest', () => {
    const rows = [
      devRow({ notebook: 'b', victims_police: 1, event_date: '2019-03-02' }),
      devRow({ notebook: 'b', victims_police: 1, event_date: null, published_date: '2015-01-01' }),
      devRow({ notebook: 'b', victims_police: 0, event_date: '2010-01-01' }),
      devRow({ notebook: 'b', victims_police: 2, event_date: '2021-07-26' }),
    ];
    expect(ask('When did the earliest incident', rows)).toEqual({ kind: 'date', value: '2019-03-02' });
    const inA = rows.map((r): DevRow => ({ ...r, notebook: 'a' }));
    expect(ask('What is the date of the most recent', inA)).toEqual({ kind: 'date', value: '2021-07-26' });
  });

  it('ranks provinces by police victims summed, refusing a tie at the top', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'North West', victims_police: 2 }),
      devRow({ notebook: 'b', province: 'North West', victims_police: null }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_police: 1 }),
    ];
    expect(ask('Which province saw the most police', rows)).toEqual({ kind: 'text', value: 'North West' });
    const tied = [...rows, devRow({ notebook: 'b', province: 'Limpopo', victims_police: 1 })];
    expect(() => ask('Which province saw the most police', tied)).toThrow(/no single leader/);
  });

  it('counts arrests in the window by a stated arrest, the unstated and out-of-window left out', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2020-01-01', arrest_made: true }),
      devRow({ notebook: 'b', event_date: '2022-12-31', arrest_made: true }),
      devRow({ notebook: 'b', event_date: '2021-06-01', arrest_made: false }),
      devRow({ notebook: 'b', event_date: '2021-06-01', arrest_made: null }),
      devRow({ notebook: 'b', event_date: '2023-01-01', arrest_made: true }),
      devRow({ notebook: 'b', event_date: null, published_date: '2021-01-01', arrest_made: true }),
    ];
    expect(ask('Between 1 January 2020', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('finds a Northern Cape farm murder by the word "farm", and dates the latest stokdiefstal by event date', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'Northern Cape',
        location: 'farm near Koingnaas',
        crimes: ['theft'],
      }),
      devRow({ notebook: 'b', province: 'Free State', location: 'De Rots farm', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Northern Cape', location: 'Kuruman', crimes: ['murder'] }),
    ];
    expect(ask('Was there a farm murder', rows)).toEqual({ kind: 'text', value: 'No' });
    const farm = [
      ...rows,
      devRow({ notebook: 'b', province: 'Northern Cape', location: 'Farm in Magogong', crimes: ['murder'] }),
    ];
    expect(ask('Was there a farm murder', farm)).toEqual({ kind: 'text', value: 'Yes' });
    const theft = [
      devRow({ notebook: 'b', crimes: ['stock theft'], event_date: '2023-03-20' }),
      devRow({ notebook: 'b', crimes: ['stock theft'], event_date: null, published_date: '2025-01-01' }),
      devRow({ notebook: 'b', crimes: ['theft'], event_date: '2024-01-01' }),
    ];
    expect(ask('The farmers are asking', theft)).toEqual({ kind: 'date', value: '2023-03-20' });
  });

  it('refuses what the ground truth cannot say', () => {
    const rows = [devRow({ crimes: ['cash-in-transit robbery'], victims_police: 1, victims_killed: 2 })];
    for (const start of ['Baie geld', 'How many suspects were shot', 'Eish', 'How many of these cases'])
      expect(ask(start, rows)).toEqual({ kind: 'refusal' });
  });
});
