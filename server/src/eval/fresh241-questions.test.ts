import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH241_QUESTIONS } from './fresh241-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-forty-first fresh question set (blind)', FRESH241_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH241_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH241_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-forty-first fresh set reads the ground truth as its header says', () => {
  it('counts car and truck hijackings in Gauteng only, in its own notebook, robberies left out', () => {
    const rows = [
      devRow({ crimes: ['carjacking', 'kidnapping'] }),
      devRow({ crimes: ['truck hijacking'] }),
      devRow({ crimes: ['armed robbery'] }),
      devRow({ crimes: ['carjacking'], province: 'KwaZulu-Natal' }),
      devRow({ notebook: 'b', crimes: ['carjacking'] }),
    ];
    expect(ask('bru how many hijackings', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the arrests of carjackings alone, not truck hijackings, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], num_suspects_arrested: 6 }),
      devRow({ crimes: ['carjacking', 'kidnapping'], num_suspects_arrested: null }),
      devRow({ crimes: ['truck hijacking'], num_suspects_arrested: 8 }),
    ];
    expect(ask('the carjackings only', rows)).toEqual({ kind: 'number', value: 6 });
  });

  it('reads a weekend hijacking from the event date, never the publication date, and Friday is no weekend', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], event_date: '2024-01-05' }), // Friday
      devRow({ crimes: ['truck hijacking'], event_date: null, published_date: '2024-01-06' }), // published a Saturday
      devRow({ crimes: ['armed robbery'], event_date: '2024-01-07' }), // Sunday, but no hijacking
    ];
    expect(ask('the app keeps pushing', rows)).toEqual({ kind: 'text', value: 'No' });
    const sunday = [...rows, devRow({ crimes: ['truck hijacking'], event_date: '2024-01-07' })];
    expect(ask('the app keeps pushing', sunday)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('ranks municipalities by robberies and hijackings together, skipping unknown ones, and refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'Ekurhuleni', crimes: ['house robbery'] }),
      devRow({ municipality: 'Ekurhuleni', crimes: ['truck hijacking'] }),
      devRow({ municipality: 'City of Johannesburg', crimes: ['carjacking'] }),
      devRow({ municipality: 'City of Johannesburg', crimes: ['murder'] }),
      devRow({ municipality: 'City of Johannesburg', crimes: ['theft'] }),
      devRow({ municipality: null, crimes: ['cash-in-transit robbery'] }),
      devRow({ municipality: null, crimes: ['business robbery'] }),
      devRow({ municipality: null, crimes: ['armed robbery'] }),
    ];
    expect(ask('which municipality is the worst', rows)).toEqual({
      kind: 'text',
      value: ['Ekurhuleni', 'Ekurhuleni'],
    });
    const tied = [...rows, devRow({ municipality: 'City of Johannesburg', crimes: ['robbery'] })];
    expect(() => ask('which municipality is the worst', tied)).toThrow(/no single leader/);
  });

  it('dates the first stock theft by event date, the undated and other crimes left out', () => {
    const rows = [
      devRow({ crimes: ['stock theft'], event_date: '2022-12-30', published_date: '2023-01-02' }),
      devRow({ crimes: ['stock theft', 'other'], event_date: '2020-05-30' }),
      devRow({ crimes: ['stock theft'], event_date: null, published_date: '2019-01-01' }),
      devRow({ crimes: ['theft'], event_date: '2018-01-01' }),
    ];
    expect(ask('On what date did the first stock theft', rows)).toEqual({
      kind: 'date',
      value: '2020-05-30',
    });
  });

  it('compares the killed of the Eastern and Western Cape by stated figures, and refuses a reversed comparison', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_killed: 6 }),
      devRow({ province: 'Eastern Cape', victims_killed: null, num_victims: 4 }),
      devRow({ province: 'Western Cape', victims_killed: 4 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: 7 }),
    ];
    expect(ask('My brother farms', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [...rows, devRow({ province: 'Western Cape', victims_killed: 3 })];
    expect(() => ask('My brother farms', reversed)).toThrow(/does not have more/);
  });

  it('takes the no-arrest share over dated murders only, an unstated arrest not counting as none', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder', 'attempted murder'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['murder'], arrest_made: false, event_date: null }),
      devRow({ crimes: ['attempted murder'], arrest_made: false }),
      devRow({ crimes: ['culpable homicide'], arrest_made: false }),
    ];
    expect(ask('Excluding incidents without a stated date', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('takes the median killed over murders with a stated figure, a stated zero included', () => {
    const rows = [
      devRow({ crimes: ['murder'], victims_killed: 7 }),
      devRow({ crimes: ['murder'], victims_killed: 2 }),
      devRow({ crimes: ['murder'], victims_killed: 0 }),
      devRow({ crimes: ['murder'], victims_killed: null }),
      devRow({ crimes: ['attempted murder'], victims_killed: 0 }),
      devRow({ crimes: ['culpable homicide'], victims_killed: 0 }),
    ];
    expect(ask('Counting only murder incidents', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the weekend share over dated incidents only, by event date, Friday not a weekend', () => {
    const rows = [
      devRow({ event_date: '2024-01-05' }), // Friday
      devRow({ event_date: '2024-01-06' }), // Saturday
      devRow({ event_date: '2024-01-07' }), // Sunday
      devRow({ event_date: null, published_date: '2024-01-06' }),
      devRow({ event_date: null, published_date: '2024-01-13' }),
      devRow({ notebook: 'b', event_date: '2024-01-13' }),
    ];
    expect(ask('Strictly by the date', rows)).toEqual({ kind: 'number', value: 67 });
  });

  it('counts suspects by age once each for the mean and the median, rows without ages adding nothing', () => {
    const a = [
      devRow({ suspect_ages: [20, 31] }),
      devRow({ suspect_ages: [40] }),
      devRow({ suspect_ages: null }),
    ];
    expect(ask('What is the mean age', a)).toEqual({ kind: 'number', value: 30.3 });
    const b = a.map((r) => ({ ...r, notebook: 'b' as const }));
    expect(ask('Taking each suspect', b)).toEqual({ kind: 'number', value: 31 });
  });

  it('sums the killed on Free State farms only, the farm found in the location in any case', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'Free State',
        location: 'Lismor Farm, near Kestell',
        victims_killed: 7,
      }),
      devRow({ notebook: 'b', province: 'Free State', location: 'farm near Glen', victims_killed: null }),
      devRow({ notebook: 'b', province: 'Free State', location: 'Bloemfontein', victims_killed: 2 }),
      devRow({ notebook: 'b', province: 'Northern Cape', location: 'farm in Magogong', victims_killed: 3 }),
    ];
    expect(ask('The boere in the Free State', rows)).toEqual({ kind: 'number', value: 7 });
  });

  it('answers a Northern Cape farm death only from a stated death on a farm in that province', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'Northern Cape',
        location: 'farm near Koingnaas',
        victims_killed: 0,
      }),
      devRow({ notebook: 'b', province: 'Northern Cape', location: 'Kuruman', victims_killed: 1 }),
      devRow({ notebook: 'b', province: 'Free State', location: 'De Rots farm', victims_killed: 1 }),
      devRow({
        notebook: 'b',
        province: 'Northern Cape',
        location: 'farm outside Hartswater',
        victims_killed: null,
      }),
    ];
    expect(ask('Was there a farm attack', rows)).toEqual({ kind: 'text', value: 'No' });
    const death = [
      ...rows,
      devRow({ notebook: 'b', province: 'Northern Cape', location: 'Farm in Magogong', victims_killed: 3 }),
    ];
    expect(ask('Was there a farm attack', death)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts the window inclusively at both ends, the undated left out', () => {
    const rows = ['2022-06-30', '2022-07-01', '2023-12-31', '2024-01-01', null].map((event_date) =>
      devRow({ notebook: 'b', event_date, published_date: '2023-01-01' }),
    );
    expect(ask('How many incidents occurred from', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the fatality share over stated figures (zero included) and the mean arrests over incidents with some', () => {
    const rows = [
      devRow({ notebook: 'b', victims_killed: 1, num_suspects_arrested: 2 }),
      devRow({ notebook: 'b', victims_killed: 0, num_suspects_arrested: 0, arrest_made: false }),
      devRow({ notebook: 'b', victims_killed: 0, num_suspects_arrested: 5 }),
      devRow({ notebook: 'b', victims_killed: null, num_suspects_arrested: null }),
    ];
    expect(ask('Among incidents where the number', rows)).toEqual({ kind: 'number', value: 33 });
    expect(ask('Excluding incidents with no arrests', rows)).toEqual({ kind: 'number', value: 3.5 });
  });

  it('ranks provinces and months by robberies and hijackings, the undated out of the months', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['carjacking'], event_date: '2022-08-04' }),
      devRow({
        notebook: 'b',
        province: 'Mpumalanga',
        crimes: ['truck hijacking'],
        event_date: '2022-09-29',
      }),
      devRow({
        notebook: 'b',
        province: 'North West',
        crimes: ['business robbery'],
        event_date: '2020-07-26',
      }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['murder'], event_date: '2021-07-26' }),
      devRow({
        notebook: 'b',
        province: 'Limpopo',
        crimes: ['cash-in-transit robbery'],
        event_date: '2023-07-25',
      }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['carjacking'], event_date: null }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['murder'], event_date: '2021-09-01' }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['armed robbery'], event_date: '2018-01-12' }),
    ];
    expect(ask('which province must i avoid', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
    expect(ask('which month is the worst', rows)).toEqual({ kind: 'text', value: 'July' });
    expect(ask('when was the last time', rows)).toEqual({ kind: 'date', value: '2022-09-29' });
  });
});
