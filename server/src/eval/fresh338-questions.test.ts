import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH338_QUESTIONS } from './fresh338-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-thirty-eighth fresh question set (blind)', FRESH338_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH338_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH338_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-thirty-eighth fresh set reads the ground truth as its header says', () => {
  it('takes the no-arrest share over murders alone, an unstated arrest staying in the denominator', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder', 'armed robbery'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['attempted murder'], arrest_made: false }),
      devRow({ crimes: ['culpable homicide'], arrest_made: false }),
      devRow({ notebook: 'b', crimes: ['murder'], arrest_made: false }),
    ];
    expect(ask('out of all the murdurs', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('sums the stated injured of its own notebook only, nulls and the killed adding nothing', () => {
    const rows = [
      devRow({ crimes: ['attempted murder'], victims_injured: 4, victims_killed: 2 }),
      devRow({ crimes: ['murder'], victims_injured: null, victims_killed: 3 }),
      devRow({ crimes: ['house robbery'], victims_injured: 1 }),
      devRow({ notebook: 'b', crimes: ['attempted murder'], victims_injured: 7 }),
    ];
    expect(ask('Total ppl injured', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('counts weekend murders in either Cape province by event date, leaving out attempted murder and the undated', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ province: 'Western Cape', crimes: ['murder'], event_date: '2024-01-07' }), // Sunday
      devRow({ province: 'Western Cape', crimes: ['murder'], event_date: '2024-01-08' }), // Monday
      devRow({ province: 'Western Cape', crimes: ['attempted murder'], event_date: '2024-01-06' }),
      devRow({
        province: 'Eastern Cape',
        crimes: ['murder'],
        event_date: null,
        published_date: '2024-01-13',
      }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], event_date: '2024-01-06' }),
    ];
    expect(ask('My students come from all over', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the Madibeng share over Madibeng rows of notebook b only, counting business robbery alone', () => {
    const rows = [
      devRow({ notebook: 'b', municipality: 'Madibeng', crimes: ['business robbery'] }),
      devRow({ notebook: 'b', municipality: 'Madibeng', crimes: ['armed robbery'] }),
      devRow({ notebook: 'b', municipality: 'Madibeng', crimes: ['house robbery'] }),
      devRow({ notebook: 'b', municipality: 'Madibeng', crimes: ['business robbery', 'extortion'] }),
      devRow({ notebook: 'b', municipality: null, crimes: ['business robbery'] }),
      devRow({ notebook: 'b', municipality: 'Rustenburg', crimes: ['business robbery'] }),
      devRow({ notebook: 'a', municipality: 'Madibeng', crimes: ['business robbery'] }),
    ];
    expect(ask('Madibeng is right next door', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('lists hijacking provinces once each, cars and trucks alike, and reads a child kidnapping from stated children', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['truck hijacking'] }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['carjacking'] }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['carjacking', 'murder'] }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['armed robbery'] }),
      devRow({ notebook: 'b', province: 'Gauteng', crimes: ['kidnapping'], victims_children: null }),
      devRow({ notebook: 'a', province: 'Gauteng', crimes: ['carjacking'] }),
    ];
    expect(ask('Which provinces had hijackings', rows)).toEqual({
      kind: 'list',
      value: ['Limpopo', 'Mpumalanga'],
    });
    expect(ask('was any child kidnapped', rows)).toEqual({ kind: 'text', value: 'No' });
    const child = [...rows, devRow({ notebook: 'b', crimes: ['kidnapping', 'rape'], victims_children: 1 })];
    expect(ask('was any child kidnapped', child)).toEqual({ kind: 'text', value: 'Yes' });
  });
});
