import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH198_QUESTIONS, wholeYearsBetween } from './fresh198-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-ninety-eighth fresh question set (blind)', FRESH198_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH198_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH198_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-ninety-eighth fresh set reads the ground truth as its header says', () => {
  it('finds the first incident by event date, an undated row with an earlier publication left out', () => {
    const rows = [
      devRow({ event_date: '2016-05-04', published_date: '2016-05-06' }),
      devRow({ event_date: null, published_date: '2012-01-01' }),
      devRow({ event_date: '2019-01-01' }),
      devRow({ notebook: 'b', event_date: '2010-01-01' }),
    ];
    expect(ask("We're building an anniversary", rows)).toEqual({ kind: 'date', value: '2016-05-04' });
  });

  it('counts whole years only once the anniversary has passed', () => {
    expect(wholeYearsBetween('2020-03-08', '2026-03-01')).toBe(5);
    expect(wholeYearsBetween('2020-03-01', '2026-03-01')).toBe(6);
    expect(wholeYearsBetween('2020-02-29', '2026-03-01')).toBe(6);
    expect(() => wholeYearsBetween('2027-01-01', '2026-03-01')).toThrow(/after/);
  });

  it('ages the earliest Western Cape murder to 1 March 2026, other provinces, crimes and undated rows left out', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['murder'], event_date: '2020-03-08' }),
      devRow({
        province: 'Western Cape',
        crimes: ['murder'],
        event_date: null,
        published_date: '2010-01-01',
      }),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'], event_date: '2012-01-01' }),
      devRow({ province: 'Gauteng', crimes: ['murder'], event_date: '2011-01-01' }),
      devRow({ province: 'Western Cape', crimes: ['murder'], event_date: '2023-07-01' }),
    ];
    expect(ask('Our segment airs on 1 March 2026', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('checks the Sunday claim by event date alone, an undated row published on a Sunday not counting', () => {
    const rows = [
      devRow({ event_date: '2024-01-06' }), // Saturday
      devRow({ event_date: null, published_date: '2024-01-07' }), // published on a Sunday
    ];
    expect(ask('A producer claims', rows)).toEqual({ kind: 'text', value: 'Yes' });
    expect(ask('A producer claims', [...rows, devRow({ event_date: '2024-01-07' })])).toEqual({
      kind: 'text',
      value: 'No',
    });
  });

  it('ranks provinces by Wednesday incidents, by event date alone, and refuses a tie or nothing to rank', () => {
    const rows = [
      devRow({ province: 'Gauteng', event_date: '2024-01-03' }), // Wednesday
      devRow({ province: 'Gauteng', event_date: '2023-05-17' }), // Wednesday
      devRow({ province: 'Western Cape', event_date: '2024-01-10' }), // Wednesday
      devRow({ province: 'Western Cape', event_date: '2024-01-04' }), // Thursday
      devRow({ province: 'Western Cape', event_date: null, published_date: '2024-01-03' }),
    ];
    expect(ask('Thinking of a "black Wednesday"', rows)).toEqual({ kind: 'text', value: 'Gauteng' });
    const tied = [...rows, devRow({ province: 'Western Cape', event_date: '2022-06-01' })];
    expect(() => ask('Thinking of a "black Wednesday"', tied)).toThrow(/no single leader/);
    expect(() => ask('Thinking of a "black Wednesday"', [devRow({ event_date: '2024-01-04' })])).toThrow(
      /no single leader/,
    );
  });

  it('ranks provinces by weekend incidents, Saturday and Sunday both counting', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', event_date: '2024-01-06' }), // Saturday
      devRow({ notebook: 'b', province: 'Limpopo', event_date: '2024-01-07' }), // Sunday
      devRow({ notebook: 'b', province: 'Free State', event_date: '2024-01-13' }), // Saturday
      devRow({ notebook: 'b', province: 'Free State', event_date: '2024-01-08' }), // Monday
      devRow({ notebook: 'b', province: 'Free State', event_date: null }),
    ];
    expect(ask('Following up on weekend', rows)).toEqual({ kind: 'text', value: 'Limpopo' });
  });

  it('takes the male share over victims of stated sex, and the ratio over the same sums', () => {
    const rows = [
      devRow({ num_victims: 3, victims_male: 2, victims_female: 1 }),
      devRow({ num_victims: 6, victims_male: null, victims_female: null }),
      devRow({ num_victims: 1, victims_male: null, victims_female: 1 }),
    ];
    expect(ask('Of the victims whose sex is recorded', rows)).toEqual({ kind: 'number', value: 50 });
    const b = [
      devRow({ notebook: 'b', victims_male: 5, victims_female: 2 }),
      devRow({ notebook: 'b', victims_male: null, victims_female: 1 }),
      devRow({ notebook: 'b', victims_male: 4, victims_female: null }),
    ];
    expect(ask('What is the ratio of male', b)).toEqual({ kind: 'number', value: 3 });
    expect(() =>
      ask('What is the ratio of male', [devRow({ notebook: 'b', victims_male: 2, victims_female: 0 })]),
    ).toThrow(/no female/);
  });

  it('counts adults and the child share only where both the victim count and the children are stated', () => {
    const rows = [
      devRow({ num_victims: 5, victims_children: 2 }),
      devRow({ num_victims: 4, victims_children: null }),
      devRow({ num_victims: null, victims_children: 1 }),
      devRow({ num_victims: 1, victims_children: 0 }),
    ];
    expect(ask('How many adult victims', rows)).toEqual({ kind: 'number', value: 4 });
    const b = rows.map((r) => ({ ...r, notebook: 'b' as const }));
    expect(ask('What percentage of victims were children', b)).toEqual({ kind: 'number', value: 33 });
  });

  it('averages stated victim counts only, a stated zero counting, and rapes alone in notebook b', () => {
    const rows = [
      devRow({ num_victims: 0 }),
      devRow({ num_victims: 4 }),
      devRow({ num_victims: null }),
      devRow({ num_victims: 3 }),
    ];
    expect(ask('What is the mean number of victims per incident', rows)).toEqual({
      kind: 'number',
      value: 2.3,
    });
    const b = [
      devRow({ notebook: 'b', crimes: ['rape'], num_victims: 1 }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], num_victims: 2 }),
      devRow({ notebook: 'b', crimes: ['rape'], num_victims: null }),
      devRow({ notebook: 'b', crimes: ['sexual assault'], num_victims: 9 }),
    ];
    expect(ask('What is the mean number of victims in the rape', b)).toEqual({ kind: 'number', value: 1.5 });
  });

  it('sums CIT injuries with unstated ones adding nothing, and counts kidnappings by category', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], victims_injured: 3 }),
      devRow({ crimes: ['cash-in-transit robbery'], victims_injured: null }),
      devRow({ crimes: ['armed robbery', 'kidnapping'], victims_injured: 4 }),
      devRow({ crimes: ['kidnapping'] }),
    ];
    expect(ask('CIT hits in the log', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('How many kidnapings', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('finds Secunda by location or by Govan Mbeki, and nothing else', () => {
    const elsewhere = [
      devRow({
        notebook: 'b',
        province: 'Mpumalanga',
        location: 'Carolina',
        municipality: 'Chief Albert Luthuli',
      }),
    ];
    expect(ask('Copy, any incident logged in Secunda', elsewhere)).toEqual({ kind: 'text', value: 'No' });
    const byMunicipality = [
      ...elsewhere,
      devRow({ notebook: 'b', location: 'Embalenhle', municipality: 'Govan Mbeki' }),
    ];
    expect(ask('Copy, any incident logged in Secunda', byMunicipality)).toEqual({
      kind: 'text',
      value: 'Yes',
    });
    const byLocation = [...elsewhere, devRow({ notebook: 'b', location: 'Secunda CBD', municipality: null })];
    expect(ask('Copy, any incident logged in Secunda', byLocation)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('ranks Mpumalanga municipalities by suspects arrested, other provinces and unstated arrests left out', () => {
    const mp = (municipality: string | null, num_suspects_arrested: number | null) =>
      devRow({ notebook: 'b', province: 'Mpumalanga', municipality, num_suspects_arrested });
    const rows = [
      mp('City of Mbombela', 6),
      mp('Emalahleni', 3),
      mp('Emalahleni', null),
      mp('Emalahleni', 2),
      mp(null, 20),
      devRow({ notebook: 'b', province: 'Limpopo', municipality: 'Emalahleni', num_suspects_arrested: 9 }),
    ];
    expect(ask('MP only', rows)).toEqual({
      kind: 'text',
      value: ['City of Mbombela', 'Mbombela', 'Nelspruit'],
    });
    expect(() => ask('MP only', [...rows, mp('Emalahleni', 1)])).toThrow(/no single leader/);
  });

  it('dates the last Mpumalanga hijacking, car or truck, by event date', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['carjacking'], event_date: '2022-08-04' }),
      devRow({
        notebook: 'b',
        province: 'Mpumalanga',
        crimes: ['truck hijacking'],
        event_date: '2022-09-29',
      }),
      devRow({
        notebook: 'b',
        province: 'Mpumalanga',
        crimes: ['carjacking'],
        event_date: null,
        published_date: '2025-01-01',
      }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['armed robbery'], event_date: '2024-01-01' }),
      devRow({ notebook: 'b', province: 'Gauteng', crimes: ['carjacking'], event_date: '2024-02-01' }),
    ];
    expect(ask('Last hijacking in Mpumalanga', rows)).toEqual({ kind: 'date', value: '2022-09-29' });
  });

  it('takes Boxing Day by event date in any year, not the day after it or a publication date', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2024-12-27' }),
      devRow({ notebook: 'b', event_date: null, published_date: '2023-12-25' }),
    ];
    expect(ask('Festive-season angle', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(
      ask('Festive-season angle', [...rows, devRow({ notebook: 'b', event_date: '2019-12-26' })]),
    ).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('shares arrests among incidents with a stated child victim, and arrests among Mpumalanga incidents', () => {
    const rows = [
      devRow({ notebook: 'b', victims_children: 1, arrest_made: true }),
      devRow({ notebook: 'b', victims_children: 2, arrest_made: false }),
      devRow({ notebook: 'b', victims_children: 1, arrest_made: null }),
      devRow({ notebook: 'b', victims_children: 0, arrest_made: false }),
      devRow({ notebook: 'b', victims_children: null, arrest_made: false }),
    ];
    expect(ask('Among incidents with at least one child', rows)).toEqual({ kind: 'number', value: 33 });
    const mp = [
      devRow({ notebook: 'b', province: 'Mpumalanga', arrest_made: true }),
      devRow({ notebook: 'b', province: 'Mpumalanga', arrest_made: null }),
      devRow({ notebook: 'b', province: 'Mpumalanga', arrest_made: true }),
      devRow({ notebook: 'b', province: 'Mpumalanga', arrest_made: false }),
      devRow({ notebook: 'b', province: 'Limpopo', arrest_made: false }),
    ];
    expect(ask('Mpumalanga incidents', mp)).toEqual({ kind: 'number', value: 50 });
  });

  it('counts Northern Cape female over male victims, and refuses when the female side is not larger', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Northern Cape', victims_female: 3, victims_male: 1 }),
      devRow({ notebook: 'b', province: 'Northern Cape', victims_female: null, victims_male: 1 }),
      devRow({ notebook: 'b', province: 'Free State', victims_female: 6, victims_male: 0 }),
    ];
    expect(ask('In the Northern Cape', rows)).toEqual({ kind: 'number', value: 1 });
    const reversed = [
      ...rows,
      devRow({ notebook: 'b', province: 'Northern Cape', victims_female: 0, victims_male: 1 }),
    ];
    expect(() => ask('In the Northern Cape', reversed)).toThrow(/does not have more/);
  });
});
