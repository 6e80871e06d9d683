import { describe, expect, it } from 'vitest';
import { makeEvent } from '../test/events';
import { evidenceOf, outcomeText, suspectsText, victimsText } from './people';

describe('suspects arrested', () => {
  it('gives the count, with the ages listed the way a release lists them', () => {
    expect(suspectsText(makeEvent(1, { suspects_arrested: 2, suspect_ages: [23, 31] }))).toBe(
      '2 (aged 23 and 31)',
    );
    expect(suspectsText(makeEvent(1, { suspects_arrested: 3, suspect_ages: [19, 23, 31] }))).toBe(
      '3 (aged 19, 23 and 31)',
    );
    expect(suspectsText(makeEvent(1, { suspects_arrested: 1, suspect_ages: [] }))).toBe('1');
  });

  it('says None for a release reporting no arrest, and nothing when it does not tell', () => {
    expect(suspectsText(makeEvent(1, { suspects_arrested: 0, arrest_made: false }))).toBe('None');
    expect(suspectsText(makeEvent(1, { suspects_arrested: null, arrest_made: null }))).toBeNull();
    expect(suspectsText(makeEvent(1, { suspects_arrested: null, arrest_made: true }))).toBe(
      'Arrests made, number not stated',
    );
  });
});

describe('victims', () => {
  it('splits the count by sex when the release gives every one', () => {
    expect(victimsText({ count: 3, female: 2, male: 1, ages: [] })).toBe('3: 2 women, 1 man');
    expect(victimsText({ count: 2, female: 0, male: 2, ages: [40, 52] })).toBe('2 men (aged 40 and 52)');
    expect(victimsText({ count: 1, female: 1, male: 0, ages: [37] })).toBe('1 woman (aged 37)');
  });

  it('says "including" when only some are of a stated sex, and the count alone when none are', () => {
    expect(victimsText({ count: 4, female: 1, male: 0, ages: [] })).toBe('4, including 1 woman');
    expect(victimsText({ count: 2, female: null, male: null, ages: [] })).toBe('2');
  });

  it('does not call a child a woman or a man', () => {
    expect(victimsText({ count: 1, female: 1, male: 0, ages: [16] })).toBe('1 girl (aged 16)');
    expect(victimsText({ count: 2, female: 0, male: 2, ages: [4, 9] })).toBe('2 boys (aged 4 and 9)');
    expect(victimsText({ count: 2, female: 1, male: 1, ages: [4, 35] })).toBe(
      '2: 1 female, 1 male (aged 4 and 35)',
    );
  });

  it('is null when the release does not count the victims', () => {
    expect(victimsText({ count: null, female: null, male: null, ages: [] })).toBeNull();
  });
});

describe('outcome', () => {
  it('names the stage, with the sentence when one is stated', () => {
    expect(outcomeText({ outcome: 'sentenced', sentence: 'life imprisonment' })).toBe(
      'Sentenced: life imprisonment',
    );
    expect(outcomeText({ outcome: 'sentenced', sentence: null })).toBe('Sentenced');
    expect(outcomeText({ outcome: 'charged', sentence: null })).toBe('Charged');
    expect(outcomeText({ outcome: 'no_arrest', sentence: null })).toBe('No arrest');
    expect(outcomeText({ outcome: null, sentence: null })).toBeNull();
  });
});

describe('evidence of several fields', () => {
  it('quotes each passage once and leaves out missing ones and ones another passage holds', () => {
    expect(evidenceOf('two men were arrested', undefined, 'aged 23 and 31')).toBe(
      'two men were arrested”, “aged 23 and 31',
    );
    expect(evidenceOf('the suspect', 'the suspect')).toBe('the suspect');
    expect(evidenceOf('He was arrested', 'He was arrested … A 31-year-old man')).toBe(
      'He was arrested … A 31-year-old man',
    );
    expect(evidenceOf(undefined, ' ')).toBeUndefined();
  });

  it('shows a headline joined to the body as a gap, not as one run-on sentence', () => {
    expect(evidenceOf('sentenced for rape in Ntuzuma\nA man was sentenced')).toBe(
      'sentenced for rape in Ntuzuma … A man was sentenced',
    );
  });
});
