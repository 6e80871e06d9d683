import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH249_QUESTIONS } from './fresh249-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-forty-ninth fresh question set (blind)', FRESH249_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH249_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH249_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-forty-ninth fresh set reads the ground truth as its header says', () => {
  it('counts car and truck hijackings, not stolen vehicles, cash vans or the other notebook', () => {
    const rows = [
      devRow({ crimes: ['carjacking', 'kidnapping'] }),
      devRow({ crimes: ['truck hijacking'] }),
      devRow({ crimes: ['carjacking', 'truck hijacking'] }),
      devRow({ crimes: ['vehicle theft'] }),
      devRow({ crimes: ['cash-in-transit robbery'] }),
      devRow({ notebook: 'b', crimes: ['carjacking'] }),
    ];
    expect(ask('How many hi-jackings', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('sums the arrests of car hijackings alone, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], num_suspects_arrested: 6 }),
      devRow({ crimes: ['carjacking', 'kidnapping'], num_suspects_arrested: null }),
      devRow({ crimes: ['truck hijacking'], num_suspects_arrested: 8 }),
      devRow({ notebook: 'b', crimes: ['carjacking'], num_suspects_arrested: 4 }),
    ];
    expect(ask('Just the car hijackings', rows)).toEqual({ kind: 'number', value: 6 });
  });

  it('dates the last car hijacking by event date, never by publication or a truck hijacking', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], event_date: '2021-11-17', published_date: '2021-11-20' }),
      devRow({ crimes: ['carjacking'], event_date: null, published_date: '2025-01-01' }),
      devRow({ crimes: ['truck hijacking'], event_date: '2025-04-23' }),
    ];
    expect(ask('When was the last car hijacking', rows)).toEqual({ kind: 'date', value: '2021-11-17' });
  });

  it('ranks provinces by car and truck hijackings together, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['carjacking'] }),
      devRow({ province: 'Gauteng', crimes: ['truck hijacking'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['carjacking'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['vehicle theft'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
    ];
    expect(ask('Which province is worst', rows)).toEqual({ kind: 'text', value: 'Gauteng' });
    const tied = [...rows, devRow({ province: 'KwaZulu-Natal', crimes: ['truck hijacking'] })];
    expect(() => ask('Which province is worst', tied)).toThrow(/no single leader/);
  });

  it('takes the financial years as 1 April 2019 to 31 March 2024, both ends in, undated out', () => {
    const kidnapping = (event_date: string | null) =>
      devRow({ crimes: ['kidnapping'], event_date, published_date: '2020-01-01' });
    const rows = [
      kidnapping('2019-03-31'),
      kidnapping('2019-04-01'),
      kidnapping('2024-03-31'),
      kidnapping('2024-04-01'),
      kidnapping(null),
      devRow({ crimes: ['murder'], event_date: '2020-05-05' }),
    ];
    expect(ask('To ask the Minister of Police: (d) how many incidents of kidnapping', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('takes an arrest as a stated true, over every incident', () => {
    const rows = [
      devRow({ arrest_made: true }),
      devRow({ arrest_made: false }),
      devRow({ arrest_made: null }),
      devRow({ arrest_made: true }),
    ];
    expect(ask('To ask the Minister of Police: (c) what percentage', rows)).toEqual({
      kind: 'number',
      value: 50,
    });
  });

  it('reads Cape Town as the municipality, not a word of the location, and sums the stated killed', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', location: 'Site B, Khayelitsha', victims_killed: 7 }),
      devRow({ municipality: 'City of Cape Town', location: 'Site C, Khayelitsha', victims_killed: null }),
      devRow({ municipality: 'Swartland', location: 'road to Cape Town', victims_killed: 2 }),
      devRow({ municipality: null, location: 'Cape Town', victims_killed: 3 }),
      devRow({ notebook: 'b', municipality: 'City of Cape Town', victims_killed: 5 }),
    ];
    expect(ask('ngl how many ppl actually died', rows)).toEqual({ kind: 'number', value: 7 });
  });

  it('counts a weekend by the event date alone, never the publication day of an undated incident', () => {
    const rows = [
      devRow({ event_date: '2024-01-06' }), // Saturday
      devRow({ event_date: '2024-01-07' }), // Sunday
      devRow({ event_date: '2024-01-08' }), // Monday
      devRow({ event_date: '2024-01-05', published_date: '2024-01-06' }), // a Friday, published on a Saturday
      devRow({ event_date: null, published_date: '2024-01-13' }), // published on a Saturday
      devRow({ notebook: 'b', event_date: '2024-01-06' }),
    ];
    expect(ask('wat about weekends', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('answers the Free State car hijacking question from carjacking alone', () => {
    const truck = [devRow({ notebook: 'b', province: 'Free State', crimes: ['truck hijacking'] })];
    expect(ask('Any cars or bakkies', truck)).toEqual({ kind: 'text', value: 'No' });
    const elsewhere = [...truck, devRow({ notebook: 'b', province: 'Limpopo', crimes: ['carjacking'] })];
    expect(ask('Any cars or bakkies', elsewhere)).toEqual({ kind: 'text', value: 'No' });
    const car = [...elsewhere, devRow({ notebook: 'b', province: 'Free State', crimes: ['carjacking'] })];
    expect(ask('Any cars or bakkies', car)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the vehicle-job share over car, truck and stolen-vehicle incidents alone', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['carjacking'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['carjacking'], arrest_made: false }),
      devRow({ notebook: 'b', crimes: ['truck hijacking'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['stock theft', 'vehicle theft'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['murder'], arrest_made: false }),
    ];
    expect(ask('Of the hijackings and stolen cars', rows)).toEqual({ kind: 'number', value: 75 });
  });

  it('finds an R-road by a numbered route in the location, not a street called Road, in Limpopo only', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', location: 'R529 road next to Maphata Village' }),
      devRow({ notebook: 'b', province: 'Limpopo', location: 'R36 road next to Mooketsi weighbridge' }),
      devRow({ notebook: 'b', province: 'Limpopo', location: 'Park Road police station' }),
      devRow({ notebook: 'b', province: 'Limpopo', location: 'Rotterdam farm' }),
      devRow({ notebook: 'b', province: 'Free State', location: 'R57 near Sasolburg' }),
    ];
    expect(ask('Limpopo side', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('reads suspects ages from the stated ones alone: the youngest, and an even median', () => {
    const rows = [
      devRow({ notebook: 'b', suspect_ages: [19, 54] }),
      devRow({ notebook: 'b', suspect_ages: [18, 35] }),
      devRow({ notebook: 'b', suspect_ages: null }),
      devRow({ notebook: 'b', suspect_ages: [] }),
    ];
    expect(ask('hw old was the youngest', rows)).toEqual({ kind: 'number', value: 18 });
    expect(ask('To ask the Minister of Police: (d) what was the median', rows)).toEqual({
      kind: 'number',
      value: 27,
    });
  });

  it('ranks provinces by kidnapping incidents of the notebook alone, and refuses a tie', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'North West', crimes: ['kidnapping', 'rape'] }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['kidnapping'], event_date: null }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['kidnapping'] }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['human trafficking'] }),
      devRow({ notebook: 'a', province: 'Limpopo', crimes: ['kidnapping'] }),
    ];
    expect(ask('which province got the most', rows)).toEqual({ kind: 'text', value: 'North West' });
    const tied = [...rows, devRow({ notebook: 'b', province: 'Limpopo', crimes: ['kidnapping'] })];
    expect(() => ask('which province got the most', tied)).toThrow(/no single leader/);
  });
});
