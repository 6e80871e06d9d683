import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { rankedTally } from './blind-sets';
import { type DevRow, devSetFile, readDevReleases } from './dev-set';
import { FRESH263_QUESTIONS, fresh263QuestionCases } from './fresh263-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-sixty-third fresh question set (blind)', FRESH263_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH263_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH263_QUESTIONS, matching[0]?.question ?? '', rows);
}

const devFile = devSetFile('releases.jsonl');

describe('the two-hundred-and-sixty-third fresh set over the ground truth', () => {
  it('puts five questions from each voice to each notebook, with at least two refusals per notebook', () => {
    for (const notebook of ['a', 'b'] as const) {
      const own = FRESH263_QUESTIONS.filter((q) => q.notebook === notebook);
      expect(own.filter((q) => q.covers.includes('refusal')).length).toBeGreaterThanOrEqual(2);
      expect(own.filter((q) => q.question.includes(' / '))).toHaveLength(5);
    }
  });

  it.skipIf(!devFile)('ranks every leader clear of the second place', () => {
    const rows = readDevReleases(devFile ?? '');
    for (const q of FRESH263_QUESTIONS.filter((candidate) => candidate.tally)) {
      const [first, second] = rankedTally(
        q.tally?.(rows.filter((r) => r.notebook === q.notebook)) ?? new Map(),
      );
      expect(first, q.question).toBeDefined();
      expect(second, q.question).toBeDefined();
      expect((first?.[1] ?? 0) - (second?.[1] ?? 0), q.question).toBeGreaterThan(0);
    }
  });

  it.skipIf(!devFile)('works out every case with a value', () => {
    const cases = fresh263QuestionCases(readDevReleases(devFile ?? ''));
    expect(cases).toHaveLength(30);
    expect(cases.filter((c) => c.expect.kind === 'refusal')).toHaveLength(4);
  });
});

