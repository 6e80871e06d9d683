import { describe, expect, it } from 'vitest';
import { readStep } from './case-step';

const step = (title: string, text: string, outcome: Parameters<typeof readStep>[2] = null) =>
  readStep(title, text, outcome).step;

describe('the step of its case a release reports', () => {
  it('reads the furthest step done: a sentence release that recalls the arrest is a sentence', () => {
    expect(
      step(
        'Life for tavern killer',
        'The man, who was arrested in March 2023, was sentenced to life imprisonment on Tuesday.',
        'sentenced',
      ),
    ).toBe('sentenced');
    expect(step('Guilty verdict', 'The accused was found guilty of murder on Monday.', 'convicted')).toBe(
      'convicted',
    );
  });

  it('tells bail and a court appearance from an arrest that only announces one', () => {
    expect(
      step('Bail denied', 'The accused was denied bail in the Umlazi Magistrate Court.', 'charged'),
    ).toBe('bail');
    expect(
      step('Suspect in court', 'The suspect appeared in the Mthatha Magistrate Court on Monday.', 'charged'),
    ).toBe('court');
    expect(
      step(
        'Suspect arrested',
        'Police arrested a 29-year-old man. He will appear in court on Monday.',
        'charged',
      ),
    ).toBe('arrest');
  });

  it('keeps a crime with nobody arrested a report, and a memorial something else', () => {
    expect(
      step('Man shot dead', 'A man was shot dead on Sunday. No arrests have been made.', 'no_arrest'),
    ).toBe('reported');
    expect(
      step('Memorial for slain officers', 'The provincial commissioner led a memorial service.', null),
    ).toBe('other');
  });
});
