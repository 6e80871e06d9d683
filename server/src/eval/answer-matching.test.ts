import type { AnswerResult } from '@workbench/contract/questions';
import { describe, expect, it } from 'vitest';
import { dateForms, headlineAgrees, matchesExpectation, matchesResult, numbersIn } from './answer-matching';

describe('numbers in an answer', () => {
  it('reads whole numbers, thousands separators and decimals', () => {
    expect(numbersIn('168 suspects; 1,680 rounds; an average of 35.6 years.')).toEqual([168, 1680, 35.6]);
  });

  it('never reads a piece of a longer token as a number', () => {
    expect(numbersIn('1,68 and R250 and 2024-03-05 and 05/03/2024 and 3rd and 12:30')).toEqual([]);
  });

  it('matches a number as a whole token only', () => {
    expect(matchesExpectation('There were 168 arrests.', { kind: 'number', value: 168 })).toBe(true);
    expect(matchesExpectation('There were 1,68 arrests.', { kind: 'number', value: 168 })).toBe(false);
    expect(matchesExpectation('There were 1168 arrests.', { kind: 'number', value: 168 })).toBe(false);
    expect(matchesExpectation('Average age: 35.6.', { kind: 'number', value: 35.6 })).toBe(true);
    expect(matchesExpectation('Average age: 35.65.', { kind: 'number', value: 35.6 })).toBe(false);
    expect(matchesExpectation('In total 1,200 people.', { kind: 'number', value: 1200 })).toBe(true);
  });
});

describe('dates in an answer', () => {
  it('accepts the five written forms of a date', () => {
    expect(dateForms('2024-03-05')).toEqual([
      '2024-03-05',
      '05/03/2024',
      '5 March 2024',
      'March 5, 2024',
      '05 March 2024',
    ]);
    for (const form of dateForms('2024-03-05'))
      expect(matchesExpectation(`It happened on ${form}.`, { kind: 'date', value: '2024-03-05' })).toBe(true);
  });

  it('refuses another day that ends with the same digits, and abbreviated months', () => {
    expect(matchesExpectation('On 15 March 2024.', { kind: 'date', value: '2024-03-05' })).toBe(false);
    expect(matchesExpectation('On 5 Mar 2024.', { kind: 'date', value: '2024-03-05' })).toBe(false);
  });
});

describe('texts, lists and refusals', () => {
  it('matches any acceptable text, ignoring case', () => {
    expect(matchesExpectation('Most were in KWAZULU-NATAL.', { kind: 'text', value: 'KwaZulu-Natal' })).toBe(
      true,
    );
    expect(matchesExpectation('Illegal gun possession', { kind: 'text', value: ['firearm', 'gun'] })).toBe(
      true,
    );
    expect(matchesExpectation('Gauteng', { kind: 'text', value: ['Limpopo'] })).toBe(false);
  });

  it('needs every item of a list, numbers matched as numbers', () => {
    const list = { kind: 'list' as const, value: ['Western Cape', 15, 30] };
    expect(matchesExpectation('Western Cape: 15 women and 30 men.', list)).toBe(true);
    expect(matchesExpectation('Western Cape: 15 women and 300 men.', list)).toBe(false);
  });

  it('sees a refusal only where the answer says the events cannot tell', () => {
    const refusal = { kind: 'refusal' as const };
    expect(
      matchesExpectation('The events do not say anything about "why", so they cannot answer this.', refusal),
    ).toBe(true);
    expect(matchesExpectation('There were 15 murders in KwaZulu-Natal.', refusal)).toBe(false);
  });
});

