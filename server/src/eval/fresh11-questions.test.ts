import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH11_QUESTIONS } from './fresh11-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The eleventh fresh question set (blind)', FRESH11_QUESTIONS);

const expectation = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH11_QUESTIONS, question, rows);

describe('The eleventh fresh set reads the ground truth', () => {
  it('sums the police officers who were victims as stated: a null figure adds nothing', () => {
    const rows = [
      devRow({ victims_police: 6 }),
      devRow({ victims_police: null }),
      devRow({ victims_police: 1, province: 'Western Cape' }),
      devRow({ notebook: 'b', victims_police: 4 }),
    ];
    expect(
      expectation(
        "On behalf of our members: how many police officers, on or off duty, were victims in these incidents? I'm compiling numbers for a wage-and-safety submission.",
        rows,
      ),
    ).toEqual({ kind: 'number', value: 7 });
  });

  it('ranks the provinces by the officers among their victims', () => {
    const rows = [
      devRow({ province: 'Gauteng', location: 'A', victims_police: 1 }),
      devRow({ province: 'Gauteng', location: 'B', victims_police: 1 }),
      devRow({ province: 'Western Cape', location: 'C', victims_police: 3 }),
      devRow({ province: 'KwaZulu-Natal', location: 'D', victims_police: null }),
    ];
    expect(expectation('Which province had the most SAPS members among the victims?', rows)).toEqual({
      kind: 'text',
      value: 'Western Cape',
    });
  });

  it('takes the female share of the victims whose sex is recorded, not of all victims', () => {
    const rows = [
      devRow({ num_victims: 10, victims_female: 1, victims_male: 1 }),
      devRow({ num_victims: 2, victims_female: 0, victims_male: 2 }),
      devRow({ num_victims: 4 }),
    ];
    expect(
      expectation(
        'Of the victims whose sex is recorded, what percentage were women or girls? Nearest whole number please - it is for a GBV briefing.',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 25 });
  });

  it('reads the Joburg metro as the City of Johannesburg municipality', () => {
    const rows = [
      devRow({ municipality: 'City of Johannesburg', location: 'Hillbrow' }),
      devRow({ municipality: 'Ekurhuleni', location: 'Johannesburg Road, Bedfordview' }),
    ];
    expect(expectation('How many incidents fall inside the Joburg metro?', rows)).toEqual({
      kind: 'number',
      value: 1,
    });
  });

  it('counts a stated age of exactly 40 as 40 or older, one per suspect', () => {
    const rows = [
      devRow({ notebook: 'b', suspect_ages: [40, 39, 55] }),
      devRow({ notebook: 'b', suspect_ages: null }),
      devRow({ notebook: 'b', suspect_ages: [41] }),
    ];
    expect(expectation('Of the suspects whose ages are given, how many were 40 or oldr?', rows)).toEqual({
      kind: 'number',
      value: 3,
    });
  });
});
