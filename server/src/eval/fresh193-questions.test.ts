import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH193_QUESTIONS } from './fresh193-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-ninety-third fresh question set (blind)', FRESH193_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH193_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH193_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-ninety-third fresh set reads the ground truth as its header says', () => {
  it('sums the stated killed of Khayelitsha locations only, of its own notebook', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', crimes: ['murder'], victims_killed: 7 }),
      devRow({ location: 'Enkanini, khayelitsha', crimes: ['drug possession'], victims_killed: null }),
      devRow({ location: 'Site C, Khayelitsha', crimes: ['murder'], victims_killed: 4 }),
      devRow({ location: 'Tafelsig, Mitchells Plain', crimes: ['murder'], victims_killed: 3 }),
      devRow({ notebook: 'b', location: 'Harare, Khayelitsha', crimes: ['murder'], victims_killed: 5 }),
    ];
    expect(ask('Ja nê', rows)).toEqual({ kind: 'number', value: 11 });
  });

  it('ranks provinces by attempted murders alone and refuses a tie', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder', 'murder'] }),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
    ];
    expect(ask('Which province het die most attempted', rows)).toEqual({
      kind: 'text',
      value: 'Eastern Cape',
    });
    const tied = [...rows, devRow({ province: 'Western Cape', crimes: ['attempted murder'] })];
    expect(() => ask('Which province het die most attempted', tied)).toThrow(/no single leader/);
  });

  it('takes "arrested nobody" as a stated false, in the City of Cape Town, for murders', () => {
    const unstated = [
      devRow({ municipality: 'City of Cape Town', crimes: ['murder'], arrest_made: null }),
      devRow({ municipality: 'City of Cape Town', crimes: ['burglary'], arrest_made: false }),
      devRow({ municipality: 'Swartland', crimes: ['murder'], arrest_made: false }),
    ];
    expect(ask('Was there any murder', unstated)).toEqual({ kind: 'text', value: 'No' });
    const none = [
      ...unstated,
      devRow({ municipality: 'City of Cape Town', crimes: ['murder'], arrest_made: false }),
    ];
    expect(ask('Was there any murder', none)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('dates the latest Cape Town metro murder by event date, never by publication', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', crimes: ['murder'], event_date: '2020-03-08' }),
      devRow({
        municipality: 'City of Cape Town',
        crimes: ['murder'],
        event_date: null,
        published_date: '2025-01-01',
      }),
      devRow({ municipality: 'City of Cape Town', crimes: ['attempted murder'], event_date: '2024-06-08' }),
      devRow({ municipality: 'Swartland', crimes: ['murder'], event_date: '2023-04-05' }),
    ];
    expect(ask('When was die laaste', rows)).toEqual({ kind: 'date', value: '2020-03-08' });
  });

  it('averages arrests over stated figures only, and takes the injured-to-killed ratio of stated sums', () => {
    const rows = [
      devRow({ num_suspects_arrested: 3, victims_injured: 5, victims_killed: 2 }),
      devRow({ num_suspects_arrested: 4, victims_injured: null, victims_killed: 4 }),
      devRow({ num_suspects_arrested: null, victims_injured: 2, victims_killed: null }),
      devRow({ num_suspects_arrested: 0 }),
    ];
    expect(ask('Mean number of suspects', rows)).toEqual({ kind: 'number', value: 2.33 });
    expect(ask('Injury-to-fatality', rows)).toEqual({ kind: 'number', value: 1.17 });
  });

  it('takes the median of one age per suspect, the mean of the middle two for an even count', () => {
    const rows = [
      devRow({ suspect_ages: [30, 21] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [40, 25] }),
    ];
    expect(ask('Median age of suspects', rows)).toEqual({ kind: 'number', value: 27.5 });
    expect(ask('Median age of suspects', [...rows, devRow({ suspect_ages: [60] })])).toEqual({
      kind: 'number',
      value: 30,
    });
  });

  it('counts incidents per year over 2019 to 2023 by event date, the undated and other years left out', () => {
    const rows = [
      devRow({ event_date: '2019-01-01' }),
      devRow({ event_date: '2021-06-30' }),
      devRow({ event_date: '2023-12-31' }),
      devRow({ event_date: '2018-12-31' }),
      devRow({ event_date: '2024-01-01' }),
      devRow({ event_date: null, published_date: '2020-05-05' }),
    ];
    expect(ask('Average annual frequency', rows)).toEqual({ kind: 'number', value: 0.6 });
  });

  it('ranks weekdays of deadly incidents by event date alone, an undated or bloodless incident on no day', () => {
    const rows = [
      devRow({ event_date: '2024-01-03', victims_killed: 1 }), // Wednesday
      devRow({ event_date: '2024-01-10', victims_killed: 2 }), // Wednesday
      devRow({ event_date: '2024-01-06', victims_killed: 5 }), // Saturday
      devRow({ event_date: '2024-01-13', victims_killed: 0 }), // Saturday, nobody killed
      devRow({ event_date: '2024-01-20', victims_killed: null }), // Saturday, not stated
      devRow({ event_date: null, published_date: '2024-01-06', victims_killed: 3 }),
      devRow({ event_date: null, published_date: '2024-01-13', victims_killed: 1 }),
    ];
    expect(ask('ok so my teacher', rows)).toEqual({ kind: 'text', value: 'Wednesday' });
    expect(() =>
      ask('ok so my teacher', [...rows, devRow({ event_date: '2024-01-27', victims_killed: 1 })]),
    ).toThrow(/no single leader/);
  });

  it('averages the killed over murder incidents with a stated figure, the unstated outside the base', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['murder'], victims_killed: 7 }),
      devRow({ notebook: 'b', crimes: ['murder', 'carjacking'], victims_killed: 1 }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_killed: null }),
      devRow({ notebook: 'b', crimes: ['attempted murder'], victims_killed: 0 }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_killed: 1 }),
      devRow({ crimes: ['murder'], victims_killed: 9 }),
    ];
    expect(ask('Expected fatalities per murder', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the arrest rate over all incidents, an unstated arrest in the base but not an arrest', () => {
    const rows = [
      ...Array.from({ length: 6 }, () => devRow({ notebook: 'b', arrest_made: true })),
      devRow({ notebook: 'b', arrest_made: null }),
    ];
    expect(ask('Please verify', rows)).toEqual({ kind: 'text', value: 'Yes' });
    expect(ask('Please verify', [...rows, devRow({ notebook: 'b', arrest_made: false })])).toEqual({
      kind: 'text',
      value: 'No',
    });
  });

  it('compares murders from 2020 on with those before by event date, and refuses a reversed comparison', () => {
    const murder = (event_date: string | null) =>
      devRow({ notebook: 'b', crimes: ['murder'], event_date, published_date: '2021-01-01' });
    const rows = [
      murder('2020-01-01'),
      murder('2023-07-07'),
      murder('2024-07-01'),
      murder('2019-12-31'),
      murder(null),
      devRow({ notebook: 'b', crimes: ['attempted murder'], event_date: '2022-01-01' }),
    ];
    expect(ask('how many more murders', rows)).toEqual({ kind: 'number', value: 2 });
    expect(() => ask('how many more murders', [...rows, murder('2015-01-01'), murder('2016-01-01')])).toThrow(
      /does not have more/,
    );
  });

  it('ranks months of deadly incidents, all years together, and counts weekend murders by event date', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2023-07-01', victims_killed: 1 }), // Saturday
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2020-07-26', victims_killed: 2 }), // Sunday
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2021-03-03', victims_killed: 1 }), // Wednesday
      devRow({ notebook: 'b', crimes: ['kidnapping'], event_date: '2021-03-06', victims_killed: 0 }), // Saturday
      devRow({
        notebook: 'b',
        crimes: ['murder'],
        event_date: null,
        published_date: '2021-03-06',
        victims_killed: 1,
      }),
      devRow({ notebook: 'b', crimes: ['arson'], event_date: '2022-03-09', victims_killed: null }),
    ];
    expect(ask('for my graph', rows)).toEqual({ kind: 'text', value: 'July' });
    expect(ask('Hoeveel murders happened on a naweek', rows)).toEqual({ kind: 'number', value: 2 });
  });
});
