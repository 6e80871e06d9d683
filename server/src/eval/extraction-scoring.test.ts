import { describe, expect, it } from 'vitest';
import { samePlace, settlementOf } from './extraction-scoring';

describe('samePlace', () => {
  it('accepts a metro under its official name where the truth uses the common one', () => {
    expect(samePlace('City of Ekurhuleni', 'Ekurhuleni')).toBe(true);
    expect(samePlace('City of Tshwane', 'Tshwane')).toBe(true);
    expect(samePlace('City of Ekurhuleni', 'Ekurhuleni')).toBe(samePlace('Ekurhuleni', 'Ekurhuleni'));
  });

  it('still tells different places apart', () => {
    expect(samePlace('City of Johannesburg', 'Ekurhuleni')).toBe(false);
    expect(samePlace('Tembisa, Ekurhuleni', 'Ekurhuleni')).toBe(false);
    expect(samePlace(null, 'Ekurhuleni')).toBe(false);
  });

  it('compares with the first settlement of the written truth', () => {
    expect(samePlace('Umlazi', settlementOf('Glebelands Hostel, Umlazi').first)).toBe(true);
  });
});
