import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH324_QUESTIONS } from './fresh324-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-twenty-fourth fresh question set (blind)', FRESH324_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH324_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH324_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-twenty-fourth fresh set reads the ground truth as its header says', () => {
  it('reads "2023/24" as both calendar years by event date, leaving undated rows out', () => {
    const kzn = (event_date: string | null) =>
      devRow({ province: 'KwaZulu-Natal', event_date, published_date: '2023-06-01' });
    const rows = [
      kzn('2023-01-01'),
      kzn('2024-12-31'),
      kzn('2022-12-31'),
      kzn('2025-01-01'),
      kzn(null),
      devRow({ province: 'Gauteng', event_date: '2023-05-01' }),
    ];
    expect(ask('kzn side of the N3', rows)).toEqual({ kind: 'number', value: 2 });

    const undatedRape = [
      devRow({
        notebook: 'b',
        province: 'North West',
        crimes: ['rape'],
        event_date: null,
        published_date: '2022-01-01',
      }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['rape'], event_date: '2020-12-31' }),
    ];
    expect(ask('Has any rape been reported', undatedRape)).toEqual({ kind: 'text', value: 'No' });
    const dated = [
      ...undatedRape,
      devRow({ notebook: 'b', province: 'North West', crimes: ['rape'], event_date: '2021-01-01' }),
    ];
    expect(ask('Has any rape been reported', dated)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts murder but not attempted murder, and "no arrest" only as a stated false', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'], arrest_made: false }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'], arrest_made: false }),
      devRow({ province: 'Eastern Cape', crimes: ['culpable homicide'], arrest_made: false }),
      devRow({ province: 'Eastern Cape', crimes: ['murder', 'attempted murder'], arrest_made: true }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], arrest_made: null }),
      devRow({ province: 'Western Cape', crimes: ['murder'], arrest_made: false }),
    ];
    expect(ask('Per the releases, in how many matters', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('sums only stated people figures of its own notebook, nulls adding nothing', () => {
    const rows = [
      devRow({ num_victims: 4, victims_female: 3, victims_male: 1, victims_children: 2 }),
      devRow({ num_victims: 5, victims_female: null, victims_male: null, victims_children: null }),
      devRow({ num_victims: 2, victims_female: 0, victims_male: 2, victims_children: 1 }),
      devRow({ notebook: 'b', num_victims: 9, victims_female: 9, victims_male: 0, victims_children: 9 }),
    ];
    expect(ask('Kindly tell me what percentage', rows)).toEqual({ kind: 'number', value: 50 });
    expect(ask('Good morning. As the principal', rows)).toEqual({ kind: 'number', value: 3 });
    const nullChild = [devRow({ province: 'KwaZulu-Natal', victims_children: null, num_victims: 3 })];
    expect(ask('Was there any incident in KwaZulu-Natal', nullChild)).toEqual({ kind: 'text', value: 'No' });
  });

  it('takes each share over the right whole', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Northern Cape', arrest_made: true }),
      devRow({ notebook: 'b', province: 'Northern Cape', arrest_made: true }),
      devRow({ notebook: 'b', province: 'Northern Cape', arrest_made: false }),
      devRow({ notebook: 'b', province: 'Northern Cape', arrest_made: null }),
      devRow({ notebook: 'b', province: 'Free State', arrest_made: false }),
      devRow({ province: 'Northern Cape', arrest_made: false }),
    ];
    expect(ask('What percentage of the matters in the Northern Cape', rows)).toEqual({
      kind: 'number',
      value: 50,
    });
    const firearms = [
      devRow({ crimes: ['illegal firearm possession', 'murder'] }),
      devRow({ crimes: ['murder'] }),
      devRow({ crimes: ['theft'] }),
    ];
    expect(ask('In respect of all matters in the record', firearms)).toEqual({ kind: 'number', value: 33.3 });
  });

  it('ranks robberies with hijackings of trucks and cars, but not thefts, and children by stated figures', () => {
    const b = (province: string, crimes: string[], victims_children: number | null = null) =>
      devRow({ notebook: 'b', province, crimes, victims_children });
    const rows = [
      b('Mpumalanga', ['truck hijacking']),
      b('Mpumalanga', ['carjacking']),
      b('Free State', ['armed robbery'], 1),
      b('Free State', ['theft'], null),
      b('Free State', ['vehicle theft'], null),
      b('Limpopo', ['theft'], 2),
    ];
    expect(ask('robberies n hijackings', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
    expect(ask('In which province were the most children', rows)).toEqual({ kind: 'text', value: 'Limpopo' });
  });
});
