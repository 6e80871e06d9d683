import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { rankedTally } from './blind-sets';
import { type DevRow, devSetFile, readDevReleases } from './dev-set';
import { FRESH266_QUESTIONS } from './fresh266-questions';
import { refusal } from './ground-truth-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-sixty-sixth fresh question set (blind)', FRESH266_QUESTIONS);

/** The one question that starts with the given words. */
function questionAt(start: string) {
  const matching = FRESH266_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  const [q] = matching;
  if (!q) throw new Error(`no question starts with ${start}`);
  return q;
}

/** The expectation of the one question that starts with the given words. */
const ask = (start: string, rows: DevRow[]) =>
  expectationIn(FRESH266_QUESTIONS, questionAt(start).question, rows);

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the two-hundred-and-sixty-sixth fresh set reads the ground truth as its header says', () => {
  it('counts Gauteng kidnappings only, and Mondays by the event date alone', () => {
    const rows = [
      devRow({ crimes: ['kidnapping', 'extortion'], event_date: '2024-01-01' }), // Monday
      devRow({ crimes: ['kidnapping'], province: 'KwaZulu-Natal', event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['carjacking'], event_date: '2024-01-02' }),
      devRow({ crimes: ['theft'], event_date: null, published_date: '2024-01-15' }), // published on a Monday
      b({ crimes: ['kidnapping'] }),
    ];
    expect(ask('On my round, how many kidnappings', rows)).toEqual({ kind: 'number', value: 1 });
    expect(ask('Mondays are always', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the first CIT robbery by event date, never by publication', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2021-03-29', published_date: '2021-03-30' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: null, published_date: '2015-01-01' }),
      devRow({ crimes: ['armed robbery'], event_date: '2016-01-01' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2024-07-29' }),
    ];
    expect(ask('When was the first cash-in-transit', rows)).toEqual({ kind: 'date', value: '2021-03-29' });
  });

  it('counts murders without an attempted murder, and kidnappings without a murder', () => {
    const rows = [
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['murder', 'attempted murder'] }),
      devRow({ crimes: ['attempted murder'] }),
      devRow({ crimes: ['murder', 'illegal firearm possession'] }),
    ];
    expect(ask('Murders logged with no attempted', rows)).toEqual({ kind: 'number', value: 2 });
    const kidnappings = [
      b({ crimes: ['kidnapping', 'extortion'] }),
      b({ crimes: ['kidnapping', 'murder'] }),
      b({ crimes: ['murder'] }),
      b({ crimes: ['kidnapping', 'attempted murder'] }),
    ];
    expect(ask('Kidnappings logged without', kidnappings)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the firearm share over all rows and the rape share over the Northern Cape rows alone', () => {
    const rows = [
      devRow({ crimes: ['illegal firearm possession', 'murder'] }),
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['theft'] }),
      devRow({ crimes: ['poaching'] }),
    ];
    expect(ask('Illegal firearm faults', rows)).toEqual({ kind: 'number', value: 25 });
    const cape = [
      b({ province: 'Northern Cape', crimes: ['rape'] }),
      b({ province: 'Northern Cape', crimes: ['murder'] }),
      b({ province: 'Northern Cape', crimes: ['theft'] }),
      b({ province: 'Northern Cape', crimes: ['drug possession'] }),
      b({ province: 'Northern Cape', crimes: ['rape', 'kidnapping'] }),
      b({ province: 'Free State', crimes: ['rape'] }),
    ];
    expect(ask('Out of all the incidents', cape)).toEqual({ kind: 'number', value: 40 });
  });

  it('takes medians over stated values only: suspect ages one per suspect, arrests per incident', () => {
    const ages = [
      devRow({ suspect_ages: [20, 40] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [33] }),
    ];
    expect(ask('Suspect ages on the board', ages)).toEqual({ kind: 'number', value: 33 });
    const arrests = [
      b({ num_suspects_arrested: 1 }),
      b({ num_suspects_arrested: null }),
      b({ num_suspects_arrested: 19 }),
      b({ num_suspects_arrested: 2 }),
      b({ num_suspects_arrested: 0 }),
      b({ num_suspects_arrested: null }),
      b({ num_suspects_arrested: 4 }),
    ];
    expect(ask('Median suspects arrested', arrests)).toEqual({ kind: 'number', value: 2 });
  });

  it('compares killed by province strictly, a null adding nothing', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_killed: 3 }),
      devRow({ province: 'Eastern Cape', victims_killed: null }),
      devRow({ province: 'Western Cape', victims_killed: 3 }),
    ];
    expect(ask('Decision required', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, devRow({ province: 'Eastern Cape', victims_killed: 1 })];
    expect(ask('Decision required', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts murders before 2020 by event date, the undated and the first day of 2020 left out', () => {
    const murder = (event_date: string | null) =>
      devRow({ crimes: ['murder'], event_date, published_date: '2019-06-01' });
    const rows = [
      murder('2019-12-31'),
      murder('2014-10-26'),
      murder('2020-01-01'),
      murder(null),
      devRow({ crimes: ['attempted murder'], event_date: '2018-01-01' }),
    ];
    expect(ask('On review: how many murders', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks municipalities by killed, skipping unknown municipalities, and names them without "City of"', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', victims_killed: 4 }),
      devRow({ municipality: 'City of Cape Town', victims_killed: null }),
      devRow({ municipality: 'eThekwini', victims_killed: 3 }),
      devRow({ municipality: null, victims_killed: 9 }),
    ];
    expect(ask('The third umpire wants', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
    const tied = [...rows, devRow({ municipality: 'eThekwini', victims_killed: 1 })];
    expect(() => ask('The third umpire wants', tied)).toThrow(/no single leader/);
  });

  it('sums children and injured as stated, nulls adding nothing', () => {
    const rows = [
      devRow({ victims_children: 3, victims_injured: 2 }),
      devRow({ victims_children: null, victims_injured: null }),
      devRow({ victims_children: 1, victims_injured: 5 }),
      b({ victims_children: 7, victims_injured: 7 }),
    ];
    expect(ask('For the record', rows)).toEqual({ kind: 'number', value: 4 });
    expect(ask('All told, how many people', rows)).toEqual({ kind: 'number', value: 7 });
  });

  it('takes winter as June to August and the fourth quarter as October to December, in any year', () => {
    const rows = [
      b({ event_date: '2020-06-01' }),
      b({ event_date: '2022-08-31' }),
      b({ event_date: '2017-09-01' }),
      b({ event_date: '2016-05-31' }),
      b({ event_date: '2024-10-01' }),
      b({ event_date: '2016-12-31' }),
      b({ event_date: null, published_date: '2024-07-01' }),
    ];
    expect(ask("Winter's the worst", rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Review of the fourth quarter', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the killed of Saturday and Sunday events only', () => {
    const rows = [
      b({ event_date: '2024-01-06', victims_killed: 2 }), // Saturday
      b({ event_date: '2024-01-07', victims_killed: 1 }), // Sunday
      b({ event_date: '2024-01-08', victims_killed: 5 }), // Monday
      b({ event_date: null, published_date: '2024-01-13', victims_killed: 4 }), // published on a Saturday
      b({ event_date: '2024-01-13', victims_killed: null }),
    ];
    expect(ask('Killed total for incidents', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('compares rapes with murders by incident count and dates the latest murder', () => {
    const rows = [
      b({ crimes: ['rape', 'murder'], event_date: '2023-01-01' }),
      b({ crimes: ['rape'], event_date: '2024-01-01' }),
      b({ crimes: ['murder'], event_date: '2022-01-01' }),
      b({ crimes: ['murder'], event_date: null, published_date: '2025-01-01' }),
    ];
    expect(ask('Decision, please', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('On review: on what date', rows)).toEqual({ kind: 'date', value: '2023-01-01' });
  });

  it('ranks provinces by firearm incidents, other crimes left out', () => {
    const rows = [
      b({ province: 'Mpumalanga', crimes: ['illegal firearm possession', 'illegal mining'] }),
      b({ province: 'Mpumalanga', crimes: ['illegal firearm possession'] }),
      b({ province: 'North West', crimes: ['illegal firearm possession', 'business robbery'] }),
      b({ province: 'North West', crimes: ['business robbery'] }),
      b({ province: 'North West', crimes: ['murder'] }),
    ];
    expect(ask('Which province trips most', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
  });

  it('ranks provinces by arrests and municipalities by incidents, refusing a tie', () => {
    const rows = [
      b({ province: 'Mpumalanga', municipality: 'Mangaung', num_suspects_arrested: 3 }),
      b({ province: 'North West', municipality: 'Mangaung', num_suspects_arrested: 2 }),
      b({ province: 'North West', municipality: null, num_suspects_arrested: null }),
      b({ province: 'Free State', municipality: null, num_suspects_arrested: 1 }),
      b({ province: 'Limpopo', municipality: 'Madibeng', num_suspects_arrested: 0 }),
    ];
    expect(ask('The third umpire is asked', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
    expect(ask('Which municipality keeps', rows)).toEqual({ kind: 'text', value: ['Mangaung', 'Mangaung'] });
    const tied = [...rows, b({ province: 'North West', num_suspects_arrested: 1 })];
    expect(() => ask('The third umpire is asked', tied)).toThrow(/no single leader/);
  });

  it('refuses what the ground truth does not hold: occupations, load shedding, bail, convictions, weather', () => {
    for (const start of [
      'How many of the people attacked',
      'How many of these went live',
      'How many of the arrested lot',
      'How many of the suspects arrested already',
      'Ruling on the conditions',
    ])
      expect(questionAt(start).expect).toBe(refusal);
  });
});

const file = devSetFile('releases.jsonl');

describe.skipIf(!file)('the two-hundred-and-sixty-sixth fresh set over the development set', () => {
  const rows = file ? readDevReleases(file) : [];
  it('has every ranking lead by a clear margin, no tie at the top', () => {
    for (const q of FRESH266_QUESTIONS.filter((candidate) => candidate.tally)) {
      const [first, second] = rankedTally(
        q.tally?.(rows.filter((r) => r.notebook === q.notebook)) ?? new Map(),
      );
      expect(first, q.question).toBeDefined();
      if (first && second) expect(first[1], q.question).toBeGreaterThan(second[1]);
    }
  });

  it('has at least two refusals per notebook', () => {
    for (const notebook of ['a', 'b'] as const)
      expect(
        FRESH266_QUESTIONS.filter((q) => q.notebook === notebook && q.expect === refusal).length,
      ).toBeGreaterThanOrEqual(2);
  });
});
