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
