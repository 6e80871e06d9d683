import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH191_QUESTIONS } from './fresh191-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-ninety-first fresh question set (blind)', FRESH191_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH191_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH191_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-ninety-first fresh set reads the ground truth as its header says', () => {
  it('sums arrests over carjackings, truck hijackings and vehicle thefts only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['carjacking', 'kidnapping'], num_suspects_arrested: 3 }),
      devRow({ crimes: ['truck hijacking'], num_suspects_arrested: 2 }),
      devRow({ crimes: ['vehicle theft'], num_suspects_arrested: null }),
      devRow({ crimes: ['stock theft', 'vehicle theft'], num_suspects_arrested: 1 }),
      devRow({ crimes: ['armed robbery'], num_suspects_arrested: 9 }),
      devRow({ notebook: 'b', crimes: ['carjacking'], num_suspects_arrested: 7 }),
    ];
    expect(ask('Vehicle crimes', rows)).toEqual({ kind: 'number', value: 6 });
  });

  it('ranks Eastern Cape municipalities only, skips a null municipality, names a metro by its town, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', municipality: 'Buffalo City' }),
      devRow({ province: 'Eastern Cape', municipality: 'Buffalo City' }),
      devRow({ province: 'Eastern Cape', municipality: 'Nelson Mandela Bay' }),
      devRow({ province: 'Eastern Cape', municipality: null }),
      devRow({ province: 'Eastern Cape', municipality: null }),
      devRow({ province: 'Eastern Cape', municipality: null }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town' }),
    ];
    expect(ask('EC only.', rows)).toEqual({ kind: 'text', value: ['Buffalo City', 'East London'] });
    const tied = [...rows, devRow({ province: 'Eastern Cape', municipality: 'Nelson Mandela Bay' })];
    expect(() => ask('EC only.', tied)).toThrow(/no single leader/);
    expect(ask('NMB (Gqeberha', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('dates the latest Eastern Cape CIT or business robbery by event date, other provinces and undated rows left out', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['cash-in-transit robbery'], event_date: '2023-02-01' }),
      devRow({ province: 'Eastern Cape', crimes: ['business robbery'], event_date: '2021-05-01' }),
      devRow({
        province: 'Eastern Cape',
        crimes: ['business robbery'],
        event_date: null,
        published_date: '2025-01-01',
      }),
      devRow({ province: 'Eastern Cape', crimes: ['armed robbery'], event_date: '2024-06-01' }),
      devRow({ province: 'Gauteng', crimes: ['cash-in-transit robbery'], event_date: '2024-09-01' }),
    ];
    expect(ask('Follow-up on the EC', rows)).toEqual({ kind: 'date', value: '2023-02-01' });
  });

  it('counts vehicle crimes from 2022 onward by event date, the undated and the last day of 2021 left out', () => {
    const vehicle = (crime: string, event_date: string | null) =>
      devRow({ notebook: 'b', crimes: [crime], event_date, published_date: '2022-06-01' });
    const rows = [
      vehicle('carjacking', '2022-01-01'),
      vehicle('truck hijacking', '2024-03-03'),
      vehicle('vehicle theft', '2021-12-31'),
      vehicle('carjacking', null),
      vehicle('house robbery', '2023-01-01'),
    ];
    expect(ask('Vehicle-related claims', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the share of carjackings with no arrest over all carjackings, an unstated arrest in the base only', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['carjacking'], arrest_made: false }),
      devRow({ notebook: 'b', crimes: ['carjacking'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['carjacking', 'murder'], arrest_made: null }),
      devRow({ notebook: 'b', crimes: ['truck hijacking'], arrest_made: false }),
    ];
    expect(ask('Carjackings - %', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('takes the median over every stated suspect age, averaging the middle two of an even number', () => {
    const rows = [
      devRow({ suspect_ages: [20, 40] }),
      devRow({ suspect_ages: [] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [30, 50] }),
      devRow({ notebook: 'b', suspect_ages: [99] }),
    ];
    expect(ask('median(suspect_ages)', rows)).toEqual({ kind: 'number', value: 35 });
    expect(ask('median(suspect_ages)', [...rows, devRow({ suspect_ages: [31] })])).toEqual({
      kind: 'number',
      value: 31,
    });
  });

  it('ranks fatal incidents by weekday of the event date alone, deathless and undated rows left out, and refuses a tie', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06', victims_killed: 1 }), // Saturday
      devRow({ crimes: ['culpable homicide'], event_date: '2024-01-13', victims_killed: 3 }), // Saturday
      devRow({ crimes: ['murder'], event_date: '2024-01-08', victims_killed: 1 }), // Monday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-08', victims_killed: 2 }), // published on a Monday
      devRow({ crimes: ['murder'], event_date: '2024-01-15', victims_killed: null }), // Monday, deaths unstated
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-22', victims_killed: 0 }), // Monday
    ];
    expect(ask('count(*) where victims_killed', rows)).toEqual({ kind: 'text', value: 'Saturday' });
    const tied = [...rows, devRow({ crimes: ['murder'], event_date: '2024-01-29', victims_killed: 1 })]; // Monday
    expect(() => ask('count(*) where victims_killed', tied)).toThrow(/no single leader/);
  });

  it('ranks months by the killed summed over the event month of every year, the undated left out', () => {
    const fatal = (event_date: string | null, victims_killed: number | null) =>
      devRow({ notebook: 'b', crimes: ['murder'], event_date, victims_killed, published_date: '2024-07-01' });
    const rows = [
      fatal('2020-07-26', 3),
      fatal('2022-03-01', 1),
      fatal('2023-03-09', 1),
      fatal('2024-03-05', null),
      fatal(null, 9),
    ];
    expect(ask('In watter maand', rows)).toEqual({ kind: 'text', value: 'July' });
    expect(() => ask('In watter maand', [...rows, fatal('2019-03-30', 1)])).toThrow(/no single leader/);
  });

  it('finds a plaas moord only where the location holds "farm" and the crimes hold murder', () => {
    const noFarmMurder = [
      devRow({ location: 'Farm Rietfontein, near Kuruman', crimes: ['stock theft'] }),
      devRow({ location: 'Kuruman', crimes: ['murder'] }),
      devRow({ location: 'farm near Vryburg', crimes: ['attempted murder'] }),
      devRow({ notebook: 'b', location: 'farm near Glen', crimes: ['murder'] }),
    ];
    expect(ask('Was daar enige plaas moord', noFarmMurder)).toEqual({ kind: 'text', value: 'No' });
    const withOne = [...noFarmMurder, devRow({ location: 'Klein FARM, Hartswater', crimes: ['murder'] })];
    expect(ask('Was daar enige plaas moord', withOne)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the murder share of farm incidents to one decimal over every farm incident, whatever its crimes', () => {
    const farm = (location: string, crimes: string[]) => devRow({ notebook: 'b', location, crimes });
    const rows = [
      farm('farm near Glen', ['murder']),
      farm('De Rots farm, Senekal', ['murder', 'house robbery']),
      farm('Spitskop Trust Farm', ['stock theft']),
      farm('farm near Koingnaas', ['illegal mining']),
      farm('farm outside Hartswater', ['culpable homicide']),
      farm('farm near Vryburg', ['attempted murder']),
      farm('Senekal town', ['murder']),
    ];
    expect(ask('Of all die plaas incidents', rows)).toEqual({ kind: 'number', value: 33.3 });
  });

  it('counts farm incidents in the Northern Cape and North West only', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'Northern Cape',
        location: 'farm near Koingnaas',
        crimes: ['theft'],
      }),
      devRow({
        notebook: 'b',
        province: 'North West',
        location: 'near Klippan farm, Slurry',
        crimes: ['murder'],
      }),
      devRow({ notebook: 'b', province: 'North West', location: 'Mareetsane', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Free State', location: 'farm near Glen', crimes: ['murder'] }),
    ];
    expect(ask('Hoeveel incidents happened', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('averages victims over rape incidents with a stated number, and counts rows with a null event date', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], num_victims: 1 }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], num_victims: 2 }),
      devRow({ notebook: 'b', crimes: ['rape'], num_victims: 2, event_date: null }),
      devRow({ notebook: 'b', crimes: ['rape'], num_victims: null, event_date: null }),
      devRow({ notebook: 'b', crimes: ['sexual assault'], num_victims: 9 }),
    ];
    expect(ask('avg(num_victims)', rows)).toEqual({ kind: 'number', value: 1.7 });
    expect(ask('how many rows have null event_date', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('checks the Free State claim by murder incidents, a tie being "No", and dates the first stock theft by event date', () => {
    const murder = (province: string) => devRow({ notebook: 'b', province, crimes: ['murder'] });
    const rows = [
      murder('Free State'),
      murder('Free State'),
      murder('North West'),
      devRow({ notebook: 'b', province: 'North West', crimes: ['attempted murder'] }),
    ];
    expect(ask('My buurman says', rows)).toEqual({ kind: 'text', value: 'Yes' });
    expect(ask('My buurman says', [...rows, murder('North West')])).toEqual({ kind: 'text', value: 'No' });
    const thefts = [
      devRow({ notebook: 'b', crimes: ['stock theft'], event_date: '2019-04-01' }),
      devRow({ notebook: 'b', crimes: ['stock theft'], event_date: null, published_date: '2010-01-01' }),
      devRow({ notebook: 'b', crimes: ['theft'], event_date: '2012-01-01' }),
    ];
    expect(ask('Wanneer was die eerste', thefts)).toEqual({ kind: 'date', value: '2019-04-01' });
  });
});
