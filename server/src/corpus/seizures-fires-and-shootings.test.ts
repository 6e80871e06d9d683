import { describe, expect, it } from 'vitest';
import { findCrimes } from './crimes';

const categoriesOf = (text: string) => findCrimes(text).map((c) => c.category);

describe('drugs seized by the hundred thousand rand are dealt in, not carried for use', () => {
  it('reads dagga worth millions as dealing', () => {
    const text = 'Police arrested two men outside Upington with dagga valued at R5 066 250 in their vehicle.';
    expect(categoriesOf(text)).toContain('Dealing in drugs');
    expect(categoriesOf(text)).not.toContain('Possession of drugs');
  });

  it('reads a seizure worth hundreds of thousands as dealing', () => {
    expect(
      categoriesOf('Tik, mandrax and empty sachets worth about R287 000 were seized at a courier depot.'),
    ).toContain('Dealing in drugs');
  });

  it('keeps a small quantity as possession', () => {
    const text =
      'A man was arrested with 82 Mandrax tablets and tik with an estimated street value of R20 000.';
    expect(categoriesOf(text)).toEqual(['Possession of drugs']);
  });
});

describe('a house set alight with its place between', () => {
  it('reads "set a house in I-Section, Khayelitsha, alight" as arson', () => {
    expect(
      categoriesOf('Community members had set a house in I-Section, Khayelitsha, alight that evening.'),
    ).toContain('Arson');
  });
});

describe('a mass shooting in which people were shot dead', () => {
  it('is murder as well as a mass shooting', () => {
    const categories = categoriesOf(
      'A woman and three men were killed when four people were shot dead in Clyde Street.',
    );
    expect(categories).toEqual(expect.arrayContaining(['Mass shooting', 'Murder']));
  });

  it('is no murder when the people shot were only wounded', () => {
    expect(categoriesOf('Five people were shot and wounded outside a tavern.')).not.toContain('Murder');
  });
});

describe('a value given for a list of goods', () => {
  it('is no dealing when the drugs are one item of a list the value is given for', () => {
    expect(
      categoriesOf('Mandrax tablets, stolen cars and firearms worth R3 million were recovered.'),
    ).not.toContain('Dealing in drugs');
  });
});
