import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH58_QUESTIONS } from './fresh58-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The fifty-eighth fresh question set (blind)', FRESH58_QUESTIONS);

const expectation = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH58_QUESTIONS, question, rows);

describe('The fifty-eighth fresh question set reads the ground truth as its header says', () => {
  it('counts the Eastern Cape dead only where an arrest was not ruled out, and never suspects the police shot', () => {
    const rows = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 3, arrest_made: true }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 6, arrest_made: false }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], victims_killed: 2, arrest_made: null }),
      // A heist in which the police shot five robbers dead: no victim died.
      devRow({ province: 'Eastern Cape', crimes: ['cash-in-transit robbery'], victims_killed: 0 }),
      devRow({ province: 'Western Cape', crimes: ['murder'], victims_killed: 4, arrest_made: true }),
    ];
    expect(
      expectation(
        'Excluding incidents in which no arrest had been made, how many victims lost their lives in the Eastern Cape? Suspects shot by the police are not to be counted as victims.',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 5 });
  });

  it('takes the youngest stated age in Khayelitsha, ignoring other places', () => {
    const rows = [
      devRow({ location: 'Site C, Khayelitsha', suspect_ages: [24, 28] }),
      devRow({ location: 'Enkanini, Khayelitsha', suspect_ages: [40] }),
      devRow({ location: 'Site B, Khayelitsha', suspect_ages: null }),
      devRow({ location: 'Rocklands, Mitchells Plain', suspect_ages: [19] }),
    ];
    expect(
      expectation(
        'It is the young ones who worry us. How old was the youngest suspect arrested for anything in Khayelitsha?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 24 });
  });

  it('says no arrest followed every time when one of the places has none, and yes otherwise', () => {
    const question =
      'For Khayelitsha and our neighbours in Samora Machel and Mitchells Plain, was somebody arrested every single time?';
    const near = [
      devRow({ location: 'Site B, Khayelitsha', arrest_made: true }),
      devRow({ location: 'Samora Machel', arrest_made: true }),
      devRow({ location: 'Hout Bay', arrest_made: false }),
    ];
    expect(expectation(question, near)).toEqual({ kind: 'text', value: 'Yes' });
    const missed = [...near, devRow({ location: 'Tafelsig, Mitchells Plain', arrest_made: false })];
    expect(expectation(question, missed)).toEqual({ kind: 'text', value: 'No' });
  });

  it('counts North West suspects under 25 from stated ages only', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'North West', suspect_ages: [19, 54] }),
      devRow({ notebook: 'b', province: 'North West', suspect_ages: [25, 33] }),
      devRow({ notebook: 'b', province: 'North West', suspect_ages: null, num_suspects_arrested: 5 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', suspect_ages: [16, 17] }),
    ];
    expect(
      expectation(
        'How many of the suspects arrested in the North West were younger than 25, going by the ages the police gave?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 1 });
  });

  it('reads farm murders from the location, whatever its case, and sums only the stated dead', () => {
    const rows = [
      devRow({
        notebook: 'b',
        province: 'Free State',
        location: 'Lismor farm, near Kestell',
        crimes: ['murder'],
        victims_killed: 7,
      }),
      devRow({
        notebook: 'b',
        province: 'Free State',
        location: 'Spitskop Trust Farm',
        crimes: ['murder'],
        victims_killed: 2,
      }),
      devRow({
        notebook: 'b',
        province: 'Free State',
        location: 'De Rots farm',
        crimes: ['murder'],
        victims_killed: null,
      }),
      devRow({
        notebook: 'b',
        province: 'Free State',
        location: 'Phuthaditjhaba',
        crimes: ['murder'],
        victims_killed: 1,
      }),
      devRow({
        notebook: 'b',
        province: 'Free State',
        location: 'farm in Bloemspruit',
        crimes: ['stock theft'],
        victims_killed: 0,
      }),
    ];
    expect(expectation('FS farm murders: no. of people killed?', rows)).toEqual({ kind: 'number', value: 9 });
  });

  it('wants an officer among the victims and a death on the same incident', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2021-07-26', victims_police: 2, victims_killed: 2 }),
      // An officer stabbed and recovering: nobody died.
      devRow({ notebook: 'b', event_date: '2022-06-27', victims_police: 1, victims_killed: 0 }),
      // A death with no officer among the victims.
      devRow({ notebook: 'b', event_date: '2023-01-01', victims_police: 0, victims_killed: 1 }),
    ];
    expect(
      expectation(
        'What is the date of the most recent incident in which a member of the police was among the victims and at least one victim died?',
        rows,
      ),
    ).toEqual({ kind: 'date', value: '2021-07-26' });
  });

  it('leaves out only the rape cases with no arrest when counting child victims', () => {
    const rows = [
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 3, arrest_made: true }),
      devRow({ notebook: 'b', crimes: ['rape', 'kidnapping'], victims_children: 1, arrest_made: null }),
      devRow({ notebook: 'b', crimes: ['rape'], victims_children: 1, arrest_made: false }),
      devRow({ notebook: 'b', crimes: ['murder'], victims_children: 2, arrest_made: true }),
    ];
    expect(
      expectation(
        'Leaving aside any case in which no arrest had been made when the release was issued, how many victims of rape were children under the age of eighteen?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 4 });
  });

  it('takes the share of no-arrest cases over every incident, a null being no "no arrest"', () => {
    const rows = [
      devRow({ notebook: 'b', arrest_made: false }),
      devRow({ notebook: 'b', arrest_made: null }),
      devRow({ notebook: 'b', arrest_made: true }),
      devRow({ notebook: 'b', arrest_made: true }),
    ];
    expect(expectation('Cases w/ no arrest yet: what % of total?', rows)).toEqual({
      kind: 'number',
      value: 25,
    });
  });

  it('sums arrests, not incidents, per province', () => {
    const rows = [
      devRow({ province: 'Western Cape', num_suspects_arrested: 19 }),
      devRow({ province: 'KwaZulu-Natal', num_suspects_arrested: 4 }),
      devRow({ province: 'KwaZulu-Natal', num_suspects_arrested: 4 }),
      devRow({ province: 'KwaZulu-Natal', num_suspects_arrested: null }),
    ];
    expect(expectation('Which prov. had most suspects arrested, all cases combined?', rows)).toEqual({
      kind: 'text',
      value: 'Western Cape',
    });
  });
});
