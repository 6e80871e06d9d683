import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH225_QUESTIONS } from './fresh225-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-twenty-fifth fresh question set (blind)', FRESH225_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH225_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH225_QUESTIONS, matching[0]?.question ?? '', rows);
}

/** An invented row of notebook `b`. */
const bRow = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the two-hundred-and-twenty-fifth fresh set reads the ground truth as its header says', () => {
  it('counts eThekwini by the municipality alone, not by a Durban location', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', municipality: 'eThekwini', location: 'Chatsworth' }),
      devRow({ province: 'KwaZulu-Natal', municipality: null, location: 'Phoenix, Durban' }),
      devRow({ province: 'KwaZulu-Natal', municipality: 'Msunduzi', location: 'Sweetwaters' }),
      bRow({ province: 'KwaZulu-Natal', municipality: 'eThekwini', location: 'Umlazi' }),
    ];
    expect(ask('For the benefit of our community', rows)).toEqual({ kind: 'number', value: 1 });
    rows.push(devRow({ province: 'KwaZulu-Natal', municipality: 'eThekwini', location: 'Phoenix' }));
    expect(ask('For the benefit of our community', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes an arrest as a stated true, over every KwaZulu-Natal incident', () => {
    const kzn = (arrest_made: boolean | null) => devRow({ province: 'KwaZulu-Natal', arrest_made });
    const rows = [kzn(true), kzn(true), kzn(false), devRow({ province: 'Gauteng', arrest_made: false })];
    expect(ask('Our community would like to know', rows)).toEqual({ kind: 'number', value: 67 });
    expect(ask('Our community would like to know', [...rows, kzn(null)])).toEqual({
      kind: 'number',
      value: 50,
    });
  });

  it('dates the latest eThekwini incident by event date, never by a later publication', () => {
    const rows = [
      devRow({ municipality: 'eThekwini', event_date: '2023-06-03', published_date: '2023-06-04' }),
      devRow({ municipality: 'eThekwini', event_date: null, published_date: '2025-01-01' }),
      devRow({ municipality: 'City of Cape Town', event_date: '2024-12-01' }),
    ];
    expect(ask('According to these releases', rows)).toEqual({ kind: 'date', value: '2023-06-03' });
  });

  it('ranks provinces by murder cases, leaving attempted murder out, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['culpable homicide'] }),
    ];
    expect(ask('League table time', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    expect(() =>
      ask('League table time', [...rows, devRow({ province: 'Eastern Cape', crimes: ['murder'] })]),
    ).toThrow(/no single leader/);
  });

  it('compares death tolls by event year, the undated and the unstated adding nothing, and refuses a reversal', () => {
    const rows = [
      devRow({ event_date: '2022-03-01', victims_killed: 4 }),
      devRow({ event_date: '2022-08-01', victims_killed: null }),
      devRow({ event_date: '2023-05-01', victims_killed: 1 }),
      devRow({ event_date: null, published_date: '2023-05-02', victims_killed: 6 }),
    ];
    expect(ask('Season comparison', rows)).toEqual({ kind: 'number', value: 3 });
    expect(() =>
      ask('Season comparison', [...rows, devRow({ event_date: '2023-11-01', victims_killed: 3 })]),
    ).toThrow(/does not have more/);
  });

  it('sums non-fatal casualties of attempted murder cases only', () => {
    const rows = [
      devRow({ crimes: ['murder', 'attempted murder'], victims_injured: 2, victims_killed: 7 }),
      devRow({ crimes: ['attempted murder'], victims_injured: null }),
      devRow({ crimes: ['murder'], victims_injured: 5 }),
      bRow({ crimes: ['attempted murder'], victims_injured: 9 }),
    ];
    expect(ask('Among the cases brought in', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('averages decedents over the fatal cases alone, to one decimal', () => {
    const rows = [
      devRow({ victims_killed: 7 }),
      devRow({ victims_killed: 1 }),
      devRow({ victims_killed: 2 }),
      devRow({ victims_killed: 0 }),
      devRow({ victims_killed: null }),
    ];
    expect(ask('Considering only cases', rows)).toEqual({ kind: 'number', value: 3.3 });
  });

  it('ranks months by the decedents they hold, not by the number of cases, across years', () => {
    const rows = [
      devRow({ event_date: '2019-03-10', victims_killed: 7 }),
      devRow({ event_date: '2021-06-01', victims_killed: 2 }),
      devRow({ event_date: '2022-06-05', victims_killed: 2 }),
      devRow({ event_date: '2023-06-05', victims_killed: 0 }),
      devRow({ event_date: null, published_date: '2023-06-06', victims_killed: 9 }),
    ];
    expect(ask('Taking all years together', rows)).toEqual({ kind: 'text', value: 'March' });
    const more = [...rows, devRow({ event_date: '2020-06-20', victims_killed: 4 })];
    expect(ask('Taking all years together', more)).toEqual({ kind: 'text', value: 'June' });
  });

  it('sums the children of rape cases only, and takes the children share over all Northern Cape victims', () => {
    const rows = [
      bRow({ province: 'Northern Cape', crimes: ['rape'], num_victims: 3, victims_children: 3 }),
      bRow({ province: 'Northern Cape', crimes: ['murder'], num_victims: 5, victims_children: 0 }),
      bRow({ province: 'Northern Cape', crimes: ['rape'], num_victims: 1, victims_children: null }),
      bRow({ province: 'North West', crimes: ['rape'], num_victims: 1, victims_children: 1 }),
    ];
    expect(ask('We are preparing a feature', rows)).toEqual({ kind: 'number', value: 4 });
    expect(ask('What percentage of the victims', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('ranks provinces by suspects arrested summed, not by incidents', () => {
    const rows = [
      bRow({ province: 'Mpumalanga', num_suspects_arrested: 19 }),
      bRow({ province: 'North West', num_suspects_arrested: 5 }),
      bRow({ province: 'North West', num_suspects_arrested: 6 }),
      bRow({ province: 'North West', num_suspects_arrested: null }),
    ];
    expect(ask('Arrests league table', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
  });

  it('lists the incidents per event year in the order asked, an undated incident in none', () => {
    const rows = [
      bRow({ event_date: '2022-01-01' }),
      bRow({ event_date: '2024-12-31' }),
      bRow({ event_date: '2024-02-02' }),
      bRow({ event_date: null, published_date: '2023-04-04' }),
      bRow({ event_date: '2021-12-31' }),
    ];
    expect(ask('Give me the season-by-season', rows)).toEqual({ kind: 'list', value: [1, 0, 2] });
  });

  it('reads "Mpumulanga" as Mpumalanga and counts murder cases, not attempted murders', () => {
    const rows = [
      bRow({ province: 'Limpopo', crimes: ['murder', 'carjacking'] }),
      bRow({ province: 'Limpopo', crimes: ['murder'] }),
      bRow({ province: 'Limpopo', crimes: ['attempted murder'] }),
      bRow({ province: 'Mpumalanga', crimes: ['murder'] }),
    ];
    expect(ask('Limpopo v Mpumulanga', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('answers female suspects in the North West from the stated figure only', () => {
    const rows = [
      bRow({ province: 'North West', suspects_female: null, suspects_male: 3 }),
      bRow({ province: 'Northern Cape', suspects_female: 1 }),
    ];
    expect(ask('Any women on the North West', rows)).toEqual({ kind: 'text', value: 'No' });
    rows.push(bRow({ province: 'North West', suspects_female: 1 }));
    expect(ask('Any women on the North West', rows)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts culpable homicide as a homicide but not attempted murder', () => {
    const rows = [
      bRow({ crimes: ['murder'] }),
      bRow({ crimes: ['culpable homicide'] }),
      bRow({ crimes: ['attempted murder'] }),
      bRow({ crimes: ['murder', 'culpable homicide'] }),
    ];
    expect(ask('How many cases had homicide', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the median age of the accused over fatal cases, averaging the middle two of an even count', () => {
    const rows = [
      bRow({ victims_killed: 1, suspect_ages: [22, 40] }),
      bRow({ victims_killed: 2, suspect_ages: [31] }),
      bRow({ victims_killed: 0, suspect_ages: [19] }),
      bRow({ victims_killed: null, suspect_ages: [60] }),
    ];
    expect(ask('For the cases with at least one decedent', rows)).toEqual({ kind: 'number', value: 31 });
    rows.push(bRow({ victims_killed: 1, suspect_ages: [34] }));
    expect(ask('For the cases with at least one decedent', rows)).toEqual({ kind: 'number', value: 32.5 });
  });

  it('takes the farm share over the fatal cases, finding a farm by the word in any case', () => {
    const rows = [
      bRow({ location: 'Lismor Farm, near Kestell', victims_killed: 7 }),
      bRow({ location: 'farm near Glen', victims_killed: 0 }),
      bRow({ location: 'Mareetsane', victims_killed: 2 }),
      bRow({ location: 'Sonkwane village', victims_killed: 1 }),
    ];
    expect(ask('Of the cases brought in', rows)).toEqual({ kind: 'number', value: 33 });
  });
});
