import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH277_QUESTIONS } from './fresh277-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-seventy-seventh fresh question set (blind)', FRESH277_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH277_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH277_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-seventy-seventh fresh set reads the ground truth as its header says', () => {
  it('counts Western Cape murders only, attempted murder and other provinces left out', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
      devRow({ province: 'Western Cape', crimes: ['murder', 'kidnapping'] }),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Western Cape', crimes: ['murder'] }),
    ];
    expect(ask('Logbook check', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the stated killed in KwaZulu-Natal, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 3 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: null }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: 2 }),
      devRow({ province: 'Eastern Cape', victims_killed: 7 }),
    ];
    expect(ask('Aye. Hands lost', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('ranks provinces by attempted-murder incidents and refuses a tie at the top', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder', 'murder'] }),
      devRow({ province: 'Gauteng', crimes: ['attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
    ];
    expect(ask('Which port, by province', rows)).toEqual({ kind: 'text', value: 'Eastern Cape' });
    const tied = [...rows, devRow({ province: 'Gauteng', crimes: ['attempted murder'] })];
    expect(() => ask('Which port, by province', tied)).toThrow(/no single leader/);
  });

  it('dates the last kidnapping by event date, never by a later publication', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2021-04-02', published_date: '2021-04-03' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2025-01-01' }),
      devRow({ crimes: ['murder'], event_date: '2024-09-09' }),
    ];
    expect(ask('Last kidnapping', rows)).toEqual({ kind: 'date', value: '2021-04-02' });
  });

  it('takes the arrest share over every incident, an unstated arrest in the base but not the part', () => {
    const rows = [
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: false }),
      devRow({ arrest_made: null }),
      devRow({ arrest_made: null }),
      devRow({ arrest_made: false }),
    ];
    expect(ask('Consider the whole corps', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('takes the median over the stated arrest figures only', () => {
    const rows = [
      devRow({ num_suspects_arrested: 1 }),
      devRow({ num_suspects_arrested: 4 }),
      devRow({ num_suspects_arrested: null }),
      devRow({ num_suspects_arrested: null }),
      devRow({ num_suspects_arrested: 2 }),
      devRow({ num_suspects_arrested: 9 }),
    ];
    expect(ask('Line the incidents up', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('counts Fridays and the 2019-2021 lap by event date, undated rows in neither', () => {
    const rows = [
      devRow({ event_date: '2024-01-05' }), // Friday
      devRow({ event_date: '2021-12-31' }), // Friday
      devRow({ event_date: '2019-01-01' }), // Tuesday
      devRow({ event_date: '2022-01-01' }), // Saturday
      devRow({ event_date: null, published_date: '2020-05-01' }), // published on a Friday
    ];
    expect(ask('Rehearsals are on Fridays', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('ok split check', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('answers No when KZN and Gauteng murders are level', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
    ];
    expect(ask('pb question', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'rape'] })];
    expect(ask('pb question', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('leaves rows without a municipality out of the peloton, naming the leader with or without "City of"', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'Ekurhuleni' }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
    ];
    expect(ask('which municipality is leading', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
  });

  it('ranks provinces by the stated killed, not by incidents', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', victims_killed: 5 }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_killed: 2 }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_killed: 1 }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_killed: null }),
    ];
    expect(ask('Which port has lost', rows)).toEqual({ kind: 'text', value: 'Free State' });
  });

  it('counts kidnappings before 2022 by event date, the undated and New Year 2022 left out', () => {
    const kidnap = (event_date: string | null) =>
      devRow({ notebook: 'b', crimes: ['kidnapping'], event_date, published_date: '2021-06-01' });
    const rows = [
      kidnap('2021-12-31'),
      kidnap('2018-07-07'),
      kidnap('2022-01-01'),
      kidnap(null),
      devRow({ notebook: 'b', crimes: ['rape'], event_date: '2020-01-01' }),
    ];
    expect(ask('Kidnappings logged before 2022', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it("takes the rape share over the notebook's own rows only", () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'] }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'] }),
      devRow({ notebook: 'b', crimes: ['murder'] }),
      devRow({ notebook: 'b', crimes: ['theft'] }),
      devRow({ notebook: 'b', crimes: ['theft'] }),
      devRow({ notebook: 'b', crimes: ['theft'] }),
      devRow({ notebook: 'a', crimes: ['rape'] }),
    ];
    expect(ask('Of all the incidents in this notebook', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('averages every stated suspect age, one per suspect, and refuses a halfway value', () => {
    const rows = [
      devRow({ notebook: 'b', suspect_ages: [20, 31] }),
      devRow({ notebook: 'b', suspect_ages: null }),
      devRow({ notebook: 'b', suspect_ages: [40] }),
    ];
    expect(ask('Age matters in my studio', rows)).toEqual({ kind: 'number', value: 30.3 });
    const halfway = [devRow({ notebook: 'b', suspect_ages: [20, 21, 20, 21] })];
    expect(ask('Age matters in my studio', halfway)).toEqual({ kind: 'number', value: 20.5 });
    const atTheMark = [devRow({ notebook: 'b', suspect_ages: [...Array(19).fill(20), 21] })]; // 20.05;
    expect(() => ask('Age matters in my studio', atTheMark)).toThrow(/halfway/);
  });

  it('counts January to June of any year, July and undated rows left out', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2020-06-30' }),
      devRow({ notebook: 'b', event_date: '2023-01-01' }),
      devRow({ notebook: 'b', event_date: '2023-07-01' }),
      devRow({ notebook: 'b', event_date: null, published_date: '2023-03-01' }),
    ];
    expect(ask('Our season runs', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums men victims of Limpopo and Mpumalanga alone', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', victims_male: 2 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', victims_male: 1 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', victims_male: null, victims_female: 4 }),
      devRow({ notebook: 'b', province: 'North West', victims_male: 6 }),
    ];
    expect(ask('In Limpopo and Mpumalanga', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('counts "dropped" as a stated no-arrest only, an unstated arrest not among them', () => {
    const rows = [
      devRow({ notebook: 'b', arrest_made: false }),
      devRow({ notebook: 'b', arrest_made: null }),
      devRow({ notebook: 'b', arrest_made: true, num_suspects_arrested: 0 }),
      devRow({ notebook: 'b', arrest_made: false, crimes: ['murder'] }),
    ];
    expect(ask('how many incidnets', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks crimes from 2023 on by incident, the undated and earlier left out, and refuses a tie', () => {
    const crime = (crimes: string[], event_date: string | null) =>
      devRow({ notebook: 'b', crimes, event_date, published_date: '2024-01-01' });
    const rows = [
      crime(['extortion', 'extortion'], '2023-02-01'),
      crime(['extortion'], '2024-05-05'),
      crime(['rape'], '2023-03-03'),
      crime(['rape'], '2022-12-31'),
      crime(['rape'], null),
    ];
    expect(ask('since 2023 started', rows)).toEqual({ kind: 'text', value: 'extortion' });
    expect(() => ask('since 2023 started', [...rows, crime(['rape'], '2025-01-01')])).toThrow(
      /no single leader/,
    );
  });
});
