import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH268_QUESTIONS } from './fresh268-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-sixty-eighth fresh question set (blind)', FRESH268_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH268_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH268_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the two-hundred-and-sixty-eighth fresh set reads the ground truth as its header says', () => {
  it('counts Gauteng kidnappings of its own notebook only', () => {
    const rows = [
      devRow({ crimes: ['kidnapping', 'extortion'] }),
      devRow({ crimes: ['kidnapping'], province: 'Western Cape' }),
      devRow({ crimes: ['extortion'] }),
      b({ crimes: ['kidnapping'] }),
    ];
    expect(ask('Entry 7:', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('dates the first Eastern Cape murder by event date, the undated and other crimes left out', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'], event_date: '2021-03-16' }),
      devRow({
        province: 'Eastern Cape',
        crimes: ['murder'],
        event_date: null,
        published_date: '2010-01-01',
      }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'], event_date: '2012-01-01' }),
      devRow({ province: 'Gauteng', crimes: ['murder'], event_date: '2013-01-01' }),
      devRow({ province: 'Eastern Cape', crimes: ['murder', 'attempted murder'], event_date: '2019-12-29' }),
    ];
    expect(ask('Entry 12:', rows)).toEqual({ kind: 'date', value: '2019-12-29' });
  });

  it('takes the median of the stated suspect ages of the province, one per suspect', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', suspect_ages: [20, 40, 30] }),
      devRow({ province: 'KwaZulu-Natal', suspect_ages: [50] }),
      devRow({ province: 'KwaZulu-Natal', suspect_ages: null }),
      devRow({ province: 'Gauteng', suspect_ages: [18, 19, 19] }),
    ];
    expect(ask('Entry 9:', rows)).toEqual({ kind: 'number', value: 35 });
  });

  it('ranks provinces by summed victims, an unstated figure adding nothing, and names KZN either way', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', num_victims: 4 }),
      devRow({ province: 'KwaZulu-Natal', num_victims: 3 }),
      devRow({ province: 'Western Cape', num_victims: 6 }),
      devRow({ province: 'Western Cape', num_victims: null }),
      devRow({ province: 'Gauteng', num_victims: 1 }),
      devRow({ province: 'Gauteng', num_victims: 1 }),
      devRow({ province: 'Gauteng', num_victims: 1 }),
    ];
    expect(ask('Oh hello!', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
  });

  it('takes the weekend share over every row, the undated included', () => {
    const rows = [
      devRow({ event_date: '2024-06-08' }), // Saturday
      devRow({ event_date: '2024-06-09' }), // Sunday
      devRow({ event_date: '2024-06-10' }), // Monday
      devRow({ event_date: null, published_date: '2024-06-15' }), // published on a Saturday
      devRow({ event_date: '2024-06-12' }), // Wednesday
      devRow({ event_date: '2024-06-13' }), // Thursday
      devRow({ event_date: '2024-06-14' }), // Friday
      devRow({ event_date: '2024-06-11' }), // Tuesday
    ];
    expect(ask('My lions get restless', rows)).toEqual({ kind: 'number', value: 25 });
    expect(ask('So get this: hump day', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('compares murders between two provinces strictly, attempted murder not counting', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder', 'attempted murder'] }),
    ];
    expect(ask('Between you and me', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, devRow({ province: 'KwaZulu-Natal', crimes: ['culpable homicide', 'murder'] })];
    expect(ask('Between you and me', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts a murder alone only when no attempted murder is attached', () => {
    const rows = [
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['murder', 'armed robbery'] }),
      devRow({ crimes: ['murder', 'attempted murder'] }),
      devRow({ crimes: ['attempted murder'] }),
    ];
    expect(ask('No, seriously, I need a number', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the median arrests over the incidents that state a figure, and ranks municipalities by arrests', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', num_suspects_arrested: 1 }),
      devRow({ municipality: 'City of Cape Town', num_suspects_arrested: 4 }),
      devRow({ municipality: 'City of Johannesburg', num_suspects_arrested: 3 }),
      devRow({ municipality: null, num_suspects_arrested: 9 }),
      devRow({ municipality: 'City of Johannesburg', num_suspects_arrested: null }),
    ];
    expect(ask('My act gets about two laughs', rows)).toEqual({ kind: 'number', value: 3.5 });
    expect(ask('Which municipality put the most', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
  });

  it('sums the killed of winter months only, by event date, in any year', () => {
    const rows = [
      b({ event_date: '2020-06-01', victims_killed: 2 }),
      b({ event_date: '2017-08-31', victims_killed: 1 }),
      b({ event_date: '2021-09-01', victims_killed: 5 }),
      b({ event_date: '2022-05-31', victims_killed: 7 }),
      b({ event_date: '2023-07-04', victims_killed: null }),
      b({ event_date: null, published_date: '2023-07-04', victims_killed: 3 }),
    ];
    expect(ask('Entry 15:', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('finds farm murders and stock thefts by the word in the location, in any case', () => {
    const rows = [
      b({ location: 'Lismor Farm, near Kestell', crimes: ['murder', 'armed robbery'] }),
      b({ location: 'farm near Glen', crimes: ['stock theft'] }),
      b({ location: 'farm near Koingnaas', crimes: ['illegal mining'] }),
      b({ location: 'Mareetsane', crimes: ['murder'] }),
    ];
    expect(ask('My gran kept sheep', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks provinces by kidnappings and refuses a tie', () => {
    const rows = [
      b({ province: 'North West', crimes: ['kidnapping', 'rape'] }),
      b({ province: 'North West', crimes: ['kidnapping'] }),
      b({ province: 'Free State', crimes: ['kidnapping'] }),
      b({ province: 'Free State', crimes: ['murder'] }),
      b({ province: 'Free State', crimes: ['murder'] }),
    ];
    expect(ask('Keeping a pride together', rows)).toEqual({ kind: 'text', value: 'North West' });
    const tied = [...rows, b({ province: 'Free State', crimes: ['kidnapping'] })];
    expect(() => ask('Keeping a pride together', tied)).toThrow(/no single leader/);
  });

  it('compares years by event date, a tie being a no', () => {
    const rows = [
      b({ event_date: '2024-01-01' }),
      b({ event_date: '2023-12-31' }),
      b({ event_date: null, published_date: '2024-05-01' }),
    ];
    expect(ask('No, seriously: were there more', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('No, seriously: were there more', [...rows, b({ event_date: '2024-12-31' })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('takes the youngest stated suspect age and the share of murders with a stated arrest', () => {
    const rows = [
      b({ crimes: ['murder'], suspect_ages: [33, 21], arrest_made: true }),
      b({ crimes: ['murder'], suspect_ages: null, arrest_made: null }),
      b({ crimes: ['murder'], suspect_ages: [], arrest_made: false }),
      b({ crimes: ['rape'], suspect_ages: [19], arrest_made: true }),
    ];
    expect(ask('I peaked at nineteen', rows)).toEqual({ kind: 'number', value: 19 });
    expect(ask('Out of all the murder cases', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('counts December incidents by event date, in any year', () => {
    const rows = [
      b({ event_date: '2016-12-27' }),
      b({ event_date: '2024-12-01' }),
      b({ event_date: '2024-11-30' }),
      b({ event_date: null, published_date: '2024-12-05' }),
    ];
    expect(ask('Festive season material', rows)).toEqual({ kind: 'number', value: 2 });
  });
});
