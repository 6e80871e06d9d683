import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH114_QUESTIONS, medianOf } from './fresh114-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-fourteenth fresh question set (blind)', FRESH114_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH114_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH114_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-fourteenth fresh set reads the ground truth as its header says', () => {
  it('sums the Western Cape killed alone, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['murder'], victims_killed: 4 }),
      devRow({ province: 'Western Cape', crimes: ['murder'], victims_killed: null }),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'], victims_killed: 0 }),
      devRow({ province: 'Western Cape', crimes: ['culpable homicide'], victims_killed: 2 }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 5 }),
      devRow({ notebook: 'b', province: 'Western Cape', crimes: ['murder'], victims_killed: 9 }),
    ];
    expect(ask('Bonjour! For my sociology', rows)).toEqual({ kind: 'number', value: 6 });
  });

  it('answers the kidnapping yes/no by the event year alone, never the publication', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['kidnapping'], event_date: '2019-12-31' }),
      devRow({
        province: 'Eastern Cape',
        crimes: ['kidnapping'],
        event_date: null,
        published_date: '2020-02-01',
      }),
      devRow({ province: 'Gauteng', crimes: ['kidnapping'], event_date: '2020-05-01' }),
      devRow({ province: 'Eastern Cape', crimes: ['extortion'], event_date: '2020-05-01' }),
    ];
    expect(ask('Oui ou non : was there any', rows)).toEqual({ kind: 'text', value: 'No' });
    const kidnapped = [
      ...rows,
      devRow({ province: 'Eastern Cape', crimes: ['kidnapping'], event_date: '2020-01-01' }),
    ];
    expect(ask('Oui ou non : was there any', kidnapped)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the Gauteng arrest share over every Gauteng incident, an unstated arrest counting in the whole only', () => {
    const rows = [
      devRow({ province: 'Gauteng', arrest_made: true }),
      devRow({ province: 'Gauteng', arrest_made: true }),
      devRow({ province: 'Gauteng', arrest_made: false }),
      devRow({ province: 'Gauteng', arrest_made: null }),
      devRow({ province: 'Gauteng', arrest_made: true }),
      devRow({ province: 'Gauteng', arrest_made: true }),
      devRow({ province: 'Gauteng', arrest_made: true }),
      devRow({ province: 'Limpopo', arrest_made: false }),
    ];
    expect(ask('Quel pourcentage : of all the incidents in Gauteng', rows)).toEqual({
      kind: 'number',
      value: 71,
    });
  });

  it('finds the modal weekday of murders by event date, leaving out attempts and undated rows, and refuses a tie', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2024-01-13' }), // Saturday
      devRow({ crimes: ['murder'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-15' }), // Monday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-22' }), // Monday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-08' }), // published on a Monday
    ];
    expect(ask('Among incidents involving murder', rows)).toEqual({ kind: 'text', value: 'Saturday' });
    const tied = [...rows, devRow({ crimes: ['murder'], event_date: '2024-01-29' })]; // a second Monday
    expect(() => ask('Among incidents involving murder', tied)).toThrow(/no single winner/);
  });

  it('takes the median over stated figures in March to August of any year, the two middle values averaged', () => {
    const rows = [
      devRow({ event_date: '2019-03-01', num_suspects_arrested: 1 }),
      devRow({ event_date: '2023-08-31', num_suspects_arrested: 4 }),
      devRow({ event_date: '2021-05-10', num_suspects_arrested: 9 }),
      devRow({ event_date: '2022-06-10', num_suspects_arrested: 2 }),
      devRow({ event_date: '2022-06-11', num_suspects_arrested: null }),
      devRow({ event_date: '2022-09-01', num_suspects_arrested: 20 }),
      devRow({ event_date: '2022-02-28', num_suspects_arrested: 20 }),
      devRow({ event_date: null, published_date: '2022-06-01', num_suspects_arrested: 20 }),
    ];
    expect(ask('Median number of suspects arrested per incident, over', rows)).toEqual({
      kind: 'number',
      value: 3,
    });
    expect(medianOf([5, null, 1, 3])).toBe(3);
    expect(medianOf([1, 2])).toBe(1.5);
    expect(() => medianOf([null])).toThrow(/no stated value/);
  });

  it('counts distinct Eastern Cape municipalities without the unrecorded ones', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', municipality: 'Buffalo City' }),
      devRow({ province: 'Eastern Cape', municipality: 'Buffalo City' }),
      devRow({ province: 'Eastern Cape', municipality: 'Nelson Mandela Bay' }),
      devRow({ province: 'Eastern Cape', municipality: null }),
      devRow({ province: 'Western Cape', municipality: 'Swartland' }),
    ];
    expect(ask('Count of distinct municipalities', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts only murder as a murder when comparing the Eastern Cape with Gauteng, and refuses a reversed comparison', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['culpable homicide'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
    ];
    expect(ask('My grandson is studying', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [...rows, ...[1, 2, 3].map(() => devRow({ province: 'Gauteng', crimes: ['murder'] }))];
    expect(() => ask('My grandson is studying', reversed)).toThrow(/does not have more/);
  });

  it('takes the North West weekend share over all its incidents, the undated in the whole but never a weekend', () => {
    const nw = (event_date: string | null) =>
      devRow({ notebook: 'b', province: 'North West', event_date, published_date: '2024-01-06' });
    const rows = [
      nw('2024-01-06'), // Saturday
      nw('2024-01-07'), // Sunday
      nw('2024-01-08'), // Monday
      nw('2024-01-09'),
      nw('2024-01-10'),
      nw('2024-01-11'),
      nw('2024-01-12'),
      nw(null),
      devRow({ notebook: 'b', province: 'Limpopo', event_date: '2024-01-06' }),
    ];
    expect(ask('Quel pourcentage of the North West', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('takes the Limpopo suspect age range over every stated age, one per suspect', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', suspect_ages: [29, 63] }),
      devRow({ notebook: 'b', province: 'Limpopo', suspect_ages: [27] }),
      devRow({ notebook: 'b', province: 'Limpopo', suspect_ages: null }),
      devRow({ notebook: 'b', province: 'Northern Cape', suspect_ages: [18, 70] }),
    ];
    expect(ask('Range of stated suspect ages', rows)).toEqual({ kind: 'number', value: 36 });
    expect(() => ask('Range of stated suspect ages', rows.slice(2))).toThrow(/no stated suspect age/);
  });

  it('ranks municipalities without the unrecorded ones, names a metro without "City of", and refuses a tie', () => {
    const rows = [
      devRow({ notebook: 'b', municipality: 'City of Matlosana' }),
      devRow({ notebook: 'b', municipality: 'City of Matlosana' }),
      devRow({ notebook: 'b', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', municipality: null }),
      devRow({ notebook: 'b', municipality: null }),
      devRow({ notebook: 'b', municipality: null }),
    ];
    expect(ask('Which municipality accounts', rows)).toEqual({
      kind: 'text',
      value: ['City of Matlosana', 'Matlosana'],
    });
    expect(() =>
      ask('Which municipality accounts', [...rows, devRow({ notebook: 'b', municipality: 'Mangaung' })]),
    ).toThrow(/no single leader/);
  });

  it('sums arrests per province with unstated figures adding nothing, and counts Kuruman by its municipality', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'Northern Cape',
        municipality: 'Ga-Segonyana',
        num_suspects_arrested: 2,
      }),
      devRow({
        notebook: 'b',
        province: 'Northern Cape',
        municipality: 'Ga-Segonyana',
        num_suspects_arrested: null,
      }),
      devRow({
        notebook: 'b',
        province: 'Northern Cape',
        municipality: 'Sol Plaatje',
        num_suspects_arrested: 3,
      }),
      devRow({ notebook: 'b', province: 'Mpumalanga', municipality: 'Lekwa', num_suspects_arrested: 4 }),
    ];
    expect(ask('Which province has the largest total', rows)).toEqual({
      kind: 'text',
      value: 'Northern Cape',
    });
    expect(ask('Now my cousin in Kuruman', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('needs a stated arrest for a Northern Cape stock theft, and dates the latest stock theft by event date', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['stock theft'], arrest_made: null }),
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['stock theft'], arrest_made: false }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['stock theft'], arrest_made: true }),
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['theft'], arrest_made: true }),
    ];
    expect(ask('My uncle farms outside Upington', rows)).toEqual({ kind: 'text', value: 'No' });
    const caught = [...rows, devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['stock theft'] })];
    expect(ask('My uncle farms outside Upington', caught)).toEqual({ kind: 'text', value: 'Yes' });
    const thefts = [
      devRow({ crimes: ['stock theft'], event_date: '2021-04-01', published_date: '2021-04-02' }),
      devRow({ crimes: ['stock theft'], event_date: null, published_date: '2025-01-01' }),
      devRow({ crimes: ['theft'], event_date: '2024-01-01' }),
    ];
    expect(ask('Hello, hello, am I on?', thefts)).toEqual({ kind: 'date', value: '2021-04-01' });
  });
});
