import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH112_QUESTIONS } from './fresh112-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-twelfth fresh question set (blind)', FRESH112_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH112_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH112_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-twelfth fresh set reads the ground truth as its header says', () => {
  it('sums the killed of one province only, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 4 }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: null }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'], victims_killed: 0 }),
      devRow({ province: 'Gauteng', crimes: ['murder'], victims_killed: 5 }),
      devRow({ notebook: 'b', province: 'KwaZulu-Natal', crimes: ['murder'], victims_killed: 3 }),
    ];
    expect(ask('Lotjhani. I sit on', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('answers the 2019 kidnapping yes/no by event date in the province, never by publication', () => {
    const published = [
      devRow({
        province: 'Eastern Cape',
        crimes: ['kidnapping'],
        event_date: '2018-12-30',
        published_date: '2019-01-04',
      }),
      devRow({ province: 'Western Cape', crimes: ['kidnapping'], event_date: '2019-05-01' }),
      devRow({ province: 'Eastern Cape', crimes: ['extortion'], event_date: '2019-05-01' }),
      devRow({
        province: 'Eastern Cape',
        crimes: ['kidnapping'],
        event_date: null,
        published_date: '2019-06-01',
      }),
    ];
    expect(ask('Was there any kidnapping', published)).toEqual({ kind: 'text', value: 'No' });
    const dated = [
      ...published,
      devRow({ province: 'Eastern Cape', crimes: ['kidnapping'], event_date: '2019-12-31' }),
    ];
    expect(ask('Was there any kidnapping', dated)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts only murder (not attempted murder) in the Gauteng share, over all Gauteng rows', () => {
    const rows = [
      devRow({ crimes: ['murder', 'house robbery'] }),
      devRow({ crimes: ['attempted murder'] }),
      devRow({ crimes: ['theft'], event_date: null }),
      devRow({ crimes: ['culpable homicide'] }),
      devRow({ crimes: ['murder'], province: 'Limpopo' }),
    ];
    expect(ask('Of all the incidents in Gauteng', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('counts road vehicle crimes in the three N2 provinces once each, whatever else they hold', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['carjacking', 'kidnapping'] }),
      devRow({ province: 'Eastern Cape', crimes: ['cash-in-transit robbery', 'truck hijacking'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['truck hijacking'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['vehicle theft'] }),
      devRow({ province: 'Gauteng', crimes: ['carjacking'] }),
    ];
    expect(ask('Treating the N2 corridor', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('compares killed by municipality and refuses a comparison that runs the other way', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town', victims_killed: 3 }),
      devRow({ municipality: 'City of Cape Town', victims_killed: null }),
      devRow({ municipality: 'City of Johannesburg', victims_killed: 1 }),
      devRow({ municipality: null, location: 'Johannesburg', victims_killed: 6 }),
    ];
    expect(ask('Comparing two metro nodes', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [...rows, devRow({ municipality: 'City of Johannesburg', victims_killed: 2 })];
    expect(() => ask('Comparing two metro nodes', reversed)).toThrow(/does not have more/);
  });

  it('counts Wednesdays by event date alone, leaving undated rows out', () => {
    const rows = [
      devRow({ event_date: '2024-01-03' }), // Wednesday
      devRow({ event_date: '2024-01-10' }), // Wednesday
      devRow({ event_date: '2024-01-04', published_date: '2024-01-10' }), // Thursday, published on a Wednesday
      devRow({ event_date: null, published_date: '2024-01-17' }),
    ];
    expect(ask('Day-of-week profile', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('says no female suspect unless a stated figure is above zero', () => {
    const rows = [
      devRow({ suspects_female: 0, suspects_male: 2 }),
      devRow({ suspects_female: null }),
      devRow({ notebook: 'b', suspects_female: 1 }),
    ];
    expect(ask('lowkey curious', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('lowkey curious', [...rows, devRow({ suspects_female: 1 })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('ranks provinces by murder rows, not attempted murder, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
    ];
    expect(ask('which province had the most murdrs', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    const tied = [...rows, devRow({ province: 'Eastern Cape', crimes: ['murder'] })];
    expect(() => ask('which province had the most murdrs', tied)).toThrow(/no single leader/);
  });

  it('takes the female share over victims of stated sex, the unstated adding nothing', () => {
    const rows = [
      devRow({ num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ num_victims: 4, victims_female: null, victims_male: null }),
      devRow({ num_victims: 1, victims_female: 0, victims_male: 1 }),
    ];
    expect(ask('what percnt of the victims', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('ranks provinces by summed children, skips unknown municipalities, and counts since 2022 by event date', () => {
    const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });
    const children = [
      b({ province: 'Northern Cape', victims_children: 3 }),
      b({ province: 'North West', victims_children: 1 }),
      b({ province: 'North West', victims_children: 1 }),
      b({ province: 'North West', victims_children: null }),
    ];
    expect(ask('Abentwana bethu', children)).toEqual({ kind: 'text', value: 'Northern Cape' });
    const nodes = [b({ municipality: 'Mangaung' }), b({ municipality: null }), b({ municipality: null })];
    expect(ask('Node ranking', nodes)).toEqual({ kind: 'text', value: ['Mangaung', 'Mangaung'] });
    const since = [
      b({ province: 'Mpumalanga', event_date: '2022-01-01' }),
      b({ province: 'Mpumalanga', event_date: '2021-12-31', published_date: '2022-01-05' }),
      b({ province: 'Mpumalanga', event_date: null, published_date: '2023-01-01' }),
      b({ province: 'Limpopo', event_date: '2023-01-01' }),
    ];
    expect(ask('Since the start of 2022', since)).toEqual({ kind: 'number', value: 1 });
  });

  it('takes "no arrest" as a stated false and counts weekend murders by event date', () => {
    const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });
    const arrests = [
      b({ arrest_made: false }),
      b({ arrest_made: null }),
      b({ arrest_made: true }),
      b({ arrest_made: true }),
    ];
    expect(ask('Closure ratio', arrests)).toEqual({ kind: 'number', value: 25 });
    const murders = [
      b({ crimes: ['murder'], event_date: '2024-01-06' }), // Saturday
      b({ crimes: ['murder', 'robbery'], event_date: '2024-01-07' }), // Sunday
      b({ crimes: ['attempted murder'], event_date: '2024-01-06' }),
      b({ crimes: ['murder'], event_date: '2024-01-08', published_date: '2024-01-13' }),
      b({ crimes: ['murder'], event_date: null }),
    ];
    expect(ask('Weekend segment count', murders)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the earliest kidnapping by event date and counts December in any year', () => {
    const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });
    const rows = [
      b({ crimes: ['kidnapping'], event_date: '2019-12-05', published_date: '2019-12-06' }),
      b({ crimes: ['kidnapping', 'rape'], event_date: null, published_date: '2012-12-01' }),
      b({ crimes: ['extortion'], event_date: '2010-12-24' }),
      b({ crimes: ['kidnapping'], event_date: '2021-11-30' }),
    ];
    expect(ask('when was the earliest kidnappin', rows)).toEqual({ kind: 'date', value: '2019-12-05' });
    expect(ask('lowkey how many incidents happened in decembr', rows)).toEqual({ kind: 'number', value: 2 });
  });
});