describe('the two-hundred-and-sixty-third fresh set reads the ground truth as its header says', () => {
  it('counts a car or truck hijacking once, even when both are on one card', () => {
    const rows = [
      devRow({ crimes: ['carjacking'] }),
      devRow({ crimes: ['truck hijacking', 'carjacking'] }),
      devRow({ crimes: ['vehicle theft'] }),
      devRow({ notebook: 'b', crimes: ['carjacking'] }),
    ];
    expect(ask('How many job cards', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums arrests of Gauteng murders only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['murder'], num_suspects_arrested: 3 }),
      devRow({ crimes: ['murder', 'house robbery'], num_suspects_arrested: null }),
      devRow({ crimes: ['attempted murder'], num_suspects_arrested: 4 }),
      devRow({ crimes: ['murder'], province: 'Western Cape', num_suspects_arrested: 5 }),
    ];
    expect(ask('Murder jobs in Gauteng', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('ranks provinces by the sum of suspects arrested, not by incidents, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'Gauteng', num_suspects_arrested: 1 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: 1 }),
      devRow({ province: 'Limpopo', num_suspects_arrested: 5 }),
    ];
    expect(ask('Which province put the most', rows)).toEqual({ kind: 'text', value: 'Limpopo' });
    expect(() =>
      ask('Which province put the most', [
        ...rows,
        devRow({ province: 'Gauteng', num_suspects_arrested: 3 }),
      ]),
    ).toThrow(/no single leader/);
  });

  it('takes the median over every stated suspect age, one per suspect', () => {
    const rows = [
      devRow({ suspect_ages: [20, 40] }),
      devRow({ suspect_ages: [30] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [50, 60] }),
    ];
    expect(ask('Median age of the suspects', rows)).toEqual({ kind: 'number', value: 40 });
  });

  it('counts murders in January to June of any year by event date, leaving undated ones out', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2019-01-01' }),
      devRow({ crimes: ['murder'], event_date: '2023-06-30' }),
      devRow({ crimes: ['murder'], event_date: '2023-07-01' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2023-03-01' }),
      devRow({ crimes: ['attempted murder'], event_date: '2023-03-01' }),
    ];
    expect(ask('First half of the year', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts attempted murder only where no murder is charged', () => {
    const rows = [
      devRow({ crimes: ['attempted murder'] }),
      devRow({ crimes: ['attempted murder', 'murder'] }),
      devRow({ crimes: ['attempted murder', 'armed robbery'] }),
      devRow({ crimes: ['murder'] }),
    ];
    expect(ask('A yellow card, not a red', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('answers the kidnapping comparison No on a draw', () => {
    const rows = [devRow({ crimes: ['kidnapping'] }), devRow({ crimes: ['extortion'] })];
    expect(ask('Straight answer, yes or no', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(
      ask('Straight answer, yes or no', [
        ...rows,
        devRow({ crimes: ['kidnapping', 'extortion'] }),
        devRow({ crimes: ['kidnapping'] }),
      ]),
    ).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('ranks provinces by murder incidents, attempted murder not counted, KZN accepted', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
    ];
    expect(ask('Which province drew the most red cards', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
  });

  it('counts strictly before 2018 by event date', () => {
    const rows = [
      devRow({ event_date: '2017-12-31' }),
      devRow({ event_date: '2018-01-01' }),
      devRow({ event_date: null, published_date: '2016-01-01' }),
    ];
    expect(ask('Before the whistle blew', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('counts Western Cape incidents of June, July and August in any year', () => {
    const rows = [
      devRow({ province: 'Western Cape', event_date: '2019-06-01' }),
      devRow({ province: 'Western Cape', event_date: '2022-08-31' }),
      devRow({ province: 'Western Cape', event_date: '2022-09-01' }),
      devRow({ province: 'Eastern Cape', event_date: '2022-07-01' }),
    ];
    expect(ask('winter settles on the Cape', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('shares eThekwini incidents with a stated false arrest, an unstated arrest not counted', () => {
    const rows = [
      devRow({ municipality: 'eThekwini', arrest_made: false }),
      devRow({ municipality: 'eThekwini', arrest_made: null }),
      devRow({ municipality: 'eThekwini', arrest_made: true }),
      devRow({ municipality: 'eThekwini', arrest_made: true }),
      devRow({ municipality: 'Msunduzi', arrest_made: false }),
    ];
    expect(ask('sea mist over eThekwini', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('sums the stated killed of KwaZulu-Natal only', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 4 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: null }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: 1 }),
      devRow({ province: 'Gauteng', victims_killed: 9 }),
    ];
    expect(ask('rivers carry the dead', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('dates the latest CIT job and the earliest Northern Cape incident by event date alone', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['cash-in-transit robbery'], event_date: '2021-02-01' }),
      devRow({
        notebook: 'b',
        crimes: ['cash-in-transit robbery'],
        event_date: null,
        published_date: '2025-01-01',
      }),
      devRow({ notebook: 'b', crimes: ['business robbery'], event_date: '2024-01-01' }),
    ];
    expect(ask('Last cash-in-transit job', rows)).toEqual({ kind: 'date', value: '2021-02-01' });
    const cape = [
      devRow({ notebook: 'b', province: 'Northern Cape', event_date: '2019-05-05' }),
      devRow({ notebook: 'b', province: 'Northern Cape', event_date: null, published_date: '2010-01-01' }),
      devRow({ notebook: 'b', province: 'North West', event_date: '2012-01-01' }),
    ];
    expect(ask("dry wind over Kimberley's province", cape)).toEqual({ kind: 'date', value: '2019-05-05' });
  });

  it('counts Mpumalanga arrests as a stated true and female rape victims as stated', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', arrest_made: true }),
      devRow({ notebook: 'b', province: 'Mpumalanga', arrest_made: null }),
      devRow({ notebook: 'b', province: 'Mpumalanga', arrest_made: false }),
      devRow({ notebook: 'b', province: 'Limpopo', arrest_made: true }),
    ];
    expect(ask('Mpumalanga jobs', rows)).toEqual({ kind: 'number', value: 1 });
    const rapes = [
      devRow({ notebook: 'b', crimes: ['rape'], victims_female: 2, victims_male: 1 }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], victims_female: null }),
      devRow({ notebook: 'b', crimes: ['sexual assault'], victims_female: 4 }),
    ];
    expect(ask('Rape jobs', rapes)).toEqual({ kind: 'number', value: 2 });
  });

  it('shares stock theft or poaching over all rows, and ranks municipalities without the unknown', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['stock theft', 'poaching'], municipality: 'City of Mbombela' }),
      devRow({ notebook: 'b', crimes: ['poaching'], municipality: null }),
      devRow({ notebook: 'b', crimes: ['theft'], municipality: null }),
      devRow({ notebook: 'b', crimes: ['theft'], municipality: null }),
    ];
    expect(ask('What percent of all the jobs', rows)).toEqual({ kind: 'number', value: 50 });
    expect(ask('Which municipality sends', rows)).toEqual({
      kind: 'text',
      value: ['City of Mbombela', 'Mbombela'],
    });
  });

  it('counts the second half of 2023 and weekends by event date', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2023-06-30' }), // Friday
      devRow({ notebook: 'b', event_date: '2023-07-01' }), // Saturday
      devRow({ notebook: 'b', event_date: '2023-12-31' }), // Sunday
      devRow({ notebook: 'b', event_date: '2024-01-01' }), // Monday
      devRow({ notebook: 'b', event_date: null, published_date: '2023-09-02' }), // published on a Saturday
    ];
    expect(ask('Second half of 2023', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Saturday dusk', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts murder without a firearm charge', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['murder'] }),
      devRow({ notebook: 'b', crimes: ['murder', 'illegal firearm possession'] }),
      devRow({ notebook: 'b', crimes: ['illegal firearm possession'] }),
      devRow({ notebook: 'b', crimes: ['murder', 'armed robbery'] }),
    ];
    expect(ask('Murder without a firearm', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('compares the stated killed of two provinces, a draw answered No', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', victims_killed: 2 }),
      devRow({ notebook: 'b', province: 'North West', victims_killed: 2 }),
      devRow({ notebook: 'b', province: 'North West', victims_killed: null }),
    ];
    expect(ask('Yes or no, no discussion', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, devRow({ notebook: 'b', province: 'Free State', victims_killed: 1 })];
    expect(ask('Yes or no, no discussion', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the median arrests over stated figures of incidents with an arrest made', () => {
    const rows = [
      devRow({ notebook: 'b', arrest_made: true, num_suspects_arrested: 1 }),
      devRow({ notebook: 'b', arrest_made: true, num_suspects_arrested: 4 }),
      devRow({ notebook: 'b', arrest_made: true, num_suspects_arrested: null }),
      devRow({ notebook: 'b', arrest_made: false, num_suspects_arrested: 0 }),
      devRow({ notebook: 'b', arrest_made: false, num_suspects_arrested: 0 }),
    ];
    expect(ask('Where an arrest was made', rows)).toEqual({ kind: 'number', value: 2.5 });
  });

  it('ranks provinces by stated victims summed, not by incidents, and sums stated children', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', num_victims: 5, victims_children: 2 }),
      devRow({ notebook: 'b', province: 'Limpopo', num_victims: 1, victims_children: null }),
      devRow({ notebook: 'b', province: 'Limpopo', num_victims: 1, victims_children: 1 }),
      devRow({ notebook: 'b', province: 'Limpopo', num_victims: null }),
    ];
    expect(ask('five provinces, one sky', rows)).toEqual({ kind: 'text', value: 'Free State' });
    expect(ask('small hands in thorn fields', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('refuses the questions whose fields the ground truth does not hold', () => {
    const rows = [devRow({ crimes: ['carjacking', 'house robbery'] })];
    for (const start of ['The carjacking jobs', 'the moon high', 'Repeat offenders', 'rain on the tin roofs'])
      expect(ask(start, rows)).toEqual({ kind: 'refusal' });
  });
});
