import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH300_QUESTIONS } from './fresh300-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundredth fresh question set (blind)', FRESH300_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH300_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH300_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundredth fresh set reads the ground truth as its header says', () => {
  it('takes the arrested share of murders over every murder row, an unstated arrest counting as none', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['murder', 'attempted murder'], arrest_made: false }),
      devRow({ crimes: ['murder'], arrest_made: null }),
      devRow({ crimes: ['attempted murder'], arrest_made: true }),
      devRow({ crimes: ['theft'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['murder'], arrest_made: true }),
    ];
    expect(ask('A blend is all about proportion', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('counts weekend murders by the event date alone, attempted murder and undated rows left out', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['murder'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-06' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-13' }), // published on a Saturday
    ];
    expect(ask('We ring for service', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks municipalities by the stated killed, skipping rows without a municipality, and refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', victims_killed: 3 }),
      devRow({ municipality: 'City of Cape Town', victims_killed: null }),
      devRow({ municipality: 'eThekwini', victims_killed: 2 }),
      devRow({ municipality: null, victims_killed: 9 }),
    ];
    expect(ask('Ringing the changes', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
    const tied = [...rows, devRow({ municipality: 'eThekwini', victims_killed: 1 })];
    expect(() => ask('Ringing the changes', tied)).toThrow(/no single leader/);
  });

  it('finds a Free State farm by the word in the location, in any case, whatever the crime', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', location: 'Spitskop Trust Farm, Thaba Nchu' }),
      devRow({ notebook: 'b', province: 'Free State', location: 'farm near Glen', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Free State', location: 'Bloemfontein' }),
      devRow({ notebook: 'b', province: 'North West', location: 'near Klippan farm, Slurry' }),
      devRow({ province: 'Free State', location: 'a farm in notebook a' }),
    ];
    expect(ask('Drifting low over the Free State', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the Mpumalanga share of arrests over all arrests summed, unstated figures adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: null }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 4 }),
      devRow({ notebook: 'a', province: 'Mpumalanga', num_suspects_arrested: 10 }),
    ];
    expect(ask('Like the tenor bell', rows)).toEqual({ kind: 'number', value: 43 });
  });
});
