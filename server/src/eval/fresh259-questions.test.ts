import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { rankedTally } from './blind-sets';
import { type DevRow, devSetFile, readDevReleases } from './dev-set';
import { FRESH259_QUESTIONS, fresh259QuestionCases } from './fresh259-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-fifty-ninth fresh question set (blind)', FRESH259_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH259_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH259_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the two-hundred-and-fifty-ninth fresh set reads the ground truth as its header says', () => {
  it('counts murder with attempted murder together, and murder save for attempted murder', () => {
    const rows = [
      devRow({ crimes: ['murder', 'attempted murder'] }),
      devRow({ crimes: ['murder', 'attempted murder', 'illegal firearm possession'] }),
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['murder', 'house robbery'] }),
      devRow({ crimes: ['attempted murder'] }),
      devRow({ crimes: ['culpable homicide'] }),
      b({ crimes: ['murder'] }),
    ];
    expect(ask('Opening position', rows)).toEqual({ kind: 'number', value: 2 });
    expect(
      ask('For the purposes of this question, an incident shall be construed as a murder', rows),
    ).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('ranks provinces by kidnappings, other crimes left out, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['kidnapping'] }),
      devRow({ province: 'Gauteng', crimes: ['carjacking', 'kidnapping'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['kidnapping'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
    ];
    expect(ask('Which province holds the most kidnappings', rows)).toEqual({
      kind: 'text',
      value: 'Gauteng',
    });
    const tied = [...rows, devRow({ province: 'KwaZulu-Natal', crimes: ['kidnapping', 'extortion'] })];
    expect(() => ask('Which province holds the most kidnappings', tied)).toThrow(/no single leader/);
  });

  it('takes the median of the stated arrests only, averaging the middle two of an even count', () => {
    const rows = [
      devRow({ num_suspects_arrested: 0 }),
      devRow({ num_suspects_arrested: 2 }),
      devRow({ num_suspects_arrested: 7 }),
      devRow({ num_suspects_arrested: 3 }),
      devRow({ num_suspects_arrested: null }),
      devRow({ num_suspects_arrested: null }),
    ];
    expect(ask('Endgame numbers', rows)).toEqual({ kind: 'number', value: 2.5 });
    expect(ask('Endgame numbers', [...rows, devRow({ num_suspects_arrested: 9 })])).toEqual({
      kind: 'number',
      value: 3,
    });
  });

  it('answers the Western Cape kidnapping check by province and crime together', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['kidnapping'] }),
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
    ];
    expect(ask('Check, yes or no', rows)).toEqual({ kind: 'text', value: 'No' });
    const withOne = [...rows, devRow({ province: 'Western Cape', crimes: ['extortion', 'kidnapping'] })];
    expect(ask('Check, yes or no', withOne)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('reads the first month of winter as June and of spring as September, in any year', () => {
    const rows = [
      devRow({ event_date: '2019-06-01' }),
      devRow({ event_date: '2023-06-30' }),
      devRow({ event_date: '2023-07-15' }),
      devRow({ event_date: '2023-12-15' }),
      devRow({ event_date: null, published_date: '2023-06-10' }),
      b({ event_date: '2020-09-01' }),
      b({ event_date: '2024-09-30' }),
      b({ event_date: '2024-03-01' }),
      b({ event_date: '2024-10-01' }),
      b({ event_date: null, published_date: '2024-09-05' }),
    ];
    expect(ask('I have been up at the hives', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('The first month of spring', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums stated female victims in the Eastern Cape, and the Eastern Cape share with nobody arrested', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_female: 3, arrest_made: false }),
      devRow({ province: 'Eastern Cape', victims_female: null, arrest_made: null }),
      devRow({ province: 'Eastern Cape', victims_female: 1, arrest_made: true }),
      devRow({ province: 'Western Cape', victims_female: 4, arrest_made: false }),
    ];
    expect(ask('A swarm left the old hive', rows)).toEqual({ kind: 'number', value: 4 });
    expect(ask('Some years the brood', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('dates the earliest poaching by event date, passing over an undated one', () => {
    const rows = [
      devRow({ crimes: ['poaching'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['poaching', 'drug possession'], event_date: '2022-12-14' }),
      devRow({ crimes: ['poaching'], event_date: '2016-10-19', published_date: '2016-10-25' }),
      devRow({ crimes: ['theft'], event_date: '2012-01-01' }),
    ];
    expect(ask('The flow from the gums', rows)).toEqual({ kind: 'date', value: '2016-10-19' });
  });

  it('sums the killed in KwaZulu-Natal, the unstated adding nothing', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 3 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: null }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: 2 }),
      devRow({ province: 'Eastern Cape', victims_killed: 5 }),
    ];
    expect(ask('My sister keeps bees', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('counts Gauteng weekdays before 2020 strictly by event date, and dates the latest Cape Town incident', () => {
    const rows = [
      devRow({ province: 'Gauteng', event_date: '2019-12-31' }), // Tuesday
      devRow({ province: 'Gauteng', event_date: '2019-12-28' }), // Saturday
      devRow({ province: 'Gauteng', event_date: '2019-12-29' }), // Sunday
      devRow({ province: 'Gauteng', event_date: '2020-01-01', published_date: '2019-12-30' }), // Wednesday
      devRow({ province: 'Gauteng', event_date: null, published_date: '2015-01-01' }),
      devRow({ province: 'Western Cape', event_date: '2015-01-01', municipality: 'City of Cape Town' }),
      devRow({ province: 'Western Cape', event_date: '2021-05-05', municipality: 'City of Cape Town' }),
      devRow({ province: 'Western Cape', event_date: '2023-01-01', municipality: 'Swartland' }),
      devRow({
        province: 'Western Cape',
        event_date: null,
        published_date: '2025-01-01',
        municipality: 'City of Cape Town',
      }),
    ];
    expect(ask('Notwithstanding the date on which any statement was published, the date', rows)).toEqual({
      kind: 'number',
      value: 1,
    });
    expect(ask('Notwithstanding the date on which any statement was published, and for', rows)).toEqual({
      kind: 'date',
      value: '2021-05-05',
    });
  });

  it('ranks provinces by suspects arrested summed, answering KwaZulu-Natal in any of its names', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', num_suspects_arrested: 7 }),
      devRow({ province: 'KwaZulu-Natal', num_suspects_arrested: null }),
      devRow({ province: 'Gauteng', num_suspects_arrested: 2 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: 2 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: 2 }),
    ];
    expect(ask('"Persons arrested"', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    expect(() =>
      ask('"Persons arrested"', [...rows, devRow({ province: 'Gauteng', num_suspects_arrested: 1 })]),
    ).toThrow(/no single leader/);
  });

  it('counts rape without kidnapping, weekend murders, and compares murders by province', () => {
    const rows = [
      b({ crimes: ['rape'], province: 'Limpopo', event_date: '2024-01-06' }), // Saturday
      b({ crimes: ['rape', 'kidnapping'], province: 'Limpopo' }),
      b({ crimes: ['rape', 'murder', 'kidnapping'], province: 'Limpopo', event_date: '2024-01-07' }), // Sunday
      b({ crimes: ['murder'], province: 'Mpumalanga', event_date: '2024-01-08' }), // Monday
      b({ crimes: ['murder'], province: 'Mpumalanga', event_date: null, published_date: '2024-01-06' }),
      b({ crimes: ['attempted murder'], province: 'Limpopo', event_date: '2024-01-13' }), // Saturday
    ];
    expect(ask('Rape positions', rows)).toEqual({ kind: 'number', value: 1 });
    expect(ask('Weekend games only', rows)).toEqual({ kind: 'number', value: 1 });
    expect(ask('Compare the two positions', rows)).toEqual({ kind: 'text', value: 'No' });
    const level = [...rows, b({ crimes: ['murder'], province: 'Limpopo' })];
    expect(ask('Compare the two positions', level)).toEqual({ kind: 'text', value: 'No' });
    const more = [...level, b({ crimes: ['murder', 'carjacking'], province: 'Limpopo' })];
    expect(ask('Compare the two positions', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('ranks municipalities leaving out rows without one, and names one without "City of"', () => {
    const rows = [
      b({ municipality: 'City of Matlosana' }),
      b({ municipality: 'City of Matlosana' }),
      b({ municipality: 'Mangaung' }),
      b({ municipality: null }),
      b({ municipality: null }),
      b({ municipality: null }),
    ];
    expect(ask('Which municipality occupies', rows)).toEqual({
      kind: 'text',
      value: ['City of Matlosana', 'Matlosana'],
    });
  });

  it('sums children and takes the farm share by the word in the location, in any case', () => {
    const rows = [
      b({ location: 'Lismor Farm, near Kestell', victims_children: 2 }),
      b({ location: 'farm near Glen', victims_children: null }),
      b({ location: 'Farmerfield shops' }), // the word inside a longer name still counts
      b({ location: 'Bloemfontein', victims_children: 1 }),
      b({ location: 'Mahikeng' }),
      b({ location: 'Kuruman' }),
      b({ location: 'Upington' }),
      b({ location: 'Noupoort' }),
      b({ location: 'Kimberley' }),
      devRow({ location: 'a farm near Eshowe', victims_children: 4 }),
    ];
    expect(ask('My grandchildren came', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('Most of my hives', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('takes the median suspect age over every stated age in the Free State, one per suspect', () => {
    const rows = [
      b({ province: 'Free State', suspect_ages: [22, 34] }),
      b({ province: 'Free State', suspect_ages: [55] }),
      b({ province: 'Free State', suspect_ages: null }),
      b({ province: 'Free State', suspect_ages: [] }),
      b({ province: 'Free State', suspect_ages: [40, 21] }),
      b({ province: 'Limpopo', suspect_ages: [19, 19, 19] }),
    ];
    expect(ask('A young man asked', rows)).toEqual({ kind: 'number', value: 34 });
  });

  it('counts the second quarter of 2024 by event date, and sums the injured of attempted murders', () => {
    const rows = [
      b({ event_date: '2024-04-01', crimes: ['attempted murder'], victims_injured: 2 }),
      b({ event_date: '2024-06-30', crimes: ['attempted murder', 'house robbery'], victims_injured: null }),
      b({ event_date: '2024-07-01', crimes: ['murder'], victims_injured: 5 }),
      b({ event_date: '2023-05-05', crimes: ['attempted murder'], victims_injured: 1 }),
      b({ event_date: null, published_date: '2024-05-01' }),
    ];
    expect(ask('For the purposes of this question, "the second quarter"', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
    expect(ask('"Injured persons"', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('ranks provinces by stated victims summed, and dates the earliest kidnapping from 2020 on', () => {
    const rows = [
      b({ province: 'Free State', num_victims: 7, crimes: ['kidnapping'], event_date: '2019-12-31' }),
      b({ province: 'North West', num_victims: 3, crimes: ['kidnapping'], event_date: '2020-01-01' }),
      b({ province: 'North West', num_victims: 3, crimes: ['kidnapping', 'rape'], event_date: '2021-05-16' }),
      b({ province: 'North West', num_victims: null, crimes: ['kidnapping'], event_date: null }),
      b({ province: 'Limpopo', num_victims: 1, crimes: ['murder'], event_date: '2020-06-01' }),
    ];
    expect(ask('"Victims" shall be construed', rows)).toEqual({ kind: 'text', value: 'Free State' });
    expect(ask('For the purposes of this question, an incident occurring', rows)).toEqual({
      kind: 'date',
      value: '2020-01-01',
    });
    expect(() =>
      ask('"Victims" shall be construed', [...rows, b({ province: 'North West', num_victims: 1 })]),
    ).toThrow(/no single leader/);
  });

  it('refuses what the ground truth does not hold', () => {
    const refusals = FRESH259_QUESTIONS.filter((q) => q.covers.includes('refusal'));
    expect(refusals.filter((q) => q.notebook === 'a').length).toBeGreaterThanOrEqual(2);
    expect(refusals.filter((q) => q.notebook === 'b').length).toBeGreaterThanOrEqual(2);
    for (const q of refusals) expect(q.expect([devRow({}), b({})])).toEqual({ kind: 'refusal' });
  });
});

const file = devSetFile('releases.jsonl');

describe.skipIf(!file)('the two-hundred-and-fifty-ninth fresh set over the development set', () => {
  const rows = file ? readDevReleases(file) : [];

  it('has a single leader, strictly ahead, in every ranking', () => {
    for (const q of FRESH259_QUESTIONS.filter((candidate) => candidate.tally)) {
      const [first, second] = rankedTally(
        q.tally?.(rows.filter((r) => r.notebook === q.notebook)) ?? new Map(),
      );
      expect(first, q.question).toBeDefined();
      if (first && second) expect(first[1], q.question).toBeGreaterThan(second[1]);
    }
  });

  it('works every case out, refusing five of them', () => {
    const cases = fresh259QuestionCases(rows);
    expect(cases).toHaveLength(30);
    expect(cases.filter((c) => c.expect.kind === 'refusal')).toHaveLength(5);
  });
});
