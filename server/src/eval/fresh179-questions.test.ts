import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH179_QUESTIONS } from './fresh179-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-seventy-ninth fresh question set (blind)', FRESH179_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH179_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH179_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-seventy-ninth fresh set reads the ground truth as its header says', () => {
  it('counts a zama zama case by the illegal mining crime, not by a mine in the location or a cable theft', () => {
    const rows = [
      devRow({ crimes: ['illegal mining', 'illegal firearm possession'] }),
      devRow({ crimes: ['theft'], location: 'old mine, Springs' }),
      devRow({ crimes: ['theft'], title: 'Copper cables stolen' }),
      devRow({ notebook: 'b', crimes: ['illegal mining'] }),
    ];
    expect(ask('How many zama zama cases', rows)).toEqual({ kind: 'number', value: 1 });
    expect(ask('Were the zama zamas', rows)).toEqual({ kind: 'text', value: 'Yes' });
    expect(ask('Were the zama zamas', [devRow({ crimes: ['illegal mining'] })])).toEqual({
      kind: 'text',
      value: 'No',
    });
  });

  it('sums the arrests and takes the illegal-mining share over the Ekurhuleni municipality alone', () => {
    const rows = [
      devRow({ municipality: 'Ekurhuleni', crimes: ['illegal mining'], num_suspects_arrested: 4 }),
      devRow({ municipality: 'Ekurhuleni', crimes: ['house robbery'], num_suspects_arrested: 6 }),
      devRow({ municipality: 'Ekurhuleni', crimes: ['murder'], num_suspects_arrested: null }),
      devRow({ municipality: 'Ekurhuleni', crimes: ['theft'], num_suspects_arrested: 0 }),
      devRow({ municipality: 'City of Johannesburg', crimes: ['illegal mining'], num_suspects_arrested: 9 }),
    ];
    expect(ask('Our office covers', rows)).toEqual({ kind: 'number', value: 10 });
    expect(ask('Of all the incidents in Ekurhuleni', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('dates the first and last kidnapping by event date, never by publication, leaving undated ones out', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2016-05-01', published_date: '2016-05-03' }),
      devRow({ crimes: ['kidnapping', 'murder'], event_date: '2021-02-01', published_date: '2023-01-01' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2012-01-01' }),
      devRow({ crimes: ['human trafficking'], event_date: '2010-01-01' }),
      devRow({ crimes: ['carjacking'], event_date: '2024-01-01' }),
    ];
    expect(ask("I'm following kidnappings", rows)).toEqual({ kind: 'date', value: '2016-05-01' });
    expect(ask('And the most recent kidnappng', rows)).toEqual({ kind: 'date', value: '2021-02-01' });
  });

  it('counts the kidnappings of a year by event date, and the Gauteng excess over KwaZulu-Natal', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2019-01-01', province: 'Gauteng' }),
      devRow({ crimes: ['kidnapping'], event_date: '2019-12-31', province: 'Gauteng' }),
      devRow({ crimes: ['kidnapping'], event_date: '2020-01-01', province: 'Gauteng' }),
      devRow({
        crimes: ['kidnapping'],
        event_date: null,
        published_date: '2019-06-01',
        province: 'KwaZulu-Natal',
      }),
      devRow({ crimes: ['extortion'], event_date: '2019-06-01', province: 'KwaZulu-Natal' }),
    ];
    expect(ask('How many kidnappings took place in 2019', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('How many more kidnappings', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = rows.map((r) => (r.province === 'Gauteng' ? { ...r, province: 'Limpopo' } : r));
    expect(() => ask('How many more kidnappings', reversed)).toThrow(/does not have more/);
  });

  it('ranks provinces by kidnapping cases only, and refuses a tie at the top', () => {
    const kidnap = (province: string, crimes = ['kidnapping']) => devRow({ notebook: 'b', province, crimes });
    const rows = [
      kidnap('North West'),
      kidnap('North West', ['kidnapping', 'rape']),
      kidnap('Limpopo'),
      kidnap('Limpopo', ['murder']),
      kidnap('Limpopo', ['murder']),
    ];
    expect(ask('Across the provinces', rows)).toEqual({ kind: 'text', value: 'North West' });
    expect(() => ask('Across the provinces', [...rows, kidnap('Limpopo')])).toThrow(/no single leader/);
  });

  it('reads COUNTIFS murder as murder alone, in KwaZulu-Natal, from the first of January 2020', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], event_date: '2020-01-01' }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder'], event_date: '2023-05-01' }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'], event_date: '2022-05-01' }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], event_date: '2019-12-31' }),
      devRow({
        province: 'KwaZulu-Natal',
        crimes: ['murder'],
        event_date: null,
        published_date: '2024-01-01',
      }),
      devRow({ province: 'Gauteng', crimes: ['murder'], event_date: '2022-01-01' }),
    ];
    expect(ask('=COUNTIFS(crimes,"murder"', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes arrest_made=FALSE as a stated false, over every row of the notebook', () => {
    const rows = [
      devRow({ arrest_made: false, crimes: ['murder'] }),
      devRow({ arrest_made: null, crimes: ['rape'] }),
      devRow({ arrest_made: true, crimes: ['rape'] }),
      devRow({ arrest_made: true }),
      devRow({ notebook: 'b', arrest_made: false }),
    ];
    expect(ask('=COUNTIF(arrest_made,FALSE)', rows)).toEqual({ kind: 'number', value: 25 });
    expect(ask('FILTER rows where crimes="rape"', rows)).toEqual({ kind: 'text', value: 'No' });
    const unarrestedRape = [...rows, devRow({ arrest_made: false, crimes: ['rape', 'kidnapping'] })];
    expect(ask('FILTER rows where crimes="rape"', unarrestedRape)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('sums the killed of Western Cape murders and ranks municipalities by stated injured, skipping unknown ones', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['murder'], victims_killed: 4, victims_injured: 2 }),
      devRow({
        province: 'Western Cape',
        crimes: ['attempted murder'],
        victims_killed: 1,
        victims_injured: 3,
      }),
      devRow({ province: 'Western Cape', crimes: ['murder'], victims_killed: null }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 5 }),
    ];
    expect(ask('SUM(victims_killed)', rows)).toEqual({ kind: 'number', value: 4 });
    const places = [
      devRow({ municipality: 'City of Cape Town', victims_injured: 3 }),
      devRow({ municipality: 'City of Cape Town', victims_injured: null }),
      devRow({ municipality: 'Msunduzi', victims_injured: 2 }),
      devRow({ municipality: null, victims_injured: 9 }),
    ];
    expect(ask('group by municipality', places)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
  });

  it('sums the arrests of illegal mining busts, names the largest by its own place, and finds a stated woman suspect', () => {
    const mining = (location: string, arrested: number | null, women: number | null) =>
      devRow({
        notebook: 'b',
        location,
        crimes: ['illegal mining'],
        num_suspects_arrested: arrested,
        suspects_female: women,
      });
    const rows = [
      mining('old mine, Barberton', 19, null),
      mining('Khuma, near Stilfontein', 6, 0),
      mining('farm near Koingnaas', null, null),
      devRow({ notebook: 'b', location: 'Barberton town', crimes: ['theft'], num_suspects_arrested: 30 }),
    ];
    expect(ask('How many zama zamas were arrested', rows)).toEqual({ kind: 'number', value: 25 });
    expect(ask('Which illegal mining bust', rows)).toEqual({ kind: 'text', value: ['old mine'] });
    expect(ask('Was there any woman', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Was there any woman', [...rows, mining('Orkney', 2, 1)])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('leaves out every North West row holding illegal mining, and counts murder OR attempted murder once', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'North West', crimes: ['house robbery'], num_suspects_arrested: 5 }),
      devRow({
        notebook: 'b',
        province: 'North West',
        crimes: ['illegal mining', 'theft'],
        num_suspects_arrested: 6,
      }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['murder'], num_suspects_arrested: null }),
      devRow({
        notebook: 'b',
        province: 'Limpopo',
        crimes: ['murder', 'attempted murder'],
        num_suspects_arrested: 2,
      }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['attempted murder'] }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['culpable homicide'] }),
    ];
    expect(ask('=SUMIFS(num_suspects_arrested', rows)).toEqual({ kind: 'number', value: 5 });
    expect(ask('count rows where province="Limpopo"', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('averages each stated rape suspect age once, and takes the acquaintance share over stated relationships', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], suspect_ages: [20, 30], relationship: 'acquaintance' }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], suspect_ages: [41], relationship: null }),
      devRow({ notebook: 'b', crimes: ['rape'], suspect_ages: null, relationship: 'stranger' }),
      devRow({ notebook: 'b', crimes: ['murder'], suspect_ages: [70], relationship: 'acquaintance' }),
    ];
    expect(ask('AVERAGE(suspect_ages)', rows)).toEqual({ kind: 'number', value: 30.3 });
    expect(ask('=COUNTIF(relationship', rows)).toEqual({ kind: 'number', value: 67 });
  });

  it('lists each province of the stock thefts once', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', crimes: ['stock theft'] }),
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['stock theft', 'vehicle theft'] }),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['stock theft'] }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['theft'] }),
    ];
    expect(ask('=UNIQUE(FILTER', rows)).toEqual({ kind: 'list', value: ['Free State', 'Northern Cape'] });
  });
});
