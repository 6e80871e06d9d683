import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import type { DevRow } from './dev-set';
import { FRESH190_QUESTIONS } from './fresh190-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The hundred-and-ninetieth fresh question set (blind)', FRESH190_QUESTIONS);

/** The expectation of the one question that starts with the given words. */
function ask(start: string, rows: DevRow[]) {
  const matching = FRESH190_QUESTIONS.filter((q) => q.question.startsWith(start));
  expect(matching, start).toHaveLength(1);
  return expectationIn(FRESH190_QUESTIONS, matching[0]?.question ?? '', rows);
}

const kzn = (fields: Partial<DevRow>) => devRow({ province: 'KwaZulu-Natal', ...fields });

describe('the hundred-and-ninetieth fresh set reads the ground truth as its header says', () => {
  it('counts murders in the eThekwini municipality only, attempted murder and an unknown municipality left out', () => {
    const rows = [
      kzn({ municipality: 'eThekwini', crimes: ['murder', 'armed robbery'] }),
      kzn({ municipality: 'eThekwini', crimes: ['attempted murder'] }),
      kzn({ municipality: null, location: 'Durban', crimes: ['murder'] }),
      kzn({ municipality: 'Msunduzi', crimes: ['murder'] }),
      kzn({ notebook: 'b', municipality: 'eThekwini', crimes: ['murder'] }),
    ];
    expect(ask('quick one for the 5pm', rows)).toEqual({ kind: 'number', value: 1 });
  });

  it('sums the stated killed of KZN incidents, an unstated figure and other provinces adding nothing', () => {
    const rows = [
      kzn({ crimes: ['murder'], victims_killed: 7 }),
      kzn({ crimes: ['murder'], victims_killed: null }),
      kzn({ crimes: ['murder'], victims_killed: 2, event_date: null }),
      devRow({ province: 'Western Cape', crimes: ['murder'], victims_killed: 5 }),
    ];
    expect(ask('On air in 5', rows)).toEqual({ kind: 'number', value: 9 });
  });

  it('finds Umlazi, Inanda or KwaMashu in the location in any case, never in the police station alone', () => {
    const station = [kzn({ location: 'Isipingo', police_station: 'Umlazi' })];
    expect(ask('Umlazi, Inanda or KwaMashu', station)).toEqual({ kind: 'text', value: 'No' });
    const located = [...station, kzn({ location: 'Glebelands Hostel, UMLAZI' })];
    expect(ask('Umlazi, Inanda or KwaMashu', located)).toEqual({ kind: 'text', value: 'Yes' });
  });

  it('dates the latest KZN incident by event date, the undated and later publications left out', () => {
    const rows = [
      kzn({ event_date: '2024-09-11', published_date: '2024-09-13' }),
      kzn({ event_date: '2023-06-03', published_date: '2025-01-10' }),
      kzn({ event_date: null, published_date: '2025-06-01' }),
      devRow({ province: 'Gauteng', event_date: '2025-05-29' }),
    ];
    expect(ask('Gimme the date of the latest KZN', rows)).toEqual({ kind: 'date', value: '2024-09-11' });
  });

  it('ranks KZN municipalities only, skips an unknown municipality, and refuses a tie', () => {
    const rows = [
      kzn({ municipality: 'eThekwini' }),
      kzn({ municipality: 'eThekwini' }),
      kzn({ municipality: 'Msunduzi' }),
      kzn({ municipality: null }),
      kzn({ municipality: null }),
      kzn({ municipality: null }),
      devRow({ province: 'Gauteng', municipality: 'City of Johannesburg' }),
      devRow({ province: 'Gauteng', municipality: 'City of Johannesburg' }),
      devRow({ province: 'Gauteng', municipality: 'City of Johannesburg' }),
    ];
    expect(ask('For the map graphic', rows)).toEqual({ kind: 'text', value: ['eThekwini', 'eThekwini'] });
    expect(() => ask('For the map graphic', [...rows, kzn({ municipality: 'Msunduzi' })])).toThrow(
      /no single leader/,
    );
  });

  it('takes the share without an arrest over all incidents, an unstated arrest not counting as none', () => {
    const rows = [
      devRow({ arrest_made: false }),
      devRow({ arrest_made: null }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
      devRow({ arrest_made: true }),
    ];
    expect(ask('Of all incidents recorded', rows)).toEqual({ kind: 'number', value: 14 });
  });

  it('compares the killed of 2022 and 2023 by event year, undated deaths left out, and refuses a reversal', () => {
    const rows = [
      devRow({ crimes: ['murder'], event_date: '2022-07-09', victims_killed: 4 }),
      devRow({ crimes: ['murder'], event_date: '2022-11-05', victims_killed: 6 }),
      devRow({ crimes: ['murder'], event_date: '2023-06-03', victims_killed: 7 }),
      devRow({ crimes: ['murder'], event_date: '2023-03-27', victims_killed: null }),
      devRow({ crimes: ['murder'], event_date: null, published_date: '2023-05-01', victims_killed: 9 }),
    ];
    expect(ask('For the trend analysis', rows)).toEqual({ kind: 'number', value: 3 });
    const reversed = [...rows, devRow({ crimes: ['murder'], event_date: '2023-12-01', victims_killed: 3 })];
    expect(() => ask('For the trend analysis', reversed)).toThrow(/does not have more/);
  });

  it('takes the median over every stated suspect age, the middle two averaged for an even count', () => {
    const rows = [
      devRow({ suspect_ages: [20, 37] }),
      devRow({ suspect_ages: [31] }),
      devRow({ suspect_ages: null }),
      devRow({ suspect_ages: [] }),
      devRow({ suspect_ages: [58] }),
    ];
    expect(ask('What is the median age', rows)).toEqual({ kind: 'number', value: 34 });
    expect(ask('What is the median age', [...rows, devRow({ suspect_ages: [19] })])).toEqual({
      kind: 'number',
      value: 31,
    });
  });

  it('counts police victims from 2019 to 2021 with both end days, the undated left out', () => {
    const rows = [
      devRow({ event_date: '2019-01-01', victims_police: 6 }),
      devRow({ event_date: '2021-12-31', victims_police: 1 }),
      devRow({ event_date: '2018-12-31', victims_police: 2 }),
      devRow({ event_date: '2022-01-01', victims_police: 3 }),
      devRow({ event_date: null, published_date: '2020-01-01', victims_police: 4 }),
      devRow({ event_date: '2020-05-05', victims_police: null }),
    ];
    expect(ask('How many police officers', rows)).toEqual({ kind: 'number', value: 7 });
  });

  it('counts rape cases with a stated child victim, and the known attacker among partner, family and acquaintance', () => {
    const rows = [
      devRow({ crimes: ['rape'], victims_children: 1, relationship: 'acquaintance' }),
      devRow({ crimes: ['rape'], victims_children: null, relationship: 'partner' }),
      devRow({ crimes: ['rape'], victims_children: 0, relationship: 'stranger' }),
      devRow({ crimes: ['sexual assault'], victims_children: 2, relationship: 'family' }),
      devRow({ crimes: ['murder'], victims_children: 1, relationship: null }),
    ];
    expect(ask('How many of the rape cases', rows)).toEqual({ kind: 'number', value: 1 });
    expect(ask('In how many incidents was the attacker', rows)).toEqual({ kind: 'number', value: 3 });
  });

  it('answers female suspects and male rape victims from stated figures only', () => {
    const unstated = [devRow({ suspects_female: null }), devRow({ suspects_female: 0 })];
    expect(ask('Were any of the suspects', unstated)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Were any of the suspects', [...unstated, devRow({ suspects_female: 1 })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
    const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });
    const rapes = [
      b({ crimes: ['rape'], victims_male: null }),
      b({ crimes: ['rape'], victims_male: 0 }),
      b({ crimes: ['murder'], victims_male: 2 }),
    ];
    expect(ask('Was any of the rape victims', rapes)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Was any of the rape victims', [...rapes, b({ crimes: ['rape'], victims_male: 1 })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('takes the known-attacker share over all rape cases, the unstated relationship staying in the base', () => {
    const b = (relationship: string | null, crimes = ['rape']) =>
      devRow({ notebook: 'b', crimes, relationship });
    const rows = [
      b('acquaintance'),
      b('partner'),
      b('stranger'),
      b(null),
      b(null),
      b(null),
      b('family', ['murder']),
    ];
    expect(ask('Of the rape cases', rows)).toEqual({ kind: 'number', value: 33 });
  });

  it('takes the Northern Cape rape share over that province, and the Mpumalanga mean over stated arrests', () => {
    const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });
    const rows = [
      b({ province: 'Northern Cape', crimes: ['rape'] }),
      b({ province: 'Northern Cape', crimes: ['murder'] }),
      b({ province: 'Northern Cape', crimes: ['theft'] }),
      b({ province: 'Free State', crimes: ['rape'] }),
      b({ province: 'Mpumalanga', num_suspects_arrested: 19 }),
      b({ province: 'Mpumalanga', num_suspects_arrested: 1 }),
      b({ province: 'Mpumalanga', num_suspects_arrested: 3 }),
      b({ province: 'Mpumalanga', num_suspects_arrested: null }),
      b({ province: 'Limpopo', num_suspects_arrested: 30 }),
    ];
    expect(ask('What share of the incidents', rows)).toEqual({ kind: 'number', value: 33 });
    expect(ask('What was the mean number', rows)).toEqual({ kind: 'number', value: 7.7 });
  });

  it('counts murders on a Saturday or Sunday of the event date, and dates rape cases by event date', () => {
    const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });
    const rows = [
      b({ crimes: ['murder'], event_date: '2024-07-28' }), // Sunday
      b({ crimes: ['murder'], event_date: '2023-11-25' }), // Saturday
      b({ crimes: ['murder'], event_date: '2024-07-29' }), // Monday
      b({ crimes: ['attempted murder'], event_date: '2024-07-27' }), // Saturday
      b({ crimes: ['murder'], event_date: null, published_date: '2024-08-03' }), // published on a Saturday
      b({ crimes: ['rape'], event_date: '2024-08-12', published_date: '2024-08-14' }),
      b({ crimes: ['rape'], event_date: null, published_date: '2025-02-01' }),
    ];
    expect(ask('Murders that happened', rows)).toEqual({ kind: 'number', value: 2 });
    expect(ask('When did the most resent rape', rows)).toEqual({ kind: 'date', value: '2024-08-12' });
  });

  it('reads "anything from KZN" by province alone and ranks rape cases by province, refusing a tie', () => {
    const b = (fields: Partial<DevRow>) => devRow({ notebook: 'b', ...fields });
    const rows = [
      b({ province: 'Northern Cape', crimes: ['rape'] }),
      b({ province: 'Northern Cape', crimes: ['rape', 'kidnapping'] }),
      b({ province: 'North West', crimes: ['rape'] }),
      b({ province: 'Free State', crimes: ['sexual assault'] }),
      b({ province: 'Free State', crimes: ['sexual assault'] }),
      b({ province: 'Mpumalanga', location: 'Pinetown Farm', municipality: 'eThekwini', crimes: ['theft'] }),
    ];
    expect(ask('Which province had the most rape', rows)).toEqual({ kind: 'text', value: 'Northern Cape' });
    expect(() =>
      ask('Which province had the most rape', [...rows, b({ province: 'North West', crimes: ['rape'] })]),
    ).toThrow(/no single leader/);
    expect(ask('Anything from KZN', rows)).toEqual({ kind: 'text', value: 'No' });
    expect(ask('Anything from KZN', [...rows, b({ province: 'KwaZulu-Natal' })])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });
});
