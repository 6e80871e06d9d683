import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH256_QUESTIONS } from './fresh256-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-fifty-sixth fresh question set (blind)', FRESH256_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH256_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH256_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-fifty-sixth fresh set reads the ground truth as its header says', () => {
  it('counts KZN murders alone, not attempted murder, culpable homicide or another province', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['attempted murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['culpable homicide'] }),
      devRow({ province: 'Gauteng', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'KwaZulu-Natal', crimes: ['murder'] }),
    ];
    expect(ask('Lot number one', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks provinces by the stated killed, an unstated figure adding nothing, and names KZN either way', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', victims_killed: 3 }),
      devRow({ province: 'KwaZulu-Natal', victims_killed: 2 }),
      devRow({ province: 'Gauteng', victims_killed: 4 }),
      devRow({ province: 'Gauteng', victims_killed: null, num_victims: 9 }),
    ];
    expect(ask('Top lot by province', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    expect(() =>
      ask('Top lot by province', [...rows, devRow({ province: 'Gauteng', victims_killed: 1 })]),
    ).toThrow(/no single leader/);
  });

  it('counts a Western Cape weekend by the event date alone, never by the publication date', () => {
    const cape = (event_date: string | null, published_date = '2024-01-10') =>
      devRow({ province: 'Western Cape', event_date, published_date });
    const rows = [
      cape('2024-01-06'), // Saturday
      cape('2024-01-07'), // Sunday
      cape('2024-01-08'), // Monday
      cape(null, '2024-01-13'), // published on a Saturday
      devRow({ province: 'Gauteng', event_date: '2024-01-06' }),
    ];
    expect(ask('Weekend sale only', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums the killed of Gauteng and the Eastern Cape together, leaving the other provinces out', () => {
    const rows = [
      devRow({ province: 'Gauteng', victims_killed: 2 }),
      devRow({ province: 'Eastern Cape', victims_killed: 5 }),
      devRow({ province: 'Eastern Cape', victims_killed: null }),
      devRow({ province: 'Western Cape', victims_killed: 7 }),
    ];
    expect(ask('hw many vanhu were ku dlaya in gauteng', rows)).toEqual({ kind: 'number', value: 7 });
  });

  it('dates the first Eastern Cape murder by event date, an undated one never the earliest', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'], event_date: '2020-05-01' }),
      devRow({
        province: 'Eastern Cape',
        crimes: ['murder'],
        event_date: null,
        published_date: '2015-01-01',
      }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'], event_date: '2016-01-01' }),
      devRow({ province: 'Western Cape', crimes: ['murder'], event_date: '2017-01-01' }),
    ];
    expect(ask('when was the very 1st murder', rows)).toEqual({ kind: 'date', value: '2020-05-01' });
  });

  it('takes the Cape Town firearm share over that municipality only, to one decimal', () => {
    const cityRow = (crimes: string[]) => devRow({ municipality: 'City of Cape Town', crimes });
    const rows = [
      cityRow(['illegal firearm possession', 'murder']),
      cityRow(['murder']),
      cityRow(['theft']),
      devRow({ municipality: 'Swartland', crimes: ['illegal firearm possession'] }),
      devRow({ municipality: null, crimes: ['illegal firearm possession'] }),
    ];
    expect(ask('In terms of the records, what percentage', rows)).toEqual({ kind: 'number', value: 33.3 });
  });

  it('takes the median of suspects arrested over stated figures, zero included', () => {
    const rows = [0, 1, 4, 6].map((n) => devRow({ num_suspects_arrested: n }));
    expect(ask('Per the records, what is the median number', rows)).toEqual({ kind: 'number', value: 2.5 });
    const odd = [...rows, devRow({ num_suspects_arrested: null }), devRow({ num_suspects_arrested: 9 })];
    expect(ask('Per the records, what is the median number', odd)).toEqual({ kind: 'number', value: 4 });
  });

  it('counts Q2 incidents by event month in any year, murders and undated rows left out', () => {
    const rows = [
      devRow({ event_date: '2019-04-01', crimes: ['kidnapping'] }),
      devRow({ event_date: '2023-06-30', crimes: ['theft'] }),
      devRow({ event_date: '2023-05-10', crimes: ['murder', 'theft'] }),
      devRow({ event_date: '2023-07-01', crimes: ['theft'] }),
      devRow({ event_date: null, published_date: '2023-05-01', crimes: ['theft'] }),
    ];
    expect(ask('For the second quarter', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks crime categories without murder, each incident counting under each of its crimes', () => {
    const rows = [
      devRow({ crimes: ['murder', 'kidnapping'] }),
      devRow({ crimes: ['murder', 'kidnapping'] }),
      devRow({ crimes: ['murder', 'illegal firearm possession'] }),
      devRow({ crimes: ['murder'] }),
    ];
    expect(ask('Excluding murder', rows)).toEqual({ kind: 'text', value: ['kidnapping'] });
    const firearms = [
      ...rows,
      devRow({ crimes: ['illegal firearm possession'] }),
      devRow({ crimes: ['illegal firearm possession', 'theft'] }),
    ];
    expect(ask('Excluding murder', firearms)).toEqual({ kind: 'text', value: ['firearm', 'gun'] });
  });

  it('takes the murder arrest share over murders, an unstated arrest not counting as one', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['murder'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['murder'], arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['murder'], arrest_made: null }),
      devRow({ notebook: 'b', crimes: ['attempted murder'], arrest_made: false }),
    ];
    expect(ask('Murder lots', rows)).toEqual({ kind: 'number', value: 67 });
  });

  it('counts North West weekdays by event date, neither weekends nor undated incidents', () => {
    const northWest = (event_date: string | null) =>
      devRow({ notebook: 'b', province: 'North West', event_date, published_date: '2024-01-09' });
    const rows = [
      northWest('2024-01-08'), // Monday
      northWest('2024-01-12'), // Friday
      northWest('2024-01-13'), // Saturday
      northWest(null),
      devRow({ notebook: 'b', province: 'Limpopo', event_date: '2024-01-08' }),
    ];
    expect(ask('In terms of the records, how many', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it("takes Mpumalanga's share of persons arrested over the notebook's stated arrests", () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Mpumalanga', num_suspects_arrested: 3 }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: 4 }),
      devRow({ notebook: 'b', province: 'Limpopo', num_suspects_arrested: null }),
      devRow({ notebook: 'a', province: 'Mpumalanga', num_suspects_arrested: 10 }),
    ];
    expect(ask('Per the records, what percentage of all persons', rows)).toEqual({
      kind: 'number',
      value: 43,
    });
  });

  it('compares illegal mining strictly: a tie is a no', () => {
    const mining = (province: string) => devRow({ notebook: 'b', province, crimes: ['illegal mining'] });
    const tied = [mining('Northern Cape'), mining('Free State')];
    expect(ask('Is the number of the said incidents', tied)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Is the number of the said incidents', [...tied, mining('Northern Cape')])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('ranks provinces by the stated children among the victims, the unstated adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Northern Cape', victims_children: 2 }),
      devRow({ notebook: 'b', province: 'Northern Cape', victims_children: null, num_victims: 3 }),
      devRow({ notebook: 'b', province: 'North West', victims_children: 1 }),
      devRow({ notebook: 'b', province: 'North West', victims_children: 0 }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_children: null, num_victims: 6 }),
    ];
    expect(ask('which province had the most vana', rows)).toEqual({ kind: 'text', value: 'Northern Cape' });
    const tied = [...rows, devRow({ notebook: 'b', province: 'North West', victims_children: 1 })];
    expect(() => ask('which province had the most vana', tied)).toThrow(/no single leader/);
  });
});
