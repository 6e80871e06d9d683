import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH285_QUESTIONS } from './fresh285-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-eighty-fifth fresh question set (blind)', FRESH285_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH285_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH285_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-eighty-fifth fresh set reads the ground truth as its header says', () => {
  it('counts Western Cape murders only, not attempted murders nor other provinces', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
      devRow({ province: 'Western Cape', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Western Cape', crimes: ['murder'] }),
    ];
    expect(ask('Yo, quick one', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks municipalities, leaving out rows without one, answering with or without "City of", and refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'eThekwini' }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
    ];
    expect(ask('Every city has', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
    expect(() => ask('Every city has', [...rows, devRow({ municipality: 'eThekwini' })])).toThrow(
      /no single leader/,
    );
  });

  it('takes the female share over victims of stated sex only', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ num_victims: 1, victims_female: 0, victims_male: 1 }),
    ];
    expect(ask('For my practice log', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('dates the earliest attempted murder by event date, never by publication', () => {
    const rows = [
      devRow({ crimes: ['attempted murder'], event_date: '2019-06-12', published_date: '2019-06-13' }),
      devRow({ crimes: ['attempted murder'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['murder'], event_date: '2012-05-05' }),
      devRow({ crimes: ['attempted murder', 'murder'], event_date: '2021-01-01' }),
    ];
    expect(ask('Going back to the very first', rows)).toEqual({ kind: 'date', value: '2019-06-12' });
  });

  it('counts the winter term as June to August of any year, undated rows outside it', () => {
    const rows = [
      devRow({ event_date: '2019-06-01' }),
      devRow({ event_date: '2022-08-31' }),
      devRow({ event_date: '2020-05-31' }),
      devRow({ event_date: '2020-09-01' }),
      devRow({ event_date: null, published_date: '2020-07-01' }),
    ];
    expect(ask('Our winter term', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('compares the stated killed of two provinces, an equal count answering No', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 3 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: null }),
      devRow({ province: 'Eastern Cape', victims_killed: 2 }),
    ];
    expect(ask('Two dojos', rows)).toEqual({ kind: 'text', value: 'Yes' });
    const even = [...rows, devRow({ province: 'Eastern Cape', victims_killed: 1 })];
    expect(ask('Two dojos', even)).toEqual({ kind: 'text', value: 'No' });
  });

  it('takes the median over stated suspect ages, one per suspect', () => {
    const rows = [
      devRow({ suspect_ages: [20, 30] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [40, 50] }),
    ];
    expect(ask('Lesson notes, Tuesday', rows)).toEqual({ kind: 'number', value: 35 });
  });

  it('counts 2019 arrests by event year and a stated arrest only', () => {
    const rows = [
      devRow({ event_date: '2019-01-01', arrest_made: true }),
      devRow({ event_date: '2019-12-31', arrest_made: null }),
      devRow({ event_date: '2019-05-05', arrest_made: false }),
      devRow({ event_date: null, published_date: '2019-03-03', arrest_made: true }),
      devRow({ event_date: '2020-01-01', arrest_made: true }),
    ];
    expect(ask('The year 2019', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('ranks provinces by illegal firearm incidents of notebook b only, and refuses a tie', () => {
    const gun = (province: string, notebook: 'a' | 'b' = 'b') =>
      devRow({ notebook, province, crimes: ['illegal firearm possession', 'murder'] });
    const rows = [
      gun('Mpumalanga'),
      gun('Mpumalanga'),
      gun('North West'),
      gun('North West', 'a'),
      gun('North West', 'a'),
      devRow({ notebook: 'b', province: 'North West', crimes: ['murder'] }),
    ];
    expect(ask("Every band's got", rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
    expect(() => ask("Every band's got", [...rows, gun('North West')])).toThrow(/no single leader/);
  });

  it('takes the weekend share over dated rows only', () => {
    const b = (event_date: string | null) =>
      devRow({ notebook: 'b', event_date, published_date: '2024-01-06' });
    const rows = [b('2024-01-06'), b('2024-01-08'), b('2024-01-09'), b('2024-01-10'), b(null), b(null)];
    expect(ask('A question of rhythm', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('averages Mpumalanga arrests over the stated figures, to one decimal', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 4 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 4 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: null }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 20 }),
    ];
    expect(ask('Noting this for the Mpumalanga', rows)).toEqual({ kind: 'number', value: 3.7 });
  });

  it('takes the share of nobody-arrested over all rows, an unstated arrest not counting', () => {
    const rows = [
      devRow({ notebook: 'b', arrest_made: false }),
      devRow({ notebook: 'b', arrest_made: null }),
      devRow({ notebook: 'b', arrest_made: true }),
      devRow({ notebook: 'b', arrest_made: true }),
    ];
    expect(ask('Real talk', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('takes the murder arrest share over murder rows alone', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['murder'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['murder', 'rape'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['murder'], arrest_made: null }),
      devRow({ notebook: 'b', crimes: ['murder'], arrest_made: false }),
      devRow({ notebook: 'b', crimes: ['attempted murder'], arrest_made: true }),
    ];
    expect(ask('Of the murder incidents', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('counts rapes since 2020 by event date, the undated left out', () => {
    const rape = (event_date: string | null) =>
      devRow({ notebook: 'b', crimes: ['rape'], event_date, published_date: '2021-01-01' });
    const rows = [rape('2020-01-01'), rape('2019-12-31'), rape(null), rape('2024-08-12')];
    expect(ask('Since the start of 2020', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks provinces by summed arrests, unstated adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 4 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: null }),
    ];
    expect(ask('Opponents taken down', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
  });
});
