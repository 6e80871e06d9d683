import { describe, expect, it } from 'vitest';
import { checkBlindSet } from './blind-set-checks';
import { FRESH40_QUESTIONS } from './fresh40-questions';
import { devRow, expectationIn } from './invented-rows';

checkBlindSet('The fortieth fresh question set (blind)', FRESH40_QUESTIONS);

const question = (start: string) => {
  const q = FRESH40_QUESTIONS.find((candidate) => candidate.question.startsWith(start));
  if (!q) throw new Error(`no question starting: ${start}`);
  return q.question;
};

describe('The fortieth fresh question set reads the ground truth', () => {
  it('takes the financial year with both ends included and leaves an undated incident out', () => {
    const rows = [
      devRow({ event_date: '2019-03-31' }),
      devRow({ event_date: '2019-04-01' }),
      devRow({ event_date: '2020-03-31' }),
      devRow({ event_date: '2020-04-01' }),
      devRow({ event_date: null }),
    ];
    expect(expectationIn(FRESH40_QUESTIONS, question("The department's annual report"), rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });

  it('shares female victims among those whose sex is stated, so a victim of unknown sex is in neither part', () => {
    const rows = [
      devRow({ notebook: 'b', num_victims: 3, victims_female: 1, victims_male: 2 }),
      devRow({ notebook: 'b', num_victims: 4, victims_female: null, victims_male: null }),
      devRow({ notebook: 'b', num_victims: 2, victims_female: 1, victims_male: null }),
    ];
    // 2 women of 4 victims whose sex is stated (the four unknown add nothing): 50%.
    expect(expectationIn(FRESH40_QUESTIONS, question('On the GBV and femicide'), rows)).toEqual({
      kind: 'number',
      value: 50,
    });
  });

  it('takes the murder share over all murder incidents, counting only a stated lack of arrest', () => {
    const rows = [
      devRow({ crimes: ['murder'], arrest_made: false }),
      devRow({ crimes: ['murder'], arrest_made: true }),
      devRow({ crimes: ['murder', 'robbery'], arrest_made: null }),
      devRow({ crimes: ['robbery'], arrest_made: false }),
    ];
    expect(expectationIn(FRESH40_QUESTIONS, question('The committee intends'), rows)).toEqual({
      kind: 'number',
      value: 33,
    });
  });

  it('reads "more murders in Limpopo" strictly: a tie is No', () => {
    const murder = (province: string) => devRow({ notebook: 'b', province, crimes: ['murder'] });
    const tied = [murder('Limpopo'), murder('Limpopo'), murder('Free State'), murder('Free State')];
    const q = question('someone on the group says');
    expect(expectationIn(FRESH40_QUESTIONS, q, tied)).toEqual({ kind: 'text', value: 'No' });
    expect(expectationIn(FRESH40_QUESTIONS, q, [...tied, murder('Limpopo')])).toEqual({
      kind: 'text',
      value: 'Yes',
    });
  });

  it('counts Friday to Sunday murders by the incident date, and no undated or midweek one', () => {
    const murder = (event_date: string | null) => devRow({ notebook: 'b', event_date, crimes: ['murder'] });
    const rows = [
      murder('2024-01-04'), // Thursday
      murder('2024-01-05'), // Friday
      murder('2024-01-07'), // Sunday
      murder(null),
      devRow({ notebook: 'b', event_date: '2024-01-06', crimes: ['robbery'] }), // Saturday, no murder
    ];
    expect(expectationIn(FRESH40_QUESTIONS, question('for our weekend roster'), rows)).toEqual({
      kind: 'number',
      value: 2,
    });
  });
});
