import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH178_QUESTIONS } from './fresh178-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-seventy-eighth fresh question set (blind)', FRESH178_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH178_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH178_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-seventy-eighth fresh set reads the ground truth as its header says', () => {
  it('answers whether the batch holds Limpopo or Mpumalanga by the province alone', () => {
    const elsewhere = [
      devRow({ province: 'Gauteng', location: 'Polokwane Street, Johannesburg' }),
      devRow({ notebook: 'b', province: 'Mpumalanga' }),
    ];
    expect(ask('Avuxeni!', elsewhere)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Avuxeni!', [...elsewhere, devRow({ province: 'Mpumalanga' })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('ranks provinces by suspects arrested summed, not by incidents, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'Gauteng', num_suspects_arrested: 1 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: 2 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: null }),
      devRow({ province: 'Western Cape', num_suspects_arrested: 4 }),
    ];
    expect(ask('Ke kgopela', rows)).toEqual({ kind: 'text', value: 'Western Cape' });
  });

  it('counts murders alone in the Limpopo-Mpumalanga difference, and refuses a reversed one', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['murder', 'carjacking'] }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['attempted murder'] }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['culpable homicide'] }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['murder'] }),
    ];
    expect(ask('Dumelang.', rows)).toEqual({ kind: 'number', value: 1 });
    const reversed = [...rows, devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['murder'] })];
    expect(() => ask('Dumelang.', reversed)).toThrow(/does not have more/);
  });

  it('sums lives lost per municipality of Limpopo and Mpumalanga only, leaving other provinces out', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', municipality: 'Greater Tzaneen', victims_killed: 1 }),
      devRow({ notebook: 'b', province: 'Limpopo', municipality: 'Greater Tzaneen', victims_killed: 1 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', municipality: 'Bushbuckridge', victims_killed: 3 }),
      devRow({ notebook: 'b', province: 'Limpopo', municipality: null, victims_killed: 9 }),
      devRow({ notebook: 'b', province: 'Free State', municipality: 'Mangaung', victims_killed: 7 }),
    ];
    expect(ask('Ndza kombela', rows)).toEqual({ kind: 'text', value: 'Bushbuckridge' });
  });

  it('takes the mean of deaths over the incidents that state them, a stated zero counting', () => {
    const rows = [
      devRow({ victims_killed: 3 }),
      devRow({ victims_killed: 0 }),
      devRow({ victims_killed: 0 }),
      devRow({ victims_killed: null }),
      devRow({}),
    ];
    expect(ask('Across the incidents that state', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('takes case fatality as killed over killed plus injured, the unstated adding nothing', () => {
    const rows = [
      devRow({ victims_killed: 2, victims_injured: 5 }),
      devRow({ victims_killed: 1, victims_injured: null }),
      devRow({ victims_killed: null, victims_injured: 2 }),
    ];
    expect(ask('Case fatality', rows)).toEqual({ kind: 'number', value: 30 });
  });

  it('averages suspect ages one per suspect, not one per incident', () => {
    const rows = [
      devRow({ suspect_ages: [20, 22, 24] }),
      devRow({ suspect_ages: [40] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [] }),
    ];
    expect(ask('What is the mean age of the suspects', rows)).toEqual({ kind: 'number', value: 26.5 });
    const rapes = [
      devRow({ notebook: 'b', crimes: ['rape'], suspect_ages: [30, 31] }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], suspect_ages: [35] }),
      devRow({ notebook: 'b', crimes: ['sexual assault'], suspect_ages: [60] }),
    ];
    expect(ask('Mean age of the suspects in rape cases', rapes)).toEqual({ kind: 'number', value: 32 });
  });

  it('takes the children share over the incidents that state both victims and children', () => {
    const rows = [
      devRow({ notebook: 'b', num_victims: 4, victims_children: 1 }),
      devRow({ notebook: 'b', num_victims: 3, victims_children: null }),
      devRow({ notebook: 'b', num_victims: null, victims_children: 2 }),
      devRow({ notebook: 'b', num_victims: 5, victims_children: 0 }),
    ];
    expect(ask('What percentage of victims were children', rows)).toEqual({ kind: 'number', value: 11 });
  });

  it('dates the latest injury by event date among rows with at least one stated injured', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2021-04-01', victims_injured: 2 }),
      devRow({ notebook: 'b', event_date: '2024-04-01', victims_injured: 0 }),
      devRow({ notebook: 'b', event_date: '2025-04-01', victims_injured: null }),
      devRow({ notebook: 'b', event_date: null, published_date: '2025-06-01', victims_injured: 4 }),
    ];
    expect(ask('On what date did the most recent', rows)).toEqual({ kind: 'date', value: '2021-04-01' });
  });

  it('counts known attackers as partner, family or acquaintance, never a stranger or the unstated', () => {
    const rows = [
      devRow({ relationship: 'partner' }),
      devRow({ relationship: 'family' }),
      devRow({ relationship: 'acquaintance' }),
      devRow({ relationship: 'stranger' }),
      devRow({ relationship: null }),
    ];
    expect(ask('I am told it is always strangers', rows)).toEqual({ kind: 'number', value: 3 });
    const killed = rows.map((r) => ({ ...r, notebook: 'b' as const, victims_killed: 2 }));
    expect(ask('How many people were killed in incidents where', killed)).toEqual({
      kind: 'number',
      value: 6,
    });
  });

  it('reads the cities as the eight metros, leaving rows without a municipality out of both sides', () => {
    const rows = [
      devRow({ municipality: 'Mangaung', location: 'farm near Glen' }),
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'City of Mbombela' }),
      devRow({ municipality: 'City of Matlosana' }),
      devRow({ municipality: null, location: 'Kruger National Park' }),
    ];
    expect(ask('My neighbour insists', rows)).toEqual({ kind: 'number', value: 50 });
    const killed = rows.map((r) => ({ ...r, notebook: 'b' as const, victims_killed: 2 }));
    expect(ask('Crime only happens in the cities', killed)).toEqual({ kind: 'number', value: 4 });
  });

  it('takes the weekend share over dated incidents alone, by event date', () => {
    const rows = [
      devRow({ event_date: '2024-01-06' }), // Saturday
      devRow({ event_date: '2024-01-08' }), // Monday
      devRow({ event_date: '2024-01-09' }), // Tuesday
      devRow({ event_date: '2024-01-10' }), // Wednesday
      devRow({ event_date: null, published_date: '2024-01-13' }), // published on a Saturday
    ];
    expect(ask("It's all weekend drinking", rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('counts arrests as a stated true and no arrest as a stated false, a null being neither', () => {
    const murders = [
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['murder', 'rape'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['attempted murder'], arrest_made: true }),
    ];
    expect(ask('Everyone knows nobody is ever arrested', murders)).toEqual({ kind: 'number', value: 2 });
    const provinces = [
      devRow({ notebook: 'b', province: 'Limpopo', arrest_made: false }),
      devRow({ notebook: 'b', province: 'Limpopo', arrest_made: false }),
      devRow({ notebook: 'b', province: 'North West', arrest_made: false }),
      devRow({ notebook: 'b', province: 'North West', arrest_made: null }),
      devRow({ notebook: 'b', province: 'North West', arrest_made: null }),
    ];
    expect(ask('Which province is worst', provinces)).toEqual({ kind: 'text', value: 'Limpopo' });
  });

  it('compares 2024 with 2019 by event year, undated incidents in neither', () => {
    const rows = [
      devRow({ event_date: '2019-03-01' }),
      devRow({ event_date: '2019-12-31' }),
      devRow({ event_date: '2024-01-01' }),
      devRow({ event_date: null, published_date: '2024-05-01' }),
      devRow({ event_date: null, published_date: '2024-06-01' }),
    ];
    expect(ask('Crime gets worse every single year', rows)).toEqual({ kind: 'text', value: 'No' });
  });
});
