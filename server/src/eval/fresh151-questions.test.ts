import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH151_QUESTIONS } from './fresh151-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-fifty-first fresh question set (blind)', FRESH151_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH151_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH151_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-fifty-first fresh set reads the ground truth as its header says', () => {
  it('sums the arrests of CIT heists only, an unstated figure and the other notebook adding nothing', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], num_suspects_arrested: 7 }),
      devRow({ crimes: ['cash-in-transit robbery', 'murder'], num_suspects_arrested: null }),
      devRow({ crimes: ['business robbery'], num_suspects_arrested: 5 }),
      devRow({ notebook: 'b', crimes: ['cash-in-transit robbery'], num_suspects_arrested: 4 }),
    ];
    expect(ask('CIT heists', rows)).toEqual({ kind: 'number', value: 7 });
  });

  it('counts police victims from stated figures only, absent and null fields adding nothing', () => {
    const rows = [
      devRow({ crimes: ['attempted murder'], victims_police: 6 }),
      devRow({ crimes: ['murder'], victims_police: null }),
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['burglary'], victims_police: 1 }),
    ];
    expect(ask('how many cops', rows)).toEqual({ kind: 'number', value: 7 });
  });

  it('names the incident with the most wounded by its own place, skipping the unstated, refusing a tie', () => {
    const rows = [
      devRow({ location: 'Tavern, Sweetwaters', crimes: ['murder'], victims_injured: 8 }),
      devRow({ location: 'Site B, Khayelitsha', crimes: ['murder'], victims_injured: 7 }),
      devRow({ location: 'Glebelands', crimes: ['murder'], victims_injured: null }),
    ];
    expect(ask('Which attack left', rows)).toEqual({ kind: 'text', value: ['Tavern', 'Sweetwaters'] });
    const tied = [...rows, devRow({ location: 'Umlazi', crimes: ['murder'], victims_injured: 8 })];
    expect(() => ask('Which attack left', tied)).toThrow(/no single leader/);
  });

  it('dates the last Jozi murder by event date in the City of Johannesburg, never by publication', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg', crimes: ['murder'], event_date: '2020-11-05' }),
      devRow({
        municipality: 'City of Johannesburg',
        crimes: ['murder'],
        event_date: null,
        published_date: '2025-01-01',
      }),
      devRow({
        municipality: 'City of Johannesburg',
        crimes: ['attempted murder'],
        event_date: '2024-01-01',
      }),
      devRow({ municipality: 'Ekurhuleni', crimes: ['murder'], event_date: '2023-01-01' }),
    ];
    expect(ask('Last murder in Jozi', rows)).toEqual({ kind: 'date', value: '2020-11-05' });
  });

  it('takes "nobody nabbed" as a stated false over all murder rows, an unstated arrest not counting', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder', 'attempted murder'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['attempted murder'], arrest_made: false }),
    ];
    expect(ask('What % of the murder cases', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('counts the accused known to the complainant: partner, family or acquaintance, not a stranger', () => {
    const rows = [
      devRow({ relationship: 'partner' }),
      devRow({ relationship: 'family' }),
      devRow({ relationship: 'acquaintance' }),
      devRow({ relationship: 'stranger' }),
      devRow({ relationship: null }),
      devRow({}),
    ];
    expect(ask('In how many of these dockets', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('finds the youngest stated age and averages the rape accused to the nearest year, refusing no ages', () => {
    const ages = [
      devRow({ suspect_ages: [35, 40] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [19] }),
      devRow({ suspect_ages: [] }),
    ];
    expect(ask('Of the accused whose ages', ages)).toEqual({ kind: 'number', value: 19 });
    expect(() => ask('Of the accused whose ages', [devRow({ suspect_ages: null })])).toThrow(
      /no stated suspect age/,
    );
    const rape = [
      devRow({ notebook: 'b', crimes: ['rape'], suspect_ages: [26, 37] }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], suspect_ages: [29] }),
      devRow({ notebook: 'b', crimes: ['rape'], suspect_ages: null }),
      devRow({ notebook: 'b', crimes: ['murder'], suspect_ages: [60] }),
    ];
    expect(ask('Taking only the rape dockets', rape)).toEqual({ kind: 'number', value: 31 });
    expect(() => ask('Taking only the rape dockets', rape.slice(2))).toThrow(/no stated value/);
  });

  it('compares the killed of two provinces and refuses a reversed comparison', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 6 }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: null }),
      devRow({ province: 'Western Cape', crimes: ['murder'], victims_killed: 4 }),
      devRow({ province: 'Gauteng', crimes: ['murder'], victims_killed: 9 }),
    ];
    expect(ask('I served in both', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [...rows, devRow({ province: 'Western Cape', crimes: ['murder'], victims_killed: 2 })];
    expect(() => ask('I served in both', reversed)).toThrow(/does not have more/);
  });

  it('reads robberies at work as business, CIT and truck hijacking, not carjacking, from 2023 inclusive', () => {
    const rows = [
      devRow({ crimes: ['business robbery'], event_date: '2023-01-01', victims_injured: 2 }),
      devRow({ crimes: ['truck hijacking'], event_date: '2025-04-23', victims_injured: null }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2022-12-31', victims_injured: 3 }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: null, published_date: '2024-01-01' }),
      devRow({ crimes: ['carjacking'], event_date: '2024-01-01', victims_injured: 4 }),
      devRow({ crimes: ['house robbery'], event_date: '2024-01-01', victims_injured: 1 }),
      devRow({ crimes: ['murder'], event_date: '2024-01-01' }),
      devRow({ crimes: ['theft'], event_date: '2024-01-01' }),
    ];
    expect(ask('Since the start of 2023', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Counting robberies at work', rows)).toEqual({ kind: 'number', value: 5 });
    expect(ask('What percentage of all the incidents', rows)).toEqual({ kind: 'number', value: 50 });
    expect(ask('How many truck highjackings', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('says a guard was killed only when a CIT robbery states a death', () => {
    const none = [
      devRow({ crimes: ['cash-in-transit robbery'], victims_killed: 0 }),
      devRow({ crimes: ['cash-in-transit robbery'], victims_killed: null }),
      devRow({ crimes: ['business robbery'], victims_killed: 1 }),
    ];
    expect(ask('Was any secuirty guard', none)).toEqual({ kind: 'text', value: 'No' });
    const one = [...none, devRow({ crimes: ['cash-in-transit robbery', 'murder'], victims_killed: 1 })];
    expect(ask('Was any secuirty guard', one)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts Free State farm murders by the word "farm" in the location, in any case', () => {
    const farm = (location: string, crimes: string[], province = 'Free State') =>
      devRow({ notebook: 'b', location, crimes, province });
    const rows = [
      farm('Lismor Farm, near Kestell', ['murder', 'armed robbery']),
      farm('farm near Glen', ['murder']),
      farm('Spitskop Trust Farm, Thaba Nchu', ['stock theft']),
      farm('Phuthaditjhaba', ['murder']),
      farm('farm in Magogong', ['murder'], 'Northern Cape'),
    ];
    expect(ask('Farm murders in the Free State', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('checks Mpumalanga carjackings from 2020-01-01, not truck hijackings or an undated one', () => {
    const carjacking = (event_date: string | null, crimes = ['carjacking']) =>
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes, event_date, published_date: '2022-01-01' });
    const before = [
      carjacking('2019-12-31'),
      carjacking(null),
      carjacking('2022-09-29', ['truck hijacking']),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['carjacking'], event_date: '2022-01-01' }),
    ];
    expect(ask('any carjackngs in Mpumalanga', before)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('any carjackngs in Mpumalanga', [...before, carjacking('2020-01-01')])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('ranks provinces by robberies at work and by killed, refusing a tie at the top', () => {
    const row = (province: string, crimes: string[], victims_killed: number | null = null) =>
      devRow({ notebook: 'b', province, crimes, victims_killed });
    const rows = [
      row('North West', ['business robbery']),
      row('North West', ['cash-in-transit robbery'], 0),
      row('Limpopo', ['truck hijacking']),
      row('Limpopo', ['carjacking']),
      row('Limpopo', ['house robbery']),
      row('Free State', ['murder'], 7),
      row('Free State', ['murder'], null),
      row('Limpopo', ['murder'], 4),
    ];
    expect(ask('Which province had the most robberies', rows)).toEqual({ kind: 'text', value: 'North West' });
    expect(ask('Which province had the most bodies', rows)).toEqual({ kind: 'text', value: 'Free State' });
    const tied = [...rows, row('Limpopo', ['business robbery'])];
    expect(() => ask('Which province had the most robberies', tied)).toThrow(/no single leader/);
  });

  it('takes the share of the killed who died in robberies at work over all stated killed', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['cash-in-transit robbery', 'murder'], victims_killed: 1 }),
      devRow({ notebook: 'b', crimes: ['business robbery'], victims_killed: null }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_killed: 11 }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_killed: null }),
    ];
    expect(ask('Of everyone killed', rows)).toEqual({ kind: 'number', value: 8 });
    expect(ask('How many people were killed in cash-in-transit', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('splits robberies at work at 2020-01-01, leaving undated ones out, and refuses a fall', () => {
    const atWork = (event_date: string | null, crimes = ['business robbery']) =>
      devRow({ notebook: 'b', crimes, event_date, published_date: '2021-01-01' });
    const rows = [
      atWork('2020-01-01', ['cash-in-transit robbery']),
      atWork('2022-09-29', ['truck hijacking']),
      atWork('2025-08-23'),
      atWork('2019-12-31'),
      atWork(null),
      atWork(null),
      atWork('2024-01-01', ['carjacking']),
    ];
    expect(ask('Is it getting worse', rows)).toEqual({ kind: 'number', value: 2 });
    const fall = [...rows, atWork('2017-07-19'), atWork('2017-10-24')];
    expect(() => ask('Is it getting worse', fall)).toThrow(/does not have more/);
  });

  it('expects a refusal for court outcomes, magistrates and the cash taken', () => {
    const rows = [devRow({ crimes: ['cash-in-transit robbery'], num_suspects_arrested: 4 })];
    expect(ask('For my records', rows)).toEqual({ kind: 'refusal' });
    expect(ask('Could you give me the name', rows)).toEqual({ kind: 'refusal' });
    expect(ask('How much cash', rows)).toEqual({ kind: 'refusal' });
  });
});
