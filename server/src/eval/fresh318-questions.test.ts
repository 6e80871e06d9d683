import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH318_QUESTIONS } from './fresh318-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-eighteenth fresh question set (blind)', FRESH318_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH318_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH318_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-eighteenth fresh set reads the ground truth as its header says', () => {
  it('counts weekend murders by event date alone, attempted murder and undated rows left out', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder', 'attempted murder'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-07' }),
      devRow({ crimes: ['murder'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-13' }), // published on a Saturday
      devRow({ notebook: 'b', crimes: ['murder'], event_date: '2024-01-06' }),
    ];
    expect(ask('weekend call-outs', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums child victims of rape incidents only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['rape'], victims_children: 2 }),
      devRow({ crimes: ['rape', 'kidnapping'], victims_children: null }),
      devRow({ crimes: ['sexual assault'], victims_children: 4 }),
      devRow({ crimes: ['murder'], victims_children: 1 }),
    ];
    expect(ask('For the dictionary entry', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates kidnappings by event date, never by publication, and counts "before 2020" strictly', () => {
    const rows = [
      devRow({ crimes: ['kidnapping'], event_date: '2019-05-13', published_date: '2019-05-14' }),
      devRow({ crimes: ['kidnapping'], event_date: null, published_date: '2010-01-01' }),
      devRow({ crimes: ['kidnapping', 'extortion'], event_date: '2021-02-01' }),
      devRow({ crimes: ['carjacking'], event_date: '2012-01-01' }),
    ];
    expect(ask('I am dating the attestations', rows)).toEqual({ kind: 'date', value: '2019-05-13' });
    const b = [
      devRow({ notebook: 'b', crimes: ['kidnapping'], event_date: '2019-12-31' }),
      devRow({ notebook: 'b', crimes: ['kidnapping'], event_date: '2020-01-01' }),
      devRow({ notebook: 'b', crimes: ['kidnapping'], event_date: null }),
      devRow({ notebook: 'b', crimes: ['rape'], event_date: '2015-01-01' }),
    ];
    expect(ask('For the older citations', b)).toEqual({ kind: 'number', value: 1 });
  });

  it("takes the Free State's share of the killed over the stated killed, and ranks arrests by their sum", () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', victims_killed: 3, num_suspects_arrested: 1 }),
      devRow({ notebook: 'b', province: 'Free State', victims_killed: null, num_suspects_arrested: 1 }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_killed: 4, num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_killed: null, num_suspects_arrested: null }),
      devRow({ notebook: 'b', province: 'North West', victims_killed: 0, num_suspects_arrested: 2 }),
    ];
    expect(ask('of every1 killed', rows)).toEqual({ kind: 'number', value: 43 });
    expect(ask('Which province takes the crown', rows)).toEqual({ kind: 'text', value: 'Limpopo' });
  });

  it('names the incident with the most victims by the part of its location no other holds', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', num_victims: 14 }),
      devRow({ location: 'Site C, Khayelitsha', num_victims: 13 }),
      devRow({ location: 'Hout Bay', num_victims: null }),
    ];
    expect(ask('biggest scene of the lot', rows)).toEqual({ kind: 'text', value: ['Site B'] });
    const tied = [...rows, devRow({ location: 'Mossel Bay', num_victims: 14 })];
    expect(() => ask('biggest scene of the lot', tied)).toThrow(/no single leader/);
  });
});
