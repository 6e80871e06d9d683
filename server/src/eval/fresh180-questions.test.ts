import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH180_QUESTIONS } from './fresh180-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-eightieth fresh question set (blind)', FRESH180_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH180_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH180_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the hundred-and-eightieth fresh set reads the ground truth as its header says', () => {
  it('sums the stated female victims of any age in its own notebook, an unstated figure adding nothing', () => {
    const rows = [
      devRow({ crimes: ['rape'], num_victims: 1, victims_female: 1, victims_children: 1 }),
      devRow({ crimes: ['murder'], num_victims: 5, victims_female: 3, victims_male: 2 }),
      devRow({ crimes: ['murder'], num_victims: 4, victims_female: null }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_female: 7 }),
    ];
    expect(ask('Counting every victim recorded as female', rows)).toEqual({ kind: 'number', value: 4 });
  });

  it('counts a rape by a known attacker: partner, family or acquaintance, never a stranger, an unknown tie or a sexual assault', () => {
    const rows = [
      devRow({ crimes: ['rape'], relationship: 'acquaintance' }),
      devRow({ crimes: ['rape', 'kidnapping'], relationship: 'partner' }),
      devRow({ crimes: ['rape'], relationship: 'family' }),
      devRow({ crimes: ['rape'], relationship: 'stranger' }),
      devRow({ crimes: ['rape'], relationship: null }),
      devRow({ crimes: ['sexual assault'], relationship: 'partner' }),
      devRow({ crimes: ['murder'], relationship: 'family' }),
    ];
    expect(ask('Of the incidents where rape is one of the charges', rows)).toEqual({
      kind: 'number',
      value: 3,
    });
  });

  it('sums the killed where the attacker was a partner or family, leaving acquaintances and unstated deaths out', () => {
    const rows = [
      devRow({ crimes: ['murder'], relationship: 'partner', victims_killed: 1 }),
      devRow({ crimes: ['murder'], relationship: 'family', victims_killed: 2 }),
      devRow({ crimes: ['murder'], relationship: 'family', victims_killed: null }),
      devRow({ crimes: ['murder'], relationship: 'acquaintance', victims_killed: 4 }),
      devRow({ crimes: ['murder'], relationship: null, victims_killed: 8 }),
    ];
    expect(ask("Where the attacker is recorded as the victim's intimate partner", rows)).toEqual({
      kind: 'number',
      value: 3,
    });
  });

  it('takes the arrest share over incidents with a stated female victim, an unstated arrest not counting as one', () => {
    const rows = [
      devRow({ victims_female: 1, arrest_made: true }),
      devRow({ victims_female: 2, arrest_made: false }),
      devRow({ victims_female: 1, arrest_made: null }),
      devRow({ victims_female: 0, victims_male: 1, arrest_made: true }),
      devRow({ victims_female: null, arrest_made: true }),
    ];
    expect(ask('Of the incidents with at least one female victim', rows)).toEqual({
      kind: 'number',
      value: 33,
    });
  });

  it('lists each province with a rape once, without sexual assaults', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['rape'] }),
      devRow({ province: 'Western Cape', crimes: ['rape', 'murder'] }),
      devRow({ province: 'Gauteng', crimes: ['rape'] }),
      devRow({ province: 'Eastern Cape', crimes: ['sexual assault'] }),
    ];
    expect(ask('Please list the provinces', rows)).toEqual({
      kind: 'list',
      value: ['Gauteng', 'Western Cape'],
    });
  });

  it('counts Western Cape weekends and peak season by the event date alone', () => {
    const wc = (event_date: string | null, published_date = '2024-03-02') =>
      devRow({ province: 'Western Cape', event_date, published_date });
    const rows = [
      wc('2024-01-06'), // Saturday, January
      wc('2023-12-10'), // Sunday, December
      wc('2024-02-29'), // Thursday, February
      wc('2024-03-04', '2024-03-09'), // Monday, published on a Saturday in March
      wc(null, '2024-01-13'), // undated, published on a Saturday in January
      wc('2024-11-30'), // Saturday, November
      devRow({ province: 'Gauteng', event_date: '2024-01-06' }),
    ];
    expect(ask('For our weekend-visitor advisory', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('Peak season check', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('finds the quietest province for murder among all its provinces, one with none the quietest, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'] }),
    ];
    expect(ask('Which province comes out quietest', rows)).toEqual({ kind: 'text', value: 'Western Cape' });
    const tied = [...rows, devRow({ province: 'Eastern Cape', crimes: ['theft'] })];
    expect(() => ask('Which province comes out quietest', tied)).toThrow(/no single leader/);
    const noneQuiet = [
      ...rows,
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
    ];
    expect(ask('Which province comes out quietest', noneQuiet)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
  });

  it('ranks the quietest province by the stated killed, an unstated figure adding nothing', () => {
    const b = (province: string, victims_killed: number | null) =>
      devRow({ notebook: 'b', province, crimes: ['murder'], victims_killed });
    const rows = [
      b('Free State', 5),
      b('Limpopo', 2),
      b('Limpopo', 1),
      b('Mpumalanga', 1),
      b('Mpumalanga', null),
    ];
    expect(ask('Comparing provinces for visitors', rows)).toEqual({ kind: 'text', value: 'Mpumalanga' });
  });

  it('lists the provinces of game reserve or national park incidents by the location, in any case', () => {
    const b = (province: string, location: string) => devRow({ notebook: 'b', province, location });
    const rows = [
      b('Limpopo', 'game reserve, Thabazimbi'),
      b('Mpumalanga', 'Kruger National Park'),
      b('KwaZulu-Natal', 'Hluhluwe Imfolozi Game Reserve'),
      b('Free State', 'Golden Gate Highlands'),
      b('North West', 'Pilanesberg park gate'),
    ];
    expect(ask('List the provinces where an incident took place', rows)).toEqual({
      kind: 'list',
      value: ['KwaZulu-Natal', 'Limpopo', 'Mpumalanga'],
    });
  });

  it('takes the Free State weekday excess over dated incidents only, and refuses a reversed comparison', () => {
    const fs = (event_date: string | null) =>
      devRow({ notebook: 'b', province: 'Free State', event_date, published_date: '2024-01-08' });
    const rows = [
      fs('2024-01-01'), // Monday
      fs('2024-01-02'), // Tuesday
      fs('2024-01-05'), // Friday
      fs('2024-01-06'), // Saturday
      fs(null),
      devRow({ notebook: 'b', province: 'Limpopo', event_date: '2024-01-03' }),
    ];
    expect(ask('In the Free State, how many more', rows)).toEqual({ kind: 'number', value: 2 });
    const reversed = [...rows, fs('2024-01-07'), fs('2024-01-13'), fs('2024-01-14')];
    expect(() => ask('In the Free State, how many more', reversed)).toThrow(/does not have more/);
  });

  it('dates CIT heists and Limpopo murders by the event date, never by publication', () => {
    const rows = [
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2021-03-29', published_date: '2021-04-01' }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: null, published_date: '2025-01-01' }),
      devRow({ crimes: ['business robbery'], event_date: '2024-07-29' }),
    ];
    expect(ask('wen was the last cit heist', rows)).toEqual({ kind: 'date', value: '2021-03-29' });
    const limpopo = (crimes: string[], event_date: string | null) =>
      devRow({ notebook: 'b', province: 'Limpopo', crimes, event_date, published_date: '2010-01-01' });
    const murders = [
      limpopo(['murder'], '2015-07-02'),
      limpopo(['murder'], null),
      limpopo(['attempted murder'], '2012-01-01'),
      limpopo(['murder', 'carjacking'], '2023-11-25'),
      devRow({ notebook: 'b', province: 'Free State', crimes: ['murder'], event_date: '2011-01-01' }),
    ];
    expect(ask('earliest murdr date limpopo', murders)).toEqual({ kind: 'date', value: '2015-07-02' });
  });

  it('reads a gun charge as illegal firearm possession over all incidents, and stock theft in fs or nc only', () => {
    const b = (province: string, crimes: string[]) => devRow({ notebook: 'b', province, crimes });
    const rows = [
      b('Free State', ['illegal firearm possession', 'murder']),
      b('Free State', ['stock theft']),
      b('Northern Cape', ['stock theft', 'vehicle theft']),
      b('Limpopo', ['stock theft']),
      b('Northern Cape', ['theft']),
      b('Mpumalanga', ['armed robbery']),
      b('North West', ['murder']),
    ];
    expect(ask('wat % of incidents', rows)).toEqual({ kind: 'number', value: 14 });
    expect(ask('stok theft cases', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('counts murders in kzn without attempted murder, and sums ec killed and nw arrests as stated', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 4 }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'], victims_killed: null }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 2 }),
    ];
    expect(ask('murdr cases kzn', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('total ppl killed in ec', rows)).toEqual({ kind: 'number', value: 6 });
    const nw = [
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: 12 }),
      devRow({ notebook: 'b', province: 'North West', num_suspects_arrested: null }),
      devRow({ notebook: 'b', province: 'Free State', num_suspects_arrested: 3 }),
    ];
    expect(ask('hw many suspects arrestd', nw)).toEqual({ kind: 'number', value: 12 });
  });
});
