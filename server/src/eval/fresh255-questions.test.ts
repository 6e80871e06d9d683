import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH255_QUESTIONS } from './fresh255-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-fifty-fifth fresh question set (blind)', FRESH255_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH255_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH255_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-fifty-fifth fresh set reads the ground truth as its header says', () => {
  it('counts a Western Cape weekend by the event date alone', () => {
    const rows = [
      devRow({ province: 'Western Cape', event_date: '2024-01-06' }), // Saturday
      devRow({ province: 'Western Cape', event_date: '2024-01-07' }), // Sunday
      devRow({ province: 'Western Cape', event_date: '2024-01-08' }), // Monday
      devRow({ province: 'Western Cape', event_date: null, published_date: '2024-01-13' }), // published on a Saturday
      devRow({ province: 'Gauteng', event_date: '2024-01-06' }),
      devRow({ notebook: 'b', province: 'Western Cape', event_date: '2024-01-06' }),
    ];
    expect(ask('Hi there!!', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks municipalities leaving out rows without one, answered with or without "City of"', () => {
    const rows = [
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'City of Cape Town' }),
      devRow({ municipality: 'Ekurhuleni' }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
      devRow({ notebook: 'b', municipality: 'Ekurhuleni' }),
    ];
    expect(ask('Ooh, help me choose', rows)).toEqual({
      kind: 'text',
      value: ['City of Cape Town', 'Cape Town'],
    });
  });

  it('ranks provinces by the sum of stated arrests, not by incidents', () => {
    const at = (province: string, n: number | null) =>
      devRow({ notebook: 'b', province, num_suspects_arrested: n });
    const rows = [at('North West', 1), at('North West', 1), at('North West', null), at('Mpumalanga', 3)];
    expect(ask('Quick one, love!', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
    expect(() => ask('Quick one, love!', [...rows, at('North West', 1)])).toThrow(/no single leader/);
  });

  it("sums the departed of the Lord's day only, an unstated figure adding nothing", () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2024-01-07', victims_killed: 3 }), // Sunday
      devRow({ crimes: ['murder'], event_date: '2024-01-14', victims_killed: null }), // Sunday
      devRow({ crimes: ['murder'], event_date: '2024-01-06', victims_killed: 5 }), // Saturday
      devRow({ crimes: ['murder'], event_date: null, published_date: '2024-01-07', victims_killed: 4 }),
      devRow({ crimes: ['house robbery'], event_date: '2024-01-21', victims_killed: 1 }), // Sunday
    ];
    expect(ask('Dear friends, it grieves me', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('takes the median departed over murders that state the figure, attempted murder alone left out', () => {
    const rows = [
      devRow({ crimes: ['murder'], victims_killed: 1 }),
      devRow({ crimes: ['murder', 'attempted murder'], victims_killed: 4 }),
      devRow({ crimes: ['murder'], victims_killed: null }),
      devRow({ crimes: ['murder'], victims_killed: 2 }),
      devRow({ crimes: ['murder'], victims_killed: 7 }),
      devRow({ crimes: ['attempted murder'], victims_killed: 0 }),
    ];
    expect(ask('Forgive an old woman', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('dates the earliest KwaZulu-Natal murder by event date, not attempted murder nor another province', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'], event_date: '2019-05-01' }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'], event_date: '2015-01-01' }),
      devRow({
        province: 'KwaZulu-Natal',
        crimes: ['murder'],
        event_date: null,
        published_date: '2014-01-01',
      }),
      devRow({ province: 'Western Cape', crimes: ['murder'], event_date: '2016-01-01' }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'kidnapping'], event_date: '2021-01-01' }),
    ];
    expect(ask('Our sisters once served', rows)).toEqual({ kind: 'date', value: '2019-05-01' });
  });

  it('counts Gauteng and KZN murders without attempted murder, other crimes beside murder allowed', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'armed robbery'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Gauteng', crimes: ['attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
      devRow({ province: 'Gauteng', crimes: ['culpable homicide'] }),
    ];
    expect(ask('Grid: Gauteng + KZN', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the metro cluster share over all incidents, unknown municipalities in the whole, to one decimal', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg' }),
      devRow({ municipality: 'Ekurhuleni' }),
      devRow({ municipality: 'City of Tshwane' }),
      devRow({ municipality: null }),
      devRow({ municipality: null }),
      devRow({ municipality: 'eThekwini' }),
    ];
    expect(ask('Coverage check', rows)).toEqual({ kind: 'number', value: 33.3 });
  });

  it('compares the stated injured per province, answering false on a tie', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_injured: 3 }),
      devRow({ province: 'KwaZulu-Natal', victims_injured: null, num_victims: 9 }),
      devRow({ province: 'Western Cape', victims_injured: 2 }),
      devRow({ province: 'Western Cape', victims_injured: 1 }),
    ];
    expect(ask('True or false', rows)).toEqual({ kind: 'text', value: ['No', 'False'] });
    const more = [...rows, devRow({ province: 'KwaZulu-Natal', victims_injured: 1 })];
    expect(ask('True or false', more)).toEqual({ kind: 'text', value: ['Yes', 'True'] });
  });

  it('finds a Free State farm by the word in the location, in any case', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', location: 'Lismor Farm, near Kestell' }),
      devRow({ notebook: 'b', province: 'Free State', location: 'farm near Glen' }),
      devRow({ notebook: 'b', province: 'Free State', location: 'Bloemfontein' }),
      devRow({ notebook: 'b', province: 'North West', location: 'Klippan farm' }),
    ];
    expect(ask('Farm weddings', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts the summer season as December, January and February of any year', () => {
    const on = (event_date: string | null) =>
      devRow({ notebook: 'b', event_date, published_date: '2024-01-15' });
    const rows = [
      on('2016-12-27'),
      on('2023-01-05'),
      on('2020-02-29'),
      on('2020-03-01'),
      on('2019-11-30'),
      on(null),
    ];
    expect(ask('Summer season', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the share of rape cases with a child victim over all rape cases, unstated children not counted', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 1 }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], victims_children: 2 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 0 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: null }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: null }),
      devRow({ notebook: 'b', crimes: ['sexual assault'], victims_children: 1 }),
    ];
    expect(ask('It pains me to ask', rows)).toEqual({ kind: 'number', value: 40 });
  });

  it('sums the departed of kidnapping incidents only', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['murder', 'kidnapping'], victims_killed: 3 }),
      devRow({ notebook: 'b', crimes: ['kidnapping', 'extortion'], victims_killed: 0 }),
      devRow({ notebook: 'b', crimes: ['kidnapping'], victims_killed: null }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_killed: 5 }),
    ];
    expect(ask('I am told that people', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('takes the Mpumalanga median of stated arrests, the middle two averaged', () => {
    const mp = (n: number | null) =>
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: n });
    const rows = [
      mp(0),
      mp(1),
      mp(3),
      mp(19),
      mp(null),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 50 }),
    ];
    expect(ask('Mpumalanga cluster', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the earliest illegal mining by event date, the undated left out', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['illegal mining'], event_date: '2019-03-21' }),
      devRow({
        notebook: 'b',
        crimes: ['illegal mining', 'other'],
        event_date: null,
        published_date: '2010-01-01',
      }),
      devRow({ notebook: 'b', crimes: ['theft'], event_date: '2012-01-01' }),
      devRow({ notebook: 'b', crimes: ['illegal mining'], event_date: '2024-12-20' }),
    ];
    expect(ask('Illegal mining sites', rows)).toEqual({ kind: 'date', value: '2019-03-21' });
  });
});
