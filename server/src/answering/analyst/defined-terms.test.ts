import { describe, expect, it } from 'vitest';
import { readDefinedTerms } from './defined-terms';

describe('terms a question defines before it uses them', () => {
  it('reads each later use of a quoted term as what it was defined to mean, and says so', () => {
    const read = readDefinedTerms(
      'For the purposes of this analysis, "lethal violence" means any incident recorded as murder or culpable homicide, excluding attempted murder. How many incidents of lethal violence are recorded?',
    );
    expect(read.question).toMatch(
      /How many incidents of murder or culpable homicide, excluding attempted murder are recorded\?$/,
    );
    expect(read.question).not.toContain('For the purposes');
    expect(read.corrections).toEqual([
      { from: 'lethal violence', to: 'murder or culpable homicide, excluding attempted murder' },
    ]);
  });

  it('keeps what follows the definition in the same sentence', () => {
    const read = readDefinedTerms(
      "a 'violent death' is an incident whose recorded crimes include murder or culpable homicide, and the base is the dated incidents. What share involved a violent death?",
    );
    expect(read.question).toContain(', and the base is the dated incidents.');
    expect(read.question).toContain('What share involved a murder or culpable homicide?');
  });

  it('leaves a definition it cannot reuse as words, and a term never used again', () => {
    const clause =
      'A "police victim" is any police officer harmed or targeted, whether on or off duty. How many police victims?';
    expect(readDefinedTerms(clause)).toEqual({ question: clause, corrections: [] });
    const unused = '"lethal violence" means murder. How many murders?';
    expect(readDefinedTerms(unused)).toEqual({ question: unused, corrections: [] });
  });
});

describe('symbols a statistician defines with "let"', () => {
  it('writes the symbol out where it is used, the set of its members as the members', () => {
    expect(
      readDefinedTerms(
        'Let A be the set of stated suspect ages, one value per suspect. Compute the range of A.',
      ).question,
    ).toContain('Compute the range of the stated suspect ages.');
  });

  it('drops "for which K is stated", since a figure counts only the incidents that state it', () => {
    const { question, corrections } = readDefinedTerms(
      'Let K be the number of people killed in an incident. Restricting to the murder incidents for which K is stated, compute the mean of K.',
    );
    expect(question.trim()).toBe(
      'Restricting to the murder incidents, compute the mean of the number of people killed in an incident.',
    );
    expect(corrections).toEqual([{ from: 'K', to: 'the number of people killed in an incident' }]);
  });

  it('leaves a letter no definition names as typed', () => {
    const question = 'How many murders in Block K of Site C?';
    expect(readDefinedTerms(question)).toEqual({ question, corrections: [] });
  });

  it('reads "these N incidents" as the incidents N counts', () => {
    const { question } = readDefinedTerms(
      'Let N be the number of incidents with a known event date. What proportion of these N incidents fell on a Saturday?',
    );
    expect(question.trim()).toBe(
      'What proportion of the incidents with a known event date fell on a Saturday?',
    );
  });

  it('reads one defined symbol taken from another as their difference, and leaves a minus of names alone', () => {
    expect(
      readDefinedTerms('Let m_NW and m_NC be the means in North West and Northern Cape. Compute m_NW - m_NC.')
        .question,
    ).toContain('Compute the difference between m_NW and m_NC.');
    const question = 'How many murders in Block K - Site C?';
    expect(readDefinedTerms(question)).toEqual({ question, corrections: [] });
  });
});
