import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH37_QUESTIONS } from './fresh37-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The thirty-seventh fresh question set (blind)', FRESH37_QUESTIONS);

const question = (start: string) => {
  const q = FRESH37_QUESTIONS.find((candidate) => candidate.question.startsWith(start));
  if (!q) throw new Error(`no question starts with: ${start}`);
  return q.question;
};

describe('the thirty-seventh set reads the ground truth as its header says', () => {
  it('takes "2022 and 2023" as an inclusive window, and a null injured figure adds nothing', () => {
    const kzn = (event_date: string, victims_injured: number | null) =>
      devRow({ province: 'KwaZulu-Natal', event_date, victims_injured });
    const rows = [
      kzn('2022-01-01', 2),
      kzn('2023-12-31', 3),
      kzn('2023-06-01', null),
      kzn('2021-12-31', 40),
      kzn('2024-01-01', 50),
      devRow({ province: 'Gauteng', event_date: '2022-05-05', victims_injured: 60 }),
    ];
    expect(
      expectationIn(FRESH37_QUESTIONS, question('I am compiling figures on non-fatal harm'), rows),
    ).toEqual({
      kind: 'number',
      value: 5,
    });
  });

  it('counts from the first day of 2023 onwards, leaving undated incidents and other provinces out', () => {
    const rows = [
      devRow({ notebook: 'b', province: 'Free State', event_date: '2023-01-01' }),
      devRow({ notebook: 'b', province: 'North West', event_date: '2025-08-23' }),
      devRow({ notebook: 'b', province: 'North West', event_date: '2022-12-31' }),
      devRow({ notebook: 'b', province: 'Free State', event_date: null }),
      devRow({ notebook: 'b', province: 'Limpopo', event_date: '2024-03-03' }),
    ];
    expect(expectationIn(FRESH37_QUESTIONS, question('With a view to recent trends'), rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('takes shares over the stated denominators: every rape case, and only the deadly incidents', () => {
    const rapes = [
      devRow({ notebook: 'b', crimes: ['rape'], relationship: 'acquaintance' }),
      devRow({ notebook: 'b', crimes: ['rape'], relationship: null }),
      devRow({ notebook: 'b', crimes: ['rape', 'murder'], relationship: 'stranger' }),
      devRow({ notebook: 'b', crimes: ['murder'], relationship: 'family' }),
    ];
    expect(expectationIn(FRESH37_QUESTIONS, question('Of the rape cases in this notebook'), rapes)).toEqual({
      kind: 'number',
      value: 33,
    });

    const deaths = [
      devRow({ victims_killed: 2, arrest_made: true }),
      devRow({ victims_killed: 1, arrest_made: false }),
      devRow({ victims_killed: 1, arrest_made: null }),
      devRow({ victims_killed: 0, arrest_made: true }),
      devRow({ victims_killed: null, arrest_made: true }),
    ];
    expect(
      expectationIn(FRESH37_QUESTIONS, question('It means so much to grieving families'), deaths),
    ).toEqual({
      kind: 'number',
      value: 33,
    });
  });

  it('reads "more than" strictly: equal counts answer No, and no excess is an error', () => {
    const tied = [
      devRow({ province: 'Western Cape', event_date: '2022-01-01' }),
      devRow({ province: 'Gauteng', event_date: '2022-12-31' }),
      devRow({ province: 'Western Cape', event_date: '2023-01-01' }),
    ];
    expect(
      expectationIn(FRESH37_QUESTIONS, question('A member has asked whether the Western Cape'), tied),
    ).toEqual({
      kind: 'text',
      value: 'No',
    });

    const murders = [
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['murder'] }),
      devRow({ notebook: 'b', province: 'Mpumalanga', crimes: ['murder', 'robbery'] }),
      devRow({ notebook: 'b', province: 'Limpopo', crimes: ['attempted murder'] }),
    ];
    expect(expectationIn(FRESH37_QUESTIONS, question('Taking all years together'), murders)).toEqual({
      kind: 'text',
      value: 'No',
    });

    const even = [
      devRow({ province: 'Eastern Cape', crimes: ['murder'], event_date: '2019-01-01' }),
      devRow({ province: 'Gauteng', crimes: ['murder'], event_date: '2020-05-05' }),
      devRow({ province: 'Eastern Cape', crimes: ['murder'], event_date: '2018-12-31' }),
    ];
    expect(() =>
      expectationIn(FRESH37_QUESTIONS, question('Considering only incidents from 1 January 2019'), even),
    ).toThrow(/does not have more/);
  });

  it('counts a hijacking as a car or a truck taken, summing the arrests in Johannesburg and Ekurhuleni only', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg', crimes: ['carjacking'], num_suspects_arrested: 6 }),
      devRow({ municipality: 'Ekurhuleni', crimes: ['truck hijacking'], num_suspects_arrested: 5 }),
      devRow({ municipality: 'Ekurhuleni', crimes: ['carjacking'], num_suspects_arrested: null }),
      devRow({ municipality: 'Ekurhuleni', crimes: ['vehicle theft'], num_suspects_arrested: 9 }),
      devRow({ municipality: 'City of Tshwane', crimes: ['carjacking'], num_suspects_arrested: 4 }),
    ];
    expect(expectationIn(FRESH37_QUESTIONS, question('Howzit. Between Jozi and Ekurhleni'), rows)).toEqual({
      kind: 'number',
      value: 11,
    });
  });
});
