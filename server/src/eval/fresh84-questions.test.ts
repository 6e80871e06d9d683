import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH84_QUESTIONS } from './fresh84-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The eighty-fourth fresh question set (blind)', FRESH84_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH84_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH84_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the eighty-fourth fresh set reads the ground truth as its header says', () => {
  it('dates the Meyiwa shooting by the event date of the one Vosloorus incident, and refuses two', () => {
    const rows = [
      devRow({ location: 'Vosloorus', event_date: '2014-10-26', published_date: '2014-10-27' }),
      devRow({ location: 'Katlehong', event_date: '2014-10-25' }),
    ];
    expect(ask('Sports desk here', rows)).toEqual({ kind: 'date', value: '2014-10-26' });
    const two = [...rows, devRow({ location: 'Extension 2, Vosloorus', event_date: '2016-01-01' })];
    expect(() => ask('Sports desk here', two)).toThrow(/expected one incident/);
  });

  it('compares the killed of Saturdays and Sundays by event date, the unstated adding nothing', () => {
    const rows = [
      devRow({ event_date: '2024-01-06', victims_killed: 4 }), // Saturday
      devRow({ event_date: '2024-01-13', victims_killed: null }), // Saturday
      devRow({ event_date: '2024-01-07', victims_killed: 1 }), // Sunday
      devRow({ event_date: '2024-01-08', victims_killed: 9 }), // Monday
      devRow({ event_date: null, published_date: '2024-01-14', victims_killed: 9 }), // published on a Sunday
    ];
    expect(ask('Treating it like a weekend', rows)).toEqual({ kind: 'number', value: 3 });
    const reversed = [...rows, devRow({ event_date: '2024-01-14', victims_killed: 5 })];
    expect(() => ask('Treating it like a weekend', reversed)).toThrow(/does not have more/);
  });

  it('reads "the 2019 season" as the calendar year of the event date', () => {
    const rows = [
      devRow({ event_date: '2019-01-01', num_suspects_arrested: 2 }),
      devRow({ event_date: '2019-12-31', num_suspects_arrested: 3 }),
      devRow({ event_date: '2019-06-01', num_suspects_arrested: null }),
      devRow({ event_date: '2018-12-31', num_suspects_arrested: 7 }),
      devRow({ event_date: '2020-01-01', num_suspects_arrested: 7 }),
      devRow({ event_date: null, published_date: '2019-05-05', num_suspects_arrested: 7 }),
    ];
    expect(ask('Over the whole 2019 season', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('finds a stadium by the word in the location only, in any case', () => {
    const inText = [devRow({ location: 'Kwa-Guqa', context: 'A meeting at the stadium turned violent.' })];
    expect(ask('Did any of these incidents', inText)).toEqual({ kind: 'text', value: 'No' });
    const atOne = [...inText, devRow({ location: 'outside Moses Mabhida STADIUM, Durban' })];
    expect(ask('Did any of these incidents', atOne)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the hottest months as December to February of any year, and murder alone', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2017-12-27' }),
      devRow({ crimes: ['murder'], event_date: '2018-01-19' }),
      devRow({ crimes: ['murder', 'armed robbery'], event_date: '2024-02-29' }),
      devRow({ crimes: ['murder'], event_date: '2024-03-01' }),
      devRow({ crimes: ['murder'], event_date: '2023-11-30' }),
      devRow({ crimes: ['attempted murder'], event_date: '2020-01-05' }),
      devRow({ crimes: ['culpable homicide'], event_date: '2020-01-05' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2021-01-10' }),
    ];
    expect(ask("I'm doing a piece on heat", rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('sums the injured of the fourth quarter, October to December of any year', () => {
    const rows = [
      devRow({ event_date: '2015-10-01', victims_injured: 2 }),
      devRow({ event_date: '2023-12-31', victims_injured: 3 }),
      devRow({ event_date: '2023-11-15', victims_injured: null }),
      devRow({ event_date: '2023-09-30', victims_injured: 8 }),
      devRow({ event_date: '2024-01-01', victims_injured: 8 }),
    ];
    expect(ask('Q4 check', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('counts someone the victim knew as a partner, relative or acquaintance, not a stranger or unstated', () => {
    const rows = [
      devRow({ relationship: 'partner' }),
      devRow({ relationship: 'family' }),
      devRow({ relationship: 'acquaintance' }),
      devRow({ relationship: 'stranger' }),
      devRow({ relationship: null }),
      devRow({}),
    ];
    expect(ask('In how many incidents was the person', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('dates the latest child rape by a stated child victim, leaving sexual assault and adult victims out', () => {
    const rows = [
      devRow({ crimes: ['rape'], victims_children: 1, event_date: '2022-03-11' }),
      devRow({ crimes: ['rape'], victims_children: 0, event_date: '2024-05-01' }),
      devRow({ crimes: ['rape'], victims_children: null, event_date: '2024-06-01' }),
      devRow({ crimes: ['sexual assault'], victims_children: 2, event_date: '2024-07-01' }),
      devRow({ crimes: ['rape', 'murder'], victims_children: 1, event_date: '2018-11-16' }),
    ];
    expect(ask('When did the most recent rape', rows)).toEqual({ kind: 'date', value: '2022-03-11' });
  });

  it('takes the murder arrest share over all murder cases, an unstated arrest in the whole only', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['murder', 'house robbery'], arrest_made: true }),
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['attempted murder'], arrest_made: false }),
    ];
    expect(ask('For the families left behind', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('names the biggest incident by killed from its location, and refuses a tie', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'Lismor farm, near Kestell', victims_killed: 7 }),
      devRow({ notebook: 'b', location: 'farm in Magogong, outside Hartswater', victims_killed: 3 }),
      devRow({ notebook: 'b', location: 'Mareetsane', victims_killed: null, num_victims: 9 }),
    ];
    expect(ask('Biggest single incident', rows)).toEqual({ kind: 'text', value: ['Lismor farm', 'Kestell'] });
    const tied = [...rows, devRow({ notebook: 'b', location: 'Noupoort', victims_killed: 7 })];
    expect(() => ask('Biggest single incident', tied)).toThrow(/no single leader/);
  });

  it('looks for cops among the victims in 2021 by event year, a stated figure of one or more', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2021-07-26', victims_police: 0 }),
      devRow({ notebook: 'b', event_date: '2021-05-01', victims_police: null }),
      devRow({ notebook: 'b', event_date: '2020-07-29', victims_police: 1 }),
      devRow({ notebook: 'b', event_date: null, published_date: '2021-03-01', victims_police: 2 }),
    ];
    expect(ask('2021 season', rows)).toEqual({ kind: 'text', value: 'No' });
    const one = [...rows, devRow({ notebook: 'b', event_date: '2021-12-31', victims_police: 2 })];
    expect(ask('2021 season', one)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('sets winter (June to August) against summer (December to February) by people killed', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2022-07-15', victims_killed: 7 }),
      devRow({ notebook: 'b', event_date: '2020-06-01', victims_killed: 1 }),
      devRow({ notebook: 'b', event_date: '2020-09-01', victims_killed: 5 }), // spring
      devRow({ notebook: 'b', event_date: '2018-12-01', victims_killed: 2 }),
      devRow({ notebook: 'b', event_date: '2019-02-28', victims_killed: 1 }),
      devRow({ notebook: 'b', event_date: '2019-03-01', victims_killed: 4 }), // autumn
    ];
    expect(ask('How many more people were killed in winter', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('counts rainy-season incidents from October to March in Mpumalanga only', () => {
    const mp = (event_date: string | null) =>
      devRow({ notebook: 'b', province: 'Mpumalanga', event_date, published_date: '2024-06-01' });
    const rows = [
      mp('2018-12-01'),
      mp('2023-01-05'),
      mp('2023-10-01'),
      mp('2023-03-31'),
      mp('2023-04-01'),
      mp('2022-09-30'),
      mp(null),
      devRow({ notebook: 'b', province: 'Limpopo', event_date: '2023-01-05' }),
    ];
    expect(ask('Rainy season', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('finds farms by the word in the location, in any case, and sums the stated women and girls', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'Lismor farm, near Kestell', victims_female: 6 }),
      devRow({ notebook: 'b', location: 'Spitskop Trust Farm, Thaba Nchu', victims_female: null }),
      devRow({ notebook: 'b', location: 'farm near Glen', victims_female: 1 }),
      devRow({ notebook: 'b', location: 'Bloemfontein', victims_female: 4 }),
    ];
    expect(ask('Thinking of the people', rows)).toEqual({ kind: 'number', value: 7 });
  });

  it('takes the child share of rape cases over every rape case, to the nearest whole percent', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 1 }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], victims_children: 3 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 0 }),
      devRow({ notebook: 'b', crimes: ['sexual assault'], victims_children: 1 }),
    ];
    expect(ask('Of the rape cases', rows)).toEqual({ kind: 'number', value: 67 });
  });

  it('ranks provinces by incidents in villages, the word in any case, and refuses a tie', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', location: 'Sonkwane village' }),
      devRow({ notebook: 'b', province: 'Limpopo', location: 'R529 road next to Maphata Village' }),
      devRow({ notebook: 'b', province: 'North West', location: 'Kgabalatsane village, Hebron' }),
      devRow({ notebook: 'b', province: 'North West', location: 'Mahikeng' }),
      devRow({ notebook: 'b', province: 'North West', location: 'Vryburg' }),
    ];
    expect(ask('Rural communities', rows)).toEqual({ kind: 'text', value: 'Limpopo' });
    const tied = [...rows, devRow({ notebook: 'b', province: 'North West', location: 'Garuele VILLAGE' })];
    expect(() => ask('Rural communities', tied)).toThrow(/no single leader/);
  });
});
