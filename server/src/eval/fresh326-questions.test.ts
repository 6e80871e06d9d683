import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH326_QUESTIONS } from './fresh326-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-twenty-sixth fresh question set (blind)', FRESH326_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH326_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH326_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-twenty-sixth fresh set reads the ground truth as its header says', () => {
  it('dates the earliest poaching by event date alone, an undated incident left out', () => {
    const rows = [
      devRow({ crimes: ['poaching'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['poaching'], event_date: '2016-10-19', published_date: '2016-10-20' }),
      devRow({ crimes: ['poaching'], event_date: '2018-02-01' }),
      devRow({ crimes: ['stock theft'], event_date: '2012-05-05' }),
    ];
    expect(ask('When did the earliest poaching', rows)).toEqual({ kind: 'date', value: '2016-10-19' });
  });

  it('counts murders alone, not attempted murder, in Greater Tzaneen and Greater Giyani only', () => {
    const rows = [
      devRow({ notebook: 'b', municipality: 'Greater Tzaneen', province: 'Limpopo', crimes: ['murder'] }),
      devRow({
        notebook: 'b',
        municipality: 'Greater Giyani',
        province: 'Limpopo',
        crimes: ['murder', 'carjacking'],
      }),
      devRow({
        notebook: 'b',
        municipality: 'Greater Tzaneen',
        province: 'Limpopo',
        crimes: ['attempted murder'],
      }),
      devRow({ notebook: 'b', municipality: 'Greater Letaba', province: 'Limpopo', crimes: ['murder'] }),
      devRow({
        notebook: 'b',
        municipality: null,
        location: 'outside Tzaneen',
        province: 'Limpopo',
        crimes: ['murder'],
      }),
    ];
    expect(ask('murders by Tzaneen', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the accused arrested inside both end days of the window, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ event_date: '2022-01-01', num_suspects_arrested: 3 }),
      devRow({ event_date: '2023-12-31', num_suspects_arrested: 2 }),
      devRow({ event_date: '2023-06-01', num_suspects_arrested: null }),
      devRow({ event_date: '2021-12-31', num_suspects_arrested: 5 }),
      devRow({ event_date: '2024-01-01', num_suspects_arrested: 7 }),
      devRow({ event_date: null, published_date: '2023-03-01', num_suspects_arrested: 4 }),
    ];
    expect(ask('3. Kindly provide the total', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('takes the arrest share over farm attacks only: stock theft on a farm and attacks off farms left out', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'Lismor Farm, near Kestell', crimes: ['murder'], arrest_made: true }),
      devRow({ notebook: 'b', location: 'farm near Glen', crimes: ['house robbery'], arrest_made: null }),
      devRow({ notebook: 'b', location: 'Klippan farm', crimes: ['kidnapping'], arrest_made: false }),
      devRow({ notebook: 'b', location: 'Spitskop Farm', crimes: ['stock theft'], arrest_made: false }),
      devRow({ notebook: 'b', location: 'Bloemfontein', crimes: ['murder'], arrest_made: true }),
    ];
    expect(ask('Of the farm attacks', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('calls a hijacking a car or truck taken, never a cash-in-transit heist, and reads every as every', () => {
    const rows = [
      devRow({ crimes: ['carjacking'] }),
      devRow({ crimes: ['truck hijacking', 'kidnapping'] }),
      devRow({ crimes: ['cash-in-transit robbery'] }),
      devRow({ crimes: ['vehicle theft'] }),
    ];
    expect(ask('eish bra how many hijackings', rows)).toEqual({ kind: 'number', value: 2 });
    const stock = [
      devRow({ notebook: 'b', province: 'Free State', crimes: ['stock theft'], arrest_made: true }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['stock theft'], arrest_made: false }),
    ];
    expect(ask('Was an arrest made in every', stock)).toEqual({ kind: 'text', value: 'Yes' });
    const unstated = [
      ...stock,
      devRow({ notebook: 'b', province: 'Free State', crimes: ['stock theft'], arrest_made: null }),
    ];
    expect(ask('Was an arrest made in every', unstated)).toEqual({ kind: 'text', value: 'No' });
  });
});
