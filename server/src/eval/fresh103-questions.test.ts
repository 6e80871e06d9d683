import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH103_QUESTIONS } from './fresh103-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-third fresh question set (blind)', FRESH103_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH103_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH103_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-third fresh set reads the ground truth as its header says', () => {
  it('sums police victims over the notebook alone, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ victims_police: 2 }),
      devRow({ victims_police: null }),
      devRow({ victims_police: 0 }),
      devRow({ victims_police: 1 }),
      devRow({ notebook: 'b', victims_police: 5 }),
    ];
    expect(ask('Point of information, for the proposition', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('counts murder alone, not attempted murder, and refuses a reversed comparison', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['culpable homicide'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['attempted murder'] }),
    ];
    expect(ask('Rebuttal preparation', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [
      ...rows,
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
    ];
    expect(() => ask('Rebuttal preparation', reversed)).toThrow(/does not have more/);
  });

  it('takes an arrest share over all incidents, an unstated arrest not counting as one', () => {
    const rows = [
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: false }),
      devRow({ arrest_made: null }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: false }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
    ];
    // 5 of 8 is 62.5%: on the half, so the question refuses it.
    expect(() => ask('For the proposition: in what percentage', rows)).toThrow(/halfway/);
    expect(ask('For the proposition: in what percentage', rows.slice(1))).toEqual({
      kind: 'number',
      value: 57,
    });
  });

  it('ranks provinces by summed arrests, not by incidents, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'Gauteng', num_suspects_arrested: 1 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: 1 }),
      devRow({ province: 'Gauteng', num_suspects_arrested: null }),
      devRow({ province: 'KwaZulu-Natal', num_suspects_arrested: 4 }),
    ];
    expect(ask('Point of information: which province recorded', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    const tied = [...rows, devRow({ province: 'Gauteng', num_suspects_arrested: 2 })];
    expect(() => ask('Point of information: which province recorded', tied)).toThrow(/no single leader/);
  });

  it('answers a rape since 2020 by event date alone, never the publication date', () => {
    const old = [
      devRow({
        province: 'Western Cape',
        crimes: ['rape'],
        event_date: '2019-12-31',
        published_date: '2020-02-01',
      }),
      devRow({ province: 'Western Cape', crimes: ['rape'], event_date: null, published_date: '2023-05-01' }),
      devRow({ province: 'Gauteng', crimes: ['rape'], event_date: '2022-01-01' }),
      devRow({ province: 'Western Cape', crimes: ['sexual assault'], event_date: '2022-01-01' }),
    ];
    expect(ask('Was there any rape case', old)).toEqual({ kind: 'text', value: 'No' });
    const recent = [...old, devRow({ province: 'Western Cape', crimes: ['rape'], event_date: '2020-01-01' })];
    expect(ask('Was there any rape case', recent)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('dates the latest kidnapping by event date, an undated one never the latest', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2021-04-01', published_date: '2021-04-03' }),
      devRow({ crimes: ['kidnapping', 'extortion'], event_date: '2023-09-09' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2025-01-01' }),
      devRow({ crimes: ['extortion'], event_date: '2024-12-12' }),
    ];
    expect(ask('Ke kgopela the date', rows)).toEqual({ kind: 'date', value: '2023-09-09' });
  });

  it('counts an incident with both business and house robbery once, and no armed robbery', () => {
    const rows = [
      devRow({ crimes: ['business robbery', 'house robbery'] }),
      devRow({ crimes: ['house robbery'] }),
      devRow({ crimes: ['armed robbery'] }),
      devRow({ crimes: ['robbery'] }),
      devRow({ notebook: 'b', crimes: ['business robbery'] }),
    ];
    expect(ask('Ja nuh, so many cases', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts weekend murders by the weekday of the event date', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['murder'], event_date: '2024-01-05' }), // Friday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-13' }), // published on a Saturday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-06' }),
    ];
    expect(ask('What to do, these things', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the killed of the eThekwini municipality only, not the rest of KwaZulu-Natal', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', municipality: 'eThekwini', victims_killed: 3 }),
      devRow({ province: 'KwaZulu-Natal', municipality: 'eThekwini', victims_killed: null }),
      devRow({ province: 'KwaZulu-Natal', municipality: 'Msunduzi', victims_killed: 4 }),
      devRow({ province: 'KwaZulu-Natal', municipality: null, location: 'Durban', victims_killed: 2 }),
    ];
    expect(ask('Here by us in Durban', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('compares incidents by the year of the event date, and refuses a fall', () => {
    const b = (event_date: string | null) =>
      devRow({ notebook: 'b', event_date, published_date: '2024-06-01' });
    const rows = [
      b('2024-01-01'),
      b('2024-12-31'),
      b('2024-05-05'),
      b('2020-03-03'),
      b(null),
      b('2025-01-01'),
    ];
    expect(ask('Rebuttal: the opposition says', rows)).toEqual({ kind: 'number', value: 2 });
    expect(() => ask('Rebuttal: the opposition says', [...rows, b('2020-01-01'), b('2020-02-02')])).toThrow(
      /does not have more/,
    );
  });

  it('needs a stated police victim in a Mpumalanga armed robbery for a yes', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['armed robbery'], victims_police: null }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['armed robbery'], victims_police: 0 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['business robbery'], victims_police: 1 }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['armed robbery'], victims_police: 2 }),
    ];
    expect(ask('Point of information: in Mpumalanga', rows)).toEqual({ kind: 'text', value: 'No' });
    const hurt = [
      ...rows,
      devRow({
        notebook: 'b',
        province: 'Mpumalanga',
        crimes: ['armed robbery', 'murder'],
        victims_police: 1,
      }),
    ];
    expect(ask('Point of information: in Mpumalanga', hurt)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts winter by the month of the event date in any year, leaving undated incidents out', () => {
    const b = (event_date: string | null) =>
      devRow({ notebook: 'b', event_date, published_date: '2023-07-15' });
    const rows = [
      b('2019-06-01'),
      b('2023-07-31'),
      b('2016-08-15'),
      b('2020-05-31'),
      b('2021-09-01'),
      b(null),
    ];
    expect(ask('So many cases in winter', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the earliest dated murder, with the undated left out', () => {
    const b = (crimes: string[], event_date: string | null) => devRow({ notebook: 'b', crimes, event_date });
    const rows = [
      b(['murder'], null),
      b(['murder', 'kidnapping'], '2017-03-02'),
      b(['murder'], '2019-01-01'),
      b(['attempted murder'], '2012-01-01'),
    ];
    expect(ask('Which was the earliest murder', rows)).toEqual({ kind: 'date', value: '2017-03-02' });
  });

  it('sums the children per province for the ranking, not the incidents with children', () => {
    const b = (province: string, victims_children: number | null) =>
      devRow({ notebook: 'b', province, victims_children });
    const rows = [b('North West', 1), b('North West', 1), b('North West', null), b('Northern Cape', 3)];
    expect(ask('Bana: in which province', rows)).toEqual({ kind: 'text', value: 'Northern Cape' });
  });

  it('counts car and truck hijackings once each, and sums business robbery arrests only', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['carjacking', 'truck hijacking'], num_suspects_arrested: 9 }),
      devRow({ notebook: 'b', crimes: ['truck hijacking'] }),
      devRow({ notebook: 'b', crimes: ['vehicle theft'] }),
      devRow({ notebook: 'b', crimes: ['business robbery'], num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', crimes: ['business robbery'], num_suspects_arrested: null }),
      devRow({ notebook: 'b', crimes: ['house robbery'], num_suspects_arrested: 4 }),
    ];
    expect(ask('Ja nuh, hijackings', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('What to do, business robberies', rows)).toEqual({ kind: 'number', value: 3 });
  });
});
