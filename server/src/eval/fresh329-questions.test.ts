import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH329_QUESTIONS } from './fresh329-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-twenty-ninth fresh question set (blind)', FRESH329_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH329_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH329_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-twenty-ninth fresh set reads the ground truth as its header says', () => {
  it('counts murders in the City of Cape Town alone, attempted murder and culpable homicide not being murder', () => {
    const rows = [
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town', crimes: ['murder'] }),
      devRow({
        province: 'Western Cape',
        municipality: 'City of Cape Town',
        crimes: ['murder', 'attempted murder'],
      }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town', crimes: ['attempted murder'] }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town', crimes: ['culpable homicide'] }),
      devRow({ province: 'Western Cape', municipality: 'Swartland', crimes: ['murder'] }),
      devRow({
        notebook: 'b',
        province: 'Western Cape',
        municipality: 'City of Cape Town',
        crimes: ['murder'],
      }),
    ];
    expect(ask('On the line we hear', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the stated killed of Khayelitsha locations in any case, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ location: 'Site B, Khayelitsha', crimes: ['murder'], victims_killed: 5 }),
      devRow({ location: 'Enkanini, khayelitsha', crimes: ['murder'], victims_killed: 2 }),
      devRow({ location: 'Site C, Khayelitsha', crimes: ['drug possession'], victims_killed: null }),
      devRow({ location: 'Mitchells Plain', crimes: ['murder'], victims_killed: 4 }),
    ];
    expect(ask('Last stop is Khayalitsha', rows)).toEqual({ kind: 'number', value: 7 });
  });

  it('counts weekend murders by the event date alone, leaving the undated and attempted murders out', () => {
    const murder = (event_date: string | null, crimes = ['murder']) =>
      devRow({ notebook: 'b', crimes, event_date, published_date: '2024-01-13' }); // published on a Saturday
    const rows = [
      murder('2024-01-06'), // Saturday
      murder('2024-01-07'), // Sunday
      murder('2024-01-08'), // Monday
      murder(null),
      murder('2024-01-06', ['attempted murder']),
    ];
    expect(ask('Weekend shift question', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the female share over the victims of stated sex, the unstated adding nothing', () => {
    const rows = [
      devRow({ num_victims: 4, victims_female: 1, victims_male: 3 }),
      devRow({ num_victims: 6, victims_female: null, victims_male: null }),
      devRow({ num_victims: 2, victims_female: 2, victims_male: null }),
      devRow({ notebook: 'b', num_victims: 5, victims_female: 5, victims_male: 0 }),
    ];
    expect(ask('On my forms the basadi', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('takes the arrest share over all Free State rows and the Limpopo share over the whole notebook', () => {
    const fs = (arrest_made: boolean | null) =>
      devRow({ notebook: 'b', province: 'Free State', arrest_made, event_date: null });
    const rows = [
      fs(true),
      fs(false),
      fs(null),
      fs(true),
      devRow({ notebook: 'b', province: 'Limpopo', arrest_made: true }),
    ];
    expect(ask('Freestate, the whole match', rows)).toEqual({ kind: 'number', value: 50 });
    expect(ask('Of all the incidents in this notebook', rows)).toEqual({ kind: 'number', value: 20 });
  });
});
