import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH159_QUESTIONS } from './fresh159-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-fifty-ninth fresh question set (blind)', FRESH159_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH159_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH159_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-fifty-ninth fresh set reads the ground truth as its header says', () => {
  it("takes Jo'burg as the City of Johannesburg municipality alone, not the rest of Gauteng", () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg' }),
      devRow({ municipality: 'City of Johannesburg', crimes: ['murder'] }),
      devRow({ municipality: 'Ekurhuleni' }),
      devRow({ municipality: null, location: 'Johannesburg outskirts' }),
      devRow({ notebook: 'b', municipality: 'City of Johannesburg' }),
    ];
    expect(ask("I'm new here", rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the stated killed of the whole Western Cape province, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town', victims_killed: 4 }),
      devRow({ province: 'Western Cape', municipality: 'Swartland', victims_killed: 2 }),
      devRow({ province: 'Western Cape', municipality: 'Mossel Bay', victims_killed: null }),
      devRow({ province: 'Eastern Cape', victims_killed: 5 }),
    ];
    expect(ask('And down in the Cape', rows)).toEqual({ kind: 'number', value: 6 });
  });

  it('dates the Durban area by event date within eThekwini, never by publication', () => {
    const rows = [
      devRow({ municipality: 'eThekwini', event_date: '2023-06-03', published_date: '2023-06-04' }),
      devRow({ municipality: 'eThekwini', event_date: null, published_date: '2025-01-01' }),
      devRow({ municipality: 'Msunduzi', event_date: '2024-07-09' }),
    ];
    expect(ask('When did the most recent incident', rows)).toEqual({ kind: 'date', value: '2023-06-03' });
  });

  it('ranks only the four big metros, ignoring a busier smaller municipality, and refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'eThekwini' }),
      devRow({ municipality: 'Swartland' }),
      devRow({ municipality: 'Swartland' }),
      devRow({ municipality: 'Swartland' }),
    ];
    expect(ask('Of the big metros', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
    const tied = [...rows, devRow({ municipality: 'eThekwini' })];
    expect(() => ask('Of the big metros', tied)).toThrow(/no single leader/);
  });

  it('compares people killed in KwaZulu-Natal with Gauteng, and refuses when Gauteng has more', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 7 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: null }),
      devRow({ province: 'Gauteng', victims_killed: 2 }),
    ];
    expect(ask('Compared with Gauteng', rows)).toEqual({ kind: 'number', value: 5 });
    const reversed = [...rows, devRow({ province: 'Gauteng', victims_killed: 6 })];
    expect(() => ask('Compared with Gauteng', reversed)).toThrow(/does not have more/);
  });

  it('reads a partner as relationship "partner" only, and knowing the attacker as partner, family or acquaintance', () => {
    const rows = [
      devRow({ relationship: 'family' }),
      devRow({ relationship: 'acquaintance' }),
      devRow({ relationship: 'stranger' }),
      devRow({ relationship: null }),
    ];
    expect(ask('Is there any case where the attacker', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('In how many incidents did the victim know', rows)).toEqual({ kind: 'number', value: 2 });
    const withPartner = [...rows, devRow({ relationship: 'partner' })];
    expect(ask('Is there any case where the attacker', withPartner)).toEqual({ kind: 'text', value: 'Yes' });
    expect(ask('In how many incidents did the victim know', withPartner)).toEqual({
      kind: 'number',
      value: 3,
    });
  });

  it('sums the injured of murder and attempted murder cases only, nulls adding nothing', () => {
    const rows = [
      devRow({ crimes: ['murder'], victims_injured: 2 }),
      devRow({ crimes: ['attempted murder', 'illegal firearm possession'], victims_injured: 3 }),
      devRow({ crimes: ['murder', 'attempted murder'], victims_injured: null }),
      devRow({ crimes: ['armed robbery'], victims_injured: 4 }),
      devRow({ crimes: ['culpable homicide'], victims_injured: 1 }),
    ];
    expect(ask('how many people were injurd', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('takes the female share over the victims of stated sex only', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ num_victims: 1, victims_female: 0, victims_male: 1 }),
    ];
    expect(ask('Of the victims whose sex', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('names the biggest bust by the parts of its location no other incident shares', () => {
    const rows = [
      devRow({ location: 'Hout Bay, Cape Town', num_suspects_arrested: 19 }),
      devRow({ location: 'Site C, Khayelitsha, Cape Town', num_suspects_arrested: 2 }),
      devRow({ location: 'Malmesbury', num_suspects_arrested: null }),
    ];
    expect(ask('Biggest bust in the lot', rows)).toEqual({ kind: 'text', value: ['Hout Bay'] });
  });

  it('counts arrests from 1 January 2022 by event date, the undated and 2021 left out', () => {
    const rows = [
      devRow({ event_date: '2022-01-01', num_suspects_arrested: 3 }),
      devRow({ event_date: '2025-05-29', num_suspects_arrested: 2 }),
      devRow({ event_date: '2021-12-31', num_suspects_arrested: 7 }),
      devRow({ event_date: null, published_date: '2023-01-01', num_suspects_arrested: 10 }),
      devRow({ event_date: '2023-01-01', num_suspects_arrested: null }),
    ];
    expect(ask('How many suspects were collared', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('averages every stated suspect age to one decimal, and refuses a halfway mean', () => {
    const rows = [
      devRow({ suspect_ages: [30, 31, 40] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [] }),
    ];
    expect(ask('Average age of the suspects', rows)).toEqual({ kind: 'number', value: 33.7 });
    expect(() => ask('Average age of the suspects', [devRow({ suspect_ages: [30, 31, 30, 30] })])).toThrow(
      /halfway/,
    );
  });

  it('says Yes to female suspects only when a stated figure is above zero', () => {
    const none = [devRow({ suspects_female: 0, suspects_male: 3 }), devRow({ suspects_female: null })];
    expect(ask('Any female suspects at all', none)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Any female suspects at all', [...none, devRow({ suspects_female: 1 })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('lists the Free State municipalities once each, without "City of" and without unknowns', () => {
    const fs = (municipality: string | null) =>
      devRow({ notebook: 'b', province: 'Free State', municipality });
    const rows = [
      fs('Mangaung'),
      fs('Mangaung'),
      fs('Setsoto'),
      fs(null),
      fs('City of Matjhabeng'),
      devRow({ notebook: 'b', province: 'North West', municipality: 'Madibeng' }),
    ];
    expect(ask('The Free State', rows)).toEqual({
      kind: 'list',
      value: ['Mangaung', 'Matjhabeng', 'Setsoto'],
    });
  });

  it('needs a North West CIT job with more than 10 nabbed: exactly 10 is not enough', () => {
    const cit = (province: string, num_suspects_arrested: number | null) =>
      devRow({ notebook: 'b', province, crimes: ['cash-in-transit robbery'], num_suspects_arrested });
    const rows = [
      cit('North West', 10),
      cit('North West', null),
      cit('Limpopo', 14),
      devRow({
        notebook: 'b',
        province: 'North West',
        crimes: ['business robbery'],
        num_suspects_arrested: 12,
      }),
    ];
    expect(ask('Any CIT job', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Any CIT job', [...rows, cit('North West', 11)])).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('ranks crime types by arrests added to every crime of a case, leaving "other" out', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['illegal mining', 'other'], num_suspects_arrested: 19 }),
      devRow({ notebook: 'b', crimes: ['other'], num_suspects_arrested: 25 }),
      devRow({
        notebook: 'b',
        crimes: ['cash-in-transit robbery', 'illegal firearm possession'],
        num_suspects_arrested: 12,
      }),
      devRow({ notebook: 'b', crimes: ['illegal firearm possession'], num_suspects_arrested: 9 }),
      devRow({ notebook: 'b', crimes: ['murder'], num_suspects_arrested: null }),
    ];
    expect(ask('Which crime type racked up', rows)).toEqual({ kind: 'text', value: ['firearm', 'gun'] });
    const tied = [...rows, devRow({ notebook: 'b', crimes: ['illegal mining'], num_suspects_arrested: 2 })];
    expect(() => ask('Which crime type racked up', tied)).toThrow(/no single leader/);
  });

  it('compares arrests of 2024 with 2023 by event year, and refuses when 2023 has more', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2024-12-31', num_suspects_arrested: 5 }),
      devRow({ notebook: 'b', event_date: '2024-01-01', num_suspects_arrested: 4 }),
      devRow({ notebook: 'b', event_date: '2023-06-01', num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', event_date: null, published_date: '2024-03-01', num_suspects_arrested: 8 }),
    ];
    expect(ask('How many more suspects were arrested', rows)).toEqual({ kind: 'number', value: 6 });
    const reversed = [...rows, devRow({ notebook: 'b', event_date: '2023-02-01', num_suspects_arrested: 7 })];
    expect(() => ask('How many more suspects were arrested', reversed)).toThrow(/does not have more/);
  });

  it('refuses what no field holds: tip-offs, counselling and convictions', () => {
    const rows = [devRow({ crimes: ['rape'], num_suspects_arrested: 1, relationship: 'partner' })];
    for (const start of [
      'How many of these cases were cracked',
      'How many of the women and children',
      'Of all the suspects arrested',
    ])
      expect(ask(start, rows)).toEqual({ kind: 'refusal' });
  });
});
