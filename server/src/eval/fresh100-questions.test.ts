import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH100_QUESTIONS } from './fresh100-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundredth fresh question set (blind)', FRESH100_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH100_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH100_QUESTIONS, matching[0]?.question ?? '', rows);
}

const inB = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the hundredth fresh set reads the ground truth as its header says', () => {
  it('takes "murder it" as the stated killed in the Western Cape, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['murder'], victims_killed: 4 }),
      devRow({ province: 'Western Cape', crimes: ['murder', 'attempted murder'], victims_killed: null }),
      devRow({ province: 'Western Cape', crimes: ['culpable homicide'], victims_killed: 1 }),
      devRow({ province: 'Gauteng', crimes: ['murder'], victims_killed: 7 }),
      inB({ province: 'Western Cape', crimes: ['murder'], victims_killed: 2 }),
    ];
    expect(ask('how many people were murder it', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('reads "for or more" as four or more stated arrests, an unstated count not among them', () => {
    const rows = [
      devRow({ num_suspects_arrested: 4 }),
      devRow({ num_suspects_arrested: 9 }),
      devRow({ num_suspects_arrested: 3 }),
      devRow({ num_suspects_arrested: null }),
    ];
    expect(ask('in how many incidents were for or more', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts murders of 2020 to 2023 by event date with both years included, attempted murder and the undated left out', () => {
    const murderOn = (event_date: string | null, crimes = ['murder']) =>
      devRow({ crimes, event_date, published_date: '2021-06-01' });
    const rows = [
      murderOn('2020-01-01'),
      murderOn('2023-12-31'),
      murderOn('2019-12-31'),
      murderOn('2024-01-01'),
      murderOn(null),
      murderOn('2021-05-05', ['attempted murder']),
      murderOn('2022-05-05', ['culpable homicide']),
    ];
    expect(ask('how many murder cases were there from', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('finds femicide only in a murder with a stated woman or girl among the victims, in Gauteng', () => {
    const none = [
      devRow({ crimes: ['murder'], victims_female: 0, victims_male: 1 }),
      devRow({ crimes: ['murder'], victims_female: null }),
      devRow({ crimes: ['attempted murder'], victims_female: 2 }),
      devRow({ crimes: ['murder'], victims_female: 1, province: 'Limpopo' }),
    ];
    expect(ask('Is any femicide recorded in Gauteng', none)).toEqual({ kind: 'text', value: 'No' });
    const one = [...none, devRow({ crimes: ['murder', 'house robbery'], victims_female: 1 })];
    expect(ask('Is any femicide recorded in Gauteng', one)).toEqual({ kind: 'text', value: 'Yes' });
    expect(
      ask(
        'How many femicide cases',
        one.map((r) => ({ ...r, notebook: 'b' })),
      ),
    ).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('takes the share of murders with nobody arrested over all murders, an unstated arrest not a no', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['murder', 'kidnapping'], arrest_made: true }),
      devRow({ crimes: ['attempted murder'], arrest_made: false }),
    ];
    expect(ask('Families keep asking', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('takes the share of rapes by someone known over every rape case, an unstated relationship not known', () => {
    const rows = [
      inB({ crimes: ['rape'], relationship: 'acquaintance' }),
      inB({ crimes: ['rape', 'kidnapping'], relationship: 'partner' }),
      inB({ crimes: ['rape'], relationship: 'stranger' }),
      inB({ crimes: ['rape'], relationship: null }),
      inB({ crimes: ['rape'] }),
      inB({ crimes: ['sexual assault'], relationship: 'family' }),
    ];
    expect(ask('Taking all the rape cases as the base', rows)).toEqual({ kind: 'number', value: 40 });
  });

  it('sums arrests over rape and sexual assault cases alone', () => {
    const rows = [
      inB({ crimes: ['rape'], num_suspects_arrested: 1 }),
      inB({ crimes: ['sexual assault'], num_suspects_arrested: 2 }),
      inB({ crimes: ['rape', 'murder'], num_suspects_arrested: null }),
      inB({ crimes: ['common assault'], num_suspects_arrested: 5 }),
    ];
    expect(ask('Survivors often ask us', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the July share over the dated records only, July of any year', () => {
    const on = (event_date: string | null) => inB({ event_date, published_date: '2024-07-15' });
    const rows = [on('2020-07-01'), on('2023-07-31'), on('2023-08-01'), on('2021-06-30'), on(null), on(null)];
    expect(ask('Of the records with a stated event date', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('counts the 2020 to 2022 reference period inclusively by event date, never by publication', () => {
    const on = (event_date: string | null, published_date = '2021-01-01') =>
      inB({ event_date, published_date });
    const rows = [on('2020-01-01'), on('2022-12-31'), on('2023-01-01'), on('2019-12-31'), on(null)];
    expect(ask('How many in-scope records have an event date', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts KwaZulu-Natal weekends by event date, and Thursdays likewise', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', event_date: '2024-01-06' }), // Saturday
      devRow({ province: 'KwaZulu-Natal', event_date: '2024-01-07' }), // Sunday
      devRow({ province: 'KwaZulu-Natal', event_date: '2024-01-04' }), // Thursday
      devRow({ province: 'KwaZulu-Natal', event_date: null, published_date: '2024-01-13' }), // published on a Saturday
      devRow({ province: 'Gauteng', event_date: '2024-01-06' }),
    ];
    expect(ask('Restricting the universe to KwaZulu-Natal', rows)).toEqual({ kind: 'number', value: 2 });
    expect(
      ask(
        'how many incidents happened on a thursday',
        rows.map((r) => ({ ...r, notebook: 'b' })),
      ),
    ).toEqual({ kind: 'number', value: 1 });
  });

  it('takes Mpumalanga minus Limpopo over stated arrests, and refuses a reversed difference', () => {
    const rows = [
      inB({ province: 'Mpumalanga', num_suspects_arrested: 5 }),
      inB({ province: 'Mpumalanga', num_suspects_arrested: null }),
      inB({ province: 'Limpopo', num_suspects_arrested: 2 }),
      inB({ province: 'Free State', num_suspects_arrested: 9 }),
    ];
    expect(ask('What is the difference between Mpumalanga', rows)).toEqual({ kind: 'number', value: 3 });
    const reversed = [...rows, inB({ province: 'Limpopo', num_suspects_arrested: 4 })];
    expect(() => ask('What is the difference between Mpumalanga', reversed)).toThrow(/does not have more/);
  });

  it('dates the earliest kidnapping inside the 2020 to 2024 reference period only', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2019-12-31' }),
      devRow({ crimes: ['kidnapping', 'carjacking'], event_date: '2021-03-02' }),
      devRow({ crimes: ['kidnapping'], event_date: '2023-01-01' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2020-02-01' }),
      devRow({ crimes: ['carjacking'], event_date: '2020-05-05' }),
    ];
    expect(ask('Within the reference period 1 January 2020', rows)).toEqual({
      kind: 'date',
      value: '2021-03-02',
    });
  });

  it('ranks municipalities by stated injured without rows that have none, and refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', victims_injured: 3 }),
      devRow({ municipality: 'City of Cape Town', victims_injured: null }),
      devRow({ municipality: 'Msunduzi', victims_injured: 2 }),
      devRow({ municipality: null, victims_injured: 8 }),
    ];
    expect(ask('Which municipality accounts for', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
    const tied = [...rows, devRow({ municipality: 'Msunduzi', victims_injured: 1 })];
    expect(() => ask('Which municipality accounts for', tied)).toThrow(/no single leader/);
  });
});
