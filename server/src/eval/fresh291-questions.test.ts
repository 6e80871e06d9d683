import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH291_QUESTIONS } from './fresh291-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-ninety-first fresh question set (blind)', FRESH291_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH291_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH291_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-ninety-first fresh set reads the ground truth as its header says', () => {
  it('counts Gauteng kidnappings only, in the question notebook', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['kidnapping', 'extortion'] }),
      devRow({ province: 'Gauteng', crimes: ['kidnapping'], event_date: null }),
      devRow({ province: 'Gauteng', crimes: ['carjacking'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['kidnapping'] }),
      devRow({ notebook: 'b', province: 'Gauteng', crimes: ['kidnapping'] }),
    ];
    expect(ask('Okay babes', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the stated female victims, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 2, victims_male: 1 }),
      devRow({ num_victims: 4, victims_female: null, victims_male: null }),
      devRow({ num_victims: 1, victims_female: 1, victims_male: 0 }),
    ];
    expect(ask('Touch-up tally', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('dates the first Western Cape murder by event date, leaving undated and attempted murders out', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['murder'], event_date: '2021-04-01' }),
      devRow({
        province: 'Western Cape',
        crimes: ['murder'],
        event_date: null,
        published_date: '2010-01-01',
      }),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'], event_date: '2015-01-01' }),
      devRow({ province: 'Gauteng', crimes: ['murder'], event_date: '2012-01-01' }),
    ];
    expect(ask('Continuity check', rows)).toEqual({ kind: 'date', value: '2021-04-01' });
  });

  it('takes the firearm share over every row of the notebook, to the nearest whole percent', () => {
    const rows = [
      devRow({ crimes: ['illegal firearm possession', 'murder'] }),
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['theft'], event_date: null }),
    ];
    expect(ask('Sample size is the whole notebook', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('takes medians over the stated figures only, the mean of the middle two when even', () => {
    const rows = [
      devRow({ num_suspects_arrested: 1 }),
      devRow({ num_suspects_arrested: 4 }),
      devRow({ num_suspects_arrested: null }),
      devRow({ num_suspects_arrested: 6 }),
      devRow({ num_suspects_arrested: 9 }),
    ];
    expect(ask('Treat each incident', rows)).toEqual({ kind: 'number', value: 5 });
    const ages = [
      devRow({ notebook: 'b', suspect_ages: [30, 22] }),
      devRow({ notebook: 'b', suspect_ages: null }),
      devRow({ notebook: 'b', suspect_ages: [41] }),
    ];
    expect(ask('Pool every stated suspect age', ages)).toEqual({ kind: 'number', value: 30 });
  });

  it('counts murders in 2019 to 2021 by event date, the bounds included and undated rows excluded', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2019-01-01' }),
      devRow({ crimes: ['murder'], event_date: '2021-12-31' }),
      devRow({ crimes: ['murder'], event_date: '2022-01-01' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2020-05-05' }),
      devRow({ crimes: ['attempted murder'], event_date: '2020-05-05' }),
    ];
    expect(ask('Count the incidents involving murder', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('compares victims killed strictly, a level score being a no', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_killed: 3 }),
      devRow({ province: 'Western Cape', victims_killed: 2 }),
      devRow({ province: 'Western Cape', victims_killed: null }),
    ];
    expect(ask('A comparison of two totals', rows)).toEqual({ kind: 'text', value: 'Yes' });
    const level = [...rows, devRow({ province: 'Western Cape', victims_killed: 1 })];
    expect(ask('A comparison of two totals', level)).toEqual({ kind: 'text', value: 'No' });
  });

  it('counts a weekend by event date alone, undated rows sitting out', () => {
    const rows = [
      devRow({ event_date: '2024-01-06' }), // Saturday
      devRow({ event_date: '2024-01-07' }), // Sunday
      devRow({ event_date: '2024-01-10' }), // Wednesday
      devRow({ event_date: null, published_date: '2024-01-13' }), // published on a Saturday
    ];
    expect(ask('Five, six, seven, eight', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks provinces by attempted-murder incidents, murder alone not counting, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'], event_date: null }),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
    ];
    expect(ask("Let's find our lead dancer", rows)).toEqual({ kind: 'text', value: 'Eastern Cape' });
    const tied = [...rows, devRow({ province: 'Western Cape', crimes: ['attempted murder'] })];
    expect(() => ask("Let's find our lead dancer", tied)).toThrow(/no single leader/);
  });

  it('averages victims over the incidents that state a figure, to one decimal', () => {
    const rows = [
      devRow({ num_victims: 1 }),
      devRow({ num_victims: 2 }),
      devRow({ num_victims: 2 }),
      devRow({ num_victims: null }),
    ];
    expect(ask('Lovely work, everyone', rows)).toEqual({ kind: 'number', value: 1.7 });
  });

  it('counts Limpopo or Mpumalanga murders and takes the Free State murder share over Free State rows', () => {
    const b = (province: string, crimes: string[]) => devRow({ notebook: 'b', province, crimes });
    const rows = [
      b('Limpopo', ['murder', 'carjacking']),
      b('Mpumalanga', ['murder']),
      b('Mpumalanga', ['attempted murder']),
      b('North West', ['murder']),
      b('Free State', ['murder']),
      b('Free State', ['rape']),
      b('Free State', ['theft']),
      b('Free State', ['stock theft']),
    ];
    expect(ask('Hiii! Prepping the looks', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Out of all the Free State looks', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('sums female suspects and child victims as stated, nulls adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', suspects_female: 1, victims_children: 2 }),
      devRow({ notebook: 'b', suspects_female: null, victims_children: null }),
      devRow({ notebook: 'b', suspects_female: 2, victims_children: 0 }),
      devRow({ suspects_female: 5, victims_children: 5 }),
    ];
    expect(ask('Girl, the suspects', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('The total number of victims who were children', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts July of any year and the second half of 2023 by event date alone', () => {
    const b = (event_date: string | null) =>
      devRow({ notebook: 'b', event_date, published_date: '2023-07-15' });
    const rows = [
      b('2023-07-01'),
      b('2019-07-31'),
      b('2023-12-31'),
      b('2023-06-30'),
      b('2024-01-01'),
      b(null),
    ];
    expect(ask('Step, ball-change', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Count the incidents with an event date in the second half', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('names the municipality without "City of", skips unknown ones, and refuses a tie', () => {
    const b = (municipality: string | null) => devRow({ notebook: 'b', municipality });
    const rows = [b('City of Matlosana'), b('City of Matlosana'), b('Madibeng'), b(null), b(null), b(null)];
    expect(ask('Which municipality yields', rows)).toEqual({
      kind: 'text',
      value: ['City of Matlosana', 'Matlosana'],
    });
    expect(() => ask('Which municipality yields', [...rows, b('Madibeng')])).toThrow(/no single leader/);
  });

  it('ranks provinces by summed victims killed, not by incident count, and refuses a tie', () => {
    const b = (province: string, victims_killed: number | null) =>
      devRow({ notebook: 'b', province, victims_killed });
    const rows = [b('Free State', 5), b('Limpopo', 1), b('Limpopo', 1), b('Limpopo', null)];
    expect(ask('Who takes the front row', rows)).toEqual({ kind: 'text', value: 'Free State' });
    expect(() => ask('Who takes the front row', [...rows, b('Limpopo', 3)])).toThrow(/no single leader/);
  });

  it('dates the latest kidnapping and the earliest Mpumalanga incident by event date, never publication', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['kidnapping'], event_date: '2022-02-02', province: 'Mpumalanga' }),
      devRow({ notebook: 'b', crimes: ['kidnapping'], event_date: null, published_date: '2025-01-01' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2024-04-04', province: 'Mpumalanga' }),
      devRow({
        notebook: 'b',
        crimes: ['murder'],
        event_date: null,
        province: 'Mpumalanga',
        published_date: '2001-01-01',
      }),
    ];
    expect(ask('Final look before wrap', rows)).toEqual({ kind: 'date', value: '2022-02-02' });
    expect(ask('Back to the top of the routine', rows)).toEqual({ kind: 'date', value: '2022-02-02' });
  });

  it('refuses the six questions the ground truth cannot answer, whatever the rows', () => {
    const refusals = FRESH291_QUESTIONS.filter((q) => q.covers.includes('refusal'));
    expect(refusals.filter((q) => q.notebook === 'a')).toHaveLength(3);
    expect(refusals.filter((q) => q.notebook === 'b')).toHaveLength(3);
    for (const q of refusals)
      expect(expectationIn(FRESH291_QUESTIONS, q.question, [devRow({})])).toEqual({ kind: 'refusal' });
  });
});
