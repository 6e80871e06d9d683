import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH65_QUESTIONS } from './fresh65-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The sixty-fifth fresh question set (blind)', FRESH65_QUESTIONS);

const expectation = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH65_QUESTIONS, question, rows);

describe('the sixty-fifth fresh question set reads the ground truth as its header says', () => {
  it('sums female victims dated from 2020 on, leaving out undated rows and unstated figures', () => {
    const rows = [
      devRow({ event_date: '2020-01-01', victims_female: 2 }),
      devRow({ event_date: '2023-05-05', victims_female: null, victims_male: 1 }),
      devRow({ event_date: '2019-12-31', victims_female: 5 }),
      devRow({ event_date: null, published_date: '2024-03-01', victims_female: 4 }),
      devRow({ notebook: 'b', event_date: '2024-01-01', victims_female: 9 }),
    ];
    expect(
      expectation(
        'Restricting the analysis to incidents that occurred from 1 January 2020 onwards, what is the total number of victims the releases record as female?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('takes the rape share over incidents with a female victim only, zero and null excluded from the base', () => {
    const rows = [
      devRow({ crimes: ['rape'], victims_female: 1 }),
      devRow({ crimes: ['murder'], victims_female: 2 }),
      devRow({ crimes: ['assault gbh'], victims_female: 1 }),
      devRow({ crimes: ['murder', 'sexual assault'], victims_female: 1 }),
      devRow({ crimes: ['rape'], victims_female: null }),
      devRow({ crimes: ['rape'], victims_female: 0, victims_male: 1 }),
    ];
    expect(
      expectation(
        'Taking as my base only those incidents with at least one recorded female victim, in what percentage of them was rape among the offences? A whole percentage is fine.',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 25 });
  });

  it('counts a femicide case only for murder (not attempted murder) with a stated female victim', () => {
    const rows = [
      devRow({ crimes: ['murder'], victims_female: 1 }),
      devRow({ crimes: ['attempted murder'], victims_female: 2 }),
      devRow({ crimes: ['culpable homicide'], victims_female: 1 }),
      devRow({ crimes: ['murder'], victims_female: null, num_victims: 1 }),
      devRow({ crimes: ['murder', 'rape'], victims_female: 3 }),
    ];
    expect(
      expectation(
        'For the purposes of a femicide count, in how many incidents does murder appear among the charges while at least one of the victims is recorded as a woman or girl?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('dates the latest known-attacker incident by event_date, ignoring strangers, unstated ties and undated rows', () => {
    const rows = [
      devRow({ event_date: '2021-02-02', relationship: 'family' }),
      devRow({ event_date: '2022-08-08', relationship: 'acquaintance' }),
      devRow({ event_date: '2024-01-01', relationship: 'stranger' }),
      devRow({ event_date: '2025-01-01', relationship: null }),
      devRow({ event_date: null, published_date: '2025-06-01', relationship: 'partner' }),
    ];
    expect(
      expectation(
        'For the timeline in my chapter: on what date did the most recent incident take place in which the attacker was known to the victim, whether as a partner, a relative or an acquaintance?',
        rows,
      ),
    ).toEqual({ kind: 'date', value: '2022-08-08' });
    expect(
      expectation(
        "Does any release in this collection identify the perpetrator as the victim's intimate partner, that is, a spouse, boyfriend or girlfriend?",
        rows,
      ),
    ).toEqual({ kind: 'text', value: 'Yes' });
    expect(
      expectation(
        "Does any release in this collection identify the perpetrator as the victim's intimate partner, that is, a spouse, boyfriend or girlfriend?",
        rows.filter((r) => r.relationship !== 'partner'),
      ),
    ).toEqual({ kind: 'text', value: 'No' });
  });

  it('counts hijackings from 2019 with arrest_made true only, car or truck, not cash-in-transit', () => {
    const rows = [
      devRow({ crimes: ['carjacking'], event_date: '2019-01-01', arrest_made: true }),
      devRow({ crimes: ['truck hijacking', 'kidnapping'], event_date: '2024-04-04', arrest_made: true }),
      devRow({ crimes: ['carjacking'], event_date: '2018-12-31', arrest_made: true }),
      devRow({ crimes: ['carjacking'], event_date: '2020-01-01', arrest_made: null }),
      devRow({ crimes: ['carjacking'], event_date: '2021-01-01', arrest_made: false }),
      devRow({
        crimes: ['truck hijacking'],
        event_date: null,
        published_date: '2022-01-01',
        arrest_made: true,
      }),
      devRow({ crimes: ['cash-in-transit robbery'], event_date: '2022-01-01', arrest_made: true }),
    ];
    expect(
      expectation(
        'Sawubona. How many hijackings, car or truck doesnt matter, happened from 2019 onwards where the cops actually arrested somebody?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('names KwaZulu-Natal as "KZN" too, and refuses a tie at the top of the hijacking ranking', () => {
    const question =
      'Which province got hit the hardest by hijackings and cash-in-transit heists put together? Number of incidents, not people.';
    const kzn = [
      devRow({ province: 'KwaZulu-Natal', crimes: ['carjacking'] }),
      devRow({ province: 'KwaZulu-Natal', crimes: ['cash-in-transit robbery'] }),
      devRow({ province: 'Gauteng', crimes: ['truck hijacking'] }),
      devRow({ province: 'Gauteng', crimes: ['armed robbery'] }),
    ];
    expect(expectation(question, kzn)).toEqual({
      kind: 'text',
      value: ['KwaZulu-Natal', 'KwaZulu Natal', 'KZN'],
    });
    const tied = [...kzn, devRow({ province: 'Gauteng', crimes: ['carjacking'] })];
    expect(() => expectation(question, tied)).toThrow(/no single leader/);
  });

  it('takes the Free State excess in victims killed, a null adding nothing, and refuses when Limpopo has more', () => {
    const question =
      'Vrystaat against Limpopo: how many more victims were killed in the Free State than in Limpopo? Just the difference.';
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', victims_killed: 4 }),
      devRow({ notebook: 'b', province: 'Free State', victims_killed: null, num_victims: 3 }),
      devRow({ notebook: 'b', province: 'Limpopo', victims_killed: 1 }),
      devRow({ notebook: 'b', province: 'Mpumalanga', victims_killed: 6 }),
      devRow({ notebook: 'a', province: 'Limpopo', victims_killed: 9 }),
    ];
    expect(expectation(question, rows)).toEqual({ kind: 'number', value: 3 });
    const more = [...rows, devRow({ notebook: 'b', province: 'Limpopo', victims_killed: 5 })];
    expect(() => expectation(question, more)).toThrow(/does not have more/);
  });

  it('counts a weekend as Saturday or Sunday of event_date only, in Limpopo and Mpumalanga', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Limpopo', event_date: '2024-01-06' }),
      devRow({ notebook: 'b', province: 'Mpumalanga', event_date: '2024-01-07' }),
      devRow({ notebook: 'b', province: 'Limpopo', event_date: '2024-01-05' }),
      devRow({ notebook: 'b', province: 'Limpopo', event_date: null, published_date: '2024-01-06' }),
      devRow({ notebook: 'b', province: 'North West', event_date: '2024-01-13' }),
    ];
    expect(
      expectation(
        'How many incidents in Limpopo and Mpumalnga together happened on a weekend, Saturday or Sunday only, Friday night doesnt count?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 2 });
  });

  it('reads the percent change and the female share from stated values only', () => {
    const rows = [
      devRow({ notebook: 'b', event_date: '2022-03-03', victims_female: 1, victims_male: 2 }),
      devRow({ notebook: 'b', event_date: '2022-11-11', victims_female: 2, victims_male: 1 }),
      devRow({ notebook: 'b', event_date: '2023-01-01', victims_female: 5, victims_male: null }),
      devRow({ notebook: 'b', event_date: null, published_date: '2023-06-06', victims_female: null }),
      devRow({ notebook: 'b', event_date: '2023-02-02', victims_female: 0, victims_male: 3 }),
      devRow({ notebook: 'b', event_date: '2023-03-03', victims_female: null, victims_male: null }),
    ];
    expect(
      expectation('percent change in row count from event_date year 2022 to 2023, whole number pls', rows),
    ).toEqual({ kind: 'number', value: 50 });
    expect(
      expectation(
        'Among all victims whose sex is recorded, what proportion were female? Please give it as a percentage of female plus male victims, to one decimal place.',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 33.3 });
  });

  it('averages suspect ages over every listed age, and ranks provinces over arrest_made true rows only', () => {
    const rows = [
      devRow({ suspect_ages: [20, 30], province: 'Limpopo', arrest_made: true }),
      devRow({ suspect_ages: [], province: 'Gauteng', arrest_made: true }),
      devRow({ suspect_ages: null, province: 'Gauteng', arrest_made: false }),
      devRow({ suspect_ages: [41], province: 'Gauteng', arrest_made: null }),
      devRow({ notebook: 'b', suspect_ages: [90], province: 'Gauteng', arrest_made: true }),
      devRow({ suspect_ages: null, province: 'Limpopo', arrest_made: true }),
    ];
    expect(
      expectation(
        'avg of suspect_ages over every listed age (flatten the arrays, skip empty ones), 1 decimal',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 30.3 });
    const question = 'filter arrest_made = true, then count by province. which province comes out on top?';
    expect(expectation(question, rows)).toEqual({ kind: 'text', value: 'Limpopo' });
    const tied = [...rows, devRow({ province: 'Gauteng', arrest_made: true })];
    expect(() => expectation(question, tied)).toThrow(/no single leader/);
  });
});
