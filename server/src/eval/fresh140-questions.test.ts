import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH140_QUESTIONS } from './fresh140-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-fortieth fresh question set (blind)', FRESH140_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH140_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH140_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-fortieth fresh set reads the ground truth as its header says', () => {
  it('counts CIT heists of its own notebook only, not other robberies', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'] }),
      devRow({ crimes: ['cash-in-transit robbery', 'illegal firearm possession'] }),
      devRow({ crimes: ['business robbery'] }),
      devRow({ crimes: ['armed robbery'] }),
      devRow({ notebook: 'b', crimes: ['cash-in-transit robbery'] }),
    ];
    expect(ask('CIT heists', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts Gauteng hijackings of car or truck from 2020 by event date, the undated left out', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], event_date: '2020-01-01' }),
      devRow({ crimes: ['truck hijacking', 'kidnapping'], event_date: '2025-04-23' }),
      devRow({ crimes: ['carjacking'], event_date: '2019-12-31', published_date: '2020-01-02' }),
      devRow({ crimes: ['carjacking'], event_date: null, published_date: '2024-01-02' }),
      devRow({ crimes: ['carjacking'], event_date: '2022-01-01', province: 'KwaZulu-Natal' }),
      devRow({ crimes: ['armed robbery'], event_date: '2022-01-01' }),
    ];
    expect(ask('Hijackings in Gauteng', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums police among the victims and the children, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ victims_police: 6, victims_children: 1 }),
      devRow({ victims_police: null, victims_children: 3 }),
      devRow({ victims_police: 1, victims_children: null }),
      devRow({ notebook: 'b', victims_police: 4, victims_children: 4 }),
    ];
    expect(ask('Cops among the victims', rows)).toEqual({ kind: 'number', value: 7 });
    expect(ask('For our report on child victims', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('dates the latest kidnapping and the earliest incident by event date, never by publication', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2021-11-17', published_date: '2021-11-18' }),
      devRow({ crimes: ['carjacking', 'kidnapping'], event_date: null, published_date: '2026-01-01' }),
      devRow({ crimes: ['murder'], event_date: '2024-01-01' }),
      devRow({ crimes: ['theft'], event_date: '2016-05-01', published_date: '2016-05-03' }),
      devRow({ crimes: ['theft'], event_date: null, published_date: '2010-01-01' }),
    ];
    expect(ask('Latest kidnaping', rows)).toEqual({ kind: 'date', value: '2021-11-17' });
    expect(ask('What is the date of the earliest', rows)).toEqual({ kind: 'date', value: '2016-05-01' });
  });

  it('sums the killed only where no arrest is stated, an unstated arrest not counting as none', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: false, victims_killed: 7 }),
      devRow({ crimes: ['murder'], arrest_made: false, victims_killed: null }),
      devRow({ crimes: ['murder'], arrest_made: null, victims_killed: 5 }),
      devRow({ crimes: ['murder'], arrest_made: true, victims_killed: 3 }),
    ];
    expect(ask('How many people were killed in the incidents', rows)).toEqual({ kind: 'number', value: 7 });
  });

  it('ranks provinces by people killed, names KwaZulu-Natal also as KZN, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 7 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: null }),
      devRow({ province: 'Eastern Cape', victims_killed: 6 }),
      devRow({ province: 'Gauteng', victims_killed: 1 }),
    ];
    const question = 'Which province lost the most lives';
    expect(ask(question, rows)).toEqual({ kind: 'text', value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'] });
    const tied = [...rows, devRow({ province: 'Eastern Cape', victims_killed: 1 })];
    expect(() => ask(question, tied)).toThrow(/no single leader/);
  });

  it('takes a family attacker as family alone, and counts rapes by a known attacker of any stated tie', () => {
    const acquaintance = [devRow({ relationship: 'acquaintance' }), devRow({ relationship: 'partner' })];
    expect(ask('Is there any case', acquaintance)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Is there any case', [...acquaintance, devRow({ relationship: 'family' })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
    const rapes = [
      devRow({ notebook: 'b', crimes: ['rape'], relationship: 'acquaintance' }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], relationship: 'partner' }),
      devRow({ notebook: 'b', crimes: ['rape'], relationship: 'family' }),
      devRow({ notebook: 'b', crimes: ['rape'], relationship: 'stranger' }),
      devRow({ notebook: 'b', crimes: ['rape'], relationship: null }),
      devRow({ notebook: 'b', crimes: ['murder'], relationship: 'family' }),
    ];
    expect(ask('In how many of the rape cases', rapes)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the share of murders over every incident, attempted murder not being one', () => {
    const rows = [
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['murder', 'attempted murder'] }),
      devRow({ crimes: ['attempted murder'] }),
      devRow({ crimes: ['culpable homicide'] }),
      devRow({ crimes: ['theft'], event_date: null }),
      devRow({ crimes: ['rape'] }),
      devRow({ crimes: ['theft'] }),
      devRow({ crimes: ['theft'] }),
    ];
    expect(ask('For a first-year exercise', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('compares Gauteng with the Eastern Cape by incidents, and refuses a comparison the wrong way round', () => {
    const rows = [
      devRow({ province: 'Gauteng' }),
      devRow({ province: 'Gauteng' }),
      devRow({ province: 'Gauteng' }),
      devRow({ province: 'Eastern Cape' }),
      devRow({ province: 'Western Cape' }),
    ];
    expect(ask('How many more incidents', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [
      ...rows,
      devRow({ province: 'Eastern Cape' }),
      devRow({ province: 'Eastern Cape' }),
      devRow({ province: 'Eastern Cape' }),
    ];
    expect(() => ask('How many more incidents', reversed)).toThrow(/does not have more/);
  });

  it('compares arrests in Mpumalanga and Limpopo by the stated figures', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 19 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: null }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 4 }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 1 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 12 }),
    ];
    expect(ask('How many more suspects', rows)).toEqual({ kind: 'number', value: 14 });
  });

  it('counts farm murders by the word in the location in any case, and Northern Cape rapes alone', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'Lismor farm, near Kestell', crimes: ['murder', 'armed robbery'] }),
      devRow({ notebook: 'b', location: 'Spitskop Trust Farm, Thaba Nchu', crimes: ['murder'] }),
      devRow({ notebook: 'b', location: 'farm near Glen', crimes: ['stock theft'] }),
      devRow({ notebook: 'b', location: 'Mareetsane', crimes: ['murder'] }),
      devRow({ notebook: 'b', location: 'farm near Koingnaas', crimes: ['attempted murder'] }),
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['rape'] }),
      devRow({ notebook: 'b', province: 'Northern Cape', crimes: ['sexual assault'] }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['rape'] }),
    ];
    expect(ask('Farm murders', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Rapes in the Nothern Cape', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('takes the female share of suspects over those of stated sex, to one decimal', () => {
    const rows = [
      devRow({ notebook: 'b', suspects_female: 1, suspects_male: 11 }),
      devRow({ notebook: 'b', suspects_female: null, suspects_male: 2 }),
      devRow({ notebook: 'b', suspects_female: null, suspects_male: null, num_suspects_arrested: 9 }),
    ];
    expect(ask('Of the suspects whose sex', rows)).toEqual({ kind: 'number', value: 7.1 });
  });

  it('counts the stated no-arrest share and weekends by event date, and ranks municipalities known', () => {
    const rows = [
      devRow({ notebook: 'b', arrest_made: false, event_date: '2024-01-06', municipality: 'Mangaung' }), // Saturday
      devRow({ notebook: 'b', arrest_made: null, event_date: '2024-01-07', municipality: 'Mangaung' }), // Sunday
      devRow({ notebook: 'b', arrest_made: true, event_date: '2024-01-08', municipality: null }), // Monday
      devRow({ notebook: 'b', arrest_made: true, event_date: null, published_date: '2024-01-13' }),
      devRow({
        notebook: 'b',
        arrest_made: true,
        event_date: '2024-01-09',
        municipality: 'City of Matlosana',
      }),
    ];
    expect(ask('What percentage of the incidents have had', rows)).toEqual({ kind: 'number', value: 20 });
    expect(ask('How many incidents took place on a weekend', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('For a tally exercise', rows)).toEqual({ kind: 'text', value: ['Mangaung', 'Mangaung'] });
    const tied = [...rows, devRow({ notebook: 'b', municipality: 'City of Matlosana' })];
    expect(() => ask('For a tally exercise', tied)).toThrow(/no single leader/);
  });
});
