import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { rankedTally } from './blind-sets';
import { type DevRow, devSetFile, readDevReleases } from './dev-set';
import { FRESH261_QUESTIONS, fresh261QuestionCases } from './fresh261-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-sixty-first fresh question set (blind)', FRESH261_QUESTIONS);

/** The one question that starts with the given words. */
function questionStarting(start: string) {
  const matching = FRESH261_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  const [q] = matching;
  if (!q) throw new Error(`no question starts with ${start}`);
  return q;
}

/** The expectation of the one question that starts with the given words. */
const ask = (start: string, rows: DevRow[]) =>
  expectationIn(FRESH261_QUESTIONS, questionStarting(start).question, rows);

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the two-hundred-and-sixty-first fresh set reads the ground truth as its header says', () => {
  it('puts five questions of each voice to each notebook, with at least two refusals per notebook', () => {
    for (const notebook of ['a', 'b'] as const) {
      const asked = FRESH261_QUESTIONS.filter((q) => q.notebook === notebook);
      expect(asked.filter((q) => q.covers.includes('refusal')).length).toBeGreaterThanOrEqual(2);
      expect(asked.filter((q) => /^[^a-z]*$/.test(q.question))).toHaveLength(5);
    }
  });

  it('counts Saturday murders by the event date alone, attempted murder and undated rows left out', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2023-06-03' }), // Saturday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-06' }),
      devRow({ crimes: ['murder'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-13' }), // published on a Saturday
    ];
    expect(ask('MURDER, DAY SATURDAY', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the arrests of kidnappings only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], num_suspects_arrested: 3 }),
      devRow({ crimes: ['carjacking', 'kidnapping'], num_suspects_arrested: null }),
      devRow({ crimes: ['extortion'], num_suspects_arrested: 5 }),
      b({ crimes: ['kidnapping'], num_suspects_arrested: 4 }),
    ];
    expect(ask('KIDNAP CASES', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the median over every stated suspect age, one per suspect', () => {
    const rows = [
      devRow({ suspect_ages: [20, 40] }),
      devRow({ suspect_ages: [30] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [] }),
      devRow({ suspect_ages: [50, 60] }),
    ];
    expect(ask('SUSPECT AGE', rows)).toEqual({ kind: 'number', value: 40 });
  });

  it('takes the illegal-firearm share over Gauteng incidents only, and refuses a share on the halfway mark', () => {
    const rows = [
      devRow({ crimes: ['business robbery', 'illegal firearm possession'] }),
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['theft'] }),
      devRow({ province: 'Western Cape', crimes: ['illegal firearm possession'] }),
    ];
    expect(ask('GAUTENG INCIDENTS', rows)).toEqual({ kind: 'number', value: 33 });
    const halfway = [...rows.slice(0, 2), devRow({ crimes: ['theft'] }), devRow({ crimes: ['theft'] })];
    expect(ask('GAUTENG INCIDENTS', halfway)).toEqual({ kind: 'number', value: 25 });
    const eighth = [
      devRow({ crimes: ['illegal firearm possession'] }),
      ...Array.from({ length: 7 }, () => devRow({ crimes: ['theft'] })),
    ];
    expect(() => ask('GAUTENG INCIDENTS', eighth)).toThrow(/halfway/);
  });

  it('reads a vintage as the calendar year of the event date', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2022-01-01' }),
      devRow({ crimes: ['murder'], event_date: '2022-12-31' }),
      devRow({ crimes: ['murder'], event_date: '2023-01-01', published_date: '2023-01-02' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2022-06-01' }),
      devRow({ crimes: ['attempted murder'], event_date: '2022-06-01' }),
    ];
    expect(ask('Taking the vintage 2022', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks provinces by attempted murders and by kidnappings, naming KwaZulu-Natal also as KZN', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder', 'kidnapping'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder', 'kidnapping'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['murder', 'kidnapping'] }),
    ];
    const kzn = { kind: 'text', value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'] };
    expect(ask('Every terroir', rows)).toEqual(kzn);
    expect(ask('kidnappings - wich province', rows)).toEqual(kzn);
    const tied = [...rows, devRow({ province: 'Gauteng', crimes: ['kidnapping'] })];
    expect(() => ask('kidnappings - wich province', tied)).toThrow(/no single leader/);
  });

  it('dates the earliest kidnapping by event date, never by publication', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2019-05-13', published_date: '2019-05-14' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['carjacking'], event_date: '2014-07-22' }),
    ];
    expect(ask('Of all the bottles', rows)).toEqual({ kind: 'date', value: '2019-05-13' });
  });

  it('answers "No" when the Western Cape has no more firearm incidents than Gauteng, equal included', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['illegal firearm possession'] }),
      devRow({ province: 'Gauteng', crimes: ['illegal firearm possession', 'murder'] }),
    ];
    expect(ask('Comparing two terroirs', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [
      ...rows,
      devRow({ province: 'Western Cape', crimes: ['rape', 'illegal firearm possession'] }),
    ];
    expect(ask('Comparing two terroirs', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts car and truck hijackings in the two Gauteng metros only', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg', crimes: ['carjacking', 'kidnapping'] }),
      devRow({ municipality: 'Ekurhuleni', crimes: ['truck hijacking'] }),
      devRow({ municipality: 'City of Tshwane', crimes: ['carjacking'] }),
      devRow({ municipality: 'Ekurhuleni', crimes: ['armed robbery'] }),
      devRow({ municipality: null, crimes: ['carjacking'] }),
    ];
    expect(ask('scanner keeps saying hijack', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('finds Khayelitsha in the location and counts its murders from 2020 on, the undated left out', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', crimes: ['murder'], event_date: '2020-01-01' }),
      devRow({ location: 'Site C, Khayelitsha', crimes: ['murder'], event_date: '2024-06-08' }),
      devRow({ location: 'Harare, Khayelitsha', crimes: ['murder'], event_date: '2019-12-31' }),
      devRow({ location: 'Enkanini, Khayelitsha', crimes: ['murder'], event_date: null }),
      devRow({ location: 'Mitchells Plain', crimes: ['murder'], event_date: '2022-01-01' }),
    ];
    expect(ask('murders in Khayelitsa', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the stated killed of KwaZulu-Natal and the stated injured of Mpumalanga', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 4, victims_injured: 2 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: null }),
      devRow({ province: 'Gauteng', victims_killed: 7 }),
      b({ province: 'Mpumalanga', victims_injured: 3, victims_killed: 1 }),
      b({ province: 'Mpumalanga', victims_injured: null }),
      b({ province: 'Limpopo', victims_injured: 5 }),
    ];
    expect(ask('KZN - how many ppl died', rows)).toEqual({ kind: 'number', value: 4 });
    expect(ask('Mpuma side, how many ppl hurt', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('dates the first Free State farm incident by event date, any case of "farm"', () => {
    const rows = [
      b({ province: 'Free State', location: 'Spitskop Trust Farm, Thaba Nchu', event_date: '2016-12-27' }),
      b({ province: 'Free State', location: 'farm near Glen', event_date: '2024-05-04' }),
      b({ province: 'Free State', location: 'Bloemfontein', event_date: '2010-01-01' }),
      b({ province: 'Northern Cape', location: 'farm near Koingnaas', event_date: '2012-01-01' }),
      b({ province: 'Free State', location: 'De Rots farm', event_date: null, published_date: '2011-01-01' }),
    ];
    expect(ask('FREE-STATE, FARM', rows)).toEqual({ kind: 'date', value: '2016-12-27' });
  });

  it('compares stated non-arrests, an unstated arrest counting for neither province', () => {
    const rows = [
      b({ province: 'Limpopo', arrest_made: false }),
      b({ province: 'Limpopo', arrest_made: null }),
      b({ province: 'Mpumalanga', arrest_made: false }),
    ];
    expect(ask('ARREST NOBODY', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('ARREST NOBODY', [...rows, b({ province: 'Limpopo', arrest_made: false })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('takes the median arrests over the rows that state them', () => {
    const rows = [
      b({ num_suspects_arrested: 1 }),
      b({ num_suspects_arrested: 2 }),
      b({ num_suspects_arrested: null }),
      b({ num_suspects_arrested: 19 }),
    ];
    expect(ask('If one lines up', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts the first quarter and the winter months in any year, by event date', () => {
    const rows = [
      b({ crimes: ['murder'], event_date: '2016-02-06' }),
      b({ crimes: ['theft'], event_date: '2023-03-31' }),
      b({ crimes: ['murder'], event_date: '2023-04-01' }),
      b({ crimes: ['murder'], event_date: '2020-06-27' }),
      b({ crimes: ['attempted murder'], event_date: '2020-07-27' }),
      b({ crimes: ['murder'], event_date: '2022-08-31' }),
      b({ crimes: ['murder'], event_date: null, published_date: '2022-07-01' }),
    ];
    expect(ask('A blend of all the vintages', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('winter months', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts murders without a firearm charge', () => {
    const rows = [
      b({ crimes: ['murder'] }),
      b({ crimes: ['murder', 'illegal firearm possession'] }),
      b({ crimes: ['murder', 'kidnapping'] }),
      b({ crimes: ['attempted murder'] }),
    ];
    expect(ask('How many murders in this cellar', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks provinces by the sum of suspects arrested, not by incidents', () => {
    const rows = [
      b({ province: 'Mpumalanga', num_suspects_arrested: 19 }),
      b({ province: 'North West', num_suspects_arrested: 5 }),
      b({ province: 'North West', num_suspects_arrested: 6 }),
      b({ province: 'North West', num_suspects_arrested: null }),
    ];
    expect(ask('Which terroir gave', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
  });

  it('dates the last Limpopo murder and takes the arrested share over Mangaung alone', () => {
    const rows = [
      b({ province: 'Limpopo', crimes: ['murder'], event_date: '2024-07-28' }),
      b({ province: 'Limpopo', crimes: ['murder'], event_date: null, published_date: '2025-01-01' }),
      b({ province: 'Limpopo', crimes: ['drug possession'], event_date: '2025-05-30' }),
      b({ province: 'Free State', municipality: 'Mangaung', arrest_made: true }),
      b({ province: 'Free State', municipality: 'Mangaung', arrest_made: null }),
      b({ province: 'Free State', municipality: 'Mangaung', arrest_made: false }),
      b({ province: 'Free State', municipality: 'Maluti-a-Phofung', arrest_made: true }),
    ];
    expect(ask('last murder call-out', rows)).toEqual({ kind: 'date', value: '2024-07-28' });
    expect(ask('call-outs in Bloem', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it.skipIf(!devSetFile('releases.jsonl'))(
    'has a clear leader, with a margin, in every ranking over the ground truth',
    () => {
      const file = devSetFile('releases.jsonl');
      const rows = file ? readDevReleases(file) : [];
      for (const q of FRESH261_QUESTIONS.filter((candidate) => candidate.tally)) {
        const [first, second] = rankedTally(
          q.tally?.(rows.filter((r) => r.notebook === q.notebook)) ?? new Map(),
        );
        expect(first, q.question).toBeDefined();
        expect(first?.[1] ?? 0, q.question).toBeGreaterThan(second?.[1] ?? 0);
      }
      expect(fresh261QuestionCases(rows)).toHaveLength(30);
    },
  );
});
