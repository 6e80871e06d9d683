import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH24_QUESTIONS } from './fresh24-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The twenty-fourth fresh question set (blind)', FRESH24_QUESTIONS);

const ask = (question: string, rows: Parameters<typeof expectationIn>[2]) =>
  expectationIn(FRESH24_QUESTIONS, question, rows);

describe('The twenty-fourth fresh question set, on invented rows', () => {
  it('takes the female share over the victims whose sex is stated, a null adding nothing', () => {
    const rows = [
      devRow({ notebook: 'b', victims_female: 1, victims_male: 2 }),
      devRow({ notebook: 'b', victims_female: null, victims_male: 3 }),
      devRow({ notebook: 'b', victims_female: 1, victims_male: null }),
    ];
    expect(
      ask(
        'Exercise: of the victims whose sex is stated, what percentage were female? Give a whole number.',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 29 });
  });

  it('counts incidents, not suspects, with at least one suspect aged 40 or older', () => {
    const rows = [
      devRow({ notebook: 'b', suspect_ages: [40, 41] }),
      devRow({ notebook: 'b', suspect_ages: [39] }),
      devRow({ notebook: 'b', suspect_ages: null }),
      devRow({ notebook: 'b', suspect_ages: [18, 70] }),
    ];
    expect(ask('In how many incidents was at least one suspect aged 40 or older?', rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('counts male victims only when the female victims are stated as nought', () => {
    const rows = [
      devRow({ victims_male: 2, victims_female: 0 }),
      devRow({ victims_male: 1, victims_female: null }),
      devRow({ victims_male: 0, victims_female: 0 }),
      devRow({ victims_male: 1, victims_female: 1 }),
    ];
    expect(
      ask(
        'Exercise 5: how many incidents had male victims only, meaning at least one male victim and no female victims?',
        rows,
      ),
    ).toEqual({ kind: 'number', value: 1 });
  });

  it('ranks police stations by incidents, one without a station counting for none', () => {
    const rows = [
      devRow({ police_station: 'Mthatha' }),
      devRow({ police_station: 'Mthatha' }),
      devRow({ police_station: 'Umlazi' }),
      devRow({ police_station: null }),
      devRow({ police_station: null }),
      devRow({ police_station: null }),
    ];
    expect(ask('Which police station dealt with the most of these incidents?', rows)).toEqual({
      kind: 'text',
      value: 'Mthatha',
    });
  });

  it('takes the arrest share over the attempted murder incidents alone, to the nearest percent', () => {
    const rows = [
      devRow({ crimes: ['attempted murder'], arrest_made: true }),
      devRow({ crimes: ['attempted murder', 'murder'], arrest_made: true }),
      devRow({ crimes: ['attempted murder'], arrest_made: false }),
      devRow({ crimes: ['murder'], arrest_made: false }),
    ];
    expect(ask('In what percentage of the attempted murder cases was an arrest made?', rows)).toEqual({
      kind: 'number',
      value: 67,
    });
  });
});