describe('matchesResult, the strict rule', () => {
  const result = (fields: Partial<AnswerResult>): AnswerResult => ({
    type: 'number',
    value: 3,
    measure: 'events',
    complete: true,
    not_applied: [],
    ...fields,
  });

  it('takes a number only from a complete result of type number', () => {
    expect(matchesResult(result({}), { kind: 'number', value: 3 })).toBe(true);
    expect(matchesResult(result({ complete: false }), { kind: 'number', value: 3 })).toBe(false);
    expect(matchesResult(result({ value: 4 }), { kind: 'number', value: 3 })).toBe(false);
    expect(matchesResult(null, { kind: 'number', value: 3 })).toBe(false);
  });

  it('takes a text from the first item of a ranking, and yes or no only as the word', () => {
    const ranking = result({
      type: 'ranking',
      value: [
        { name: 'Gauteng', value: 4 },
        { name: 'Limpopo', value: 1 },
      ],
    });
    expect(matchesResult(ranking, { kind: 'text', value: 'gauteng' })).toBe(true);
    expect(matchesResult(ranking, { kind: 'text', value: 'Limpopo' })).toBe(false);
    expect(matchesResult(result({ type: 'yes_no', value: false }), { kind: 'text', value: 'No' })).toBe(true);
    expect(matchesResult(result({ type: 'none', value: null }), { kind: 'text', value: 'No' })).toBe(false);
  });

  it('takes a date as its own yyyy-MM-dd, a list as all its items, a refusal as type none', () => {
    expect(
      matchesResult(result({ type: 'date', value: '2024-03-05' }), { kind: 'date', value: '2024-03-05' }),
    ).toBe(true);
    const list = result({ type: 'list', value: ['Soweto', 'Umlazi'] });
    expect(matchesResult(list, { kind: 'list', value: ['Umlazi', 'Soweto'] })).toBe(true);
    expect(matchesResult(list, { kind: 'list', value: ['Umlazi', 'Durban'] })).toBe(false);
    expect(matchesResult(result({ type: 'none', value: null }), { kind: 'refusal' })).toBe(true);
    expect(matchesResult(result({}), { kind: 'refusal' })).toBe(false);
  });

  it('takes a list of figures from a series, each period with its figure', () => {
    const series = result({
      type: 'series',
      value: [
        { name: '2022', value: 7 },
        { name: '2023', value: 5 },
      ],
    });
    expect(matchesResult(series, { kind: 'list', value: [7, 5] })).toBe(true);
    expect(matchesResult(series, { kind: 'list', value: [7, 6] })).toBe(false);
    expect(matchesResult(series, { kind: 'list', value: ['2023'] })).toBe(true);
  });
});

describe('whether the headline states the result', () => {
  const result = (type: AnswerResult['type'], value: AnswerResult['value']): AnswerResult => ({
    type,
    value,
    measure: 'events',
    complete: true,
    not_applied: [],
  });

  it('finds the figure, the date, the yes or no and the top name in the headline', () => {
    expect(headlineAgrees('Read as: x.\nThe notebook has 12 events [#1].', result('number', 12))).toBe(true);
    expect(headlineAgrees('Read as: x.\nThe notebook has 12 events [#1].', result('number', 13))).toBe(false);
    expect(headlineAgrees('Read as: x.\nNo. None of the events ...', result('yes_no', false))).toBe(true);
    expect(headlineAgrees('Read as: x.\nYes. 3 events ...', result('yes_no', false))).toBe(false);
    expect(
      headlineAgrees('Read as: x.\nThe latest is dated 12 March 2024.', result('date', '2024-03-12')),
    ).toBe(true);
  });

  it('takes "None of ..." as 0, an event by its citation and a date in a list written out', () => {
    expect(headlineAgrees('Read as: x.\nNone of the 50 events matches.', result('number', 0))).toBe(true);
    expect(headlineAgrees('Read as: x.\nNone of the 50 events matches.', result('number', 2))).toBe(false);
    const tie = 'Read as: x.\n2 incidents share the most:\n* 8 March 2020, Site B [#33]: ...';
    expect(headlineAgrees(tie, result('ranking', [{ name: 'Site B, 8 March 2020 [#33]', value: 7 }]))).toBe(
      true,
    );
    expect(headlineAgrees(tie, result('ranking', [{ name: 'Umlazi, 3 June 2023 [#24]', value: 7 }]))).toBe(
      false,
    );
    const dates = 'Read as: x.\nThe 2 events are dated:\n* 11 September 2024, Ngwavuma [#27]';
    expect(headlineAgrees(dates, result('list', ['2024-09-11', '2023-01-02']))).toBe(true);
  });

  it('reads past a note on the reading to the headline', () => {
    const answer = 'Read as: x.\nPartial answer: I could not apply "y".\nThe notebook has 4 events.';
    expect(headlineAgrees(answer, result('number', 4))).toBe(true);
  });
});
