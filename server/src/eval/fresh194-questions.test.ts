import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH194_QUESTIONS } from './fresh194-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-ninety-fourth fresh question set (blind)', FRESH194_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH194_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH194_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-ninety-fourth fresh set reads the ground truth as its header says', () => {
  it('sums the arrests of illegal mining rows of its own notebook only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['illegal mining', 'illegal firearm possession'], num_suspects_arrested: 4 }),
      devRow({ crimes: ['illegal mining'], num_suspects_arrested: null }),
      devRow({ crimes: ['theft'], num_suspects_arrested: 7 }),
      devRow({ notebook: 'b', crimes: ['illegal mining'], num_suspects_arrested: 19 }),
    ];
    expect(ask('Dumela. Zama zamas', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('counts murders of a year by event date, leaving undated and attempted murders out', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2023-01-01' }),
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2023-12-31' }),
      devRow({ crimes: ['attempted murder'], event_date: '2023-06-01' }),
      devRow({ crimes: ['culpable homicide'], event_date: '2023-06-01' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2023-05-01' }),
      devRow({ crimes: ['murder'], event_date: '2022-12-31', published_date: '2023-01-02' }),
    ];
    expect(ask('Ngwaga 2023', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('answers the illegal-mining-outside-Gauteng check by province', () => {
    const gauteng = [devRow({ crimes: ['illegal mining'], province: 'Gauteng' })];
    expect(ask('The comrades in Rustenburg', gauteng)).toEqual({ kind: 'text', value: 'No' });
    const elsewhere = [...gauteng, devRow({ crimes: ['illegal mining'], province: 'Western Cape' })];
    expect(ask('The comrades in Rustenburg', elsewhere)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('holds the kidnapping claim only for exactly eight rows', () => {
    const kidnappings = (n: number) => Array.from({ length: n }, () => devRow({ crimes: ['kidnapping'] }));
    expect(ask('The draft says: "Kidnapping', kidnappings(8))).toEqual({ kind: 'text', value: 'Yes' });
    expect(ask('The draft says: "Kidnapping', kidnappings(7))).toEqual({ kind: 'text', value: 'No' });
    expect(ask('The draft says: "Kidnapping', kidnappings(9))).toEqual({ kind: 'text', value: 'No' });
  });

  it('takes the no-arrest share as a stated false over every row, an unstated arrest not counting', () => {
    const rows = [
      devRow({ arrest_made: false }),
      devRow({ arrest_made: null }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
    ];
    expect(ask('The draft says: "Roughly one in five', rows)).toEqual({ kind: 'number', value: 14 });
  });

  it('averages and takes the median of stated suspect ages, one per suspect', () => {
    const rows = [
      devRow({ suspect_ages: [20, 31] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [40] }),
      devRow({ suspect_ages: [] }),
    ];
    expect(ask('The draft says: "Suspects whose ages', rows)).toEqual({ kind: 'number', value: 30.3 });
    const b = [
      devRow({ notebook: 'b', suspect_ages: [20, 31] }),
      devRow({ notebook: 'b', suspect_ages: [40, 50] }),
      devRow({ notebook: 'b', suspect_ages: null }),
    ];
    expect(ask('what is the median age', b)).toEqual({ kind: 'number', value: 35.5 });
  });

  it('compares the killed by province, the unstated adding nothing and a tie not being more', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', victims_killed: 3 }),
      devRow({ province: 'Eastern Cape', victims_killed: null }),
      devRow({ province: 'Western Cape', victims_killed: 2 }),
      devRow({ province: 'Western Cape', victims_killed: null, num_victims: 5 }),
    ];
    expect(ask('were more people killed', rows)).toEqual({ kind: 'text', value: 'Yes' });
    const tied = [...rows, devRow({ province: 'Western Cape', victims_killed: 1 })];
    expect(ask('were more people killed', tied)).toEqual({ kind: 'text', value: 'No' });
  });

  it('dates the first carjacking by event date, truck hijackings and undated rows left out', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], event_date: '2018-06-07' }),
      devRow({ crimes: ['truck hijacking'], event_date: '2014-01-01' }),
      devRow({ crimes: ['carjacking'], event_date: null, published_date: '2012-01-01' }),
      devRow({ crimes: ['carjacking', 'kidnapping'], event_date: '2021-11-17' }),
    ];
    expect(ask('what was the date of the first car jacking', rows)).toEqual({
      kind: 'date',
      value: '2018-06-07',
    });
  });

  it('finds the biggest zama zama bust by arrests and names it by its own place', () => {
    const rows = [
      devRow({
        notebook: 'b',
        location: 'old mine, Barberton',
        crimes: ['illegal mining'],
        num_suspects_arrested: 19,
      }),
      devRow({
        notebook: 'b',
        location: 'farm near Koingnaas',
        crimes: ['illegal mining'],
        num_suspects_arrested: 9,
      }),
      devRow({
        notebook: 'b',
        location: 'Khuma, near Stilfontein',
        crimes: ['theft'],
        num_suspects_arrested: 30,
      }),
    ];
    expect(ask('Biggest zama zama bust', rows)).toEqual({ kind: 'text', value: ['old mine', 'Barberton'] });
    const tied = [
      ...rows,
      devRow({
        notebook: 'b',
        location: 'Orkney shaft',
        crimes: ['illegal mining'],
        num_suspects_arrested: 19,
      }),
    ];
    expect(() => ask('Biggest zama zama bust', tied)).toThrow(/no single leader/);
  });

  it('sums the killed of North West murders only, and takes the arrest share over North West rows', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'North West',
        crimes: ['murder'],
        victims_killed: 2,
        arrest_made: true,
      }),
      devRow({
        notebook: 'b',
        province: 'North West',
        crimes: ['murder'],
        victims_killed: null,
        arrest_made: null,
      }),
      devRow({
        notebook: 'b',
        province: 'North West',
        crimes: ['arson'],
        victims_killed: 1,
        arrest_made: false,
      }),
      devRow({
        notebook: 'b',
        province: 'Free State',
        crimes: ['murder'],
        victims_killed: 7,
        arrest_made: true,
      }),
    ];
    expect(ask('North West only', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Ke kopa', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('checks "more rape cases than any other province" as false on a tie at the top', () => {
    const rape = (province: string) => devRow({ notebook: 'b', province, crimes: ['rape'] });
    const rows = [
      rape('Northern Cape'),
      rape('Northern Cape'),
      rape('North West'),
      devRow({ notebook: 'b' }),
    ];
    expect(ask('The draft says: "The Northern Cape', rows)).toEqual({ kind: 'text', value: 'Yes' });
    expect(ask('The draft says: "The Northern Cape', [...rows, rape('North West')])).toEqual({
      kind: 'text',
      value: 'No',
    });
  });

  it('takes the child share over rape rows, a null child figure not counting as a child', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 1 }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], victims_children: 3 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: null }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_children: 1 }),
    ];
    expect(ask('out of all the rape cases', rows)).toEqual({ kind: 'number', value: 67 });
  });

  it('ranks months of female-victim incidents by event date, the undated left out, and a municipality without "City of"', () => {
    const female = (event_date: string | null) =>
      devRow({ notebook: 'b', victims_female: 1, event_date, published_date: '2024-09-01' });
    const rows = [
      female('2022-07-15'),
      female('2024-07-28'),
      female('2021-09-21'),
      female(null),
      female(null),
      devRow({ notebook: 'b', victims_female: 0, event_date: '2020-09-01' }),
    ];
    expect(ask('witch month had the most', rows)).toEqual({ kind: 'text', value: 'July' });
    const places = [
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'City of Johannesburg' }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
    ];
    expect(ask('The draft says: "Johannesburg logged', places)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
  });

  it('counts Free State incidents of twenty twenty three by event date alone', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', event_date: '2023-03-09' }),
      devRow({
        notebook: 'b',
        province: 'Free State',
        event_date: '2024-01-01',
        published_date: '2023-12-31',
      }),
      devRow({ notebook: 'b', province: 'Free State', event_date: null, published_date: '2023-06-01' }),
      devRow({ notebook: 'b', province: 'Limpopo', event_date: '2023-05-01' }),
    ];
    expect(ask('how many incidents where their', rows)).toEqual({ kind: 'number', value: 1 });
  });
});
