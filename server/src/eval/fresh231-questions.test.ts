import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH231_QUESTIONS } from './fresh231-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-thirty-first fresh question set (blind)', FRESH231_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH231_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH231_QUESTIONS, matching[0]?.question ?? '', rows);
}

const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });

describe('the two-hundred-and-thirty-first fresh set reads the ground truth as its header says', () => {
  it('ranks weekdays by robberies and hijackings on the event date, leaving other crimes and undated rows out, and refuses a tie', () => {
    const rows = [
      devRow({ crimes: ['house robbery'], event_date: '2024-01-03' }), // Wednesday
      devRow({ crimes: ['truck hijacking'], event_date: '2024-01-10' }), // Wednesday
      devRow({ crimes: ['carjacking'], event_date: '2024-01-08' }), // Monday
      devRow({ crimes: ['murder'], event_date: '2024-01-01' }), // Monday, not a robbery
      devRow({ crimes: ['murder'], event_date: '2024-01-15' }), // Monday, not a robbery
      devRow({ crimes: ['armed robbery'], event_date: null, published_date: '2024-01-01' }), // published on a Monday
    ];
    expect(ask('Wich day of the week', rows)).toEqual({ kind: 'text', value: 'Wednesday' });
    const tied = [...rows, devRow({ crimes: ['cash-in-transit robbery'], event_date: '2024-01-22' })];
    expect(() => ask('Wich day of the week', tied)).toThrow(/no single leader/);
  });

  it('sets weekdays against weekends by event date, the undated in neither, and refuses a reversed comparison', () => {
    const rows = [
      devRow({ event_date: '2024-01-01' }), // Monday
      devRow({ event_date: '2024-01-05' }), // Friday
      devRow({ event_date: '2024-01-09' }), // Tuesday
      devRow({ event_date: '2024-01-06' }), // Saturday
      devRow({ event_date: null, published_date: '2024-01-02' }),
    ];
    expect(ask('Weekdays vs weekends', rows)).toEqual({ kind: 'number', value: 2 });
    const weekendHeavy = [
      ...rows,
      devRow({ event_date: '2024-01-07' }),
      devRow({ event_date: '2024-01-13' }),
      devRow({ event_date: '2024-01-14' }),
    ];
    expect(() => ask('Weekdays vs weekends', weekendHeavy)).toThrow(/does not have more/);
  });

  it('finds a Cape Town hijacking by the City of Cape Town municipality, not the province', () => {
    const rows = [
      devRow({ province: 'Western Cape', municipality: 'Drakenstein', crimes: ['carjacking'] }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town', crimes: ['armed robbery'] }),
      devRow({ province: 'Western Cape', municipality: null, crimes: ['truck hijacking'] }),
    ];
    expect(ask('Any hijackings in Cape Town', rows)).toEqual({ kind: 'text', value: 'No' });
    const withOne = [
      ...rows,
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town', crimes: ['truck hijacking'] }),
    ];
    expect(ask('Any hijackings in Cape Town', withOne)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('takes the Johannesburg share over every incident of the notebook, to the nearest percent', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg', event_date: null }),
      devRow({ municipality: 'Ekurhuleni' }),
      devRow({ municipality: null }),
      devRow({ municipality: 'City of Tshwane' }),
      devRow({ municipality: 'Emfuleni' }),
      devRow({ municipality: 'Mogale City' }),
      b({ municipality: 'City of Johannesburg' }),
    ];
    expect(ask('What % of all the incidents', rows)).toEqual({ kind: 'number', value: 17 });
  });

  it('lists the top three provinces by stated deaths, unstated deaths adding nothing, and refuses a tie at the cut-off', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 5 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: null }),
      devRow({ province: 'Eastern Cape', victims_killed: 4 }),
      devRow({ province: 'Western Cape', victims_killed: 2 }),
      devRow({ province: 'Gauteng', victims_killed: 1 }),
      devRow({ province: 'Gauteng', victims_killed: null, num_victims: 9 }),
    ];
    expect(ask('As we prepare our Friday prayers', rows)).toEqual({
      kind: 'list',
      value: ['KwaZulu-Natal', 'Eastern Cape', 'Western Cape'],
    });
    const tied = [...rows, devRow({ province: 'Gauteng', victims_killed: 1 })];
    expect(() => ask('As we prepare our Friday prayers', tied)).toThrow(/no single leader/);
  });

  it('counts incidents with a stated child victim and takes the female share over victims of stated sex', () => {
    const rows = [
      devRow({ victims_children: 2, victims_female: 1, victims_male: 1 }),
      devRow({ victims_children: 0, victims_female: 0, victims_male: 2 }),
      devRow({ victims_children: null, num_victims: 3, victims_female: null, victims_male: null }),
      devRow({ victims_children: 1, victims_female: 2, victims_male: null }),
    ];
    expect(ask('With a heavy heart', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('Among the victims where it is told', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('counts a known attacker only when the relationship is stated as partner, family or acquaintance', () => {
    const rows = [
      devRow({ relationship: 'partner' }),
      devRow({ relationship: 'acquaintance' }),
      devRow({ relationship: 'stranger' }),
      devRow({ relationship: null }),
      devRow({}),
    ];
    expect(ask('So that families may take care', rows)).toEqual({ kind: 'number', value: 2 });
    const acquaintances = [b({ relationship: 'acquaintance' }), b({ relationship: null })];
    expect(ask('Was any of our brothers', acquaintances)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Was any of our brothers', [...acquaintances, b({ relationship: 'family' })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('dates the earliest record by event date alone and counts the undated as lacking a date', () => {
    const rows = [
      devRow({ event_date: '2019-05-04', published_date: '2019-05-06' }),
      devRow({ event_date: null, published_date: '2015-01-01' }),
      devRow({ event_date: '2017-02-01', published_date: '2017-03-01' }),
      devRow({ event_date: null, published_date: '2016-01-01' }),
    ];
    expect(ask('What is the earliest incident date', rows)).toEqual({ kind: 'date', value: '2017-02-01' });
    expect(ask('How many records lack an incident date', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts distinct named municipalities once each, and lists the years 2019 to 2022 by event date', () => {
    const rows = [
      devRow({ municipality: 'Ekurhuleni', event_date: '2019-01-01' }),
      devRow({ municipality: 'Ekurhuleni', event_date: '2019-12-31' }),
      devRow({ municipality: null, event_date: '2021-06-01' }),
      devRow({ municipality: 'eThekwini', event_date: null, published_date: '2020-05-01' }),
      devRow({ municipality: 'Buffalo City', event_date: '2023-01-01' }),
    ];
    expect(ask('How many distinct municipalities', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('For each incident year', rows)).toEqual({ kind: 'list', value: [2, 0, 1, 0] });
  });

  it('takes the median of stated arrests, the middle two averaged when even, and averages only stated deaths per murder', () => {
    const arrests = [1, 4, null, 2, 9].map((n) => devRow({ num_suspects_arrested: n }));
    expect(ask('What is the median number', arrests)).toEqual({ kind: 'number', value: 3 });
    const murders = [
      b({ crimes: ['murder'], victims_killed: 1 }),
      b({ crimes: ['murder', 'rape'], victims_killed: 2 }),
      b({ crimes: ['murder'], victims_killed: 2 }),
      b({ crimes: ['murder'], victims_killed: null }),
      b({ crimes: ['attempted murder'], victims_killed: 0 }),
    ];
    expect(ask('In the murders recorded here', murders)).toEqual({ kind: 'number', value: 1.7 });
  });

  it('takes the latest hijacking by event date, an undated one never the latest', () => {
    const rows = [
      b({ crimes: ['carjacking'], event_date: '2022-08-04' }),
      b({ crimes: ['truck hijacking'], event_date: '2022-09-29' }),
      b({ crimes: ['murder', 'carjacking'], event_date: null, published_date: '2024-01-01' }),
      b({ crimes: ['armed robbery'], event_date: '2023-05-01' }),
    ];
    expect(ask('Last hijacking on record', rows)).toEqual({ kind: 'date', value: '2022-09-29' });
  });

  it('holds both end days of a date window and counts weekend incidents in Limpopo by event date', () => {
    const rows = [
      b({ province: 'Limpopo', event_date: '2020-07-01' }), // Wednesday
      b({ province: 'Limpopo', event_date: '2022-06-30' }), // Thursday
      b({ province: 'Limpopo', event_date: '2020-06-30' }), // Tuesday
      b({ province: 'Limpopo', event_date: '2022-07-02' }), // Saturday
      b({ province: 'Limpopo', event_date: '2021-01-03' }), // Sunday
      b({ province: 'Mpumalanga', event_date: '2021-01-02' }), // Saturday
      b({ province: 'Limpopo', event_date: null, published_date: '2021-01-09' }), // published on a Saturday
    ];
    expect(ask('How many records are dated between', rows)).toEqual({ kind: 'number', value: 4 });
    expect(ask('Sat/Sun incidents in Limpopo', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks provinces by distinct named municipalities, a repeated name counted once, and municipalities by incidents', () => {
    const rows = [
      b({ province: 'Northern Cape', municipality: 'Sol Plaatje' }),
      b({ province: 'Northern Cape', municipality: 'Sol Plaatje' }),
      b({ province: 'Northern Cape', municipality: 'Sol Plaatje' }),
      b({ province: 'Limpopo', municipality: 'Polokwane' }),
      b({ province: 'Limpopo', municipality: 'Thulamela' }),
      b({ province: 'Northern Cape', municipality: null }),
      b({ province: 'Northern Cape', municipality: null }),
    ];
    expect(ask('Which province has the largest number', rows)).toEqual({ kind: 'text', value: 'Limpopo' });
    expect(ask("Which municipality's got the most", rows)).toEqual({ kind: 'text', value: ['Sol Plaatje'] });
  });

  it('counts robberies and hijackings of any kind over all rows, rape or sexual assault alike', () => {
    const rows = [
      b({ crimes: ['cash-in-transit robbery'] }),
      b({ crimes: ['carjacking'], event_date: null }),
      b({ crimes: ['sexual assault'] }),
      b({ crimes: ['rape', 'kidnapping'] }),
      b({ crimes: ['theft'] }),
      b({ crimes: ['burglary'] }),
    ];
    expect(ask('Out of everything here', rows)).toEqual({ kind: 'number', value: 33 });
    expect(ask('With sorrow I must ask', rows)).toEqual({ kind: 'number', value: 2 });
  });
});
