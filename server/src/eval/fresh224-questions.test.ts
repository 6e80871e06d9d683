import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH224_QUESTIONS } from './fresh224-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-twenty-fourth fresh question set (blind)', FRESH224_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH224_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH224_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-twenty-fourth fresh set reads the ground truth as its header says', () => {
  it('sums the souls lost in KwaZulu-Natal alone, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 3 }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: null }),
      devRow({ province: 'Gauteng', crimes: ['murder'], victims_killed: 5 }),
      devRow({ notebook: 'b', province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 4 }),
    ];
    expect(ask('With a heavy heart', rows)).toEqual({ kind: 'number', value: 3 });
    rows.push(devRow({ province: 'KwaZulu-Natal', crimes: ['culpable homicide'], victims_killed: 2 }));
    expect(ask('With a heavy heart', rows)).toEqual({ kind: 'number', value: 5 });
  });

  it('counts every kind of robbery in Gauteng, cash vans included, but not carjacking or truck hijacking', () => {
    const rows = [
      devRow({ crimes: ['house robbery'] }),
      devRow({ crimes: ['cash-in-transit robbery'] }),
      devRow({ crimes: ['business robbery', 'illegal firearm possession'] }),
      devRow({ crimes: ['carjacking'] }),
      devRow({ crimes: ['truck hijacking'] }),
      devRow({ crimes: ['armed robbery'], province: 'Limpopo' }),
    ];
    expect(ask('how many robbery happen', rows)).toEqual({ kind: 'number', value: 3 });
    rows.push(devRow({ crimes: ['robbery'] }));
    expect(ask('how many robbery happen', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('dates the latest Eastern Cape murder by event date, the undated and attempted murders left out', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'], event_date: '2021-05-01' }),
      devRow({
        province: 'Eastern Cape',
        crimes: ['murder'],
        event_date: null,
        published_date: '2025-01-01',
      }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'], event_date: '2024-01-01' }),
      devRow({ province: 'Western Cape', crimes: ['murder'], event_date: '2024-06-01' }),
    ];
    expect(ask('That we may remember', rows)).toEqual({ kind: 'date', value: '2021-05-01' });
  });

  it('counts a weekend by the event date alone', () => {
    const rows = [
      devRow({ event_date: '2024-01-06' }), // Saturday
      devRow({ event_date: '2024-01-07' }), // Sunday
      devRow({ event_date: '2024-01-08' }), // Monday
      devRow({ event_date: null, published_date: '2024-01-13' }), // published on a Saturday
    ];
    expect(ask('how many incidant was happen', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('reads a shop robbery as a business robbery only', () => {
    const house = [devRow({ province: 'Western Cape', crimes: ['house robbery', 'armed robbery'] })];
    expect(ask('is there shop robbery', house)).toEqual({ kind: 'text', value: 'No' });
    const shop = [...house, devRow({ province: 'Western Cape', crimes: ['business robbery'] })];
    expect(ask('is there shop robbery', shop)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the median of every stated suspect age, the mean of the middle two when even', () => {
    const rows = [
      devRow({ suspect_ages: [20, 40] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [31] }),
    ];
    expect(ask('For one point: what is the median', rows)).toEqual({ kind: 'number', value: 31 });
    rows.push(devRow({ suspect_ages: [50] }));
    expect(ask('For one point: what is the median', rows)).toEqual({ kind: 'number', value: 35.5 });
  });

  it('counts murders per event year in the order asked, and refuses equal figures', () => {
    const murder = (event_date: string | null, crimes = ['murder']) => devRow({ crimes, event_date });
    const rows = [
      murder('2019-02-01'),
      murder('2022-03-01'),
      murder('2022-12-31'),
      murder('2022-05-05', ['attempted murder']),
      murder(null),
    ];
    expect(ask('For two points', rows)).toEqual({ kind: 'list', value: [1, 2] });
    expect(() => ask('For two points', [...rows, murder('2019-07-01')])).toThrow(/equal figures/);
  });

  it('compares male and female victims strictly, as true or false', () => {
    const rows = [
      devRow({ victims_female: 2, victims_male: 1 }),
      devRow({ victims_female: null, victims_male: null, num_victims: 6 }),
    ];
    expect(ask('True or false: these releases', rows)).toEqual({ kind: 'text', value: ['No', 'False'] });
    rows.push(devRow({ victims_female: 0, victims_male: 1 }));
    expect(ask('True or false: these releases', rows)).toEqual({ kind: 'text', value: ['No', 'False'] });
    rows.push(devRow({ victims_female: 0, victims_male: 1 }));
    expect(ask('True or false: these releases', rows)).toEqual({ kind: 'text', value: ['Yes', 'True'] });
  });

  it('dates the earliest harm to a child by a stated child victim and the event date', () => {
    const rows = [
      devRow({ notebook: 'b', victims_children: 1, event_date: '2019-04-01' }),
      devRow({ notebook: 'b', victims_children: 0, event_date: '2015-01-01' }),
      devRow({ notebook: 'b', victims_children: null, event_date: '2014-01-01' }),
      devRow({ notebook: 'b', victims_children: 2, event_date: null, published_date: '2013-01-01' }),
    ];
    expect(ask('Could you kindly tell me the date', rows)).toEqual({ kind: 'date', value: '2019-04-01' });
  });

  it('answers yes to every carjacking caught only when each one states an arrest', () => {
    const caught = [
      devRow({ notebook: 'b', crimes: ['carjacking'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['truck hijacking'], arrest_made: false }),
    ];
    expect(ask('police catch somebody', caught)).toEqual({ kind: 'text', value: 'Yes' });
    const unstated = [...caught, devRow({ notebook: 'b', crimes: ['carjacking'], arrest_made: null })];
    expect(ask('police catch somebody', unstated)).toEqual({ kind: 'text', value: 'No' });
  });

  it('ranks Free State municipalities only, skipping unknown ones', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', province: 'Free State', municipality: 'Mangaung' }),
      devRow({ notebook: 'b', province: 'Free State', municipality: 'Setsoto' }),
      devRow({ notebook: 'b', province: 'Free State', municipality: null }),
      devRow({ notebook: 'b', province: 'Free State', municipality: null }),
      devRow({ notebook: 'b', province: 'Free State', municipality: null }),
      devRow({ notebook: 'b', province: 'Limpopo', municipality: 'Greater Tzaneen' }),
      devRow({ notebook: 'b', province: 'Limpopo', municipality: 'Greater Tzaneen' }),
      devRow({ notebook: 'b', province: 'Limpopo', municipality: 'Greater Tzaneen' }),
    ];
    expect(ask('inside Free State', rows)).toEqual({ kind: 'text', value: ['Mangaung', 'Mangaung'] });
  });

  it('reads "more rape cases than any other province" strictly', () => {
    const rape = (province: string) => devRow({ notebook: 'b', province, crimes: ['rape'] });
    const rows = [rape('Northern Cape'), rape('Northern Cape'), rape('North West')];
    expect(ask('True or false: the Northern Cape', rows)).toEqual({ kind: 'text', value: ['Yes', 'True'] });
    rows.push(rape('North West'));
    expect(ask('True or false: the Northern Cape', rows)).toEqual({ kind: 'text', value: ['No', 'False'] });
  });

  it('counts July in any year by event date, and incidents per year in the order asked', () => {
    const on = (event_date: string | null) =>
      devRow({ notebook: 'b', event_date, published_date: '2021-07-10' });
    const rows = [
      on('2020-07-01'),
      on('2022-07-31'),
      on('2022-08-01'),
      on('2023-01-01'),
      on('2023-02-01'),
      on('2023-03-01'),
      on(null),
    ];
    expect(ask('how many incidant happen in month of July', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('For three points', rows)).toEqual({ kind: 'list', value: [1, 2, 3] });
  });

  it('averages the stated suspect ages to one decimal', () => {
    const rows = [
      devRow({ notebook: 'b', suspect_ages: [20, 30] }),
      devRow({ notebook: 'b', suspect_ages: [31] }),
      devRow({ notebook: 'b', suspect_ages: null }),
    ];
    expect(ask('For one point: to one decimal place', rows)).toEqual({ kind: 'number', value: 27 });
  });
});
