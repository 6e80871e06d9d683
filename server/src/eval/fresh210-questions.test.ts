import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH210_QUESTIONS } from './fresh210-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-tenth fresh question set (blind)', FRESH210_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH210_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH210_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-tenth fresh set reads the ground truth as its header says', () => {
  it('counts how many more Johannesburg incidents than Ekurhuleni ones by municipality, and refuses a reversed comparison', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg' }),
      devRow({ municipality: 'City of Johannesburg' }),
      devRow({ municipality: 'City of Johannesburg' }),
      devRow({ municipality: 'Ekurhuleni' }),
      devRow({ municipality: null, location: 'Tembisa' }),
      devRow({ notebook: 'b', municipality: 'Ekurhuleni' }),
    ];
    expect(ask('Evening. At our CPF meeting', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [
      ...rows,
      devRow({ municipality: 'Ekurhuleni' }),
      devRow({ municipality: 'Ekurhuleni' }),
    ];
    expect(() => ask('Evening. At our CPF meeting', reversed)).toThrow(/does not have more/);
  });

  it('sums the weekend arrests by event date alone, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ event_date: '2024-01-06', num_suspects_arrested: 3 }), // Saturday
      devRow({ event_date: '2024-01-07', num_suspects_arrested: 2 }), // Sunday
      devRow({ event_date: '2024-01-07', num_suspects_arrested: null }), // Sunday, unstated
      devRow({ event_date: '2024-01-05', num_suspects_arrested: 9 }), // Friday
      devRow({ event_date: null, published_date: '2024-01-13', num_suspects_arrested: 4 }), // published on a Saturday
    ];
    expect(ask('Our patrollers only do', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('ranks Gauteng municipalities by summed arrests, not by incidents, and leaves other provinces out', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg', num_suspects_arrested: 1 }),
      devRow({ municipality: 'City of Johannesburg', num_suspects_arrested: 1 }),
      devRow({ municipality: 'Ekurhuleni', num_suspects_arrested: 4 }),
      devRow({ municipality: null, num_suspects_arrested: 9 }),
      devRow({ municipality: 'City of Cape Town', province: 'Western Cape', num_suspects_arrested: 8 }),
    ];
    expect(ask("I'm preparing a report", rows)).toEqual({
      kind: 'text',
      value: ['Ekurhuleni', 'Ekurhuleni'],
    });
  });

  it('lists the Gauteng kidnapping places by location, once each', () => {
    const rows = [
      devRow({ location: 'Lenasia', crimes: ['kidnapping'] }),
      devRow({ location: 'Hillbrow', crimes: ['carjacking', 'kidnapping'] }),
      devRow({ location: 'Soweto', crimes: ['murder'] }),
      devRow({ location: 'Durban', province: 'KwaZulu-Natal', crimes: ['kidnapping'] }),
    ];
    expect(ask('Parents at the school meeting', rows)).toEqual({
      kind: 'list',
      value: ['Lenasia', 'Hillbrow'],
    });
  });

  it('compares arrests per incident by arrest_made, an unstated arrest not counting', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', arrest_made: true, num_suspects_arrested: 1 }),
      devRow({ notebook: 'b', province: 'Free State', arrest_made: null }),
      devRow({ notebook: 'b', province: 'Limpopo', arrest_made: true, num_suspects_arrested: 7 }),
      devRow({ notebook: 'b', province: 'Limpopo', arrest_made: false }),
    ];
    expect(ask('Somebody at the meeting claimed', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, devRow({ notebook: 'b', province: 'Free State', arrest_made: true })];
    expect(ask('Somebody at the meeting claimed', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the weekend share over the dated incidents only', () => {
    const rows = [
      devRow({ event_date: '2024-01-06' }), // Saturday
      devRow({ event_date: '2024-01-08' }), // Monday
      devRow({ event_date: '2024-01-09' }), // Tuesday
      devRow({ event_date: null, published_date: '2024-01-13' }),
    ];
    expect(ask('Unit of analysis: the incident', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('counts the period comparison with both year ends included and undated incidents left out', () => {
    const rows = [
      devRow({ event_date: '2020-01-01' }),
      devRow({ event_date: '2025-12-31' }),
      devRow({ event_date: '2022-06-01' }),
      devRow({ event_date: '2019-12-31' }),
      devRow({ event_date: null, published_date: '2021-01-01' }),
      devRow({ event_date: '2026-01-01' }),
    ];
    expect(ask('For a period comparison', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the median of stated arrests with zeros in and nulls out', () => {
    const rows = [
      devRow({ num_suspects_arrested: 0 }),
      devRow({ num_suspects_arrested: 0 }),
      devRow({ num_suspects_arrested: 3 }),
      devRow({ num_suspects_arrested: 8 }),
      devRow({ num_suspects_arrested: null }),
    ];
    expect(ask('I need the central tendency', rows)).toEqual({ kind: 'number', value: 1.5 });
  });

  it('counts murders in the Covid window by event date, attempted murder and the day after left out', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2020-04-01' }),
      devRow({ crimes: ['murder', 'kidnapping'], event_date: '2021-03-31' }),
      devRow({ crimes: ['murder'], event_date: '2021-04-01' }),
      devRow({ crimes: ['attempted murder'], event_date: '2020-07-01' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2020-07-01' }),
    ];
    expect(ask('Operationalising the first year', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the child-victim share over incidents whose child figure is stated, zero included', () => {
    const rows = [
      devRow({ notebook: 'b', victims_children: 2 }),
      devRow({ notebook: 'b', victims_children: 0 }),
      devRow({ notebook: 'b', victims_children: 0 }),
      devRow({ notebook: 'b', victims_children: 0 }),
      devRow({ notebook: 'b', victims_children: null }),
      devRow({ notebook: 'b' }),
    ];
    expect(ask('Denominator: the incidents where', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('counts culpable homicide but not attempted murder as a homicide, in KwaZulu-Natal only', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['culpable homicide'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
    ];
    expect(ask('Is Kwazulu-Natall', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks counties by stated killed and precincts by station, skipping rows without one', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', victims_killed: 3, police_station: 'Harare' }),
      devRow({ municipality: 'eThekwini', victims_killed: 2, police_station: 'Umlazi' }),
      devRow({ municipality: 'eThekwini', victims_killed: null, police_station: 'Umlazi' }),
      devRow({ municipality: null, victims_killed: 9, police_station: null }),
      devRow({ municipality: null, police_station: null }),
    ];
    expect(ask('Which county', rows)).toEqual({ kind: 'text', value: ['City of Cape Town', 'Cape Town'] });
    expect(ask('Which police precinct', rows)).toEqual({ kind: 'text', value: 'Umlazi' });
  });

  it('dates the earliest North West homicide by event date, the undated never earliest', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'North West', crimes: ['murder'], event_date: '2021-07-26' }),
      devRow({
        notebook: 'b',
        province: 'North West',
        crimes: ['murder'],
        event_date: null,
        published_date: '2015-01-01',
      }),
      devRow({
        notebook: 'b',
        province: 'North West',
        crimes: ['attempted murder'],
        event_date: '2018-01-01',
      }),
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['murder'], event_date: '2016-01-01' }),
      devRow({
        notebook: 'b',
        province: 'North West',
        crimes: ['culpable homicide'],
        event_date: '2020-07-29',
      }),
    ];
    expect(ask('When was the earliest homicide', rows)).toEqual({ kind: 'date', value: '2020-07-29' });
  });

  it('finds Bloemfontein in the location in any case, not by municipality, and counts only carjacking as one', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'Heidedal, Bloemfontein', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', location: 'farm near bloemfontein', municipality: null }),
      devRow({ notebook: 'b', location: 'farm near Glen', municipality: 'Mangaung', crimes: ['carjacking'] }),
      devRow({ notebook: 'b', location: 'Carolina', crimes: ['truck hijacking'] }),
    ];
    expect(ask('Is Bloemfontien a province', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('How many carjackings', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('compares weekdays and counts winter months by event date, undated incidents left out', () => {
    const rows = [
      devRow({ event_date: '2024-01-03' }), // Wednesday
      devRow({ event_date: '2024-01-10' }), // Wednesday
      devRow({ event_date: '2024-01-08' }), // Monday
      devRow({ event_date: null, published_date: '2024-01-17' }), // published on a Wednesday
    ];
    expect(ask('Distribution by day of week', rows)).toEqual({ kind: 'number', value: 1 });
    const winter = [
      devRow({ notebook: 'b', event_date: '2019-06-01' }),
      devRow({ notebook: 'b', event_date: '2023-08-31' }),
      devRow({ notebook: 'b', event_date: '2023-09-01' }),
      devRow({ notebook: 'b', event_date: '2022-05-31' }),
      devRow({ notebook: 'b', event_date: null, published_date: '2022-07-01' }),
    ];
    expect(ask('Seasonality check', winter)).toEqual({ kind: 'number', value: 2 });
  });
});
