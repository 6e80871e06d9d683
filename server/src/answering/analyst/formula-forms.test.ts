import { describe, expect, it } from 'vitest';
import { readFormulaForms } from './formula-forms';

const read = (question: string) => readFormulaForms(question).question;

describe('questions typed as spreadsheet formulas', () => {
  it('writes counts and sums with their criteria as words', () => {
    expect(read('=COUNTIFS(province,"KwaZulu-Natal", crimes,"murder")')).toBe(
      'how many incidents in KwaZulu-Natal and about murder',
    );
    expect(read('SUMIF(crimes, "*rape*", victims_female)')).toBe(
      'the total number of female victims about rape',
    );
    expect(read('SUMIFS(injured, event_date, ">=2020-01-01", event_date, "<=2022-12-31")')).toBe(
      'the total number of people injured on or after 2020-01-01 and on or before 2022-12-31',
    );
    expect(read('=sum(victims_killed)')).toBe('the total number of people killed');
    expect(read('COUNTIFS(province,"<>Gauteng", arrest_made, FALSE)')).toBe(
      'how many incidents outside Gauteng and where nobody was arrested',
    );
  });

  it('writes parts of a date, the latest and earliest date, and a difference of two counts', () => {
    expect(read('COUNTIF(YEAR(event_date)=2023) minus COUNTIF(YEAR(event_date)=2022)')).toBe(
      'how many more incidents in 2023 than in 2022',
    );
    expect(read('filter by WEEKDAY(event_date) in (Sat, Sun) -> COUNTA of rows?')).toBe(
      'how many incidents on Saturdays or Sundays?',
    );
    expect(read('MAX(event_date) where crimes contains "kidnapping"')).toBe(
      'the latest incident date where crimes contains "kidnapping"',
    );
  });

  it('writes a pivot sorted down as the place with the most, and a share of two sums', () => {
    expect(read('pivot: rows = municipality, values = SUM of people killed, sort desc. what is row 1?')).toBe(
      'which municipality has the most people killed?',
    );
    expect(read('SUM(female victims) / (SUM(female victims) + SUM(male victims)) as a %')).toBe(
      'female victims as a percentage of female victims and male victims',
    );
  });

  it('says back each formula it read, and leaves prose with brackets alone', () => {
    expect(readFormulaForms('=SUM(victims_killed)').corrections).toEqual([
      { from: '=SUM(victims_killed)', to: 'the total number of people killed' },
    ]);
    const prose = 'How many murders (not attempted murders) were there in Soweto?';
    expect(readFormulaForms(prose)).toEqual({ question: prose, corrections: [] });
  });
});
