import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH106_QUESTIONS } from './fresh106-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-sixth fresh question set (blind)', FRESH106_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH106_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH106_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-sixth fresh set reads the ground truth as its header says', () => {
  it('sums the stated killed of one province only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 4 }),
      devRow({ province: 'Eastern Cape', crimes: ['murder', 'attempted murder'], victims_killed: 2 }),
      devRow({ province: 'Eastern Cape', crimes: ['armed robbery'], victims_killed: null }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 7 }),
      devRow({ notebook: 'b', province: 'Eastern Cape', crimes: ['murder'], victims_killed: 5 }),
    ];
    expect(ask('Dumelang bareetsi, dikgang', rows)).toEqual({ kind: 'number', value: 6 });
  });

  it('counts KZN murders on a Saturday by event date alone, attempted murder not a murder', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'], event_date: '2024-01-13' }), // Saturday
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], event_date: '2024-01-07' }), // Sunday
      devRow({
        province: 'KwaZulu-Natal',
        crimes: ['murder'],
        event_date: null,
        published_date: '2024-01-20',
      }), // published on a Saturday
      devRow({ province: 'Gauteng', crimes: ['murder'], event_date: '2024-01-06' }),
    ];
    expect(ask('Ditlhogo: "KZN hostel', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('answers the Eastern Cape CIT question by the event year, not the publication year', () => {
    const cit = (event_date: string | null, province = 'Eastern Cape') =>
      devRow({ province, crimes: ['cash-in-transit robbery'], event_date, published_date: '2024-02-01' });
    const none = [cit('2023-12-30'), cit(null), cit('2024-05-01', 'Gauteng')];
    expect(ask('Headline ya bobedi', none)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Headline ya bobedi', [...none, cit('2024-07-29')])).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the share of murders with no arrest over the murders, an unstated arrest not counted', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['attempted murder'], arrest_made: false }),
      devRow({ crimes: ['culpable homicide'], arrest_made: false }),
    ];
    expect(ask('1/ Went through every', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('dates the latest kidnapping by event date, ignoring an undated one published later', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2023-03-01', published_date: '2023-03-02' }),
      devRow({ crimes: ['kidnapping', 'extortion'], event_date: null, published_date: '2025-06-01' }),
      devRow({ crimes: ['extortion'], event_date: '2024-08-01' }),
    ];
    expect(ask('1/ Kidnaping', rows)).toEqual({ kind: 'date', value: '2023-03-01' });
  });

  it('counts a known accused only when the relationship is stated as partner, family or acquaintance', () => {
    const rows = [
      devRow({ relationship: 'partner' }),
      devRow({ relationship: 'family' }),
      devRow({ relationship: 'acquaintance' }),
      devRow({ relationship: 'stranger' }),
      devRow({ relationship: null }),
      devRow({}),
    ];
    expect(ask('Our matter was postponed', rows)).toEqual({ kind: 'number', value: 3 });
    const rape = [
      devRow({ notebook: 'b', crimes: ['rape'], relationship: 'acquaintance' }),
      devRow({ notebook: 'b', crimes: ['sexual assault'], relationship: 'partner' }),
      devRow({ notebook: 'b', crimes: ['rape'], relationship: null }),
    ];
    expect(ask('Most of the sexual offences', rape)).toEqual({ kind: 'number', value: 1 });
  });

  it('takes the female share over victims of stated sex in the Eastern Cape, nulls adding nothing', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_female: 1, victims_male: 3 }),
      devRow({ province: 'Eastern Cape', num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ province: 'Eastern Cape', victims_female: 2, victims_male: null }),
      devRow({ province: 'Western Cape', victims_female: 5, victims_male: 0 }),
    ];
    expect(ask('I support complainants', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('answers a police victim in the North West only from a stated figure above zero', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'North West', victims_police: 0 }),
      devRow({ notebook: 'b', province: 'North West', victims_police: null }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_police: 1 }),
    ];
    expect(ask('Headline: "Police officer', rows)).toEqual({ kind: 'text', value: 'No' });
    const shot = [...rows, devRow({ notebook: 'b', province: 'North West', victims_police: 2 })];
    expect(ask('Headline: "Police officer', shot)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('ranks North West municipalities without unknown ones, and refuses a tie', () => {
    const nw = (municipality: string | null) =>
      devRow({ notebook: 'b', province: 'North West', municipality });
    const rows = [
      nw('Madibeng'),
      nw('Madibeng'),
      nw('City of Matlosana'),
      nw(null),
      nw(null),
      nw(null),
      devRow({ notebook: 'b', province: 'Limpopo', municipality: 'Thabazimbi' }),
      devRow({ notebook: 'b', province: 'Limpopo', municipality: 'Thabazimbi' }),
      devRow({ notebook: 'b', province: 'Limpopo', municipality: 'Thabazimbi' }),
    ];
    expect(ask('Ditlhogo tsa rona', rows)).toEqual({ kind: 'text', value: ['Madibeng', 'Madibeng'] });
    expect(() => ask('Ditlhogo tsa rona', [...rows, nw('City of Matlosana')])).toThrow(/no single leader/);
  });

  it('counts weekend murders by event date and refuses a reversed Free State comparison', () => {
    const murder = (province: string, event_date: string | null) =>
      devRow({ notebook: 'b', province, crimes: ['murder'], event_date, published_date: '2024-01-06' });
    const rows = [
      murder('Free State', '2024-01-06'), // Saturday
      murder('Free State', '2024-01-07'), // Sunday
      murder('Free State', '2024-01-05'), // Friday
      murder('Mpumalanga', null),
      devRow({
        notebook: 'b',
        province: 'Mpumalanga',
        crimes: ['attempted murder'],
        event_date: '2024-01-06',
      }),
    ];
    expect(ask('1/ Weekends = danger', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('1/ Free State vs Mpumalanga', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [...rows, murder('Mpumalanga', '2020-01-01'), murder('Mpumalanga', '2020-02-01')];
    expect(() => ask('1/ Free State vs Mpumalanga', reversed)).toThrow(/does not have more/);
  });

  it('sums children only in rape incidents and takes the rape no-arrest share over rapes', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 3, arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], victims_children: null, arrest_made: false }),
      devRow({ notebook: 'b', crimes: ['sexual assault'], victims_children: 2, arrest_made: false }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 1, arrest_made: null }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_children: 4, arrest_made: false }),
    ];
    expect(ask('Headline: "Bana ba rona', rows)).toEqual({ kind: 'number', value: 4 });
    expect(ask('A complainant asked me', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('refuses the bail, conviction and J88 questions whatever the rows hold', () => {
    const rows = [devRow({ crimes: ['rape'], arrest_made: true, num_suspects_arrested: 1 })];
    expect(ask('Several accused were remanded', rows)).toEqual({ kind: 'refusal' });
    expect(ask('1/ Arrests are easy', rows)).toEqual({ kind: 'refusal' });
    expect(ask('Before the matter proceeds', rows)).toEqual({ kind: 'refusal' });
  });
});
