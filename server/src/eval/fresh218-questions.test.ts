import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH218_QUESTIONS, medianOf } from './fresh218-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-eighteenth fresh question set (blind)', FRESH218_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH218_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH218_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the two-hundred-and-eighteenth fresh set reads the ground truth as its header says', () => {
  it('sums the stated killed in KwaZulu-Natal only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 3 }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: null }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'], victims_killed: 0 }),
      devRow({ province: 'Gauteng', crimes: ['murder'], victims_killed: 5 }),
      b({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 2 }),
    ];
    expect(ask('Sawubona.', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('ranks provinces by attempted murder alone and refuses a tie at the top', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
    ];
    expect(ask('atempted murder cases', rows)).toEqual({ kind: 'text', value: 'Eastern Cape' });
    const tied = [...rows, devRow({ province: 'Western Cape', crimes: ['attempted murder'] })];
    expect(() => ask('atempted murder cases', tied)).toThrow(/no single leader/);
  });

  it('reads "after 2015" as from 1 January 2016 by event date, undated carjackings left out', () => {
    const carjacking = (event_date: string | null, province = 'KwaZulu-Natal') =>
      devRow({ province, crimes: ['carjacking'], event_date, published_date: '2020-01-01' });
    const none = [carjacking('2015-12-31'), carjacking(null), carjacking('2020-01-01', 'Gauteng')];
    expect(ask('Was there any carjacking', none)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Was there any carjacking', [...none, carjacking('2016-01-01')])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('counts murders within a period inclusive of both end days, not attempted murders or undated ones', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2019-01-01' }),
      devRow({ crimes: ['murder', 'kidnapping'], event_date: '2021-12-31' }),
      devRow({ crimes: ['murder'], event_date: '2018-12-31' }),
      devRow({ crimes: ['murder'], event_date: '2022-01-01' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2020-05-05' }),
      devRow({ crimes: ['attempted murder'], event_date: '2020-05-05' }),
      devRow({ crimes: ['culpable homicide'], event_date: '2020-05-05' }),
    ];
    expect(ask('In respect of the incidents that occurred', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('averages every stated age of the accused to one decimal, and refuses a halfway value', () => {
    const rows = [
      devRow({ suspect_ages: [20, 31] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [] }),
      devRow({ suspect_ages: [40] }),
    ];
    expect(ask('What was the mean age of the accused', rows)).toEqual({ kind: 'number', value: 30.3 });
    const halfway = [devRow({ suspect_ages: [20, 20, 20, 21] })];
    expect(() => ask('What was the mean age of the accused', halfway)).toThrow(/halfway/);
  });

  it('sums the deceased where no arrest was made, an unstated arrest not counting as none', () => {
    const rows = [
      devRow({ arrest_made: false, victims_killed: 4 }),
      devRow({ arrest_made: false, victims_killed: null }),
      devRow({ arrest_made: null, victims_killed: 7 }),
      devRow({ arrest_made: true, victims_killed: 2 }),
    ];
    expect(ask('In respect of the matters in which no arrest', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('lists the top three categories without "other", naming the firearm category, and refuses a tie', () => {
    const rows = [
      devRow({ crimes: ['murder', 'illegal firearm possession', 'other'] }),
      devRow({ crimes: ['murder', 'attempted murder', 'other'] }),
      devRow({ crimes: ['murder', 'illegal firearm possession', 'other'] }),
      devRow({ crimes: ['attempted murder', 'other'] }),
      devRow({ crimes: ['murder', 'kidnapping', 'other'] }),
      devRow({ crimes: ['attempted murder', 'other'] }),
    ];
    expect(ask('Ranked bar, top 3', rows)).toEqual({
      kind: 'list',
      value: ['murder', 'attempted murder', 'firearm'],
    });
    const cutTie = rows.map((r) => (r.crimes.includes('kidnapping') ? { ...r, crimes: ['murder'] } : r));
    cutTie.push(devRow({ crimes: ['kidnapping'] }), devRow({ crimes: ['kidnapping'] }));
    expect(() => ask('Ranked bar, top 3', cutTie)).toThrow(/no single top 3/);
  });

  it('slices fatal incidents by the weekday of the event date, the unstated killed and undated left out', () => {
    const rows = [
      devRow({ event_date: '2024-01-06', victims_killed: 1 }), // Saturday
      devRow({ event_date: '2024-01-13', victims_killed: 2 }), // Saturday
      devRow({ event_date: '2024-01-08', victims_killed: 1 }), // Monday
      devRow({ event_date: '2024-01-15', victims_killed: 0 }), // Monday, nobody killed
      devRow({ event_date: '2024-01-22', victims_killed: null }), // Monday, unstated
      devRow({ event_date: null, published_date: '2024-01-29', victims_killed: 3 }), // published on a Monday
    ];
    expect(ask('Fatal incidents only', rows)).toEqual({ kind: 'text', value: 'Saturday' });
    const tied = [...rows, devRow({ event_date: '2024-01-29', victims_killed: 1 })];
    expect(() => ask('Fatal incidents only', tied)).toThrow(/no single leader/);
  });

  it('takes a median over the stated values only, the mean of the middle two when even', () => {
    expect(medianOf([3, null, 1, 2])).toBe(2);
    expect(medianOf([4, 1, null, 2, 9])).toBe(3);
    expect(() => medianOf([null, undefined])).toThrow(/no stated value/);
    const rows = [devRow({ num_victims: 1 }), devRow({ num_victims: 14 }), devRow({ num_victims: null })];
    expect(ask('Tile for median victims', rows)).toEqual({ kind: 'number', value: 7.5 });
    const ages = [b({ suspect_ages: [40, 19] }), b({ suspect_ages: [33] }), b({ suspect_ages: null })];
    expect(ask('Histogram tile of suspect ages', ages)).toEqual({ kind: 'number', value: 33 });
  });

  it('counts a hijacking of a car or a truck once per incident', () => {
    const rows = [
      b({ crimes: ['carjacking'] }),
      b({ crimes: ['truck hijacking', 'kidnapping'] }),
      b({ crimes: ['carjacking', 'truck hijacking'] }),
      b({ crimes: ['armed robbery'] }),
    ];
    expect(ask('Hijackings - cars and trucks', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('names the incident with most arrests by its own place names and refuses a tie', () => {
    const rows = [
      b({ location: 'old mine, Barberton', num_suspects_arrested: 19 }),
      b({ location: 'Mhala', num_suspects_arrested: 12 }),
      b({ location: 'Carolina', num_suspects_arrested: null }),
    ];
    expect(ask('Kuphi the bust', rows)).toEqual({ kind: 'text', value: ['old mine', 'Barberton'] });
    const tied = [...rows, b({ location: 'Kwa-Guqa, Vosman', num_suspects_arrested: 19 })];
    expect(() => ask('Kuphi the bust', tied)).toThrow(/no single leader/);
  });

  it('answers yes on a stated female accused in a CIT matter only, never on an unstated one', () => {
    const rows = [
      b({ crimes: ['cash-in-transit robbery'], suspects_female: null }),
      b({ crimes: ['cash-in-transit robbery'], suspects_female: 0 }),
      b({ crimes: ['business robbery'], suspects_female: 2 }),
    ];
    expect(ask('Is any of the accused', rows)).toEqual({ kind: 'text', value: 'No' });
    const one = [...rows, b({ crimes: ['cash-in-transit robbery'], suspects_female: 1 })];
    expect(ask('Is any of the accused', one)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the acquaintance slice over stated relationships only', () => {
    const rows = [
      b({ relationship: 'acquaintance' }),
      b({ relationship: 'acquaintance' }),
      b({ relationship: 'stranger' }),
      b({ relationship: null }),
      b({}),
    ];
    expect(ask('Relationship donut', rows)).toEqual({ kind: 'number', value: 67 });
  });

  it('compares arrests and periods by difference, the first side having to be larger', () => {
    const arrests = [
      b({ province: 'North West', num_suspects_arrested: 5 }),
      b({ province: 'North West', num_suspects_arrested: null }),
      b({ province: 'Northern Cape', num_suspects_arrested: 2 }),
    ];
    expect(ask('How many more accused', arrests)).toEqual({ kind: 'number', value: 3 });
    const reversed = [...arrests, b({ province: 'Northern Cape', num_suspects_arrested: 4 })];
    expect(() => ask('How many more accused', reversed)).toThrow(/does not have more/);
    const periods = [
      b({ event_date: '2020-01-01' }),
      b({ event_date: '2023-12-31' }),
      b({ event_date: '2019-12-31' }),
      b({ event_date: '2024-01-01' }),
      b({ event_date: null, published_date: '2021-01-01' }),
    ];
    expect(ask('Two period tiles', periods)).toEqual({ kind: 'number', value: 1 });
  });

  it('ranks Mpumalanga years by event year and municipalities without blanks', () => {
    const rows = [
      b({ province: 'Mpumalanga', event_date: '2022-03-01', municipality: 'Bushbuckridge' }),
      b({ province: 'Mpumalanga', event_date: '2022-09-01', municipality: null }),
      b({ province: 'Mpumalanga', event_date: '2023-01-01', municipality: null }),
      b({ province: 'Mpumalanga', event_date: null, published_date: '2023-05-01', municipality: null }),
      b({ province: 'Limpopo', event_date: '2023-01-01', municipality: 'City of Polokwane' }),
      b({ province: 'Limpopo', event_date: '2023-02-01', municipality: 'City of Polokwane' }),
    ];
    expect(ask('Filter province = Mpumalanga', rows)).toEqual({ kind: 'text', value: '2022' });
    expect(ask('Bar chart of incidents per municipality', rows)).toEqual({
      kind: 'text',
      value: ['City of Polokwane', 'Polokwane'],
    });
  });
});
