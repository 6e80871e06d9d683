import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH250_QUESTIONS } from './fresh250-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-fiftieth fresh question set (blind)', FRESH250_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH250_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH250_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-fiftieth fresh set reads the ground truth as its header says', () => {
  it('sums the child victims of rape cases only, an unstated figure adding nothing, in its own notebook', () => {
    const rows = [
      devRow({ crimes: ['rape'], victims_children: 2 }),
      devRow({ crimes: ['rape', 'kidnapping'], victims_children: null }),
      devRow({ crimes: ['sexual assault'], victims_children: 4 }),
      devRow({ crimes: ['murder'], victims_children: 1 }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 5 }),
    ];
    expect(ask('Good day. Kindly advise', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks provinces by murders, not attempted murders, naming KwaZulu-Natal also as KZN, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder'] }),
      devRow({ notebook: 'b', province: 'Eastern Cape', crimes: ['murder'] }),
    ];
    expect(ask('which province got the most murders', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    const tied = [...rows, devRow({ province: 'Eastern Cape', crimes: ['murder'] })];
    expect(() => ask('which province got the most murders', tied)).toThrow(/no single leader/);
  });

  it('reads "Cape Town" as the City of Cape Town municipality, summing only stated killed', () => {
    const rows = [
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town', victims_killed: 3 }),
      devRow({ province: 'Western Cape', municipality: 'City of Cape Town', victims_killed: null }),
      devRow({ province: 'Western Cape', municipality: 'Swartland', victims_killed: 2 }),
      devRow({ province: 'Western Cape', municipality: null, location: 'Cape Town', victims_killed: 4 }),
    ];
    expect(ask('Cape Town how many', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('dates the last carjacking on the PE side by event date, in Nelson Mandela Bay, not a truck hijacking', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], municipality: 'Nelson Mandela Bay', event_date: '2019-04-01' }),
      devRow({ crimes: ['truck hijacking'], municipality: 'Nelson Mandela Bay', event_date: '2021-04-01' }),
      devRow({
        crimes: ['carjacking'],
        municipality: 'Nelson Mandela Bay',
        event_date: null,
        published_date: '2023-01-01',
      }),
      devRow({ crimes: ['carjacking'], municipality: 'Buffalo City', event_date: '2022-04-01' }),
    ];
    expect(ask('wen was the last', rows)).toEqual({ kind: 'date', value: '2019-04-01' });
  });

  it('takes the 2019 murder share over the incidents dated in 2019 only', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2019-01-01' }),
      devRow({ crimes: ['attempted murder'], event_date: '2019-12-31' }),
      devRow({ crimes: ['theft'], event_date: '2019-06-01' }),
      devRow({ crimes: ['murder'], event_date: '2020-01-01' }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2019-05-01' }),
    ];
    expect(ask('Of the incidents that took place in 2019', rows)).toEqual({ kind: 'number', value: 33.3 });
  });

  it('takes the median and the mean over stated figures only', () => {
    const rows = [
      devRow({ num_suspects_arrested: 1, victims_killed: 1 }),
      devRow({ num_suspects_arrested: 4, victims_killed: 0 }),
      devRow({ num_suspects_arrested: null, victims_killed: null }),
      devRow({ num_suspects_arrested: 2, victims_killed: 3 }),
      devRow({ num_suspects_arrested: 7 }),
    ];
    expect(ask('Compute the median', rows)).toEqual({ kind: 'number', value: 3 });
    expect(ask('Compute the mean number of people killed', rows)).toEqual({ kind: 'number', value: 1.3 });
  });

  it('needs both murder and attempted murder, in the Western or Eastern Cape', () => {
    const rows = [
      devRow({ province: 'Western Cape', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Eastern Cape', crimes: ['attempted murder', 'murder', 'kidnapping'] }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'] }),
      devRow({ province: 'Gauteng', crimes: ['murder', 'attempted murder'] }),
      devRow({ province: 'Northern Cape', crimes: ['murder', 'attempted murder'] }),
    ];
    expect(ask('State the number of incidents', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('finds a school by the word in the location, in any case', () => {
    const rows = [
      devRow({ notebook: 'b', location: 'Jonathan Secondary School, Madombidzha village' }),
      devRow({ notebook: 'b', location: 'outside a primary school, Giyani' }),
      devRow({ notebook: 'b', location: 'Schoemansdal' }),
      devRow({ notebook: 'a', location: 'school yard, Mthatha' }),
    ];
    expect(ask('Kindly advise the district office', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the known-attacker share over all rape cases, an unstated relationship not known', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], relationship: 'acquaintance' }),
      devRow({ notebook: 'b', crimes: ['rape'], relationship: 'partner' }),
      devRow({ notebook: 'b', crimes: ['rape'], relationship: 'stranger' }),
      devRow({ notebook: 'b', crimes: ['rape'], relationship: null }),
      devRow({ notebook: 'b', crimes: ['murder'], relationship: 'family' }),
    ];
    expect(ask('Kindly indicate, as a percentage', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('counts a weekend by event date alone, never by publication', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2024-07-06' }), // Saturday
      devRow({ notebook: 'b', event_date: '2023-07-09' }), // Sunday
      devRow({ notebook: 'b', event_date: '2024-03-08' }), // Friday
      devRow({ notebook: 'b', event_date: null, published_date: '2024-03-09' }), // published on a Saturday
      devRow({ notebook: 'b', event_date: null, published_date: '2024-03-10' }),
    ];
    expect(ask('Determine the number of incidents', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('averages every stated suspect age in Limpopo, and takes "no arrest" as a stated false', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', suspect_ages: [20, 30], arrest_made: false }),
      devRow({ notebook: 'b', province: 'Limpopo', suspect_ages: null, arrest_made: null }),
      devRow({ notebook: 'b', province: 'Limpopo', suspect_ages: [41] }),
      devRow({ notebook: 'b', province: 'Mpumalanga', suspect_ages: [90] }),
    ];
    expect(ask('Compute the mean age', rows)).toEqual({ kind: 'number', value: 30.3 });
    expect(ask('Compute the percentage of incidents', rows)).toEqual({ kind: 'number', value: 25 });
  });

  it('ranks provinces by kidnappings in its own notebook only', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'North West', crimes: ['rape', 'kidnapping'] }),
      devRow({ notebook: 'b', province: 'North West', crimes: ['kidnapping'] }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['kidnapping'] }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['extortion'] }),
      devRow({ notebook: 'a', province: 'Limpopo', crimes: ['kidnapping'] }),
      devRow({ notebook: 'a', province: 'Limpopo', crimes: ['kidnapping'] }),
    ];
    expect(ask('Kindly indicate in which province', rows)).toEqual({ kind: 'text', value: 'North West' });
  });

  it('ranks provinces by the sum of stated victims, not by the number of incidents', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', num_victims: 1 }),
      devRow({ notebook: 'b', province: 'Limpopo', num_victims: 1 }),
      devRow({ notebook: 'b', province: 'Limpopo', num_victims: null }),
      devRow({ notebook: 'b', province: 'Free State', num_victims: 3 }),
    ];
    expect(ask('State the province', rows)).toEqual({ kind: 'text', value: 'Free State' });
  });
});
