import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH176_QUESTIONS } from './fresh176-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-seventy-sixth fresh question set (blind)', FRESH176_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH176_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH176_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-seventy-sixth fresh set reads the ground truth as its header says', () => {
  it('sums child victims of its own notebook, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['rape'], victims_children: 2 }),
      devRow({ crimes: ['murder'], victims_children: null, num_victims: 4 }),
      devRow({ crimes: ['murder'], victims_children: 0 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 5 }),
    ];
    expect(ask('Please give me the total number of child victims', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('counts an incident with a child victim only when the children figure is at least one, with murder or attempted murder', () => {
    const rows = [
      devRow({ crimes: ['murder'], victims_children: 1 }),
      devRow({ crimes: ['attempted murder', 'illegal firearm possession'], victims_children: 3 }),
      devRow({ crimes: ['murder'], victims_children: null }),
      devRow({ crimes: ['murder'], victims_children: 0 }),
      devRow({ crimes: ['rape'], victims_children: 1 }),
    ];
    expect(ask('How many incidents involved at least one victim under 18', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('dates the latest child victim by event date, never by a later publication', () => {
    const rows = [
      devRow({
        crimes: ['rape'],
        victims_children: 1,
        event_date: '2021-04-02',
        published_date: '2021-04-03',
      }),
      devRow({ crimes: ['rape'], victims_children: 1, event_date: null, published_date: '2025-01-01' }),
      devRow({ crimes: ['murder'], victims_children: 0, event_date: '2024-09-09' }),
    ];
    expect(ask('What is the most recent date on which a minor', rows)).toEqual({
      kind: 'date',
      value: '2021-04-02',
    });
  });

  it('takes a minor suspect as strictly under 18: an 18-year-old is not one', () => {
    const adults = [
      devRow({ notebook: 'b', suspect_ages: [18, 19] }),
      devRow({ notebook: 'b', suspect_ages: null }),
    ];
    expect(ask('Of the suspects whose ages are given', adults)).toEqual({ kind: 'text', value: 'No' });
    const minor = [...adults, devRow({ notebook: 'b', suspect_ages: [17] })];
    expect(ask('Of the suspects whose ages are given', minor)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts a child rape as known to the child only for a partner, family or acquaintance', () => {
    const rape = (relationship: string | null, victims_children: number | null) =>
      devRow({ notebook: 'b', crimes: ['rape'], relationship, victims_children });
    const rows = [
      rape('acquaintance', 1),
      rape('family', 2),
      rape('partner', 1),
      rape('stranger', 1),
      rape(null, 1),
      rape('acquaintance', 0),
      devRow({ notebook: 'b', crimes: ['sexual assault'], relationship: 'family', victims_children: 1 }),
    ];
    expect(ask('How many rape cases involved a child victim', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('What percentage of the rape cases', rows)).toEqual({ kind: 'number', value: 83 });
  });

  it('sums child victims of rapes from 2020 on by event date, leaving undated rapes out', () => {
    const rape = (event_date: string | null, victims_children: number | null) =>
      devRow({ notebook: 'b', crimes: ['rape'], event_date, victims_children });
    const rows = [
      rape('2019-12-31', 4),
      rape('2020-01-01', 1),
      rape('2024-06-01', 2),
      rape(null, 3),
      rape('2022-01-01', null),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2023-01-01', victims_children: 5 }),
    ];
    expect(ask('How many child victims (under 18) were there in rape cases', rows)).toEqual({
      kind: 'number',
      value: 3,
    });
    expect(ask('When did the earliest dated rape of a minor', rows)).toEqual({
      kind: 'date',
      value: '2019-12-31',
    });
  });

  it('counts "moord" as murder alone, in the Western Cape, and Khayelitsha deaths by location', () => {
    const rows = [
      devRow({
        province: 'Western Cape',
        location: 'Site C, Khayelitsha',
        crimes: ['murder'],
        victims_killed: 4,
      }),
      devRow({
        province: 'Western Cape',
        location: 'Enkanini, Khayelitsha',
        crimes: ['murder'],
        victims_killed: null,
      }),
      devRow({
        province: 'Western Cape',
        location: 'Mitchells Plain',
        crimes: ['attempted murder'],
        victims_killed: 1,
      }),
      devRow({ province: 'Gauteng', location: 'Soweto', crimes: ['murder'], victims_killed: 2 }),
    ];
    expect(ask('hoeveel moord cases in die Wes-Kaap', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Khayelitsha - hoeveel mense is dood', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('answers a Khayelitsha murder in 2024 by event date only', () => {
    const rows = [
      devRow({
        location: 'Site B, Khayelitsha',
        crimes: ['murder'],
        event_date: null,
        published_date: '2024-03-01',
      }),
      devRow({ location: 'Site C, Khayelitsha', crimes: ['attempted murder'], event_date: '2024-05-01' }),
      devRow({ location: 'Khayelitsha', crimes: ['murder'], event_date: '2023-12-31' }),
    ];
    expect(ask('was daar n moord in Khayelitsha', rows)).toEqual({ kind: 'text', value: 'No' });
    const found = [
      ...rows,
      devRow({ location: 'Harare, Khayelitsha', crimes: ['murder'], event_date: '2024-01-01' }),
    ];
    expect(ask('was daar n moord in Khayelitsha', found)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('reconciles victims against the sexes only where all three figures are stated', () => {
    const rows = [
      devRow({ num_victims: 5, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 9, victims_female: null, victims_male: 2 }),
      devRow({ num_victims: null, victims_female: 4, victims_male: 0 }),
    ];
    expect(ask('Reconciliation: for incidents where the victim total', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
    expect(() => ask('Reconciliation: for incidents where the victim total', rows.slice(1))).toThrow(
      /do not exceed/,
    );
  });

  it('counts killed-plus-injured mismatches only where all three figures are given', () => {
    const rows = [
      devRow({ num_victims: 3, victims_killed: 1, victims_injured: 1 }),
      devRow({ num_victims: 2, victims_killed: 1, victims_injured: 1 }),
      devRow({ num_victims: 4, victims_killed: 1, victims_injured: null }),
      devRow({ num_victims: 4, victims_killed: 1 }),
      devRow({ num_victims: null, victims_killed: 5, victims_injured: 0 }),
      devRow({ num_victims: 0, victims_killed: 0, victims_injured: 1 }),
    ];
    expect(ask('Consistency check', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('drops a row carrying any excluded crime, whatever else it holds', () => {
    const rows = [
      devRow({ crimes: ['poaching', 'illegal firearm possession'], num_suspects_arrested: 6 }),
      devRow({ crimes: ['theft'], num_suspects_arrested: 2 }),
      devRow({ crimes: ['murder'], num_suspects_arrested: null }),
      devRow({ crimes: ['drug possession', 'theft'] }),
      devRow({ crimes: ['illegal mining'] }),
      devRow({ crimes: ['murder', 'drug dealing'] }),
    ];
    expect(ask('Sum of suspects arrested', rows)).toEqual({ kind: 'number', value: 2 });
    const b = rows.map((r) => ({ ...r, notebook: 'b' as const }));
    expect(ask('Number of incidents excluding drug possession', b)).toEqual({ kind: 'number', value: 3 });
  });

  it('reads "no arrest" as a stated false, and takes the 2023-on share over dated incidents only', () => {
    const row = (event_date: string | null, arrest_made: boolean | null) =>
      devRow({ notebook: 'b', event_date, arrest_made });
    const rows = [
      row('2023-01-01', false),
      row('2024-02-02', true),
      row('2025-03-03', null),
      row('2022-12-31', false),
      row(null, false),
    ];
    expect(ask('Of incidents with an event date in 2023 or later', rows)).toEqual({
      kind: 'number',
      value: 33,
    });
    const a = rows.map((r) => ({ ...r, notebook: 'a' as const }));
    expect(ask('What percentage of all incidents recorded no arrest', a)).toEqual({
      kind: 'number',
      value: 60,
    });
  });

  it('reconciles killed against murder incidents and compares murders by province, refusing a reversal', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', crimes: ['murder'], victims_killed: 3 }),
      devRow({
        notebook: 'b',
        province: 'Free State',
        crimes: ['murder', 'house robbery'],
        victims_killed: null,
      }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['attempted murder'], victims_killed: 0 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['culpable homicide'], victims_killed: 2 }),
    ];
    expect(ask('Reconcile total persons killed', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('hoeveel meer moord cases in die Vrystaat', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [
      ...rows,
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['murder'] }),
    ];
    expect(() => ask('hoeveel meer moord cases in die Vrystaat', reversed)).toThrow(/does not have more/);
  });

  it('ranks municipalities by suspects arrested, skipping unknown ones, and refuses a tie', () => {
    const rows = [
      devRow({ notebook: 'b', municipality: 'City of Mbombela', num_suspects_arrested: 5 }),
      devRow({ notebook: 'b', municipality: 'Rustenburg', num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', municipality: 'Rustenburg', num_suspects_arrested: 1 }),
      devRow({ notebook: 'b', municipality: null, num_suspects_arrested: 20 }),
    ];
    expect(ask('Which municipality has the highest total', rows)).toEqual({
      kind: 'text',
      value: ['City of Mbombela', 'Mbombela'],
    });
    const tied = [...rows, devRow({ notebook: 'b', municipality: 'Rustenburg', num_suspects_arrested: 1 })];
    expect(() => ask('Which municipality has the highest total', tied)).toThrow(/no single leader/);
  });

  it('ranks provinces by child victims and by killed, not by incidents', () => {
    const rows = [
      devRow({ province: 'Gauteng', victims_children: 1, victims_killed: 1 }),
      devRow({ province: 'Gauteng', victims_children: 1, victims_killed: 1 }),
      devRow({ province: 'Western Cape', victims_children: 3, victims_killed: null }),
      devRow({ province: 'KwaZulu-Natal', victims_children: null, victims_killed: 5 }),
    ];
    expect(ask('In which province were the most child victims', rows)).toEqual({
      kind: 'text',
      value: 'Western Cape',
    });
    const b = rows.map((r) => ({ ...r, notebook: 'b' as const }));
    expect(ask('watter provinsie het die meeste mense wat dood is', b)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
  });

  it('answers a Western Cape presence and the latest North West murder from the rows', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'North West', crimes: ['murder'], event_date: '2021-07-26' }),
      devRow({
        notebook: 'b',
        province: 'North West',
        crimes: ['murder'],
        event_date: null,
        published_date: '2024-01-01',
      }),
      devRow({
        notebook: 'b',
        province: 'North West',
        crimes: ['attempted murder'],
        event_date: '2023-01-01',
      }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['murder'], event_date: '2024-07-28' }),
    ];
    expect(ask('wanneer was die laaste moord', rows)).toEqual({ kind: 'date', value: '2021-07-26' });
    expect(ask('is daar enige incidents uit die Wes-Kaap', rows)).toEqual({ kind: 'text', value: 'No' });
    const wc = [...rows, devRow({ notebook: 'b', province: 'Western Cape' })];
    expect(ask('is daar enige incidents uit die Wes-Kaap', wc)).toEqual({ kind: 'text', value: 'Yes' });
  });
});
