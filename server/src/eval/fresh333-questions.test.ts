import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH333_QUESTIONS } from './fresh333-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The three-hundred-and-thirty-third fresh question set (blind)', FRESH333_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH333_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH333_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the three-hundred-and-thirty-third fresh set reads the ground truth as its header says', () => {
  it('dates the latest Eastern Cape murder by event date, attempted murder and undated murders left out', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'], event_date: '2023-03-27' }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'], event_date: '2024-07-10' }),
      devRow({ province: 'Eastern Cape', crimes: ['culpable homicide'], event_date: '2024-01-01' }),
      devRow({
        province: 'Eastern Cape',
        crimes: ['murder'],
        event_date: null,
        published_date: '2025-01-01',
      }),
      devRow({ province: 'Gauteng', crimes: ['murder'], event_date: '2025-05-01' }),
      devRow({ notebook: 'b', province: 'Eastern Cape', crimes: ['murder'], event_date: '2025-06-01' }),
    ];
    expect(ask('On which date did the most recent murder', rows)).toEqual({
      kind: 'date',
      value: '2023-03-27',
    });
  });

  it('takes the Eastern Cape arrest share over every Eastern Cape incident, an unstated arrest in the denominator only', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', arrest_made: true }),
      devRow({ province: 'Eastern Cape', arrest_made: false }),
      devRow({ province: 'Eastern Cape', arrest_made: null }),
      devRow({ province: 'Western Cape', arrest_made: true }),
    ];
    expect(ask('wat % of the EC incidents', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('sums the killed of Nelson Mandela Bay by municipality, an unstated figure and the other notebook adding nothing', () => {
    const rows = [
      devRow({
        province: 'Eastern Cape',
        municipality: 'Nelson Mandela Bay',
        location: 'New Brighton',
        victims_killed: 6,
      }),
      devRow({
        province: 'Eastern Cape',
        municipality: 'Nelson Mandela Bay',
        location: 'KwaNobuhle',
        victims_killed: null,
      }),
      devRow({
        province: 'Eastern Cape',
        municipality: 'Kouga',
        location: 'Jeffreys Bay near PE',
        victims_killed: 2,
      }),
      devRow({
        notebook: 'b',
        province: 'Eastern Cape',
        municipality: 'Nelson Mandela Bay',
        victims_killed: 4,
      }),
    ];
    expect(ask('yoh how many ppl were killed', rows)).toEqual({ kind: 'number', value: 6 });
  });

  it('counts a break-in as burglary, house or business robbery once each, never a carjacking or armed robbery', () => {
    const b = (crimes: string[], event_date: string | null = '2024-01-01') =>
      devRow({ notebook: 'b', crimes, event_date, published_date: '2025-12-01' });
    const rows = [
      b(['burglary'], '2020-01-01'),
      b(['house robbery', 'business robbery'], '2022-05-05'),
      b(['business robbery'], null),
      b(['armed robbery'], '2025-01-01'),
      b(['carjacking'], '2025-02-01'),
      devRow({ crimes: ['house robbery'], event_date: '2025-03-01' }),
    ];
    expect(ask('how many break ins total', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('latest date of a break in', rows)).toEqual({ kind: 'date', value: '2022-05-05' });
  });

  it('takes the female share over the victims of stated sex and says yes to police victims only when stated', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'North West', num_victims: 4, victims_female: 1, victims_male: 3 }),
      devRow({
        notebook: 'b',
        province: 'North West',
        num_victims: 6,
        victims_female: null,
        victims_male: null,
      }),
      devRow({ victims_female: 5, victims_male: 0 }),
    ];
    expect(ask('Of the victims where the report says', rows)).toEqual({ kind: 'number', value: 25 });
    expect(ask('Were any police officers', rows)).toEqual({ kind: 'text', value: 'No' });
    const withPolice = [...rows, devRow({ notebook: 'b', province: 'North West', victims_police: 1 })];
    expect(ask('Were any police officers', withPolice)).toEqual({ kind: 'text', value: 'Yes' });
    const elsewhere = [...rows, devRow({ notebook: 'b', province: 'Free State', victims_police: 2 })];
    expect(ask('Were any police officers', elsewhere)).toEqual({ kind: 'text', value: 'No' });
  });
});
