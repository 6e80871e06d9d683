import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH280_QUESTIONS } from './fresh280-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-eightieth fresh question set (blind)', FRESH280_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH280_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH280_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-eightieth fresh set reads the ground truth as its header says', () => {
  it('dates the deepest layer by event date alone, never by an undated row or a publication date', () => {
    const rows = [
      devRow({ event_date: '2016-04-02', published_date: '2016-04-03' }),
      devRow({ event_date: null, published_date: '2010-01-01' }),
      devRow({ event_date: '2019-01-01' }),
      devRow({ notebook: 'b', event_date: '2012-01-01' }),
    ];
    expect(ask('Starting at the bottom', rows)).toEqual({ kind: 'date', value: '2016-04-02' });
  });

  it('sums the killed before 2018 by event date, the undated, the first of 2018 and unstated figures adding nothing', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2017-12-31', victims_killed: 2 }),
      devRow({ crimes: ['murder'], event_date: '2015-06-01', victims_killed: 3 }),
      devRow({ crimes: ['murder'], event_date: '2016-06-01', victims_killed: null }),
      devRow({ crimes: ['murder'], event_date: '2018-01-01', victims_killed: 5 }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2015-01-01', victims_killed: 7 }),
    ];
    expect(ask('Catalogue note', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('ranks crime finds per incident with the catch-all "other" left out, and refuses a tie', () => {
    const rows = [
      devRow({ crimes: ['other'] }),
      devRow({ crimes: ['other', 'kidnapping'] }),
      devRow({ crimes: ['other', 'murder'] }),
      devRow({ crimes: ['murder', 'attempted murder'] }),
    ];
    expect(ask('Across the whole assemblage', rows)).toEqual({ kind: 'text', value: ['murder'] });
    expect(() => ask('Across the whole assemblage', [...rows, devRow({ crimes: ['kidnapping'] })])).toThrow(
      /no single leader/,
    );
  });

  it('takes the median age over every stated suspect age, one per suspect, averaging the two middle ones', () => {
    const rows = [
      devRow({ suspect_ages: [20, 40] }),
      devRow({ suspect_ages: [30, 50] }),
      devRow({ suspect_ages: null }),
      devRow({ notebook: 'b', suspect_ages: [99, 99, 99] }),
    ];
    expect(ask('Ages, as with bones', rows)).toEqual({ kind: 'number', value: 35 });
  });

  it('sums arrests in the eThekwini municipality only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', municipality: 'eThekwini', num_suspects_arrested: 2 }),
      devRow({ province: 'KwaZulu-Natal', municipality: 'eThekwini', num_suspects_arrested: null }),
      devRow({ province: 'KwaZulu-Natal', municipality: 'Msunduzi', num_suspects_arrested: 6 }),
      devRow({ province: 'KwaZulu-Natal', municipality: null, location: 'Durban', num_suspects_arrested: 4 }),
    ];
    expect(ask('Sawubona!', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts Fridays by event date alone', () => {
    const rows = [
      devRow({ event_date: '2024-01-05' }), // Friday
      devRow({ event_date: '2024-01-12' }), // Friday
      devRow({ event_date: '2024-01-06' }), // Saturday
      devRow({ event_date: null, published_date: '2024-01-19' }), // published on a Friday
    ];
    expect(ask('Hawu, Friday is payday', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the arrested share over every incident, an unstated arrest not counting as one', () => {
    const rows = [
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: false }),
      devRow({ arrest_made: null }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: false }),
      devRow({ arrest_made: false }),
    ];
    expect(ask('Yebo, give it to me straight', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('calls KZN ahead on murders only when strictly more, a level count being "No"', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['murder', 'attempted murder'] }),
    ];
    expect(ask('Murders: KwaZulu-Natal', rows)).toEqual({ kind: 'text', value: 'No' });
    const ahead = [...rows, devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'kidnapping'] })];
    expect(ask('Murders: KwaZulu-Natal', ahead)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts the 2015-2017 trench inclusively at both ends, leaving undated rows out', () => {
    const b = (event_date: string | null) =>
      devRow({ notebook: 'b', event_date, published_date: '2016-06-01' });
    const rows = [
      b('2015-01-01'),
      b('2017-12-31'),
      b('2016-05-05'),
      b('2014-12-31'),
      b('2018-01-01'),
      b(null),
    ];
    expect(ask('I have pegged out a trench', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the median arrested over stated figures only, an unstated figure not counting as zero', () => {
    const b = (num_suspects_arrested: number | null) => devRow({ notebook: 'b', num_suspects_arrested });
    const rows = [b(1), b(3), b(8), b(null), b(null)];
    expect(ask('Among the incidents where the number', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('averages Limpopo arrests over stated figures to one decimal', () => {
    const limpopo = (num_suspects_arrested: number | null) =>
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested });
    const rows = [
      limpopo(1),
      limpopo(2),
      limpopo(2),
      limpopo(null),
      devRow({ notebook: 'b', province: 'Free State', num_suspects_arrested: 20 }),
    ];
    expect(ask('Limpopo side', rows)).toEqual({ kind: 'number', value: 1.7 });
  });

  it('takes the female share over victims of stated sex, the unstated adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ notebook: 'b', num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ notebook: 'b', num_victims: 1, victims_female: 0, victims_male: 1 }),
    ];
    expect(ask('Victims with sex on the record', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('counts July by event month in any year, leaving undated rows out', () => {
    const b = (event_date: string | null) =>
      devRow({ notebook: 'b', event_date, published_date: '2020-07-15' });
    const rows = [b('2020-07-01'), b('2016-07-31'), b('2020-08-01'), b(null)];
    expect(ask('Nobody buys watermelon', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks provinces by summed arrests, not incidents, and refuses a tie', () => {
    const b = (province: string, num_suspects_arrested: number | null) =>
      devRow({ notebook: 'b', province, num_suspects_arrested });
    const rows = [b('Limpopo', 1), b('Limpopo', 1), b('Limpopo', null), b('Mpumalanga', 5)];
    expect(ask('Suspects arrested, by province', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
    expect(() => ask('Suspects arrested, by province', [...rows, b('Limpopo', 3)])).toThrow(
      /no single leader/,
    );
  });

  it('answers the Free State cash-in-transit call from that crime and province together', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', crimes: ['business robbery'] }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['cash-in-transit robbery'] }),
    ];
    expect(ask('Any cash-in-transit robbery', rows)).toEqual({ kind: 'text', value: 'No' });
    const hit = [
      ...rows,
      devRow({ notebook: 'b', province: 'Free State', crimes: ['cash-in-transit robbery'] }),
    ];
    expect(ask('Any cash-in-transit robbery', hit)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('dates the first Mpumalanga murder by event date, other provinces and crimes left out', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['murder'], event_date: '2019-03-03' }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['murder'], event_date: null }),
      devRow({
        notebook: 'b',
        province: 'Mpumalanga',
        crimes: ['attempted murder'],
        event_date: '2015-01-01',
      }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['murder'], event_date: '2014-01-01' }),
    ];
    expect(ask('First serve', rows)).toEqual({ kind: 'date', value: '2019-03-03' });
  });
});
