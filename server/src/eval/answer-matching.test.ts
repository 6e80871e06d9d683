import { describe, expect, it } from 'vitest';
import { dateForms, matchesExpectation, numbersIn } from './answer-matching';

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
