import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH275_QUESTIONS } from './fresh275-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-seventy-fifth fresh question set (blind)', FRESH275_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH275_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH275_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-seventy-fifth fresh set reads the ground truth as its header says', () => {
  it('counts Western Cape murders only, attempted murder and other provinces left out', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
      devRow({ province: 'Western Cape', crimes: ['murder', 'illegal firearm possession'] }),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Western Cape', crimes: ['murder'] }),
    ];
    expect(ask("I've got clay drying", rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts the winter months June to August by event date, any year, the undated left out', () => {
    const rows = [
      devRow({ event_date: '2019-06-01' }),
      devRow({ event_date: '2023-08-31' }),
      devRow({ event_date: '2021-05-31' }),
      devRow({ event_date: '2021-09-01' }),
      devRow({ event_date: null, published_date: '2022-07-15' }),
    ];
    expect(ask('The cold firings', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the median over every stated suspect age, one per suspect, the mean of two middles', () => {
    const rows = [
      devRow({ suspect_ages: [20, 40] }),
      devRow({ suspect_ages: [30] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [50] }),
    ];
    expect(ask('Lay every suspect', rows)).toEqual({ kind: 'number', value: 35 });
  });

  it('takes the arrest share over every incident, an unstated arrest in the base but not the part', () => {
    const rows = [
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: false }),
      devRow({ arrest_made: null }),
    ];
    expect(ask('Ladies and gentlemen, for your information', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('dates the first kidnapping by event date, never by an earlier publication', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2019-05-13', published_date: '2019-05-14' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['murder'], event_date: '2012-01-01' }),
    ];
    expect(ask('Good evening, ladies and gentlemen', rows)).toEqual({ kind: 'date', value: '2019-05-13' });
  });

  it('answers No when Gauteng has no more murders than the Eastern Cape, equal included', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
      devRow({ province: 'Gauteng', crimes: ['attempted murder'] }),
    ];
    expect(ask('Ladies and gentlemen, a yes or no', rows)).toEqual({ kind: 'text', value: 'No' });
    const more = [...rows, devRow({ province: 'Gauteng', crimes: ['murder'] })];
    expect(ask('Ladies and gentlemen, a yes or no', more)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the year-on-year spread of killed by event year, the undated left out, and refuses a rise', () => {
    const rows = [
      devRow({ event_date: '2022-02-01', victims_killed: 5 }),
      devRow({ event_date: '2022-11-01', victims_killed: null }),
      devRow({ event_date: '2021-03-01', victims_killed: 2 }),
      devRow({ event_date: null, published_date: '2021-06-01', victims_killed: 7 }),
    ];
    expect(ask('People killed, 2022 vs 2021', rows)).toEqual({ kind: 'number', value: 3 });
    const rise = [...rows, devRow({ event_date: '2021-08-01', victims_killed: 4 })];
    expect(() => ask('People killed, 2022 vs 2021', rise)).toThrow(/does not have more/);
  });

  it('averages arrests over the stated figures only, to one decimal', () => {
    const rows = [
      devRow({ num_suspects_arrested: 1 }),
      devRow({ num_suspects_arrested: 2 }),
      devRow({ num_suspects_arrested: 4 }),
      devRow({ num_suspects_arrested: null }),
    ];
    expect(ask('Avg suspects nabbed', rows)).toEqual({ kind: 'number', value: 2.3 });
  });

  it('ranks crime categories by incidents holding them, "other" left out, and refuses a tie at the top', () => {
    const rows = [
      devRow({ crimes: ['murder', 'illegal firearm possession'] }),
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['other'] }),
      devRow({ crimes: ['other'] }),
      devRow({ crimes: ['other', 'kidnapping'] }),
    ];
    expect(ask('Most-traded ticker', rows)).toEqual({ kind: 'text', value: ['murder'] });
    expect(() => ask('Most-traded ticker', [...rows, devRow({ crimes: ['kidnapping'] })])).toThrow(
      /no single leader/,
    );
  });

  it('ranks provinces by the stated people killed, not by the number of incidents', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', victims_killed: 1 }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_killed: null }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_killed: 1 }),
      devRow({ notebook: 'b', province: 'Free State', victims_killed: 3 }),
    ];
    expect(ask('Ladies and gentlemen, with deep regret', rows)).toEqual({
      kind: 'text',
      value: 'Free State',
    });
  });

  it('takes the female share over victims of stated sex, not over all victims', () => {
    const rows = [
      devRow({ notebook: 'b', num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ notebook: 'b', num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ notebook: 'b', num_victims: 1, victims_female: 1, victims_male: 0 }),
    ];
    expect(ask('Think of it as mixing a glaze', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('counts July murders in any year, and leaves municipality-less rows out of the workshop ranking', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2016-07-04', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2024-07-30', municipality: 'Madibeng' }),
      devRow({ notebook: 'b', crimes: ['rape'], event_date: '2024-07-30', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2024-06-30', municipality: null }),
      devRow({ notebook: 'b', crimes: ['murder'], event_date: null, municipality: null }),
    ];
    expect(ask('Ladies and gentlemen, may we have', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Every workshop', rows)).toEqual({ kind: 'text', value: ['Mangaung', 'Mangaung'] });
  });

  it('sums arrests per province for the top performer, and averages victims over stated figures', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 1, num_victims: 1 }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 1, num_victims: null }),
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 5, num_victims: 2 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: null, num_victims: 2 }),
    ];
    expect(ask('Top performer', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
    expect(ask('Avg victims per incidnet', rows)).toEqual({ kind: 'number', value: 1.7 });
  });
});
