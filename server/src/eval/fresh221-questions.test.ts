import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH221_QUESTIONS } from './fresh221-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-twenty-first fresh question set (blind)', FRESH221_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH221_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH221_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-twenty-first fresh set reads the ground truth as its header says', () => {
  it('counts car and truck hijackings in Gauteng only, not other robberies', () => {
    const rows = [
      devRow({ crimes: ['carjacking', 'kidnapping'] }),
      devRow({ crimes: ['truck hijacking'] }),
      devRow({ crimes: ['armed robbery'] }),
      devRow({ crimes: ['carjacking'], province: 'Western Cape' }),
      devRow({ notebook: 'b', crimes: ['carjacking'] }),
    ];
    expect(ask('Control, sitrep please', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks weekdays of robberies and hijackings by event date, the undated left out, and refuses a tie', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], event_date: '2024-01-03' }), // Wednesday
      devRow({ crimes: ['business robbery'], event_date: '2024-01-10' }), // Wednesday
      devRow({ crimes: ['truck hijacking'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['house robbery'], event_date: null, published_date: '2024-01-06' }),
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }),
      devRow({ crimes: ['murder'], event_date: '2024-01-13' }),
    ];
    expect(ask('Copy that. For the roster', rows)).toEqual({ kind: 'text', value: 'Wednesday' });
    const tied = [...rows, devRow({ crimes: ['armed robbery'], event_date: '2024-01-13' })];
    expect(() => ask('Copy that. For the roster', tied)).toThrow(/no single leader/);
  });

  it('takes "after the end of 2020" as an event date from 2021-01-01, in the Ekurhuleni municipality', () => {
    const late2020 = [
      devRow({ crimes: ['kidnapping'], municipality: 'Ekurhuleni', event_date: '2020-12-31' }),
      devRow({
        crimes: ['kidnapping'],
        municipality: 'Ekurhuleni',
        event_date: null,
        published_date: '2022-01-01',
      }),
      devRow({ crimes: ['kidnapping'], municipality: 'City of Johannesburg', event_date: '2023-01-01' }),
      devRow({ crimes: ['extortion'], municipality: 'Ekurhuleni', event_date: '2023-01-01' }),
    ];
    expect(ask('Confirm affirmative or negative', late2020)).toEqual({ kind: 'text', value: 'No' });
    const newYear = [
      ...late2020,
      devRow({ crimes: ['kidnapping'], municipality: 'Ekurhuleni', event_date: '2021-01-01' }),
    ];
    expect(ask('Confirm affirmative or negative', newYear)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('sums the stated injured of firearm incidents only, a null adding nothing', () => {
    const rows = [
      devRow({ crimes: ['illegal firearm possession', 'murder'], victims_injured: 8 }),
      devRow({ crimes: ['illegal firearm possession'], victims_injured: null }),
      devRow({ crimes: ['attempted murder'], victims_injured: 5 }),
      devRow({ crimes: ['illegal firearm possession'], victims_injured: 1 }),
    ];
    expect(ask('Sitrep request, total casualties', rows)).toEqual({ kind: 'number', value: 9 });
  });

  it('takes the median over every stated suspect age, the middle two averaged for an even number', () => {
    const odd = [
      devRow({ suspect_ages: [40, 20] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [33] }),
    ];
    expect(ask('You are a data assistant. Task: compute the median', odd)).toEqual({
      kind: 'number',
      value: 33,
    });
    const even = [...odd, devRow({ suspect_ages: [50] })];
    expect(ask('You are a data assistant. Task: compute the median', even)).toEqual({
      kind: 'number',
      value: 36.5,
    });
  });

  it('lists the top three provinces by murder incidents, attempted murder not counted, and refuses a tie at the cut-off', () => {
    const murder = (province: string, crimes = ['murder']) => devRow({ province, crimes });
    const rows = [
      murder('KwaZulu-Natal'),
      murder('KwaZulu-Natal'),
      murder('KwaZulu-Natal'),
      murder('Eastern Cape'),
      murder('Eastern Cape'),
      murder('Western Cape'),
      murder('Gauteng', ['attempted murder']),
      murder('Gauteng', ['attempted murder']),
    ];
    expect(ask('Task: rank the provinces', rows)).toEqual({
      kind: 'list',
      value: ['KwaZulu-Natal', 'Eastern Cape', 'Western Cape'],
    });
    expect(() => ask('Task: rank the provinces', [...rows, murder('Gauteng')])).toThrow(/no single top 3/);
  });

  it('takes the murder arrest share over murder incidents, an unstated arrest not counted as one', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['murder', 'house robbery'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['attempted murder'], arrest_made: false }),
      devRow({ crimes: ['theft'], arrest_made: true }),
    ];
    expect(ask('You are a data assistant. Task: of the incidents', rows)).toEqual({
      kind: 'number',
      value: 50,
    });
  });

  it('counts an attacker the victim knew as partner, family or acquaintance, never a stranger or an unstated tie', () => {
    const rows = [
      devRow({ relationship: 'partner' }),
      devRow({ relationship: 'family' }),
      devRow({ relationship: 'acquaintance' }),
      devRow({ relationship: 'stranger' }),
      devRow({ relationship: null }),
    ];
    expect(ask('She wants to know in how many', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('compares the killed of two provinces and finds the year with most deaths by event date', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_killed: 2, event_date: '2022-04-01' }),
      devRow({ province: 'Eastern Cape', victims_killed: null, event_date: '2021-04-01' }),
      devRow({ province: 'Western Cape', victims_killed: 2, event_date: '2022-05-01' }),
      devRow({ province: 'Western Cape', victims_killed: 0, event_date: '2021-05-01' }),
      devRow({ province: 'Western Cape', victims_killed: 3, event_date: null, published_date: '2021-06-01' }),
      devRow({ province: 'Gauteng', victims_killed: 1, event_date: '2021-07-01' }),
    ];
    expect(ask('The elder asks whether it is true', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('He is asking in which year', rows)).toEqual({ kind: 'text', value: '2022' });
    const more = [...rows, devRow({ province: 'Eastern Cape', victims_killed: 4, event_date: '2021-08-01' })];
    expect(ask('The elder asks whether it is true', more)).toEqual({ kind: 'text', value: 'Yes' });
    expect(() => ask('He is asking in which year', more)).toThrow(/no single leader/);
  });

  it('answers SAPS victims in the Free State from stated police victims, an unstated figure being no', () => {
    const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });
    const rows = [
      b({ province: 'Free State', victims_police: null }),
      b({ province: 'Free State', victims_police: 0 }),
      b({ province: 'North West', victims_police: 2 }),
    ];
    expect(ask('Negative or affirmative', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(
      ask('Negative or affirmative', [...rows, b({ province: 'Free State', victims_police: 1 })]),
    ).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('averages victims over the incidents that state them, and counts each year 2020-2024 by event date', () => {
    const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });
    const rows = [
      b({ num_victims: 1, event_date: '2020-01-05' }),
      b({ num_victims: 2, event_date: '2020-12-31' }),
      b({ num_victims: null, event_date: '2022-03-01' }),
      b({ num_victims: 0, event_date: '2024-06-01' }),
      b({ num_victims: 4, event_date: null, published_date: '2023-01-01' }),
      b({ num_victims: 1, event_date: '2019-12-31' }),
    ];
    // (1 + 2 + 0 + 4 + 1) / 5 = 1.6
    expect(ask('You are a data assistant. Task: compute the mean', rows)).toEqual({
      kind: 'number',
      value: 1.6,
    });
    expect(ask('Task: count the incidents per calendar year', rows)).toEqual({
      kind: 'list',
      value: [2, 0, 1, 0, 1],
    });
  });

  it('lists the two most frequent crime categories by incidents and the Limpopo murder share', () => {
    const b = (province: string, crimes: string[]) => devRow({ notebook: 'b', province, crimes });
    const rows = [
      b('Limpopo', ['murder']),
      b('Limpopo', ['murder']),
      b('Limpopo', ['attempted murder']),
      b('Limpopo', ['rape', 'kidnapping']),
      b('Free State', ['murder', 'illegal firearm possession']),
      b('Free State', ['murder']),
      b('Free State', ['rape']),
      b('Free State', ['rape', 'kidnapping']),
    ];
    expect(ask('Output a list of the two', rows)).toEqual({ kind: 'list', value: ['murder', 'rape'] });
    expect(ask('Return only the number. Task: what percentage', rows)).toEqual({ kind: 'number', value: 50 });
    expect(() => ask('Output a list of the two', [...rows, b('Limpopo', ['kidnapping'])])).toThrow(
      /no single top 2/,
    );
  });

  it('sums children over two provinces, dates the earliest rape and the latest CIT hit by event date', () => {
    const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });
    const rows = [
      b({ province: 'Free State', victims_children: 1, crimes: ['rape'], event_date: '2016-02-06' }),
      b({
        province: 'Northern Cape',
        victims_children: 3,
        crimes: ['rape'],
        event_date: null,
        published_date: '2015-01-01',
      }),
      b({
        province: 'Northern Cape',
        victims_children: null,
        crimes: ['cash-in-transit robbery'],
        event_date: '2023-11-25',
      }),
      b({
        province: 'Limpopo',
        victims_children: 4,
        crimes: ['cash-in-transit robbery'],
        event_date: null,
        published_date: '2025-01-01',
      }),
    ];
    expect(ask('The witness asks how many children', rows)).toEqual({ kind: 'number', value: 4 });
    expect(ask('She wants to know on what date', rows)).toEqual({ kind: 'date', value: '2016-02-06' });
    expect(ask('Request date of the most recent', rows)).toEqual({ kind: 'date', value: '2023-11-25' });
  });

  it('ranks provinces by suspects arrested, counts stated ages under 25, and refuses a reversed comparison of killed', () => {
    const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });
    const rows = [
      b({ province: 'Mpumalanga', num_suspects_arrested: 19, suspect_ages: [24, 25] }),
      b({ province: 'North West', num_suspects_arrested: 12, victims_killed: 2, suspect_ages: null }),
      b({ province: 'North West', num_suspects_arrested: 5, suspect_ages: [18] }),
      b({ province: 'Free State', num_suspects_arrested: null, victims_killed: 7, suspect_ages: [] }),
      b({ province: 'Free State', victims_killed: null }),
    ];
    expect(ask('He is asking which province', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
    expect(ask('The elder asks how many of the suspects', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('The complainant asks how many more', rows)).toEqual({ kind: 'number', value: 5 });
    const reversed = [...rows, b({ province: 'North West', victims_killed: 6 })];
    expect(() => ask('The complainant asks how many more', reversed)).toThrow(/does not have more/);
  });
});
