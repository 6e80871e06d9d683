import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH319_QUESTIONS } from './fresh319-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-nineteenth fresh question set (blind)', FRESH319_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH319_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH319_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-nineteenth fresh set reads the ground truth as its header says', () => {
  it('counts murders by event month alone: undated rows and attempted murders left out', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2019-12-18' }),
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2017-12-27' }),
      devRow({ crimes: ['attempted murder'], event_date: '2020-12-05' }),
      devRow({ crimes: ['culpable homicide'], event_date: '2021-12-01' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2022-12-10' }),
      devRow({ crimes: ['murder'], event_date: '2022-11-30', published_date: '2022-12-01' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2022-12-02' }),
    ];
    expect(ask('Murders in Desember', rows)).toEqual({ kind: 'number', value: 2 });
    const winter = [
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2020-06-01' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2021-08-31' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2021-09-01' }),
      devRow({ notebook: 'b', crimes: ['attempted murder'], event_date: '2021-07-01' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: null, published_date: '2021-07-04' }),
    ];
    expect(ask('Winter murders', winter)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the stated killed of one province, a null adding nothing', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 7 }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: null, num_victims: 3 }),
      devRow({
        province: 'KwaZulu-Natal',
        crimes: ['attempted murder'],
        victims_killed: 0,
        victims_injured: 4,
      }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 6 }),
    ];
    expect(ask('I work nights at a hospice', rows)).toEqual({ kind: 'number', value: 7 });
  });

  it('takes shares over the right whole: all killed, the province rows, all rows', () => {
    const killed = [
      devRow({ notebook: 'b', province: 'Free State', victims_killed: 3 }),
      devRow({ notebook: 'b', province: 'Free State', victims_killed: null }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_killed: 6 }),
      devRow({ notebook: 'b', province: 'North West', victims_killed: 0 }),
    ];
    expect(ask('Of everyone who lost their lives', killed)).toEqual({ kind: 'number', value: 33 });
    const gauteng = [
      devRow({ province: 'Gauteng', crimes: ['kidnapping'] }),
      devRow({ province: 'Gauteng', crimes: ['carjacking', 'kidnapping'] }),
      devRow({ province: 'Gauteng', crimes: ['theft'] }),
      devRow({ province: 'Western Cape', crimes: ['kidnapping'] }),
    ];
    expect(ask('Gauteng: approx', gauteng)).toEqual({ kind: 'number', value: 67 });
    const passed = [
      devRow({ victims_killed: 1 }),
      devRow({ victims_killed: 0 }),
      devRow({ victims_killed: null }),
    ];
    expect(ask('Forgive me', passed)).toEqual({ kind: 'number', value: 33 });
  });

  it('reads hijackings as car or truck hijackings, not armed robbery, and Bloemfontein as Mangaung', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['carjacking'] }),
      devRow({ province: 'Gauteng', crimes: ['truck hijacking', 'kidnapping'] }),
      devRow({ province: 'Gauteng', crimes: ['armed robbery'] }),
      devRow({ province: 'Limpopo', crimes: ['carjacking'] }),
    ];
    expect(ask('Ja, how many hyjackings', rows)).toEqual({ kind: 'number', value: 2 });
    const bloem = [
      devRow({
        notebook: 'b',
        municipality: 'Mangaung',
        location: 'farm near Glen',
        num_suspects_arrested: 2,
      }),
      devRow({
        notebook: 'b',
        municipality: 'Mangaung',
        location: 'Bloemfontein',
        num_suspects_arrested: null,
      }),
      devRow({ notebook: 'b', municipality: 'Matjhabeng', location: 'Welkom', num_suspects_arrested: 4 }),
    ];
    expect(ask('Here by us in Bloemfontain', bloem)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the earliest hurt officer by event date, and a child victim needs a stated child above zero', () => {
    const rows = [
      devRow({ notebook: 'b', victims_police: 1, event_date: '2019-03-02' }),
      devRow({ notebook: 'b', victims_police: 2, event_date: null, published_date: '2015-01-01' }),
      devRow({ notebook: 'b', victims_police: 0, event_date: '2010-01-01' }),
      devRow({ notebook: 'b', victims_police: 1, event_date: '2018-12-01' }),
    ];
    expect(ask('My late brother', rows)).toEqual({ kind: 'date', value: '2018-12-01' });
    const limpopo = [
      devRow({ notebook: 'b', province: 'Limpopo', victims_children: 0 }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_children: null }),
      devRow({ notebook: 'b', province: 'North West', victims_children: 1 }),
    ];
    expect(ask('Was there any incident in Limpopo', limpopo)).toEqual({ kind: 'text', value: 'No' });
    const withChild = [...limpopo, devRow({ notebook: 'b', province: 'Limpopo', victims_children: 1 })];
    expect(ask('Was there any incident in Limpopo', withChild)).toEqual({ kind: 'text', value: 'Yes' });
  });
});
