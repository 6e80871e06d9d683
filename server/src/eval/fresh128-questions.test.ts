import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH128_QUESTIONS } from './fresh128-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-twenty-eighth fresh question set (blind)', FRESH128_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH128_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH128_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-twenty-eighth fresh set reads the ground truth as its header says', () => {
  it('counts rape and sexual assault incidents of its own notebook, one per row', () => {
    const rows = [
      devRow({ crimes: ['rape', 'kidnapping'], num_victims: 3 }),
      devRow({ crimes: ['sexual assault'] }),
      devRow({ crimes: ['common assault'] }),
      devRow({ notebook: 'b', crimes: ['rape'] }),
    ];
    expect(ask('how many rape or sexual assualt', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums female victims where the attacker was known, a stranger or an unstated tie left out', () => {
    const rows = [
      devRow({ relationship: 'partner', victims_female: 1 }),
      devRow({ relationship: 'family', victims_female: 2 }),
      devRow({ relationship: 'acquaintance', victims_female: null, num_victims: 4 }),
      devRow({ relationship: 'stranger', victims_female: 5 }),
      devRow({ relationship: null, victims_female: 7 }),
    ];
    expect(ask('For the cases where the victim knew', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the female share over victims of stated sex only', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ num_victims: 2, victims_female: 1, victims_male: null }),
      devRow({ notebook: 'b', victims_female: 10, victims_male: 0 }),
    ];
    expect(ask('Of all victims where sex is recorded', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('needs a family attacker and a stated death in the same incident', () => {
    const apart = [
      devRow({ relationship: 'family', victims_killed: 0 }),
      devRow({ relationship: 'acquaintance', victims_killed: 2 }),
      devRow({ relationship: 'family', victims_killed: null }),
    ];
    expect(ask('Is there at least one case', apart)).toEqual({ kind: 'text', value: 'No' });
    const together = [...apart, devRow({ relationship: 'family', victims_killed: 1 })];
    expect(ask('Is there at least one case', together)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes "nobody got nabbed" as a stated false arrest, not an unstated one', () => {
    const unstated = [devRow({ municipality: 'Ekurhuleni', arrest_made: null })];
    expect(ask('Was there ever a case in Ekurhuleni', unstated)).toEqual({ kind: 'text', value: 'No' });
    const elsewhere = [...unstated, devRow({ municipality: 'City of Johannesburg', arrest_made: false })];
    expect(ask('Was there ever a case in Ekurhuleni', elsewhere)).toEqual({ kind: 'text', value: 'No' });
    const none = [...elsewhere, devRow({ municipality: 'Ekurhuleni', arrest_made: false })];
    expect(ask('Was there ever a case in Ekurhuleni', none)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('dates the last Durban murder by event date in eThekwini, the undated left out', () => {
    const rows = [
      devRow({ municipality: 'eThekwini', crimes: ['murder'], event_date: '2021-04-02' }),
      devRow({
        municipality: 'eThekwini',
        crimes: ['murder'],
        event_date: null,
        published_date: '2025-01-01',
      }),
      devRow({ municipality: 'eThekwini', crimes: ['attempted murder'], event_date: '2024-01-01' }),
      devRow({ municipality: 'Msunduzi', crimes: ['murder'], event_date: '2023-01-01' }),
    ];
    expect(ask('When was the last murder in Durban', rows)).toEqual({ kind: 'date', value: '2021-04-02' });
  });

  it('sums Gauteng arrests from 2023 on by event date, nulls and undated rows adding nothing', () => {
    const rows = [
      devRow({ event_date: '2023-01-01', num_suspects_arrested: 2 }),
      devRow({ event_date: '2025-06-30', num_suspects_arrested: 3 }),
      devRow({ event_date: '2022-12-31', num_suspects_arrested: 4 }),
      devRow({ event_date: null, published_date: '2024-01-01', num_suspects_arrested: 5 }),
      devRow({ event_date: '2024-01-01', num_suspects_arrested: null }),
      devRow({ event_date: '2024-01-01', province: 'Limpopo', num_suspects_arrested: 6 }),
    ];
    expect(ask('our members want to know', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('ranks municipalities by arrests summed, skipping rows without a municipality', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', num_suspects_arrested: 4 }),
      devRow({ municipality: 'City of Johannesburg', num_suspects_arrested: 2 }),
      devRow({ municipality: 'City of Johannesburg', num_suspects_arrested: 1 }),
      devRow({ municipality: null, num_suspects_arrested: 10 }),
    ];
    expect(ask('Which municipality had the most suspects', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
  });

  it('compares people killed in 2020-2024 inclusive, and refuses when the first side has no more', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', event_date: '2020-01-01', victims_killed: 3 }),
      devRow({ province: 'KwaZulu-Natal', event_date: '2024-12-31', victims_killed: 2 }),
      devRow({ province: 'KwaZulu-Natal', event_date: '2019-12-31', victims_killed: 9 }),
      devRow({ province: 'KwaZulu-Natal', event_date: null, victims_killed: 9 }),
      devRow({ province: 'Eastern Cape', event_date: '2022-05-05', victims_killed: 4 }),
      devRow({ province: 'Eastern Cape', event_date: '2023-05-05', victims_killed: null }),
    ];
    expect(ask('For the period 2020 to 2024', rows)).toEqual({ kind: 'number', value: 1 });
    const more = [...rows, devRow({ province: 'Eastern Cape', event_date: '2021-01-01', victims_killed: 1 })];
    expect(() => ask('For the period 2020 to 2024', more)).toThrow(/does not have more/);
  });

  it('takes the acquaintance share over the rows that state a relationship, in notebook b only', () => {
    const rows = [
      devRow({ notebook: 'b', relationship: 'acquaintance' }),
      devRow({ notebook: 'b', relationship: 'acquaintance' }),
      devRow({ notebook: 'b', relationship: 'stranger' }),
      devRow({ notebook: 'b', relationship: null }),
      devRow({ notebook: 'b', relationship: null }),
      devRow({ notebook: 'a', relationship: 'partner' }),
    ];
    expect(ask('Where the relationship between attacker', rows)).toEqual({ kind: 'number', value: 67 });
  });

  it('finds the earliest dated child rape, an undated one or an adult victim left out', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 1, event_date: '2019-03-01' }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 1, event_date: null }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 0, event_date: '2015-01-01' }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_children: 2, event_date: '2014-01-01' }),
      devRow({ notebook: 'a', crimes: ['rape'], victims_children: 1, event_date: '2010-01-01' }),
    ];
    expect(ask("what's the earliest date", rows)).toEqual({ kind: 'date', value: '2019-03-01' });
  });

  it('dates the latest incident with a stated police victim, a null or zero not counting', () => {
    const rows = [
      devRow({ notebook: 'b', victims_police: 1, event_date: '2021-07-26' }),
      devRow({ notebook: 'b', victims_police: 0, event_date: '2024-01-01' }),
      devRow({ notebook: 'b', victims_police: null, event_date: '2025-01-01' }),
      devRow({ notebook: 'b', victims_police: 2, event_date: null }),
    ];
    expect(ask('On what date did the most recent', rows)).toEqual({ kind: 'date', value: '2021-07-26' });
  });

  it('counts Limpopo farms by the word in the location, in any case', () => {
    const limpopo = [devRow({ notebook: 'b', province: 'Limpopo', location: 'Sonkwane village' })];
    expect(ask('Did anything happen on a farm', limpopo)).toEqual({ kind: 'text', value: 'No' });
    const farm = [
      ...limpopo,
      devRow({ notebook: 'b', province: 'Free State', location: 'farm near Glen' }),
      devRow({ notebook: 'b', province: 'Limpopo', location: 'Doornhoek Farm, Tzaneen' }),
    ];
    expect(ask('Did anything happen on a farm', farm)).toEqual({ kind: 'text', value: 'Yes' });
  });
});
