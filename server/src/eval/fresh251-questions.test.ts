import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH251_QUESTIONS } from './fresh251-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The two-hundred-and-fifty-first fresh question set (blind)', FRESH251_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH251_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH251_QUESTIONS, matching[0]?.question ?? '', rows);
}

describe('the two-hundred-and-fifty-first fresh set reads the ground truth as its header says', () => {
  it('counts stock theft in KZN or the Eastern Cape only, in its own notebook', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['stock theft'] }),
      devRow({ province: 'Eastern Cape', crimes: ['stock theft', 'other'] }),
      devRow({ province: 'Western Cape', crimes: ['stock theft'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['theft'] }),
      devRow({ notebook: 'b', province: 'KwaZulu-Natal', crimes: ['stock theft'] }),
    ];
    expect(ask('Sawubona.', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('takes an unstated arrest as no arrest when asking whether every stock theft had one', () => {
    const arrested = [devRow({ crimes: ['stock theft'], arrest_made: true })];
    expect(ask('Did the amaphoyisa', arrested)).toEqual({ kind: 'text', value: 'Yes' });
    const unstated = [...arrested, devRow({ crimes: ['stock theft'], arrest_made: null })];
    expect(ask('Did the amaphoyisa', unstated)).toEqual({ kind: 'text', value: 'No' });
    const otherCrime = [...arrested, devRow({ crimes: ['theft'], arrest_made: false })];
    expect(ask('Did the amaphoyisa', otherCrime)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('counts CIT in EC or KZN from the first of 2020 by event date, the undated left out', () => {
    const cit = (province: string, event_date: string | null) =>
      devRow({ province, crimes: ['cash-in-transit robbery'], event_date, published_date: '2021-01-01' });
    const rows = [
      cit('KwaZulu-Natal', '2020-01-01'),
      cit('Eastern Cape', '2024-07-29'),
      cit('Eastern Cape', '2019-12-31'),
      cit('KwaZulu-Natal', null),
      cit('Gauteng', '2022-01-01'),
    ];
    expect(ask('need: CIT robberies', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('ranks provinces by murder alone, names KZN every way, and refuses a tie', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['murder', 'kidnapping'] }),
      devRow({ province: 'Western Cape', crimes: ['murder'] }),
      devRow({ province: 'Western Cape', crimes: ['attempted murder'] }),
      devRow({ province: 'Western Cape', crimes: ['culpable homicide'] }),
    ];
    expect(ask('quick one - which province', rows)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    expect(() =>
      ask('quick one - which province', [...rows, devRow({ province: 'Western Cape', crimes: ['murder'] })]),
    ).toThrow(/no single leader/);
  });

  it('ranks KZN municipalities without unknown ones and accepts Durban for eThekwini', () => {
    const rows = [
      devRow({ province: 'KwaZulu-Natal', municipality: 'eThekwini' }),
      devRow({ province: 'KwaZulu-Natal', municipality: null }),
      devRow({ province: 'KwaZulu-Natal', municipality: null }),
      devRow({ province: 'Gauteng', municipality: 'Ekurhuleni' }),
      devRow({ province: 'Gauteng', municipality: 'Ekurhuleni' }),
    ];
    expect(ask('Here in KZN', rows)).toEqual({ kind: 'text', value: ['eThekwini', 'eThekwini', 'Durban'] });
  });

  it('takes the median of stated arrests, the mean of two middle ones when even', () => {
    const rows = [1, 2, 5, 9].map((n) => devRow({ num_suspects_arrested: n }));
    expect(ask('fact-check: median', [...rows, devRow({ num_suspects_arrested: null })])).toEqual({
      kind: 'number',
      value: 3.5,
    });
  });

  it('sums injured on a Saturday or Sunday of the event date only, unstated adding nothing', () => {
    const rows = [
      devRow({ event_date: '2024-01-06', victims_injured: 3 }), // Saturday
      devRow({ event_date: '2024-01-07', victims_injured: null }), // Sunday
      devRow({ event_date: '2024-01-08', victims_injured: 5 }), // Monday
      devRow({ event_date: null, published_date: '2024-01-13', victims_injured: 4 }), // published on a Saturday
      devRow({ notebook: 'b', event_date: '2024-01-07', victims_injured: 2 }),
    ];
    expect(ask('Weekends are always', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('names the incident with the most injured by the part of its location no other shares', () => {
    const rows = [
      devRow({ location: 'Sweetwaters', victims_injured: 8 }),
      devRow({ location: 'Site B, Khayelitsha', victims_injured: 7 }),
      devRow({ location: 'Site C, Khayelitsha', victims_injured: null }),
    ];
    expect(ask('Could you tell me in which incident', rows)).toEqual({
      kind: 'text',
      value: ['Sweetwaters'],
    });
  });

  it('counts farms by the word in the location, in any case and whatever the crime, in the Free State', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', location: 'Spitskop Trust Farm, Thaba Nchu' }),
      devRow({ notebook: 'b', province: 'Free State', location: 'farm near Glen', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Free State', location: 'Bloemfontein', crimes: ['stock theft'] }),
      devRow({ notebook: 'b', province: 'North West', location: 'near Klippan farm, Slurry' }),
    ];
    expect(ask('How many cases happened on farms', rows)).toEqual({ kind: 'number', value: 2 });
  });

  it('sums those killed on farms from 2020 on, the undated farm deaths left out', () => {
    const farm = (event_date: string | null, victims_killed: number | null, location = 'Lismor farm') =>
      devRow({
        notebook: 'b',
        location,
        crimes: ['murder'],
        event_date,
        victims_killed,
        published_date: '2023-01-01',
      });
    const rows = [
      farm('2022-07-15', 7),
      farm('2020-01-01', 1),
      farm('2019-12-31', 4),
      farm(null, 2),
      farm('2021-05-05', null),
      farm('2021-05-05', 3, 'Kestell town'),
    ];
    expect(ask('Since 2020', rows)).toEqual({ kind: 'number', value: 8 });
  });

  it('takes the share of rape cases with a known attacker over all rape cases, unstated ties not known', () => {
    const rape = (relationship: DevRow['relationship']) =>
      devRow({ notebook: 'b', crimes: ['rape'], relationship });
    const rows = [
      rape('acquaintance'),
      rape('partner'),
      rape('stranger'),
      rape(null),
      devRow({ notebook: 'b', crimes: ['sexual assault'], relationship: 'family' }),
    ];
    expect(ask('What percentage of the rape cases', rows)).toEqual({ kind: 'number', value: 50 });
  });

  it('sums women victims within July 2022 to June 2024, both ends included', () => {
    const female = (event_date: string | null, victims_female: number | null) =>
      devRow({ notebook: 'b', event_date, victims_female, published_date: '2023-01-01' });
    const rows = [
      female('2022-07-01', 6),
      female('2024-06-30', 1),
      female('2022-06-30', 5),
      female('2024-07-01', 5),
      female(null, 3),
      female('2023-01-01', null),
    ];
    expect(ask('How many women and girls', rows)).toEqual({ kind: 'number', value: 7 });
  });

  it('finds the earliest rape by event date, never the publication', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], event_date: '2016-11-19' }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], event_date: '2016-02-06' }),
      devRow({ notebook: 'b', crimes: ['rape'], event_date: null, published_date: '2010-01-01' }),
      devRow({ notebook: 'b', crimes: ['sexual assault'], event_date: '2012-01-01' }),
    ];
    expect(ask('When did the earliest', rows)).toEqual({ kind: 'date', value: '2016-02-06' });
  });
});
