import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH165_QUESTIONS } from './fresh165-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-sixty-fifth fresh question set (blind)', FRESH165_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH165_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH165_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-sixty-fifth fresh set reads the ground truth as its header says', () => {
  it('counts stock theft alone, not plain theft or vehicle theft, and only in its own notebook', () => {
    const rows = [
      devRow({ crimes: ['stock theft'] }),
      devRow({ crimes: ['stock theft', 'vehicle theft'] }),
      devRow({ crimes: ['theft'] }),
      devRow({ crimes: ['vehicle theft'] }),
      devRow({ notebook: 'b', crimes: ['stock theft'] }),
    ];
    expect(ask('Hi, I run a womens co-op', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the latest livestock theft by event date, never by a later publication', () => {
    const rows = [
      devRow({ crimes: ['stock theft'], event_date: '2022-12-30', published_date: '2023-01-03' }),
      devRow({ crimes: ['stock theft'], event_date: null, published_date: '2025-06-01' }),
      devRow({ crimes: ['theft'], event_date: '2024-08-01' }),
    ];
    expect(ask('When did the most recent livestock', rows)).toEqual({ kind: 'date', value: '2022-12-30' });
  });

  it('takes a husband or boyfriend as a partner only, not family or an acquaintance', () => {
    const rows = [
      devRow({ crimes: ['murder'], relationship: 'family', victims_female: 1 }),
      devRow({ crimes: ['rape'], relationship: 'acquaintance', victims_female: 1 }),
      devRow({ crimes: ['assault gbh'], relationship: null, victims_female: 1 }),
    ];
    expect(ask('Was any woman in these cases', rows)).toEqual({ kind: 'text', value: 'No' });
    const partner = [...rows, devRow({ crimes: ['assault gbh'], relationship: 'partner' })];
    expect(ask('Was any woman in these cases', partner)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('finds a weekend truck hijacking or CIT by event date alone, carjackings and undated rows left out', () => {
    const rows = [
      devRow({ crimes: ['truck hijacking'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['carjacking'], event_date: '2024-01-06' }), // Saturday, but a carjacking
      devRow({ crimes: ['cash-in-transit robbery'], event_date: null, published_date: '2024-01-13' }), // published on a Saturday
    ];
    expect(ask('Any truck hijacking or CIT hit', rows)).toEqual({ kind: 'text', value: 'No' });
    const sunday = [...rows, devRow({ crimes: ['cash-in-transit robbery'], event_date: '2024-01-07' })];
    expect(ask('Any truck hijacking or CIT hit', sunday)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('lists each province of a truck hijacking once, carjackings left out', () => {
    const rows = [
      devRow({ crimes: ['truck hijacking'], province: 'Western Cape' }),
      devRow({ crimes: ['truck hijacking', 'kidnapping'], province: 'Gauteng' }),
      devRow({ crimes: ['truck hijacking'], province: 'Gauteng' }),
      devRow({ crimes: ['carjacking'], province: 'KwaZulu-Natal' }),
    ];
    expect(ask('Which provinces had a TH', rows)).toEqual({
      kind: 'list',
      value: ['Gauteng', 'Western Cape'],
    });
  });

  it('takes the mean and the median over the stated figures only, a null not counted as zero', () => {
    const rows = [
      devRow({ num_suspects_arrested: 1, suspect_ages: [20, 40] }),
      devRow({ num_suspects_arrested: 2, suspect_ages: null }),
      devRow({ num_suspects_arrested: 4, suspect_ages: [31] }),
      devRow({ num_suspects_arrested: null, suspect_ages: [] }),
    ];
    expect(ask('What is the mean number of suspects', rows)).toEqual({ kind: 'number', value: 2.3 });
    expect(ask('wat is the medain age', rows)).toEqual({ kind: 'number', value: 31 });
    const even = [...rows, devRow({ suspect_ages: [50] })];
    expect(ask('wat is the medain age', even)).toEqual({ kind: 'number', value: 35.5 });
  });

  it('takes the median of an even number of arrests as the mean of the two middle ones, in notebook b', () => {
    const rows = [0, 1, 4, 9, null].map((n) => devRow({ notebook: 'b', num_suspects_arrested: n }));
    expect(ask('What is the median number of suspects', rows)).toEqual({ kind: 'number', value: 2.5 });
  });

  it('finds a farm by the word in the location, in any case, and sums only the stated women', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'Lismor Farm, near Kestell', crimes: ['murder'], victims_female: 2 }),
      devRow({ notebook: 'b', location: 'farm near Glen', crimes: ['house robbery'], victims_female: null }),
      devRow({
        notebook: 'b',
        location: 'farm near Koingnaas',
        crimes: ['illegal mining'],
        victims_female: 0,
      }),
      devRow({ notebook: 'b', location: 'bushes near Kimberley', crimes: ['rape'], victims_female: 1 }),
      devRow({ notebook: 'b', location: 'Mareetsane', crimes: ['murder'], victims_female: 4 }),
    ];
    expect(ask('We are farm people', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('On the farms, how many', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('asks for a stated woman among stock theft suspects, an unstated figure not counting', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['stock theft'], suspects_female: null }),
      devRow({ notebook: 'b', crimes: ['stock theft'], suspects_female: 0 }),
      devRow({ notebook: 'b', crimes: ['theft'], suspects_female: 2 }),
    ];
    expect(ask('Was any of the stock theft suspects', rows)).toEqual({ kind: 'text', value: 'No' });
    const woman = [
      ...rows,
      devRow({ notebook: 'b', crimes: ['stock theft', 'vehicle theft'], suspects_female: 1 }),
    ];
    expect(ask('Was any of the stock theft suspects', woman)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts CIT and truck hijackings from the first of January 2022 by event date', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['cash-in-transit robbery'], event_date: '2022-01-01' }),
      devRow({ notebook: 'b', crimes: ['truck hijacking'], event_date: '2024-05-05' }),
      devRow({ notebook: 'b', crimes: ['truck hijacking'], event_date: '2021-12-31' }),
      devRow({
        notebook: 'b',
        crimes: ['cash-in-transit robbery'],
        event_date: null,
        published_date: '2023-01-01',
      }),
      devRow({ notebook: 'b', crimes: ['carjacking'], event_date: '2023-01-01' }),
    ];
    expect(ask('No. of CIT + truck hijacking', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('compares CIT arrests by province, and refuses a reversed comparison', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'North West',
        crimes: ['cash-in-transit robbery'],
        num_suspects_arrested: 6,
      }),
      devRow({
        notebook: 'b',
        province: 'North West',
        crimes: ['business robbery'],
        num_suspects_arrested: 9,
      }),
      devRow({
        notebook: 'b',
        province: 'Limpopo',
        crimes: ['cash-in-transit robbery'],
        num_suspects_arrested: 2,
      }),
      devRow({
        notebook: 'b',
        province: 'Limpopo',
        crimes: ['cash-in-transit robbery'],
        num_suspects_arrested: null,
      }),
    ];
    expect(ask('CIT arrests: how many more', rows)).toEqual({ kind: 'number', value: 4 });
    const reversed = [
      ...rows,
      devRow({
        notebook: 'b',
        province: 'Limpopo',
        crimes: ['cash-in-transit robbery'],
        num_suspects_arrested: 5,
      }),
    ];
    expect(() => ask('CIT arrests: how many more', reversed)).toThrow(/does not have more/);
  });

  it('takes the arrest share over all incidents, an unstated arrest in the whole but not the part', () => {
    const rows = [
      devRow({ notebook: 'b', arrest_made: true }),
      devRow({ notebook: 'b', arrest_made: true }),
      devRow({ notebook: 'b', arrest_made: null }),
      devRow({ notebook: 'b', arrest_made: false }),
      devRow({ notebook: 'b', arrest_made: false }),
      devRow({ notebook: 'b', arrest_made: false }),
    ];
    expect(ask('What percentage of the incidents had', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('leaves "other" out of the modal crime, and refuses a tie', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape', 'other'] }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping', 'other'] }),
      devRow({ notebook: 'b', crimes: ['murder', 'other'] }),
    ];
    expect(ask('What is the modal crime category', rows)).toEqual({ kind: 'text', value: ['rape'] });
    expect(() =>
      ask('What is the modal crime category', [...rows, devRow({ notebook: 'b', crimes: ['murder'] })]),
    ).toThrow(/no single leader/);
  });

  it('takes male minus female victims over the stated sexes, and refuses when women are not fewer', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 4, victims_female: null, victims_male: 3 }),
      devRow({ num_victims: 5, victims_female: null, victims_male: null }),
    ];
    expect(ask('Total male victims minus', rows)).toEqual({ kind: 'number', value: 4 });
    expect(() => ask('Total male victims minus', [...rows, devRow({ victims_female: 4 })])).toThrow(
      /does not have more/,
    );
  });

  it('compares July with December in any year, undated incidents left out', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2019-07-31' }),
      devRow({ notebook: 'b', event_date: '2024-07-01' }),
      devRow({ notebook: 'b', event_date: '2022-07-15' }),
      devRow({ notebook: 'b', event_date: '2020-12-31' }),
      devRow({ notebook: 'b', event_date: null, published_date: '2021-12-01' }),
      devRow({ notebook: 'b', event_date: '2021-08-01' }),
    ];
    expect(ask('How many more incidents occurred in July', rows)).toEqual({ kind: 'number', value: 2 });
  });
});
