import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH102_QUESTIONS } from './fresh102-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-second fresh question set (blind)', FRESH102_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH102_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH102_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-second fresh set reads the ground truth as its header says', () => {
  it('sums the killed of every City of Cape Town incident, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', crimes: ['murder'], victims_killed: 4 }),
      devRow({ municipality: 'City of Cape Town', crimes: ['attempted murder'], victims_killed: 0 }),
      devRow({ municipality: 'City of Cape Town', crimes: ['house robbery'], victims_killed: 1 }),
      devRow({ municipality: 'City of Cape Town', crimes: ['murder'], victims_killed: null }),
      devRow({ municipality: 'Stellenbosch', crimes: ['murder'], victims_killed: 6 }),
      devRow({ notebook: 'b', municipality: 'City of Cape Town', crimes: ['murder'], victims_killed: 9 }),
    ];
    expect(ask('I am the councillor for a Khayelitsha ward', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('counts Ekurhuleni incidents from 2020 by event date alone, the undated left out', () => {
    const rows = [
      devRow({ municipality: 'Ekurhuleni', event_date: '2020-01-01' }),
      devRow({ municipality: 'Ekurhuleni', event_date: '2024-07-14' }),
      devRow({ municipality: 'Ekurhuleni', event_date: '2019-12-31', published_date: '2020-01-03' }),
      devRow({ municipality: 'Ekurhuleni', event_date: null, published_date: '2023-05-05' }),
      devRow({ municipality: 'City of Johannesburg', event_date: '2022-02-02' }),
    ];
    expect(ask('Residents in Ekurhuleni', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks municipalities by suspects arrested, skipping unknown ones, and refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'City of Tshwane', num_suspects_arrested: 3 }),
      devRow({ municipality: 'City of Tshwane', num_suspects_arrested: null }),
      devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: 2 }),
      devRow({ municipality: null, num_suspects_arrested: 9 }),
    ];
    expect(ask('Our community policing forum', rows)).toEqual({
      kind: 'text',
      value: ['City of Tshwane', 'Tshwane'],
    });
    const tied = [...rows, devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: 1 })];
    expect(() => ask('Our community policing forum', tied)).toThrow(/no single leader/);
  });

  it('answers yes on a police victim only when a Johannesburg incident states one', () => {
    const none = [
      devRow({ municipality: 'City of Johannesburg', victims_police: null }),
      devRow({ municipality: 'City of Johannesburg', victims_police: 0 }),
      devRow({ municipality: 'City of Tshwane', victims_police: 2 }),
    ];
    expect(ask('The officers who patrol', none)).toEqual({ kind: 'text', value: 'No' });
    const one = [...none, devRow({ municipality: 'City of Johannesburg', victims_police: 1 })];
    expect(ask('The officers who patrol', one)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts weekend murders by event date, attempted murder and culpable homicide left out', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-07' }),
      devRow({ crimes: ['culpable homicide'], event_date: '2024-01-13' }),
      devRow({ crimes: ['murder'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-13' }), // published on a Saturday
    ];
    expect(ask('Weekend warriors', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the first kidnapping by event date, never by publication', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2019-05-13', published_date: '2019-05-15' }),
      devRow({ crimes: ['carjacking', 'kidnapping'], event_date: '2021-11-17' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2012-01-01' }),
      devRow({ crimes: ['extortion'], event_date: '2010-01-01' }),
    ];
    expect(ask('Cold open', rows)).toEqual({ kind: 'date', value: '2019-05-13' });
  });

  it('takes the firearm share over all the rows, rounded, and refuses a halfway share', () => {
    const gun = () => devRow({ crimes: ['business robbery', 'illegal firearm possession'] });
    const rows = [gun(), devRow({ crimes: ['murder'] }), devRow({ crimes: ['theft'] })];
    expect(ask('Quick stat for the intro', rows)).toEqual({ kind: 'number', value: 33 });
    const halfway = [gun(), ...Array.from({ length: 7 }, () => devRow({ crimes: ['theft'] }))];
    expect(() => ask('Quick stat for the intro', halfway)).toThrow(/halfway/);
  });

  it('compares the killed of 2022 and 2023 by event year, and refuses a reversed difference', () => {
    const rows = [
      devRow({ event_date: '2022-01-01', victims_killed: 4 }),
      devRow({ event_date: '2022-12-31', victims_killed: 2 }),
      devRow({ event_date: '2023-06-01', victims_killed: 1 }),
      devRow({ event_date: '2023-07-01', victims_killed: null }),
      devRow({ event_date: null, published_date: '2023-01-01', victims_killed: 5 }),
    ];
    expect(ask('Was 2022 bloodier', rows)).toEqual({ kind: 'number', value: 5 });
    const reversed = [...rows, devRow({ event_date: '2023-03-03', victims_killed: 6 })];
    expect(() => ask('Was 2022 bloodier', reversed)).toThrow(/does not have more/);
  });

  it('counts murder cases with no accused arrested as a stated false, not an unstated arrest', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['attempted murder'], arrest_made: false }),
    ];
    expect(ask('In murder matters only', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('takes the Limpopo share of no arrests over Limpopo rows, an unstated arrest not a no', () => {
    const limpopo = (arrest_made: boolean | null) =>
      devRow({ notebook: 'b', province: 'Limpopo', arrest_made });
    const rows = [
      limpopo(false),
      limpopo(null),
      limpopo(true),
      limpopo(true),
      devRow({ notebook: 'b', province: 'Free State', arrest_made: false }),
    ];
    expect(ask('Communities in Limpopo', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('counts July murders in any year, attempted murder and undated rows left out', () => {
    const b = (crimes: string[], event_date: string | null) =>
      devRow({ notebook: 'b', crimes, event_date, published_date: '2024-07-20' });
    const rows = [
      b(['murder'], '2020-07-29'),
      b(['murder', 'kidnapping'], '2015-07-02'),
      b(['attempted murder'], '2021-07-10'),
      b(['murder'], '2022-06-30'),
      b(['murder'], null),
    ];
    expect(ask('July is apparently murder month', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums arrests of CIT or business robberies only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['cash-in-transit robbery'], num_suspects_arrested: 12 }),
      devRow({ notebook: 'b', crimes: ['business robbery', 'attempted murder'], num_suspects_arrested: 8 }),
      devRow({ notebook: 'b', crimes: ['business robbery'], num_suspects_arrested: null }),
      devRow({ notebook: 'b', crimes: ['carjacking'], num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', crimes: ['house robbery'], num_suspects_arrested: 5 }),
    ];
    expect(ask('Heist episode!', rows)).toEqual({ kind: 'number', value: 20 });
  });

  it('ranks provinces by kidnapping incidents and refuses a tie at the top', () => {
    const kidnap = (province: string, crimes = ['kidnapping']) => devRow({ notebook: 'b', province, crimes });
    const rows = [
      kidnap('North West'),
      kidnap('North West', ['rape', 'kidnapping']),
      kidnap('Free State'),
      kidnap('Free State', ['murder']),
      kidnap('Free State', ['extortion']),
    ];
    expect(ask('Okay listeners, buckle up: which province', rows)).toEqual({
      kind: 'text',
      value: 'North West',
    });
    expect(() => ask('Okay listeners, buckle up: which province', [...rows, kidnap('Free State')])).toThrow(
      /no single leader/,
    );
  });

  it('takes the female share of complainants over those of stated sex, the unstated adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', num_victims: 3, victims_female: 2, victims_male: 1 }),
      devRow({ notebook: 'b', num_victims: 4, victims_female: null, victims_male: null }),
      devRow({ notebook: 'b', num_victims: 3, victims_female: 0, victims_male: 3 }),
      devRow({ notebook: 'a', num_victims: 5, victims_female: 5, victims_male: 0 }),
    ];
    expect(ask('Of the complainants whose sex', rows)).toEqual({ kind: 'number', value: 33 });
  });
});
