import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH162_QUESTIONS } from './fresh162-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-sixty-second fresh question set (blind)', FRESH162_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH162_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH162_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the hundred-and-sixty-second fresh set reads the ground truth as its header says', () => {
  it('counts a cold case as a murder with a stated false arrest, not an unstated one or an attempted murder', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder', 'attempted murder'], arrest_made: false }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['attempted murder'], arrest_made: false }),
      b({ crimes: ['murder'], arrest_made: false }),
    ];
    expect(ask('Cold cases first', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the latest hijacking, car or truck, by event date alone', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], event_date: '2023-02-01' }),
      devRow({ crimes: ['truck hijacking', 'kidnapping'], event_date: '2024-05-30' }),
      devRow({ crimes: ['carjacking'], event_date: null, published_date: '2025-09-01' }),
      devRow({ crimes: ['armed robbery'], event_date: '2025-01-01' }),
    ];
    expect(ask('When was the latest hijacking', rows)).toEqual({ kind: 'date', value: '2024-05-30' });
  });

  it('takes both periods as whole years, inclusive at both ends, and refuses a comparison the wrong way round', () => {
    const rows = [
      devRow({ event_date: '2017-01-01', victims_killed: 2 }),
      devRow({ event_date: '2019-12-31', victims_killed: 1 }),
      devRow({ event_date: '2020-01-01', victims_killed: 3 }),
      devRow({ event_date: '2022-12-31', victims_killed: 4 }),
      devRow({ event_date: '2022-06-01', victims_killed: null }),
      devRow({ event_date: '2023-01-01', victims_killed: 9 }),
      devRow({ event_date: '2016-12-31', victims_killed: 9 }),
      devRow({ event_date: null, published_date: '2021-01-01', victims_killed: 9 }),
    ];
    expect(ask('Comparing periods', rows)).toEqual({ kind: 'number', value: 4 });
    const reversed = [...rows, devRow({ event_date: '2018-03-03', victims_killed: 5 })];
    expect(() => ask('Comparing periods', reversed)).toThrow(/does not have more/);
  });

  it('keeps murders with an unstated arrest in the denominator of the arrest share, attempted murders out', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['attempted murder'], arrest_made: true }),
    ];
    expect(ask('What percentage of murder incidents', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('averages the killed over murders with a stated figure only', () => {
    const rows = [
      devRow({ crimes: ['murder'], victims_killed: 2 }),
      devRow({ crimes: ['murder'], victims_killed: 3 }),
      devRow({ crimes: ['murder'], victims_killed: null }),
      devRow({ crimes: ['attempted murder'], victims_killed: 10 }),
    ];
    expect(ask('Among murder incidents', rows)).toEqual({ kind: 'number', value: 2.5 });
  });

  it('reads Natal as KwaZulu-Natal and a weekend by the event date, never the publication date', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], event_date: '2024-01-07' }), // Sunday
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], event_date: '2024-01-08' }), // Monday
      devRow({
        province: 'KwaZulu-Natal',
        crimes: ['murder'],
        event_date: null,
        published_date: '2024-01-13',
      }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'], event_date: '2024-01-06' }),
      devRow({ province: 'Gauteng', crimes: ['murder'], event_date: '2024-01-06' }),
    ];
    expect(ask('Dear Sir, I grew up in Natal', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('reads the Transvaal of notebook a as Gauteng and Port Elizabeth as Nelson Mandela Bay', () => {
    const rows = [
      devRow({ province: 'Gauteng', num_suspects_arrested: 3 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: null }),
      devRow({ province: 'Eastern Cape', municipality: 'Nelson Mandela Bay', num_suspects_arrested: 7 }),
      devRow({ province: 'Eastern Cape', municipality: 'Buffalo City', location: 'East London' }),
      b({ province: 'Gauteng', num_suspects_arrested: 5 }),
    ];
    expect(ask('With respect, in my day', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('Good day. My late brother', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('lists each province of the asked crime once, in the order it first occurs', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['cash-in-transit robbery'] }),
      devRow({ province: 'Gauteng', crimes: ['cash-in-transit robbery', 'illegal firearm possession'] }),
      devRow({ province: 'Eastern Cape', crimes: ['cash-in-transit robbery'] }),
      devRow({ province: 'Western Cape', crimes: ['business robbery'] }),
    ];
    expect(ask('I would be much obliged', rows)).toEqual({
      kind: 'list',
      value: ['Eastern Cape', 'Gauteng'],
    });
    const stock = [
      b({ province: 'Free State', crimes: ['stock theft'] }),
      b({ province: 'Free State', crimes: ['stock theft', 'vehicle theft'] }),
      b({ province: 'Limpopo', crimes: ['theft'] }),
    ];
    expect(ask('My neighbour farms sheep', stock)).toEqual({ kind: 'list', value: ['Free State'] });
  });

  it('counts a rape as involving a child only when a child victim is stated, the unstated left in the denominator', () => {
    const rows = [
      b({ crimes: ['rape'], victims_children: 2 }),
      b({ crimes: ['rape', 'kidnapping'], victims_children: 1 }),
      b({ crimes: ['rape'], victims_children: 0 }),
      b({ crimes: ['rape'], victims_children: null }),
      b({ crimes: ['sexual assault'], victims_children: 1 }),
    ];
    expect(ask('Of all rape incidents', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('averages every stated suspect age, one per suspect, skipping releases without ages', () => {
    const rows = [
      b({ suspect_ages: [20, 30] }),
      b({ suspect_ages: [41] }),
      b({ suspect_ages: null }),
      b({ suspect_ages: [] }),
      devRow({ suspect_ages: [90] }),
    ];
    expect(ask('What is the mean age of suspects', rows)).toEqual({ kind: 'number', value: 30.3 });
  });

  it('names the single most-wounded incident by its own place, leaves the unstated out, and refuses a tie', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', victims_injured: 7 }),
      devRow({ location: 'Site C, Khayelitsha', victims_injured: 3 }),
      devRow({ location: 'Glebelands Hostel, Umlazi', victims_injured: null }),
    ];
    expect(ask('Which single incident left', rows)).toEqual({ kind: 'text', value: ['Site B'] });
    const tied = [...rows, devRow({ location: 'Sweetwaters', victims_injured: 7 })];
    expect(() => ask('Which single incident left', tied)).toThrow(/no single leader/);
  });

  it('ranks offence categories without "other" and municipalities without unknown ones', () => {
    const rows = [
      b({ crimes: ['other', 'theft'], municipality: null }),
      b({ crimes: ['other'], municipality: null }),
      b({ crimes: ['other', 'murder'], municipality: null }),
      b({ crimes: ['theft'], municipality: 'City of Mbombela' }),
    ];
    expect(ask('Excluding the residual', rows)).toEqual({ kind: 'text', value: ['theft'] });
    expect(ask('Which local or metropolitan', rows)).toEqual({
      kind: 'text',
      value: ['City of Mbombela', 'Mbombela'],
    });
  });

  it('answers yes only when a row passes every test, an unstated arrest not being "zero suspects"', () => {
    const poaching = [
      devRow({ crimes: ['poaching'], arrest_made: null }),
      devRow({ crimes: ['theft'], arrest_made: false }),
    ];
    expect(ask('Any poaching story', poaching)).toEqual({ kind: 'text', value: 'No' });
    expect(
      ask('Any poaching story', [...poaching, devRow({ crimes: ['poaching'], arrest_made: false })]),
    ).toEqual({ kind: 'text', value: 'Yes' });
    const cit = [b({ crimes: ['cash-in-transit robbery'], province: 'North West' })];
    expect(ask('Did any CIT heist', cit)).toEqual({ kind: 'text', value: 'No' });
    expect(
      ask('Did any CIT heist', [...cit, b({ crimes: ['cash-in-transit robbery'], province: 'Free State' })]),
    ).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('dates the earliest Free State incident by event date, reads Pietersburg as Limpopo, and refuses what no field holds', () => {
    const rows = [
      b({ province: 'Free State', event_date: '2019-05-05' }),
      b({ province: 'Free State', event_date: null, published_date: '2010-01-01' }),
      b({ province: 'Limpopo', event_date: '2001-01-01', victims_killed: 2 }),
      b({ province: 'Limpopo', victims_killed: null }),
      b({ province: 'Mpumalanga', victims_killed: 4 }),
    ];
    expect(ask('Dear Sir or Madam, I was born', rows)).toEqual({ kind: 'date', value: '2019-05-05' });
    expect(ask('Good afternoon. I was a schoolmaster', rows)).toEqual({ kind: 'number', value: 2 });
    for (const start of ['In what proportion', 'How much cash', 'I should like to know'])
      expect(ask(start, rows)).toEqual({ kind: 'refusal' });
  });
});
