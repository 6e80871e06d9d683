import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH69_QUESTIONS } from './fresh69-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The sixty-ninth fresh question set (blind)', FRESH69_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH69_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH69_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the sixty-ninth fresh set reads the ground truth as its header says', () => {
  it('finds Khayelitsha in the location in any case, and sums only the stated killed', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', crimes: ['murder'], victims_killed: 7 }),
      devRow({ location: 'Enkanini, KHAYELITSHA', crimes: ['murder'], victims_killed: 2 }),
      devRow({ location: 'Site C, Khayelitsha', crimes: ['murder'], victims_killed: null }),
      devRow({ location: 'Rocklands, Mitchells Plain', crimes: ['murder'], victims_killed: 4 }),
      devRow({ notebook: 'b', location: 'Khayelitsha', crimes: ['murder'], victims_killed: 5 }),
    ];
    expect(ask('Molweni!', rows)).toEqual({ kind: 'number', value: 9 });
  });

  it('counts "since I took office" from 1 November 2021 by event date, in the City of Cape Town only', () => {
    const metro = (event_date: string | null, municipality = 'City of Cape Town') =>
      devRow({ municipality, event_date, published_date: '2022-01-10' });
    const rows = [
      metro('2021-10-31'),
      metro('2021-11-01'),
      metro('2024-06-08'),
      metro(null),
      metro('2023-01-01', 'Swartland'),
    ];
    expect(ask('Since I took office in November 2021, how many incidents', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('averages arrests over the incidents that state them, a stated zero counting and a null left out', () => {
    const rows = [
      devRow({ num_suspects_arrested: 4 }),
      devRow({ num_suspects_arrested: 0, arrest_made: false }),
      devRow({ num_suspects_arrested: 3 }),
      devRow({ num_suspects_arrested: null }),
      devRow({ notebook: 'b', num_suspects_arrested: 20 }),
    ];
    expect(ask('On average, how many suspects', rows)).toEqual({ kind: 'number', value: 2.3 });
  });

  it('takes the weekend share over the dated incidents only', () => {
    const rows = [
      devRow({ event_date: '2024-01-06' }), // Saturday
      devRow({ event_date: '2024-01-07' }), // Sunday
      devRow({ event_date: '2024-01-08' }), // Monday
      devRow({ event_date: '2024-01-09' }), // Tuesday
      devRow({ event_date: '2024-01-10' }), // Wednesday
      devRow({ event_date: '2024-01-11' }), // Thursday
      devRow({ event_date: null, published_date: '2024-01-13' }), // published on a Saturday
    ];
    expect(ask('Of the incidents with a known date', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('reads housebreaking as burglary or house robbery, and "failed to arrest" as a stated false', () => {
    const rows = [
      devRow({ crimes: ['burglary'], arrest_made: false }),
      devRow({ crimes: ['murder', 'house robbery'], arrest_made: false }),
      devRow({ crimes: ['house robbery'], arrest_made: null }),
      devRow({ crimes: ['house robbery'], arrest_made: true }),
      devRow({ crimes: ['business robbery'], arrest_made: false }),
    ];
    expect(ask('I should be obliged', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('does not take murder or attempted murder for culpable homicide', () => {
    const rows = [devRow({ crimes: ['murder'] }), devRow({ crimes: ['attempted murder'] })];
    expect(ask('A learned colleague', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('A learned colleague', [...rows, devRow({ crimes: ['culpable homicide'] })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('takes the last fortnight of December as the 18th to the 31st of any year, by event date', () => {
    const rows = [
      devRow({ event_date: '2017-12-17' }),
      devRow({ event_date: '2017-12-18' }),
      devRow({ event_date: '2022-12-31' }),
      devRow({ event_date: '2019-11-25' }),
      devRow({ event_date: '2020-01-02' }),
      devRow({ event_date: null, published_date: '2020-12-24' }),
    ];
    expect(ask('How many incidents in all fell', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks provinces by the people arrested, not by the cases', () => {
    const rows = [
      devRow({ province: 'Gauteng', num_suspects_arrested: 1 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: 1 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: 1 }),
      devRow({ province: 'Western Cape', num_suspects_arrested: 19 }),
      devRow({ province: 'KwaZulu-Natal', num_suspects_arrested: null }),
    ];
    expect(ask('In which of the provinces', rows)).toEqual({ kind: 'text', value: 'Western Cape' });
  });

  it('takes the farm share over the Free State incidents, finding a farm in any case', () => {
    const fs = (location: string, province = 'Free State') => devRow({ notebook: 'b', location, province });
    const rows = [
      fs('Lismor farm, near Kestell'),
      fs('Spitskop Trust Farm, Thaba Nchu'),
      fs('Bloemfontein'),
      fs('Phuthaditjhaba'),
      fs('farm near Koingnaas', 'Northern Cape'),
    ];
    expect(ask('What percentage of the Free State', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('compares Mangaung and Maluti-a-Phofung since November 2021 only, and refuses a reversed comparison', () => {
    const at = (municipality: string, event_date: string | null) =>
      devRow({ notebook: 'b', province: 'Free State', municipality, event_date });
    const rows = [
      at('Mangaung', '2023-03-09'),
      at('Mangaung', '2023-12-03'),
      at('Mangaung', '2016-12-27'),
      at('Mangaung', null),
      at('Maluti-a-Phofung', '2022-07-15'),
      at('Maluti-a-Phofung', '2021-09-27'),
    ];
    expect(ask('Since I took office in November 2021, how many more', rows)).toEqual({
      kind: 'number',
      value: 1,
    });
    const reversed = [...rows, at('Maluti-a-Phofung', '2024-01-01')];
    expect(() => ask('Since I took office in November 2021, how many more', reversed)).toThrow(
      /does not have more/,
    );
  });

  it('puts December in summer with January and February, leaves the undated out, and refuses no excess', () => {
    const on = (event_date: string | null) => devRow({ notebook: 'b', event_date });
    const rows = [on('2019-12-01'), on('2020-01-15'), on('2021-07-01'), on('2022-08-01'), on(null), on(null)];
    expect(() => ask('Learners always say', rows)).toThrow(/does not have more/);
    const winter = [...rows, on('2023-06-30'), on('2018-06-01'), on('2023-03-01'), on('2023-09-01')];
    expect(ask('Learners always say', winter)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the child share over the rape cases, a null child figure counting as no child', () => {
    const rape = (victims_children: number | null, crimes = ['rape']) =>
      devRow({ notebook: 'b', crimes, victims_children });
    const rows = [rape(3), rape(1), rape(0), rape(null), rape(2, ['murder'])];
    expect(ask('Of the rape cases', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('looks for a Northern Cape murder from 1 January 2021 by event date alone', () => {
    const nc = (event_date: string | null, crimes = ['murder'], province = 'Northern Cape') =>
      devRow({ notebook: 'b', province, crimes, event_date, published_date: '2021-03-01' });
    const rows = [
      nc('2020-12-31'),
      nc(null),
      nc('2022-01-01', ['attempted murder']),
      nc('2023-05-05', ['murder'], 'North West'),
    ];
    expect(ask('One hears it said', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('One hears it said', [...rows, nc('2021-01-01')])).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('sums the stated police victims per province, killed or not', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'North West', victims_police: 2, victims_killed: 0 }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_police: 1, victims_killed: 1 }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_police: null, num_victims: 4 }),
    ];
    expect(ask('In which province did the greatest', rows)).toEqual({ kind: 'text', value: 'North West' });
  });
});
