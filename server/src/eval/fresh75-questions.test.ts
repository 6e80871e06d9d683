import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH75_QUESTIONS } from './fresh75-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The seventy-fifth fresh question set (blind)', FRESH75_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH75_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH75_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the seventy-fifth fresh set reads the ground truth as its header says', () => {
  it('counts CIT heists and business robberies only, each incident once', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'] }),
      devRow({ crimes: ['business robbery', 'illegal firearm possession'] }),
      devRow({ crimes: ['cash-in-transit robbery', 'business robbery'] }),
      devRow({ crimes: ['armed robbery'] }),
      devRow({ crimes: ['truck hijacking'] }),
      devRow({ notebook: 'b', crimes: ['cash-in-transit robbery'] }),
    ];
    expect(ask('For the board pack', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('sums police victims of the Western Cape, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'Western Cape', victims_police: 6, victims_injured: 6 }),
      devRow({ province: 'Western Cape', victims_police: 1, victims_injured: 0, victims_killed: 0 }),
      devRow({ province: 'Western Cape', victims_police: null }),
      devRow({ province: 'Gauteng', victims_police: 4 }),
    ];
    expect(ask('Western Cape only', rows)).toEqual({ kind: 'number', value: 7 });
  });

  it('ranks robbery municipalities without hijackings or unknown municipalities, and refuses a tie', () => {
    const rows = [
      devRow({ crimes: ['house robbery'], municipality: 'Ekurhuleni' }),
      devRow({ crimes: ['cash-in-transit robbery'], municipality: 'Ekurhuleni' }),
      devRow({ crimes: ['carjacking'], municipality: 'City of Tshwane' }),
      devRow({ crimes: ['truck hijacking'], municipality: 'City of Tshwane' }),
      devRow({ crimes: ['armed robbery'], municipality: 'City of Tshwane' }),
      devRow({ crimes: ['business robbery'], municipality: null }),
      devRow({ crimes: ['robbery'], municipality: null }),
    ];
    expect(ask('Response planning', rows)).toEqual({ kind: 'text', value: ['Ekurhuleni', 'Ekurhuleni'] });
    const tied = [...rows, devRow({ crimes: ['robbery'], municipality: 'City of Tshwane' })];
    expect(() => ask('Response planning', tied)).toThrow(/no single leader/);
  });

  it('takes Q4 as October to December of the event date in any year', () => {
    const rows = [
      devRow({ event_date: '2017-10-01', victims_injured: 2 }),
      devRow({ event_date: '2022-12-31', victims_injured: 3 }),
      devRow({ event_date: '2022-09-30', victims_injured: 5 }),
      devRow({ event_date: '2023-01-01', victims_injured: 7 }),
      devRow({ event_date: null, published_date: '2022-11-01', victims_injured: 11 }),
      devRow({ event_date: '2019-11-11', victims_injured: null }),
    ];
    expect(ask('Q4 (Oct-Dec)', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('counts killed on weekends by the event date alone', () => {
    const rows = [
      devRow({ event_date: '2024-01-06', victims_killed: 4 }), // Saturday
      devRow({ event_date: '2024-01-07', victims_killed: 1 }), // Sunday
      devRow({ event_date: '2024-01-05', victims_killed: 9 }), // Friday
      devRow({ event_date: null, published_date: '2024-01-13', victims_killed: 2 }), // published on a Saturday
      devRow({ event_date: '2024-01-13', victims_killed: null }),
    ];
    expect(ask('lol so how many ppl', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('takes "joburg itself" as the City of Johannesburg municipality, not Gauteng', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], municipality: 'City of Johannesburg', location: 'Lenasia' }),
      devRow({ crimes: ['kidnapping', 'carjacking'], municipality: 'City of Johannesburg' }),
      devRow({ crimes: ['kidnapping'], municipality: 'Ekurhuleni', location: 'Johannesburg road' }),
      devRow({ crimes: ['extortion'], municipality: 'City of Johannesburg' }),
    ];
    expect(ask('how many kidnapings', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes "nobody arrested" as a stated false, over every Western Cape incident', () => {
    const wc = (arrest_made: boolean | null) => devRow({ province: 'Western Cape', arrest_made });
    const rows = [
      wc(false),
      wc(true),
      wc(true),
      wc(true),
      wc(true),
      wc(null),
      devRow({ province: 'Gauteng', arrest_made: false }),
    ];
    // One of six Western Cape incidents: 16.7%, rounded to 17.
    expect(ask('wat % of the western cape', rows)).toEqual({ kind: 'number', value: 17 });
    const eighth = [wc(false), wc(true), wc(true), wc(true), wc(true), wc(true), wc(true), wc(null)];
    // One of eight is 12.5%, on the halfway mark.
    expect(() => ask('wat % of the western cape', eighth)).toThrow(/halfway/);
  });

  it('says yes to a CIT heist in the Western Cape only when one is there', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['cash-in-transit robbery'] }),
      devRow({ province: 'Western Cape', crimes: ['truck hijacking'] }),
    ];
    expect(ask('was there EVER', rows)).toEqual({ kind: 'text', value: 'No' });
    const withCit = [...rows, devRow({ province: 'Western Cape', crimes: ['cash-in-transit robbery'] })];
    expect(ask('was there EVER', withCit)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the Eastern Cape share of the killed over all stated killed', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_killed: 6 }),
      devRow({ province: 'Eastern Cape', victims_killed: null }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: 7 }),
      devRow({ province: 'Gauteng', victims_killed: 2 }),
      devRow({ province: 'Gauteng', victims_killed: null }),
    ];
    // 6 of 15 killed: 40%.
    expect(ask('Our narrator says', rows)).toEqual({ kind: 'number', value: 40 });
  });

  it('finds Khayelitsha by the word in the location, in any case', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', victims_killed: 7 }),
      devRow({ location: 'site c, khayelitsha', victims_killed: 4 }),
      devRow({ location: 'Enkanini, Khayelitsha', victims_killed: null }),
      devRow({ location: 'Mitchells Plain', municipality: 'City of Cape Town', victims_killed: 3 }),
    ];
    expect(ask('Episode one is set', rows)).toEqual({ kind: 'number', value: 11 });
  });

  it('names the most-wounded incident by the parts of its location no other incident shares', () => {
    const rows = [
      devRow({ location: 'Sweetwaters, Pietermaritzburg', victims_injured: 8 }),
      devRow({ location: 'Site B, Khayelitsha', victims_injured: 7 }),
      devRow({ location: 'Imbali, Pietermaritzburg', victims_injured: null }),
    ];
    expect(ask('For episode three', rows)).toEqual({ kind: 'text', value: ['Sweetwaters'] });
  });

  it('sums business-robbery arrests of North West and Northern Cape only', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'North West',
        crimes: ['business robbery'],
        num_suspects_arrested: 4,
      }),
      devRow({
        notebook: 'b',
        province: 'Northern Cape',
        crimes: ['business robbery'],
        num_suspects_arrested: 8,
      }),
      devRow({
        notebook: 'b',
        province: 'Free State',
        crimes: ['business robbery'],
        num_suspects_arrested: 2,
      }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['house robbery'], num_suspects_arrested: 5 }),
      devRow({
        notebook: 'b',
        province: 'North West',
        crimes: ['business robbery'],
        num_suspects_arrested: null,
      }),
    ];
    expect(ask('Business robberies, NW + NC', rows)).toEqual({ kind: 'number', value: 12 });
  });

  it('takes Q1 2023 as 1 January to 31 March 2023, both days held', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2023-01-01' }),
      devRow({ notebook: 'b', event_date: '2023-03-31' }),
      devRow({ notebook: 'b', event_date: '2023-04-01' }),
      devRow({ notebook: 'b', event_date: '2022-02-01' }),
      devRow({ notebook: 'b', event_date: null, published_date: '2023-02-01' }),
    ];
    expect(ask('Q1 2023', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the Mpumalanga excess of arrests over Limpopo, and refuses a reversed comparison', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 19 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: null }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 4 }),
    ];
    expect(ask('How many more suspects', rows)).toEqual({ kind: 'number', value: 15 });
    const reversed = [...rows, devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 20 })];
    expect(() => ask('How many more suspects', reversed)).toThrow(/does not have more/);
  });

  it('takes "caught" poachers as a stated arrest at a place holding the word Kruger', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['poaching'], location: 'Kruger National Park', arrest_made: null }),
      devRow({
        notebook: 'b',
        crimes: ['poaching'],
        location: 'game reserve, Thabazimbi',
        arrest_made: true,
      }),
    ];
    expect(ask('wer there any poachers', rows)).toEqual({ kind: 'text', value: 'No' });
    const caught = [
      ...rows,
      devRow({
        notebook: 'b',
        crimes: ['poaching'],
        location: 'kruger park, near Skukuza',
        arrest_made: true,
      }),
    ];
    expect(ask('wer there any poachers', caught)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the farm share over murders only, farm by the word in the location', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['murder'], location: 'Lismor farm, near Kestell' }),
      devRow({ notebook: 'b', crimes: ['murder', 'house robbery'], location: 'Farm near Glen' }),
      devRow({ notebook: 'b', crimes: ['murder'], location: 'Mareetsane' }),
      devRow({ notebook: 'b', crimes: ['murder'], location: 'Sonkwane village' }),
      devRow({ notebook: 'b', crimes: ['murder'], location: 'Grootvlei' }),
      devRow({ notebook: 'b', crimes: ['attempted murder'], location: 'farm in Magogong' }),
      devRow({ notebook: 'b', crimes: ['stock theft'], location: 'Spitskop Trust Farm' }),
    ];
    // Two of five murders: 40%.
    expect(ask('so like wat %', rows)).toEqual({ kind: 'number', value: 40 });
  });

  it('dates the earliest farm murder by event date, undated and non-murder farm incidents left out', () => {
    const rows = [
      devRow({
        notebook: 'b',
        crimes: ['murder'],
        location: 'De Rots farm, Senekal',
        event_date: '2020-10-02',
      }),
      devRow({ notebook: 'b', crimes: ['murder'], location: 'farm near Glen', event_date: null }),
      devRow({
        notebook: 'b',
        crimes: ['stock theft'],
        location: 'farm in Bloemspruit',
        event_date: '2016-12-27',
      }),
      devRow({ notebook: 'b', crimes: ['murder'], location: 'Mareetsane', event_date: '2015-07-02' }),
      devRow({
        notebook: 'b',
        crimes: ['murder'],
        location: 'Klippan Farm, Slurry',
        event_date: '2020-07-29',
      }),
    ];
    expect(ask('The farm-murder episode', rows)).toEqual({ kind: 'date', value: '2020-07-29' });
  });

  it('names the biggest arrest incident by its own place names', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'old mine, Barberton', num_suspects_arrested: 19 }),
      devRow({
        notebook: 'b',
        location: 'Zinniaville Shopping Complex, Tlhabane',
        num_suspects_arrested: 12,
      }),
      devRow({ notebook: 'b', location: 'Sheba mine, near Barberton', num_suspects_arrested: null }),
    ];
    expect(ask('Our fourth episode', rows)).toEqual({ kind: 'text', value: ['old mine'] });
  });

  it('counts winter murders in June to August of any year', () => {
    const murder = (event_date: string | null) =>
      devRow({ notebook: 'b', crimes: ['murder'], event_date, published_date: '2021-07-01' });
    const rows = [
      murder('2015-06-01'),
      murder('2022-08-31'),
      murder('2020-07-15'),
      murder('2020-05-31'),
      murder('2020-09-01'),
      murder(null),
      devRow({ notebook: 'b', crimes: ['attempted murder'], event_date: '2020-07-15' }),
    ];
    expect(ask('We are shooting a winter segment', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('holds both the first and the last day of the lockdown window', () => {
    const killed = (event_date: string | null, victims_killed: number | null) =>
      devRow({ notebook: 'b', event_date, victims_killed, published_date: '2021-01-01' });
    const rows = [
      killed('2020-03-26', 5),
      killed('2020-03-27', 1),
      killed('2021-12-31', 2),
      killed('2022-01-01', 7),
      killed('2020-07-26', null),
      killed(null, 4),
    ];
    expect(ask('A segment on the Covid years', rows)).toEqual({ kind: 'number', value: 3 });
  });
});
