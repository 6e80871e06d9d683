import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH120_QUESTIONS } from './fresh120-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-twentieth fresh question set (blind)', FRESH120_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH120_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH120_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-twentieth fresh set reads the ground truth as its header says', () => {
  it('sums the injured of the Eastern Cape only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_injured: 3 }),
      devRow({ province: 'Eastern Cape', victims_injured: null }),
      devRow({ province: 'Eastern Cape', victims_injured: 2 }),
      devRow({ province: 'Western Cape', victims_injured: 7 }),
      devRow({ notebook: 'b', province: 'Eastern Cape', victims_injured: 4 }),
    ];
    expect(ask('how many people were injured', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('counts Wednesdays and Thursdays by event date alone, never by publication date', () => {
    const rows = [
      devRow({ event_date: '2024-01-03' }), // Wednesday
      devRow({ event_date: '2024-01-04' }), // Thursday
      devRow({ event_date: '2024-01-05' }), // Friday
      devRow({ event_date: null, published_date: '2024-01-10' }), // published on a Wednesday
    ];
    expect(ask('how many incidents happened on a wednesday', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes Jozi as the City of Johannesburg municipality, not the rest of Gauteng', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg', crimes: ['kidnapping'] }),
      devRow({ municipality: 'City of Johannesburg', crimes: ['kidnapping', 'murder'] }),
      devRow({ municipality: 'Ekurhuleni', crimes: ['kidnapping'] }),
      devRow({ municipality: 'City of Johannesburg', crimes: ['murder'] }),
      devRow({ notebook: 'b', municipality: 'City of Johannesburg', crimes: ['kidnapping'] }),
    ];
    expect(ask('Yani in Jozi', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the murder share over KwaZulu-Natal incidents only, attempted murder not a murder', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['culpable homicide'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
    ];
    expect(ask('Ana from Cairo', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('dates the first carjacking by event date, truck hijackings and undated rows left out', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], event_date: '2019-05-01' }),
      devRow({ crimes: ['carjacking'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['truck hijacking'], event_date: '2012-01-01' }),
      devRow({ crimes: ['carjacking'], event_date: '2020-02-02' }),
    ];
    expect(ask('Emta, yani', rows)).toEqual({ kind: 'date', value: '2019-05-01' });
  });

  it('answers no when KwaZulu-Natal has only sexual assault, yes once a rape is there', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['sexual assault'] }),
      devRow({ province: 'Gauteng', crimes: ['rape'] }),
    ];
    expect(ask('Is there any rape case', rows)).toEqual({ kind: 'text', value: 'No' });
    const withRape = [...rows, devRow({ province: 'KwaZulu-Natal', crimes: ['rape'] })];
    expect(ask('Is there any rape case', withRape)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('subtracts the killed of the Western Cape from those of KwaZulu-Natal, and refuses a reversal', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 4 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: null }),
      devRow({ province: 'Western Cape', victims_killed: 1 }),
    ];
    expect(ask('Riddle: take the lives', rows)).toEqual({ kind: 'number', value: 3 });
    const reversed = [...rows, devRow({ province: 'Western Cape', victims_killed: 5 })];
    expect(() => ask('Riddle: take the lives', reversed)).toThrow(/does not have more/);
  });

  it('counts a date range with both ends included and undated rows outside it', () => {
    const rows = [
      devRow({ event_date: '2018-06-01' }),
      devRow({ event_date: '2021-05-31' }),
      devRow({ event_date: '2018-05-31' }),
      devRow({ event_date: '2021-06-01' }),
      devRow({ event_date: null, published_date: '2019-01-01' }),
    ];
    expect(ask('My first is the first', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('answers no police victim in the Free State when the figures are zero or unstated', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', victims_police: 0 }),
      devRow({ notebook: 'b', province: 'Free State', victims_police: null }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_police: 2 }),
      devRow({ notebook: 'a', province: 'Free State', victims_police: 1 }),
    ];
    expect(ask('was any police officer', rows)).toEqual({ kind: 'text', value: 'No' });
  });

  it('takes the Free State share of all stated killed in its notebook', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', victims_killed: 3 }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_killed: 1 }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_killed: null }),
      devRow({ notebook: 'a', province: 'Gauteng', victims_killed: 10 }),
    ];
    expect(ask('what share of all the people killed', rows)).toEqual({ kind: 'number', value: 75 });
  });

  it('takes the share of the twin years over every incident, undated ones in the whole', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2023-01-01' }),
      devRow({ notebook: 'b', event_date: '2024-12-31' }),
      devRow({ notebook: 'b', event_date: '2022-12-31' }),
      devRow({ notebook: 'b', event_date: null, published_date: '2024-05-01' }),
    ];
    expect(ask('Twin years', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('ranks municipalities by stated killed, skips unknown municipalities, and refuses a tie', () => {
    const rows = [
      devRow({ notebook: 'b', municipality: 'Mangaung', victims_killed: 1 }),
      devRow({ notebook: 'b', municipality: 'Mangaung', victims_killed: 1 }),
      devRow({ notebook: 'b', municipality: 'City of Matlosana', victims_killed: 3 }),
      devRow({ notebook: 'b', municipality: null, victims_killed: 9 }),
    ];
    expect(ask('Which municipality fel notebook', rows)).toEqual({
      kind: 'text',
      value: ['City of Matlosana', 'Matlosana'],
    });
    const tied = [...rows, devRow({ notebook: 'b', municipality: 'Mangaung', victims_killed: 1 })];
    expect(() => ask('Which municipality fel notebook', tied)).toThrow(/no single leader/);
  });

  it('compares North West arrests with the Free State and Limpopo together, unstated adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 4 }),
      devRow({ notebook: 'b', province: 'Free State', num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: null }),
    ];
    expect(ask('One against two', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 1 })];
    expect(ask('One against two', more)).toEqual({ kind: 'text', value: 'Yes' });
  });
});
