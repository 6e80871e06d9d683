import { describe, expect, it } from 'vitest';
import { caseTextOf } from './case-facts';

describe("the case read from a release's words", () => {
  it("keeps people's names, days and months named, never places, ranks or calendar words", () => {
    const text =
      'Police in Mdantsane are looking for the killers of Lwando Mbeki (41), shot on Sunday 12 March 2023. ' +
      'Captain Siphokazi Mawisa said the December 2022 robbery at the same tavern is also being investigated.';
    const read = caseTextOf('Tavern owner shot dead', text, '2023-03-13');
    expect(read.names).toEqual(expect.arrayContaining(['lwando', 'mbeki']));
    expect(read.names).not.toEqual(
      expect.arrayContaining(['siphokazi', 'mawisa', 'mdantsane', 'sunday', 'march']),
    );
    expect(read.daysNamed).toEqual(['2023-03-12']);
    expect(read.monthsNamed).toEqual(['2023-03', '2022-12']);
    expect(read.placesNamed).toEqual(expect.arrayContaining(['mdantsane']));
  });

  it('reads a release of megabytes only as far as a long release goes', () => {
    const filler = 'The community met again to discuss safety. '.repeat(1_000);
    const read = caseTextOf(
      'Meeting',
      `${filler}Police arrested Thandeka Zungu on 4 June 2024.`,
      '2024-06-05',
    );
    expect(read.names).not.toContain('zungu');
    expect(read.daysNamed).toEqual([]);
  });
});
