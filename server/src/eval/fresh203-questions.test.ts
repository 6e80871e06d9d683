import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH203_QUESTIONS } from './fresh203-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-third fresh question set (blind)', FRESH203_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH203_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH203_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-third fresh set reads the ground truth as its header says', () => {
  it('counts car and truck hijackings in Gauteng only, not robberies or other provinces or notebooks', () => {
    const rows = [
      devRow({ crimes: ['carjacking', 'kidnapping'] }),
      devRow({ crimes: ['truck hijacking'] }),
      devRow({ crimes: ['armed robbery'] }),
      devRow({ crimes: ['vehicle theft'] }),
      devRow({ crimes: ['carjacking'], province: 'Western Cape' }),
      devRow({ notebook: 'b', crimes: ['carjacking'] }),
    ];
    expect(ask('Eish majita, hijackings', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('finds Alex or Tembisa by the location alone, in any case', () => {
    const elsewhere = [devRow({ location: 'Soweto' }), devRow({ location: 'Alexander Bay' })];
    expect(ask('Skhokho', elsewhere)).toEqual({ kind: 'text', value: 'No' });
    const tembisa = [...elsewhere, devRow({ location: 'Winnie Mandela section, TEMBISA' })];
    expect(ask('Skhokho', tembisa)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('dates the latest CIT hit by the event date, never by a later publication', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2023-05-02', published_date: '2023-05-03' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: null, published_date: '2025-01-01' }),
      devRow({ crimes: ['business robbery'], event_date: '2024-09-09' }),
    ];
    expect(ask('Yho, the CIT hits', rows)).toEqual({ kind: 'date', value: '2023-05-02' });
  });

  it('ranks local municipalities without the metros or the unknown, and refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
      devRow({ municipality: 'Swartland' }),
      devRow({ municipality: 'Swartland' }),
      devRow({ municipality: 'Kouga' }),
    ];
    expect(ask('Excluding the metros', rows)).toEqual({ kind: 'text', value: ['Swartland'] });
    expect(() => ask('Excluding the metros', [...rows, devRow({ municipality: 'Kouga' })])).toThrow(
      /no single leader/,
    );
  });

  it('takes the metro share over the rows with a stated municipality only', () => {
    const rows = [
      devRow({ municipality: 'eThekwini' }),
      devRow({ municipality: 'Buffalo City' }),
      devRow({ municipality: 'Mangaung' }),
      devRow({ municipality: 'uMngeni' }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
    ];
    expect(ask('Base: incidents with a municipality', rows)).toEqual({ kind: 'number', value: 75 });
  });

  it('sums the stated killed per metro, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ municipality: 'Nelson Mandela Bay', victims_killed: 4 }),
      devRow({ municipality: 'City of Johannesburg', victims_killed: 2 }),
      devRow({ municipality: 'City of Johannesburg', victims_killed: 1 }),
      devRow({ municipality: 'City of Johannesburg', victims_killed: null }),
      devRow({ municipality: 'Msunduzi', victims_killed: 9 }),
    ];
    expect(ask('Which metropolitan municipality', rows)).toEqual({
      kind: 'text',
      value: ['Nelson Mandela Bay'],
    });
  });

  it('counts weekend murders by the event date, attempted murder and undated murders left out', () => {
    const murder = (event_date: string | null, crimes = ['murder']) =>
      devRow({ notebook: 'b', crimes, event_date, published_date: '2024-01-13' });
    const rows = [
      murder('2024-01-06'), // Saturday
      murder('2024-01-07'), // Sunday
      murder('2024-01-08'), // Monday
      murder(null), // published on a Saturday
      murder('2024-01-06', ['attempted murder']),
    ];
    expect(ask('Sharp. Murders on the weekend', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts local municipalities in notebook b without Mangaung or the unknown', () => {
    const rows = [
      devRow({ notebook: 'b', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', municipality: null }),
      devRow({ notebook: 'b', municipality: 'Madibeng' }),
      devRow({ notebook: 'b', municipality: 'Madibeng' }),
      devRow({ notebook: 'b', municipality: 'Naledi' }),
    ];
    expect(ask('Excluding Mangaung', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('counts distinct municipalities per province, a repeated municipality once', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', municipality: 'Makhado' }),
      devRow({ notebook: 'b', province: 'Limpopo', municipality: 'Makhado' }),
      devRow({ notebook: 'b', province: 'Limpopo', municipality: 'Makhado' }),
      devRow({ notebook: 'b', province: 'Limpopo', municipality: null }),
      devRow({ notebook: 'b', province: 'North West', municipality: 'Madibeng' }),
      devRow({ notebook: 'b', province: 'North West', municipality: 'Naledi' }),
    ];
    expect(ask('Which province has the largest', rows)).toEqual({ kind: 'text', value: 'North West' });
  });

  it('averages Mangaung arrests over the stated figures alone', () => {
    const rows = [
      devRow({ notebook: 'b', municipality: 'Mangaung', num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', municipality: 'Mangaung', num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', municipality: 'Mangaung', num_suspects_arrested: 0 }),
      devRow({ notebook: 'b', municipality: 'Mangaung', num_suspects_arrested: null }),
      devRow({ notebook: 'b', municipality: 'Setsoto', num_suspects_arrested: 9 }),
    ];
    expect(ask('Within Mangaung', rows)).toEqual({ kind: 'number', value: 1.7 });
  });

  it('looks for a repeated Northern Cape municipality within 2019 to 2021 by event date', () => {
    const nc = (event_date: string | null, municipality: string | null = 'Ga-Segonyana') =>
      devRow({
        notebook: 'b',
        province: 'Northern Cape',
        municipality,
        event_date,
        published_date: '2020-01-01',
      });
    const rows = [
      nc('2019-03-02'),
      nc('2022-01-01'),
      nc(null),
      nc('2020-05-05', 'Hantam'),
      nc('2021-01-01', null),
    ];
    expect(ask('In the Northern Cape', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('In the Northern Cape', [...rows, nc('2021-12-31')])).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('divides the Western Cape arrests by every Western Cape incident, an unstated figure in the base', () => {
    const rows = [
      devRow({ province: 'Western Cape', num_suspects_arrested: 4 }),
      devRow({ province: 'Western Cape', num_suspects_arrested: 1 }),
      devRow({ province: 'Western Cape', num_suspects_arrested: null }),
      devRow({ province: 'Eastern Cape', num_suspects_arrested: 20 }),
    ];
    expect(ask('In the Western Cape, add up', rows)).toEqual({ kind: 'number', value: 1.7 });
  });

  it('takes away carjackings from kidnappings and refuses a reversed difference', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'] }),
      devRow({ crimes: ['kidnapping', 'carjacking'] }),
      devRow({ crimes: ['kidnapping', 'extortion'] }),
      devRow({ crimes: ['truck hijacking'] }),
    ];
    expect(ask('How many kidnapings', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [devRow({ crimes: ['kidnapping'] }), devRow({ crimes: ['carjacking'] })];
    expect(() => ask('How many kidnapings', reversed)).toThrow(/does not have more/);
  });

  it('compares murders with twice the rapes, attempted murder not a murder', () => {
    const rows = [
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['murder', 'rape'] }),
      devRow({ crimes: ['attempted murder'] }),
    ];
    expect(ask('Is the number of murders', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Is the number of murders', [...rows, devRow({ crimes: ['murder'] })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('ranks rape months by event date, the undated left out, and refuses a tie', () => {
    const rape = (event_date: string | null) =>
      devRow({ notebook: 'b', crimes: ['rape'], event_date, published_date: '2024-03-01' });
    const rows = [
      rape('2023-09-04'),
      rape('2021-09-20'),
      rape('2022-02-01'),
      rape(null),
      rape(null),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2022-02-03' }),
    ];
    expect(ask('In which month of the year', rows)).toEqual({ kind: 'text', value: 'September' });
    expect(() => ask('In which month of the year', [...rows, rape('2020-02-14')])).toThrow(
      /no single leader/,
    );
  });

  it('takes the Limpopo share of no arrest as a stated false over all Limpopo incidents', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', arrest_made: false }),
      devRow({ notebook: 'b', province: 'Limpopo', arrest_made: null }),
      devRow({ notebook: 'b', province: 'Limpopo', arrest_made: true }),
      devRow({ notebook: 'b', province: 'Limpopo', arrest_made: true }),
      devRow({ notebook: 'b', province: 'Mpumalanga', arrest_made: false }),
    ];
    expect(ask('What percentage of the Limpopo', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('refuses what the records do not hold, whatever the rows', () => {
    const rows = [devRow({ notebook: 'b', crimes: ['murder'], arrest_made: true, num_suspects_arrested: 2 })];
    for (const start of ['The ous nabbed', 'My daughter wants'])
      expect(ask(start, rows)).toEqual({ kind: 'refusal' });
    expect(ask('Eish, which taxi association', [devRow({})])).toEqual({ kind: 'refusal' });
  });
});
