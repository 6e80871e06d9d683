import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH316_QUESTIONS } from './fresh316-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-sixteenth fresh question set (blind)', FRESH316_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH316_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH316_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-sixteenth fresh set reads the ground truth as its header says', () => {
  it('sums the arrests of Western Cape poaching only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['poaching'], num_suspects_arrested: 19 }),
      devRow({ province: 'Western Cape', crimes: ['drug possession', 'poaching'], num_suspects_arrested: 2 }),
      devRow({ province: 'Western Cape', crimes: ['poaching'], num_suspects_arrested: null }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['poaching'], num_suspects_arrested: 6 }),
      devRow({ province: 'Western Cape', crimes: ['stock theft'], num_suspects_arrested: 4 }),
      devRow({ notebook: 'b', province: 'Western Cape', crimes: ['poaching'], num_suspects_arrested: 5 }),
    ];
    expect(ask('Poaching in the Western Cape', rows)).toEqual({ kind: 'number', value: 21 });
  });

  it('counts weekend murders by the event date alone, attempted murder and undated rows left out', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['murder'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-13' }), // published on a Saturday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-06' }),
      devRow({ crimes: ['culpable homicide'], event_date: '2024-01-07' }),
    ];
    expect(ask('Weekends are when', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('finds Khayelitsha by the word in the location despite the misspelling, summing only stated killed', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', crimes: ['murder'], victims_killed: 7 }),
      devRow({ location: 'Site C, khayelitsha', crimes: ['murder'], victims_killed: 4 }),
      devRow({ location: 'Enkanini, Khayelitsha', crimes: ['poaching'], victims_killed: null }),
      devRow({ location: 'Gugulethu', crimes: ['murder'], victims_killed: 3 }),
    ];
    expect(ask('Kayelitsha', rows)).toEqual({ kind: 'number', value: 11 });
  });

  it('dates the first farm murder by event date, ignoring undated farms and murders off a farm', () => {
    const farm = (location: string, event_date: string | null, crimes = ['murder']) =>
      devRow({ notebook: 'b', location, crimes, event_date, published_date: '2019-01-01' });
    const rows = [
      farm('Lismor farm, near Kestell', '2022-07-15'),
      farm('farm in Magogong, outside Hartswater', '2020-07-26'),
      farm('farm near Glen', null),
      farm('Mareetsane', '2015-01-01'),
      farm('Spitskop Trust Farm, Thaba Nchu', '2016-12-27', ['stock theft']),
      farm('Klippan Farm', '2020-07-29', ['attempted murder']),
    ];
    expect(ask('When was the first murdur', rows)).toEqual({ kind: 'date', value: '2020-07-26' });
  });

  it('takes the child share over all rows, the austral summer across the year end, and refuses a tie in graves', () => {
    const rows = [
      devRow({
        notebook: 'b',
        victims_children: 3,
        event_date: '2016-12-27',
        province: 'Free State',
        victims_killed: 2,
      }),
      devRow({
        notebook: 'b',
        victims_children: 0,
        event_date: '2024-02-20',
        province: 'Limpopo',
        victims_killed: 1,
      }),
      devRow({
        notebook: 'b',
        victims_children: null,
        event_date: '2023-03-01',
        province: 'Limpopo',
        victims_killed: null,
      }),
      devRow({ notebook: 'b', victims_children: null, event_date: null, province: 'Free State' }),
    ];
    expect(ask('In what percentage of the sampled', rows)).toEqual({ kind: 'number', value: 25 });
    expect(ask('Pooling all years', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Which province filled the most graves', rows)).toEqual({ kind: 'text', value: 'Free State' });
    const tied = [...rows, devRow({ notebook: 'b', province: 'Limpopo', victims_killed: 1 })];
    expect(() => ask('Which province filled the most graves', tied)).toThrow(/no single leader/);
  });
});
