import { describe, expect, it } from 'vitest';
import type { CaseFacts } from '../extraction/case-facts';
import { LINK_THRESHOLD, scoreLink } from './link-score';

const facts = (fields: Partial<CaseFacts>): CaseFacts => ({
  published: '2023-03-13',
  incidentDate: '2023-03-12',
  step: 'reported',
  province: 'Eastern Cape',
  places: ['mdantsane', 'buffalo city'],
  crimes: ['Murder'],
  victimAges: [41],
  suspectAges: [],
  victimsFemale: null,
  victimsMale: 1,
  names: ['lwando', 'mbeki'],
  daysNamed: ['2023-03-12'],
  monthsNamed: ['2023-03'],
  terms: ['tavern', 'owner', 'gunmen', 'mdantsane', 'closing'],
  ...fields,
});

const report = facts({});

describe('whether two releases tell one case', () => {
  it('links a sentence that names the crime day and the victim to the crime report', () => {
    const sentence = facts({
      published: '2024-11-20',
      incidentDate: '2024-11-19',
      step: 'sentenced',
      suspectAges: [30],
      terms: ['regional', 'court', 'sentenced', 'tavern', 'owner', 'imprisonment'],
    });
    const scored = scoreLink(report, sentence);
    expect(scored.score).toBeGreaterThanOrEqual(LINK_THRESHOLD);
    expect(scored.reasons).toEqual(
      expect.arrayContaining(['names the incident date', 'same names: lwando, mbeki']),
    );
  });

  it('keeps apart another killing in the same town and month, with another victim', () => {
    const other = facts({
      published: '2023-03-27',
      incidentDate: '2023-03-25',
      victimAges: [56],
      victimsFemale: 1,
      victimsMale: null,
      names: ['nokuthula', 'dyantyi'],
      daysNamed: ['2023-03-25'],
      terms: ['stabbed', 'home', 'mdantsane'],
    });
    expect(scoreLink(report, other).score).toBeLessThan(LINK_THRESHOLD);
  });

  it('never links releases from two provinces, nor a report years after the crime', () => {
    expect(scoreLink(report, facts({ province: 'Gauteng', published: '2023-03-14' })).reasons).toEqual([
      'other province',
    ]);
    expect(scoreLink(report, facts({ published: '2026-01-10', incidentDate: null })).reasons).toEqual([
      'too late for a reported release',
    ]);
  });

  it('calls a release with the same step and most of the same words a copy', () => {
    const copy = facts({
      published: '2023-03-14',
      terms: ['tavern', 'owner', 'gunmen', 'mdantsane', 'police'],
    });
    expect(scoreLink(report, copy)).toMatchObject({ copy: true });
    expect(scoreLink(report, facts({ published: '2024-11-20', step: 'sentenced' })).copy).toBe(false);
  });
});
