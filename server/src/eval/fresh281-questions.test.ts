import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH281_QUESTIONS } from './fresh281-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-eighty-first fresh question set (blind)', FRESH281_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH281_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH281_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-eighty-first fresh set reads the ground truth as its header says', () => {
  it('counts Gauteng kidnappings only, other provinces, crimes and notebooks left out', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'] }),
      devRow({ crimes: ['kidnapping', 'murder'], event_date: null }),
      devRow({ crimes: ['kidnapping'], province: 'Western Cape' }),
      devRow({ crimes: ['murder'] }),
      devRow({ notebook: 'b', crimes: ['kidnapping'] }),
    ];
    expect(ask('Right, hands on buzzers', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the first CIT heist by event date, never by publication, and skips the undated', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2019-05-03', published_date: '2019-05-04' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: null, published_date: '2015-01-01' }),
      devRow({ crimes: ['business robbery'], event_date: '2016-02-02' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2021-07-07', published_date: '2018-01-01' }),
    ];
    expect(ask('Dates round now', rows)).toEqual({ kind: 'date', value: '2019-05-03' });
  });

  it('takes the weekend share over the dated incidents only', () => {
    const rows = [
      devRow({ event_date: '2024-01-06' }), // Saturday
      devRow({ event_date: '2024-01-07' }), // Sunday
      devRow({ event_date: '2024-01-08' }), // Monday
      devRow({ event_date: '2024-01-09' }), // Tuesday
      devRow({ event_date: null, published_date: '2024-01-13' }), // published on a Saturday
    ];
    expect(ask('Saturdays are my busiest day', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('takes the median over every stated suspect age, an even count giving the mean of the middle two', () => {
    const rows = [
      devRow({ suspect_ages: [20, 40] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [30, 50] }),
    ];
    expect(ask('One of my regulars', rows)).toEqual({ kind: 'number', value: 35 });
    const murderRows = [
      devRow({ notebook: 'b', crimes: ['murder'], suspect_ages: [22, 30, 41] }),
      devRow({ notebook: 'b', crimes: ['attempted murder'], suspect_ages: [60, 61] }),
    ];
    expect(ask('Murder cases only', murderRows)).toEqual({ kind: 'number', value: 30 });
  });

  it('ranks provinces by the stated injured, and refuses a tie at the top', () => {
    const rows = [
      devRow({ province: 'Western Cape', victims_injured: 3 }),
      devRow({ province: 'Western Cape', victims_injured: null }),
      devRow({ province: 'KwaZulu-Natal', victims_injured: 2 }),
      devRow({ province: 'Gauteng', num_victims: 9 }),
    ];
    expect(ask('Next. Prov w/ highest', rows)).toEqual({ kind: 'text', value: 'Western Cape' });
    const tied = [...rows, devRow({ province: 'KwaZulu-Natal', victims_injured: 1 })];
    expect(() => ask('Next. Prov w/ highest', tied)).toThrow(/no single leader/);
  });

  it('says yes to more killed in the Eastern Cape only when strictly more, unstated figures adding nothing', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_killed: 2 }),
      devRow({ province: 'Eastern Cape', victims_killed: null }),
      devRow({ province: 'Western Cape', victims_killed: 2 }),
    ];
    expect(ask('Between sutures', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, devRow({ province: 'Eastern Cape', victims_killed: 1 })];
    expect(ask('Between sutures', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts attempted murders from 2020 by event date, the undated and 2019 left out', () => {
    const rows = [
      devRow({ crimes: ['attempted murder'], event_date: '2020-01-01' }),
      devRow({ crimes: ['attempted murder'], event_date: '2019-12-31', published_date: '2020-01-02' }),
      devRow({ crimes: ['attempted murder'], event_date: null, published_date: '2023-01-01' }),
      devRow({ crimes: ['murder'], event_date: '2023-01-01' }),
    ];
    expect(ask('Att. murder incidents', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('averages the stated victim counts only, to one decimal', () => {
    const rows = [
      devRow({ num_victims: 1 }),
      devRow({ num_victims: 2 }),
      devRow({ num_victims: 2 }),
      devRow({ num_victims: null }),
    ];
    expect(ask('Mean no. of victims', rows)).toEqual({ kind: 'number', value: 1.7 });
  });

  it('ranks municipalities with the unknown left out, naming one with or without "City of"', () => {
    const rows = [
      devRow({ notebook: 'b', municipality: 'City of Matlosana' }),
      devRow({ notebook: 'b', municipality: 'City of Matlosana' }),
      devRow({ notebook: 'b', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', municipality: null }),
      devRow({ notebook: 'b', municipality: null }),
      devRow({ notebook: 'b', municipality: null }),
    ];
    expect(ask('Round two, buzzers', rows)).toEqual({
      kind: 'text',
      value: ['City of Matlosana', 'Matlosana'],
    });
  });

  it('takes the arrested share over all the rows, an unstated arrest in the base only', () => {
    const rows = [
      devRow({ notebook: 'b', arrest_made: true }),
      devRow({ notebook: 'b', arrest_made: true }),
      devRow({ notebook: 'b', arrest_made: false }),
      devRow({ notebook: 'b', arrest_made: null }),
    ];
    expect(ask("I'm in the middle of a lovely facial", rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('counts winter by the event month in any year, and Fridays by the event date alone', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2019-06-01' }),
      devRow({ notebook: 'b', event_date: '2023-08-31' }),
      devRow({ notebook: 'b', event_date: '2023-09-01' }), // a Friday
      devRow({ notebook: 'b', event_date: '2022-05-31' }),
      devRow({ notebook: 'b', event_date: null, published_date: '2024-07-05' }), // published on a Friday
    ];
    expect(ask('Winter cases', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Fridays I do late appointments', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('counts 2023 murders by event date, attempted murder and a 2023 publication of a 2022 murder left out', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2023-03-01' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2022-12-30', published_date: '2023-01-02' }),
      devRow({ notebook: 'b', crimes: ['attempted murder'], event_date: '2023-05-01' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: null, published_date: '2023-06-01' }),
    ];
    expect(ask('Quickfire round', rows)).toEqual({ kind: 'number', value: 1 });
  });
});
