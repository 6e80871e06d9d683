import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH109_QUESTIONS } from './fresh109-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-ninth fresh question set (blind)', FRESH109_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH109_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH109_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-ninth fresh set reads the ground truth as its header says', () => {
  it('sums the stated killed of KwaZulu-Natal only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 4 }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: null }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'], victims_killed: 0 }),
      devRow({ province: 'Gauteng', crimes: ['murder'], victims_killed: 5 }),
      devRow({ notebook: 'b', province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 7 }),
    ];
    expect(ask('Sawubona. I am chairing', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('says Yes to a police victim only when the stated figures sum to more than zero', () => {
    const none = [
      devRow({ province: 'Eastern Cape', victims_police: 0 }),
      devRow({ province: 'Eastern Cape', victims_police: null }),
      devRow({ province: 'Western Cape', victims_police: 3 }),
    ];
    expect(ask('Yebo noma cha: among the victims', none)).toEqual({ kind: 'text', value: 'No' });
    const one = [...none, devRow({ province: 'Eastern Cape', victims_police: 1 })];
    expect(ask('Yebo noma cha: among the victims', one)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('ranks provinces by suspects arrested summed, not by incidents, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'Gauteng', num_suspects_arrested: 1 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: 1 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: null }),
      devRow({ province: 'Western Cape', num_suspects_arrested: 4 }),
    ];
    expect(ask('Ngicela lusito', rows)).toEqual({ kind: 'text', value: 'Western Cape' });
    const tied = [...rows, devRow({ province: 'Gauteng', num_suspects_arrested: 2 })];
    expect(() => ask('Ngicela lusito', tied)).toThrow(/no single leader/);
  });

  it('counts City of Cape Town murders or attempted murders from 1 January 2019 by event date', () => {
    const metro = (fields: Partial<DevRow>) => devRow({ municipality: 'City of Cape Town', ...fields });
    const rows = [
      metro({ crimes: ['murder'], event_date: '2019-01-01' }),
      metro({ crimes: ['attempted murder'], event_date: '2023-05-05' }),
      metro({ crimes: ['murder'], event_date: '2018-12-31', published_date: '2019-01-03' }),
      metro({ crimes: ['murder'], event_date: null, published_date: '2022-01-01' }),
      metro({ crimes: ['culpable homicide'], event_date: '2022-01-01' }),
      devRow({ municipality: 'Swartland', crimes: ['murder'], event_date: '2022-01-01' }),
    ];
    expect(ask('Due diligence on a Cape Town', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks municipalities since 2020 by event date, leaving out undated rows and rows without a municipality', () => {
    const rows = [
      devRow({ municipality: 'Ekurhuleni', event_date: '2020-01-01' }),
      devRow({ municipality: 'City of Tshwane', event_date: '2019-12-31' }),
      devRow({ municipality: 'City of Tshwane', event_date: '2018-06-01' }),
      devRow({ municipality: 'City of Tshwane', event_date: null, published_date: '2024-01-01' }),
      devRow({ municipality: null, event_date: '2021-01-01' }),
      devRow({ municipality: null, event_date: '2022-01-01' }),
    ];
    expect(ask('Which municipality has logged', rows)).toEqual({
      kind: 'text',
      value: ['Ekurhuleni', 'Ekurhuleni'],
    });
  });

  it('counts Saturday murders by event date, attempted murder and undated rows left out', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2024-01-13' }), // Saturday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-06' }),
      devRow({ crimes: ['murder'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-06' }),
    ];
    expect(ask('ok so um how many murders', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes "carjacking" as carjacking alone, from 2020 by event date', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], event_date: '2019-12-31' }),
      devRow({ crimes: ['truck hijacking'], event_date: '2022-01-01' }),
      devRow({ crimes: ['carjacking'], event_date: null, published_date: '2023-01-01' }),
    ];
    expect(ask('so basically was there like any carjacking', rows)).toEqual({ kind: 'text', value: 'No' });
    const later = [...rows, devRow({ crimes: ['carjacking'], event_date: '2020-01-01' })];
    expect(ask('so basically was there like any carjacking', later)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('says No to a Mpumalanga child victim when the figures are stated zeros or unstated', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', victims_children: 0 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', victims_children: null }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_children: 2 }),
    ];
    expect(ask('Yebo noma cha: in the Mpumalanga', rows)).toEqual({ kind: 'text', value: 'No' });
  });

  it('takes the rape share over the Northern Cape incidents only, sexual assault not counting', () => {
    const nc = (crimes: string[]) => devRow({ notebook: 'b', province: 'Northern Cape', crimes });
    const rows = [
      nc(['rape']),
      nc(['rape', 'kidnapping']),
      nc(['sexual assault']),
      nc(['murder']),
      nc(['theft']),
      nc(['theft']),
      nc(['theft']),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['rape'] }),
    ];
    expect(ask('Red flags for a Northern Cape', rows)).toEqual({ kind: 'number', value: 29 });
  });

  it('counts the years by event date and refuses a comparison the later year does not win', () => {
    const at = (event_date: string | null) =>
      devRow({ notebook: 'b', event_date, published_date: '2024-03-01' });
    const rows = [at('2024-01-01'), at('2024-12-31'), at('2024-06-01'), at('2022-05-05'), at(null)];
    expect(ask('Trend check', rows)).toEqual({ kind: 'number', value: 2 });
    expect(() => ask('Trend check', [at('2022-01-01'), at('2024-01-01')])).toThrow(/does not have more/);
  });

  it('meets the walk-away threshold only at two or more stated killed', () => {
    const rows = [
      devRow({ notebook: 'b', victims_killed: 2 }),
      devRow({ notebook: 'b', victims_killed: 7 }),
      devRow({ notebook: 'b', victims_killed: 1 }),
      devRow({ notebook: 'b', victims_killed: null, num_victims: 5 }),
    ];
    expect(ask('Our walk-away threshold', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts weekend rapes by event date and sums July arrests in any year, nulls adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], event_date: '2016-02-06', num_suspects_arrested: 1 }), // Saturday
      devRow({ notebook: 'b', crimes: ['rape'], event_date: '2024-09-01', num_suspects_arrested: 2 }), // Sunday
      devRow({ notebook: 'b', crimes: ['rape'], event_date: '2024-08-12' }), // Monday
      devRow({ notebook: 'b', crimes: ['sexual assault'], event_date: '2024-09-01' }),
      devRow({ notebook: 'b', crimes: ['rape'], event_date: null, published_date: '2024-09-01' }),
      devRow({ notebook: 'b', event_date: '2022-07-15', num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', event_date: '2015-07-02', num_suspects_arrested: null }),
      devRow({ notebook: 'b', event_date: null, published_date: '2020-07-20', num_suspects_arrested: 9 }),
    ];
    expect(ask('ok um how many rapes', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('so basically um the July ones', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the female share over the victims of stated sex', () => {
    const rows = [
      devRow({ notebook: 'b', num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ notebook: 'b', num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ notebook: 'b', num_victims: 1, victims_female: 0, victims_male: 1 }),
    ];
    expect(ask('um what percent of the victims', rows)).toEqual({ kind: 'number', value: 25 });
  });
});
