import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH111_QUESTIONS } from './fresh111-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-eleventh fresh question set (blind)', FRESH111_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH111_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH111_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-eleventh fresh set reads the ground truth as its header says', () => {
  it('sums the stated killed of one province, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 4 }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: null }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['culpable homicide'], victims_killed: 1 }),
      devRow({ province: 'Gauteng', crimes: ['murder'], victims_killed: 9 }),
      devRow({ notebook: 'b', province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 7 }),
    ];
    expect(ask('For my study', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('compares the killed of 2023 by event date, a tie or an undated death giving No', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', event_date: '2023-06-03', victims_killed: 3 }),
      devRow({ province: 'Eastern Cape', event_date: '2023-03-27', victims_killed: 2 }),
      devRow({ province: 'Eastern Cape', event_date: '2022-11-05', victims_killed: 6 }),
    ];
    expect(ask('Is it correct that in the year 2023', rows)).toEqual({ kind: 'text', value: 'Yes' });
    const tied = [
      ...rows,
      devRow({ province: 'Eastern Cape', event_date: '2023-09-01', victims_killed: 1 }),
      devRow({ province: 'Eastern Cape', event_date: null, published_date: '2023-10-01', victims_killed: 5 }),
    ];
    expect(ask('Is it correct that in the year 2023', tied)).toEqual({ kind: 'text', value: 'No' });
  });

  it('takes the share of murders to one decimal over murder rows alone, attempted murder not counting', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ province: 'Western Cape', crimes: ['culpable homicide'] }),
    ];
    expect(ask('Which share of all the murder', rows)).toEqual({ kind: 'number', value: 33.3 });
  });

  it('compares the kidnapping share of all incidents with 15,5 % strictly', () => {
    const kidnapping = devRow({ crimes: ['kidnapping', 'extortion'] });
    const others = (n: number) => Array.from({ length: n }, () => devRow({ crimes: ['theft'] }));
    expect(ask('Is it correct that more than 15,5 %', [kidnapping, ...others(5)])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
    expect(ask('Is it correct that more than 15,5 %', [kidnapping, ...others(6)])).toEqual({
      kind: 'text',
      value: 'No',
    });
  });

  it('counts paeds only in murder or attempted murder cases, unstated children adding nothing', () => {
    const rows = [
      devRow({ crimes: ['murder'], victims_children: 2 }),
      devRow({ crimes: ['attempted murder'], victims_children: 1 }),
      devRow({ crimes: ['murder', 'attempted murder'], victims_children: null }),
      devRow({ crimes: ['rape'], victims_children: 3 }),
      devRow({ crimes: ['culpable homicide'], victims_children: 4 }),
    ];
    expect(ask('Paeds question', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('dates the latest attempted murder by event date, never by publication', () => {
    const rows = [
      devRow({ crimes: ['attempted murder'], event_date: '2024-06-08', published_date: '2024-06-09' }),
      devRow({ crimes: ['attempted murder'], event_date: null, published_date: '2025-01-01' }),
      devRow({ crimes: ['murder'], event_date: '2024-12-01' }),
    ];
    expect(ask('Most recent attemted murder', rows)).toEqual({ kind: 'date', value: '2024-06-08' });
  });

  it('ranks municipalities by the killed, leaving rows without a municipality out, and refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', victims_killed: 4 }),
      devRow({ municipality: 'City of Cape Town', victims_killed: null }),
      devRow({ municipality: 'eThekwini', victims_killed: 3 }),
      devRow({ municipality: null, victims_killed: 9 }),
    ];
    expect(ask('To ask the Minister of Police: (a) in which municipality', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
    const tied = [...rows, devRow({ municipality: 'eThekwini', victims_killed: 1 })];
    expect(() => ask('To ask the Minister of Police: (a) in which municipality', tied)).toThrow(
      /no single leader/,
    );
  });

  it('does not take a truck hijacking for a carjacking', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['truck hijacking'] }),
      devRow({ province: 'Gauteng', crimes: ['carjacking'] }),
    ];
    expect(ask('To ask the Minister of Police whether any incident of carjacking', rows)).toEqual({
      kind: 'text',
      value: 'No',
    });
    const carjacked = [...rows, devRow({ province: 'Western Cape', crimes: ['carjacking', 'kidnapping'] })];
    expect(ask('To ask the Minister of Police whether any incident of carjacking', carjacked)).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('refuses a comparison in which Limpopo does not have more murders', () => {
    const b = (province: string, crimes: string[]) => devRow({ notebook: 'b', province, crimes });
    const rows = [
      b('Limpopo', ['murder']),
      b('Limpopo', ['murder', 'carjacking']),
      b('Limpopo', ['attempted murder']),
      b('Mpumalanga', ['murder']),
    ];
    expect(ask('How many murder incidents were there more', rows)).toEqual({ kind: 'number', value: 1 });
    expect(() =>
      ask('How many murder incidents were there more', [...rows, b('Mpumalanga', ['murder'])]),
    ).toThrow(/does not have more/);
  });

  it('takes the weekend share over dated incidents only, to one decimal', () => {
    const b = (event_date: string | null) =>
      devRow({ notebook: 'b', event_date, published_date: '2024-01-13' });
    const rows = [
      b('2024-01-06'), // Saturday
      b('2024-01-07'), // Sunday
      b('2024-01-08'), // Monday
      b('2024-01-09'),
      b('2024-01-10'),
      b('2024-01-11'),
      b(null),
    ];
    expect(ask('Of the incidents where the date', rows)).toEqual({ kind: 'number', value: 33.3 });
  });

  it('counts the festive season as December and January of the event date, in any year', () => {
    const b = (event_date: string | null) =>
      devRow({ notebook: 'b', event_date, published_date: '2024-01-02' });
    const rows = [b('2016-12-27'), b('2023-01-05'), b('2023-02-01'), b('2023-11-30'), b(null)];
    expect(ask('To ask the Minister of Police: With reference to the festive season', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('takes "no arrest" among rapes as a stated false, an unstated arrest not counting', () => {
    const b = (crimes: string[], arrest_made: boolean | null) =>
      devRow({ notebook: 'b', crimes, arrest_made });
    const rows = [
      b(['rape'], false),
      b(['rape', 'kidnapping'], true),
      b(['rape'], null),
      b(['rape'], true),
      b(['rape'], true),
      b(['rape'], true),
      b(['rape'], true),
      b(['murder'], false),
    ];
    expect(ask('To ask the Minister of Police: With reference to the incidents of rape', rows)).toEqual({
      kind: 'number',
      value: 14,
    });
  });

  it('ranks provinces by stated arrests and children, and finds an injured carjacking victim in Mpumalanga', () => {
    const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });
    const rows = [
      b({ province: 'Mpumalanga', num_suspects_arrested: 19, victims_children: 0 }),
      b({ province: 'North West', num_suspects_arrested: 12, victims_children: 1 }),
      b({ province: 'North West', num_suspects_arrested: null, victims_children: 1 }),
      b({ province: 'Northern Cape', num_suspects_arrested: 3, victims_children: 3 }),
      b({ province: 'Mpumalanga', crimes: ['carjacking'], victims_injured: null }),
    ];
    expect(ask('To ask the Minister of Police: (a) in which province', rows)).toEqual({
      kind: 'text',
      value: 'Mpumalanga',
    });
    expect(ask('Which province had the most paeds', rows)).toEqual({ kind: 'text', value: 'Northern Cape' });
    expect(ask('Any carjacking in Mpumlanga', rows)).toEqual({ kind: 'text', value: 'No' });
    const injured = [...rows, b({ province: 'Mpumalanga', crimes: ['carjacking'], victims_injured: 1 })];
    expect(ask('Any carjacking in Mpumlanga', injured)).toEqual({ kind: 'text', value: 'Yes' });
  });
});
