import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH245_QUESTIONS } from './fresh245-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-forty-fifth fresh question set (blind)', FRESH245_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH245_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH245_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-forty-fifth fresh set reads the ground truth as its header says', () => {
  it('counts Western Cape poaching of notebook a only, whatever else the province holds', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['poaching'] }),
      devRow({ province: 'Western Cape', crimes: ['drug possession', 'poaching'] }),
      devRow({ province: 'Western Cape', crimes: ['theft'], location: 'Hout Bay harbour' }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['poaching'] }),
      devRow({ notebook: 'b', province: 'Western Cape', crimes: ['poaching'] }),
    ];
    expect(ask('How many poaching cases in the Western Cape', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the last Western Cape poaching by event date, never by publication or another province', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['poaching'], event_date: '2021-05-04' }),
      devRow({
        province: 'Western Cape',
        crimes: ['poaching'],
        event_date: null,
        published_date: '2024-02-01',
      }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['poaching'], event_date: '2023-01-01' }),
      devRow({ province: 'Western Cape', crimes: ['theft'], event_date: '2023-06-01' }),
    ];
    expect(ask('When was the last time the cops', rows)).toEqual({ kind: 'date', value: '2021-05-04' });
  });

  it('names the largest poaching bust by its arrests, skipping unstated figures, and refuses a tie', () => {
    const rows = [
      devRow({ location: 'Hout Bay', crimes: ['poaching'], num_suspects_arrested: 19 }),
      devRow({ location: 'Gansbaai', crimes: ['poaching'], num_suspects_arrested: null }),
      devRow({ location: 'Hermanus', crimes: ['poaching'], num_suspects_arrested: 4 }),
      devRow({ location: 'Saldanha', crimes: ['drug dealing'], num_suspects_arrested: 30 }),
    ];
    expect(ask('Biggest poaching bust', rows)).toEqual({ kind: 'text', value: ['Hout Bay'] });
    const tied = [
      ...rows,
      devRow({ location: 'Kleinmond', crimes: ['poaching'], num_suspects_arrested: 19 }),
    ];
    expect(() => ask('Biggest poaching bust', tied)).toThrow(/no single leader/);
  });

  it('reads "Swartland" as the municipality field, not a town named in the location', () => {
    const rows = [
      devRow({ location: 'Malmesbury', municipality: 'Swartland' }),
      devRow({ location: 'Hopefield Road, Moorreesburg', municipality: 'Swartland' }),
      devRow({ location: 'Malmesbury', municipality: null }),
      devRow({ notebook: 'b', location: 'Darling', municipality: 'Swartland' }),
    ];
    expect(ask('Up the West Coast way', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the stated killed in the Eastern Cape, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 6 }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], num_victims: 3, victims_killed: null }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'], victims_killed: 0 }),
      devRow({ province: 'Western Cape', crimes: ['murder'], victims_killed: 4 }),
      devRow({ notebook: 'b', province: 'Eastern Cape', crimes: ['murder'], victims_killed: 2 }),
    ];
    expect(ask('HOW MANY PEOPLE WHERE KILLED', rows)).toEqual({ kind: 'number', value: 6 });
  });

  it('counts Friday murders by event date, leaving out attempted murder and undated murders', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-05' }), // Friday
      devRow({ crimes: ['murder', 'house robbery'], event_date: '2024-01-12' }), // Friday
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-19' }), // Friday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-19' }), // published on a Friday
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2024-01-26' }), // Friday, other notebook
    ];
    expect(ask('HOW MANY OF THE MURDERS HAPPENED ON A FRIDAY', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('answers "anybody killed" only from a stated killed figure above zero', () => {
    const houseRobbery = (fields: Partial<DevRow>) =>
      devRow({ province: 'Gauteng', crimes: ['house robbery'], ...fields });
    const none = [
      houseRobbery({ victims_killed: null, num_victims: 2 }),
      houseRobbery({ victims_killed: 0 }),
      devRow({ province: 'Limpopo', crimes: ['house robbery', 'murder'], victims_killed: 1 }),
      devRow({ province: 'Gauteng', crimes: ['business robbery'], victims_killed: 2 }),
    ];
    expect(ask('WAS ANYBODY KILLED', none)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('WAS ANYBODY KILLED', [...none, houseRobbery({ victims_killed: 1 })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('counts kidnappings from the first day of 2020, the undated left out', () => {
    const kidnapping = (event_date: string | null) =>
      devRow({ crimes: ['kidnapping'], event_date, published_date: '2021-01-01' });
    const rows = [
      kidnapping('2020-01-01'),
      kidnapping('2025-05-29'),
      kidnapping('2019-12-31'),
      kidnapping(null),
      devRow({ crimes: ['carjacking'], event_date: '2022-01-01' }),
    ];
    expect(ask('HOW MANY KIDNAPINGS', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the arrest share over every incident, an unstated arrest in the whole but not the part', () => {
    const rows = [
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: false }),
      devRow({ arrest_made: null }),
      devRow({ arrest_made: null }),
      devRow({ arrest_made: null }),
      devRow({ notebook: 'b', arrest_made: false }),
    ];
    expect(ask('For a donut chart: the share', rows)).toEqual({ kind: 'number', value: 43 });
  });

  it('averages arrests over the incidents that state a figure, to one decimal', () => {
    const rows = [
      devRow({ num_suspects_arrested: 1 }),
      devRow({ num_suspects_arrested: 2 }),
      devRow({ num_suspects_arrested: 4 }),
      devRow({ num_suspects_arrested: null, arrest_made: true }),
    ];
    expect(ask('For the y-axis reference line', rows)).toEqual({ kind: 'number', value: 2.3 });
  });

  it('counts a poaching case as caught only on a stated arrest', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['poaching', 'other'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['poaching'], arrest_made: false }),
      devRow({ notebook: 'b', crimes: ['poaching'], arrest_made: null }),
      devRow({ notebook: 'b', crimes: ['stock theft'], arrest_made: true }),
      devRow({ crimes: ['poaching'], arrest_made: true }),
    ];
    expect(ask('Poaching cases where somebody', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('takes the median over every stated suspect age, one per suspect', () => {
    const rows = [
      devRow({ notebook: 'b', suspect_ages: [20, 40, 41] }),
      devRow({ notebook: 'b', suspect_ages: [30] }),
      devRow({ notebook: 'b', suspect_ages: null }),
      devRow({ suspect_ages: [90, 91, 92] }),
    ];
    expect(ask('WHAT IS THE MIDDLE AGE', rows)).toEqual({ kind: 'number', value: 35 });
  });

  it('finds a Mpumalanga murder on a Sunday by event date, not by publication', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'Mpumalanga',
        crimes: ['murder'],
        event_date: '2018-12-01', // Saturday
        published_date: '2018-12-02', // Sunday
      }),
      devRow({
        notebook: 'b',
        province: 'Mpumalanga',
        crimes: ['attempted murder'],
        event_date: '2023-07-30',
      }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['murder'], event_date: '2023-07-30' }),
    ];
    expect(ask('WAS THERE ANY MURDERS', rows)).toEqual({ kind: 'text', value: 'No' });
    const sunday = devRow({
      notebook: 'b',
      province: 'Mpumalanga',
      crimes: ['murder'],
      event_date: '2023-07-30',
    });
    expect(ask('WAS THERE ANY MURDERS', [...rows, sunday])).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts July of any year over dated incidents only, and holds both ends of the 2020-2022 window', () => {
    const row = (event_date: string | null) =>
      devRow({ notebook: 'b', event_date, published_date: '2023-03-01' });
    const rows = [
      row('2020-01-01'),
      row('2022-12-31'),
      row('2021-07-15'),
      row('2019-12-31'),
      row('2023-01-01'),
    ];
    expect(ask('For the 2020–2022 panel', [...rows, row(null)])).toEqual({ kind: 'number', value: 3 });
    const months = [row('2017-07-01'), row('2024-07-31'), row('2020-06-30'), row('2020-08-01'), row(null)];
    expect(ask('Seasonality heatmap', months)).toEqual({ kind: 'number', value: 2 });
  });

  it('subtracts Northern Cape arrests from Mpumalanga arrests and refuses a reversed comparison', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 19 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: null }),
      devRow({ notebook: 'b', province: 'Northern Cape', num_suspects_arrested: 9 }),
      devRow({ province: 'Northern Cape', num_suspects_arrested: 0 }),
    ];
    expect(ask('Grouped bar, arrests', rows)).toEqual({ kind: 'number', value: 10 });
    const reversed = [
      ...rows,
      devRow({ notebook: 'b', province: 'Northern Cape', num_suspects_arrested: 11 }),
    ];
    expect(() => ask('Grouped bar, arrests', reversed)).toThrow(/does not have more/);
  });
});
