import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH217_QUESTIONS } from './fresh217-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-seventeenth fresh question set (blind)', FRESH217_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH217_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH217_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the two-hundred-and-seventeenth fresh set reads the ground truth as its header says', () => {
  it('takes the median suspect age over every stated age once, the middle two averaged for an even count', () => {
    const rows = [
      devRow({ suspect_ages: [20, 40] }),
      devRow({ suspect_ages: [30] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [] }),
      b({ suspect_ages: [99, 99, 99] }),
    ];
    expect(ask('What is the median stated suspect age', rows)).toEqual({ kind: 'number', value: 30 });
    const even = [...rows, devRow({ suspect_ages: [33] })];
    expect(ask('What is the median stated suspect age', even)).toEqual({ kind: 'number', value: 31.5 });
  });

  it('divides the stated killed by the stated injured to two decimals, and refuses a zero divisor', () => {
    const rows = [
      devRow({ victims_killed: 2, victims_injured: 1 }),
      devRow({ victims_killed: 2, victims_injured: null }),
      devRow({ victims_killed: null, victims_injured: 2 }),
    ];
    expect(ask('Reconcile fatalities against injuries', rows)).toEqual({ kind: 'number', value: 1.33 });
    expect(() => ask('Reconcile fatalities against injuries', [devRow({ victims_killed: 3 })])).toThrow(
      /nothing to divide by/,
    );
  });

  it('sums victims, female and male victims each on its own, nulls excluded, for the residual', () => {
    const rows = [
      devRow({ num_victims: 5, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 4, victims_female: null, victims_male: null }),
      devRow({ num_victims: null, victims_female: 1, victims_male: null }),
    ];
    expect(ask('Reconcile the victim count', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('takes the share since 2020 over dated incidents only, to one decimal', () => {
    const rows = [
      devRow({ event_date: '2020-01-01' }),
      devRow({ event_date: '2019-12-31' }),
      devRow({ event_date: '2019-06-01' }),
      devRow({ event_date: null, published_date: '2024-01-01' }),
    ];
    expect(ask('Of the incidents with a stated event date', rows)).toEqual({ kind: 'number', value: 33.3 });
  });

  it('averages Western Cape arrests over the stated figures only', () => {
    const rows = [
      devRow({ province: 'Western Cape', num_suspects_arrested: 1 }),
      devRow({ province: 'Western Cape', num_suspects_arrested: 2 }),
      devRow({ province: 'Western Cape', num_suspects_arrested: null }),
      devRow({ province: 'Gauteng', num_suspects_arrested: 30 }),
    ];
    expect(ask('For the Western Cape only', rows)).toEqual({ kind: 'number', value: 1.5 });
  });

  it('ranks provinces by the stated injured, a null adding nothing, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'Western Cape', victims_injured: 3, victims_killed: 9 }),
      devRow({ province: 'KwaZulu-Natal', victims_injured: 2, victims_killed: 0 }),
      devRow({ province: 'KwaZulu-Natal', victims_injured: null, victims_killed: 5 }),
      devRow({ province: 'Gauteng', victims_injured: 1 }),
    ];
    expect(ask('lowkey which province', rows)).toEqual({ kind: 'text', value: 'Western Cape' });
    const kzn = [...rows, devRow({ province: 'KwaZulu-Natal', victims_injured: 2 })];
    expect(ask('lowkey which province', kzn)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    const tied = [...rows, devRow({ province: 'KwaZulu-Natal', victims_injured: 1 })];
    expect(() => ask('lowkey which province', tied)).toThrow(/no single leader/);
  });

  it('lists each province with a cash-in-transit robbery once, sorted', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['cash-in-transit robbery'] }),
      devRow({ province: 'Gauteng', crimes: ['cash-in-transit robbery', 'murder'] }),
      devRow({ province: 'Western Cape', crimes: ['cash-in-transit robbery'] }),
      devRow({ province: 'Eastern Cape', crimes: ['business robbery'] }),
    ];
    expect(ask('which provinces had a cash in tranzit', rows)).toEqual({
      kind: 'list',
      value: ['Gauteng', 'Western Cape'],
    });
  });

  it('dates the earliest case and the first Limpopo murder by event date, never by publication', () => {
    const rows = [
      devRow({ event_date: '2016-05-01' }),
      devRow({ event_date: null, published_date: '2010-01-01' }),
      devRow({ event_date: '2015-03-02' }),
    ];
    expect(ask('no cap whats the oldest', rows)).toEqual({ kind: 'date', value: '2015-03-02' });
    const limpopo = [
      b({ province: 'Limpopo', crimes: ['murder'], event_date: '2019-04-04' }),
      b({ province: 'Limpopo', crimes: ['murder'], event_date: null, published_date: '2012-01-01' }),
      b({ province: 'Limpopo', crimes: ['attempted murder'], event_date: '2014-01-01' }),
      b({ province: 'Mpumalanga', crimes: ['murder'], event_date: '2013-01-01' }),
    ];
    expect(ask('Neng was the first murder', limpopo)).toEqual({ kind: 'date', value: '2019-04-04' });
  });

  it('takes Tzaneen and Giyani as their municipalities, summing only the stated killed', () => {
    const rows = [
      b({ municipality: 'Greater Tzaneen', location: 'Nkowankowa', victims_killed: 2 }),
      b({ municipality: 'Greater Giyani', location: 'Giyani', victims_killed: 1 }),
      b({ municipality: 'Greater Giyani', location: 'Siyandhani', victims_killed: null }),
      b({ municipality: 'Polokwane', location: 'Seshego', victims_killed: 5 }),
    ];
    expect(ask('Tzaneen and Giyani', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('compares summed arrests by province, unstated arrests adding nothing', () => {
    const rows = [
      b({ province: 'Limpopo', num_suspects_arrested: 3 }),
      b({ province: 'Limpopo', num_suspects_arrested: null }),
      b({ province: 'Mpumalanga', num_suspects_arrested: 2 }),
    ];
    expect(ask('Ee or aowa. Were more suspects', rows)).toEqual({ kind: 'text', value: 'Yes' });
    const more = [...rows, b({ province: 'Mpumalanga', num_suspects_arrested: 1 })];
    expect(ask('Ee or aowa. Were more suspects', more)).toEqual({ kind: 'text', value: 'No' });
  });

  it('takes the median of arrests with one figure per incident, nulls excluded', () => {
    const rows = [
      b({ num_suspects_arrested: 0 }),
      b({ num_suspects_arrested: 5 }),
      b({ num_suspects_arrested: 1 }),
      b({ num_suspects_arrested: null }),
      b({ num_suspects_arrested: 2 }),
    ];
    expect(ask('What is the median number of suspects', rows)).toEqual({ kind: 'number', value: 1.5 });
  });

  it('differences the killed by event year, undated out, and refuses a reversed comparison', () => {
    const rows = [
      b({ event_date: '2020-02-01', victims_killed: 4 }),
      b({ event_date: '2023-05-01', victims_killed: 1 }),
      b({ event_date: '2023-06-01', victims_killed: null }),
      b({ event_date: null, published_date: '2023-07-01', victims_killed: 6 }),
    ];
    expect(ask('By event date, excluding undated rows', rows)).toEqual({ kind: 'number', value: 3 });
    const reversed = [...rows, b({ event_date: '2023-08-01', victims_killed: 5 })];
    expect(() => ask('By event date, excluding undated rows', reversed)).toThrow(/does not have more/);
  });

  it('takes the killed share over rows where both figures are stated', () => {
    const rows = [
      b({ num_victims: 3, victims_killed: 1 }),
      b({ num_victims: 4, victims_killed: 0 }),
      b({ num_victims: 5, victims_killed: null }),
      b({ num_victims: null, victims_killed: 2 }),
    ];
    expect(ask('Across incidents where both', rows)).toEqual({ kind: 'number', value: 14.3 });
  });

  it('counts murders with more than one killed, a null or a single death not among them', () => {
    const rows = [
      b({ crimes: ['murder'], victims_killed: 2 }),
      b({ crimes: ['murder', 'armed robbery'], victims_killed: 3 }),
      b({ crimes: ['murder'], victims_killed: 1 }),
      b({ crimes: ['murder'], victims_killed: null }),
      b({ crimes: ['culpable homicide'], victims_killed: 4 }),
    ];
    expect(ask('out of all the murders', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('names the weekday of the one Mecklenburg incident by its event date, and refuses none or two', () => {
    const rows = [
      b({ location: 'Mecklenburg', crimes: ['cash-in-transit robbery'], event_date: '2024-01-06' }), // Saturday
      b({ location: 'Burgersdorp, outside Tzaneen', event_date: '2024-01-08', published_date: '2024-01-09' }),
    ];
    expect(ask('Avuxeni! The cash-in-transit robbery', rows)).toEqual({ kind: 'text', value: 'Saturday' });
    const undated = [b({ location: 'Mecklenburg', event_date: null, published_date: '2024-01-06' })];
    expect(() => ask('Avuxeni! The cash-in-transit robbery', undated)).toThrow(/not one dated incident/);
    const two = [...rows, b({ location: 'near Mecklenburg', event_date: '2024-01-07' })];
    expect(() => ask('Avuxeni! The cash-in-transit robbery', two)).toThrow(/not one dated incident/);
  });

  it('sums children only over rape incidents and finds a weekend CIT by event date', () => {
    const rows = [
      b({ crimes: ['rape'], victims_children: 2 }),
      b({ crimes: ['rape', 'kidnapping'], victims_children: null }),
      b({ crimes: ['murder'], victims_children: 4 }),
    ];
    expect(ask('how many kids', rows)).toEqual({ kind: 'number', value: 2 });
    const cit = [
      b({ crimes: ['cash-in-transit robbery'], event_date: '2024-01-08' }), // Monday
      b({ crimes: ['cash-in-transit robbery'], event_date: null, published_date: '2024-01-06' }), // published on a Saturday
    ];
    expect(ask('was there ever a cash in transit', cit)).toEqual({ kind: 'text', value: 'No' });
    const weekendCit = [...cit, b({ crimes: ['cash-in-transit robbery'], event_date: '2024-01-07' })];
    expect(ask('was there ever a cash in transit', weekendCit)).toEqual({ kind: 'text', value: 'Yes' });
  });
});
