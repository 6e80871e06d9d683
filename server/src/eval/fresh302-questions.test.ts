import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH302_QUESTIONS } from './fresh302-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-second fresh question set (blind)', FRESH302_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH302_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH302_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-second fresh set reads the ground truth as its header says', () => {
  it('counts Eastern Cape murders only, attempted murder alone not being one', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Eastern Cape', crimes: ['murder'] }),
    ];
    expect(ask('Hiya! Ice-cream man', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes "topped out" as a stated arrest, over every KZN incident, an unstated arrest not topping out', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', arrest_made: true }),
      devRow({ province: 'KwaZulu-Natal', arrest_made: false }),
      devRow({ province: 'KwaZulu-Natal', arrest_made: null }),
      devRow({ province: 'Gauteng', arrest_made: true }),
    ];
    expect(ask('KZN pitches', rows)).toEqual({ kind: 'number', value: 33 });
    const bailed = [
      devRow({ notebook: 'b', crimes: ['murder'], arrest_made: false }),
      devRow({ notebook: 'b', crimes: ['theft'], arrest_made: false }),
      devRow({ notebook: 'b', crimes: ['murder'], arrest_made: null }),
    ];
    expect(ask('How many routes bailed', bailed)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the stated killed per municipality, skips rows without one, names it without "City of" too, and refuses a tie', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', victims_killed: 4 }),
      devRow({ municipality: 'City of Cape Town', victims_killed: 3 }),
      devRow({ municipality: 'eThekwini', victims_killed: 6 }),
      devRow({ municipality: 'eThekwini', victims_killed: null }),
      devRow({ municipality: null, victims_killed: 9 }),
    ];
    expect(ask('Roger that. Next', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
    expect(() =>
      ask('Roger that. Next', [...rows, devRow({ municipality: 'eThekwini', victims_killed: 1 })]),
    ).toThrow(/no single leader/);
  });

  it('ranks provinces and counts weekend murders by the event date alone, never the publication date', () => {
    const b = (province: string, event_date: string | null, published_date = '2024-01-20') =>
      devRow({ notebook: 'b', province, event_date, published_date });
    const rows = [
      b('Mpumalanga', '2022-01-01'),
      b('Mpumalanga', '2024-06-01'),
      b('Free State', '2023-01-01'),
      b('Free State', '2021-12-31'),
      b('Free State', null, '2023-05-01'),
      b('Limpopo', null, '2024-05-01'),
      b('Limpopo', null, '2024-05-02'),
    ];
    expect(ask('Good copy. Which province', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
    const murders = [
      devRow({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      devRow({ crimes: ['murder'], event_date: '2024-01-08', published_date: '2024-01-13' }), // Monday, published Saturday
      devRow({ crimes: ['attempted murder'], event_date: '2024-01-07' }), // Sunday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-14' }),
    ];
    expect(ask('The crux: murders', murders)).toEqual({ kind: 'number', value: 1 });
  });

  it('takes the share of women over the victims of stated sex, the unstated adding nothing', () => {
    const rows = [
      devRow({ num_victims: 4, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ num_victims: 1, victims_female: 1, victims_male: null }),
      devRow({ notebook: 'b', victims_female: 5, victims_male: 0 }),
    ];
    expect(ask('Roger. Of the victims', rows)).toEqual({ kind: 'number', value: 50 });
  });
});
