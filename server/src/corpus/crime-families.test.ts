import { describe, expect, it } from 'vitest';
import { CRIME_FAMILIES, categoriesNamed, familiesOf } from './crime-families';
import { CRIME_CATEGORIES } from './crimes';

describe('crime families', () => {
  it('name only categories of the taxonomy', () => {
    for (const family of CRIME_FAMILIES)
      for (const member of family.members) expect(CRIME_CATEGORIES).toContain(member);
  });

  it('count both car and truck hijackings as hijackings', () => {
    expect(categoriesNamed('hijacking')).toEqual(['Carjacking', 'Truck hijacking']);
  });

  it('keep hijackings out of robbery and robbery out of theft, as releases report them apart', () => {
    expect(categoriesNamed('Robbery')).not.toContain('Carjacking');
    expect(categoriesNamed('Theft')).not.toContain('Armed robbery');
  });

  it('read a plain category as itself and an unknown name as nothing', () => {
    expect(categoriesNamed('murder')).toEqual(['Murder']);
    expect(categoriesNamed('jaywalking')).toEqual([]);
  });

  it('give the families of an event once each', () => {
    expect(familiesOf(['Rape', 'Sexual assault', 'Murder'])).toEqual(['Sexual offences']);
    expect(familiesOf(['Truck hijacking', 'Armed robbery'])).toEqual(['Hijacking', 'Robbery']);
  });
});
