import { describe, expect, it } from 'vitest';
import { asksUnrecorded } from './unanswerable-asks';

describe('what no event records', () => {
  it.each([
    'Give me the GPS coordinates of the places where the poaching happened',
    'What were the latitude and longitude of each scene?',
    'List the exact street address of every hijacking',
  ])('map coordinates and addresses: %s', (question) => {
    expect(asksUnrecorded(question).unrecorded).toBe('coordinates');
  });

  it('reads a place asked by name as a place, not as coordinates', () => {
    expect(asksUnrecorded('Which towns had the most incidents?').unrecorded).toBeNull();
  });

  it.each([
    'Name the make of getaway car that turns up most often in these robberies.',
    'What colour of car did the hijackers use most?',
    'How many guns did the police find?',
  ])('what was taken, used or found: %s', (question) => {
    expect(asksUnrecorded(question).unrecorded).toBe('goods');
  });
});
