import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH341_QUESTIONS } from './fresh341-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-forty-first fresh question set (blind)', FRESH341_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH341_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH341_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-forty-first fresh set reads the ground truth as its header says', () => {
  it('counts murders alone from the start of 2020 by event date, the other notebook left out', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['murder'], event_date: '2020-01-01' }),
      devRow({ province: 'Western Cape', crimes: ['murder', 'attempted murder'], event_date: '2023-05-05' }),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'], event_date: '2022-02-02' }),
      devRow({ province: 'Western Cape', crimes: ['culpable homicide'], event_date: '2022-02-03' }),
      devRow({ province: 'Western Cape', crimes: ['murder'], event_date: '2019-12-31' }),
      devRow({
        province: 'Western Cape',
        crimes: ['murder'],
        event_date: null,
        published_date: '2021-01-01',
      }),
      devRow({ province: 'Gauteng', crimes: ['murder'], event_date: '2021-06-01' }),
      devRow({ notebook: 'b', province: 'Western Cape', crimes: ['murder'], event_date: '2021-06-01' }),
    ];
    expect(ask('Murders, Western Cape', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the weekend share over the dated incidents only', () => {
    const rows = [
      devRow({ event_date: '2024-01-06' }), // Saturday
      devRow({ event_date: '2024-01-08' }), // Monday
      devRow({ event_date: '2024-01-09' }), // Tuesday
      devRow({ event_date: '2024-01-10' }), // Wednesday
      devRow({ event_date: null, published_date: '2024-01-13' }), // published on a Saturday
      devRow({ event_date: null }),
    ];
    expect(ask('of the incidents that have a date', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('takes the female share over the victims of stated sex, the unstated and notebook b adding nothing', () => {
    const rows = [
      devRow({ num_victims: 4, victims_female: 1, victims_male: 3 }),
      devRow({ num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ num_victims: 2, victims_female: 2, victims_male: null }),
      devRow({ notebook: 'b', num_victims: 5, victims_female: 5, victims_male: 0 }),
    ];
    expect(ask('Female victims as a share', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('takes "never got caught" as a stated false, not an unstated arrest', () => {
    const unstated = [
      devRow({ crimes: ['arson'], arrest_made: null }),
      devRow({ crimes: ['theft'], arrest_made: false }),
    ];
    expect(ask('was there a arsen case', unstated)).toEqual({ kind: 'text', value: 'No' });
    const uncaught = [
      ...unstated,
      devRow({ crimes: ['arson', 'malicious damage to property'], arrest_made: false }),
    ];
    expect(ask('was there a arsen case', uncaught)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('dates by event date in the right place, leaving undated rows and rows without a municipality out', () => {
    const fs = (crimes: string[], event_date: string | null, municipality: string | null = 'Mangaung') =>
      devRow({
        notebook: 'b',
        province: 'Free State',
        municipality,
        crimes,
        event_date,
        published_date: '2025-01-01',
      });
    const rows = [
      fs(['murder'], '2021-03-01'),
      fs(['murder'], null),
      fs(['attempted murder'], '2024-05-05'),
      fs(['theft'], '2014-02-02', null),
      fs(['stock theft'], '2016-12-27', 'Maluti-a-Phofung'),
      fs(['rape'], '2018-08-08'),
    ];
    expect(ask('Latest murder in FS', rows)).toEqual({ kind: 'date', value: '2021-03-01' });
    expect(ask('whats the earliest incident', rows)).toEqual({ kind: 'date', value: '2018-08-08' });
  });
});
