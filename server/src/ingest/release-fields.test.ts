import { describe, expect, it } from 'vitest';
import { readableDate } from './readable-date';
import { fieldOfHeader, releaseFromFields } from './release-fields';

const complete = {
  title: 'Suspect arrested in Soweto',
  context: 'Police in Soweto arrested a suspect on Sunday.',
  published_date: '2024-03-12',
  source_url: 'https://fixtures.invalid/1',
};

describe('readable dates', () => {
  it.each([
    ['2024-03-12', '2024-03-12'],
    ['2024-03-12T23:30:00-05:00', '2024-03-12'],
    ['12 March 2024', '2024-03-12'],
    ['March 12, 2024', '2024-03-12'],
    ['Tue, 12 Mar 2024 23:30:00 +0200', '2024-03-12'],
    ['12/03/2024', '2024-03-12'],
    ['Tuesday, 12 March 2024 08:00', '2024-03-12'],
  ])('reads %s as %s (the day as written, day before month)', (text, iso) => {
    expect(readableDate(text)).toBe(iso);
  });

  it.each(['2024-02-30', '31 June 2024', 'March 2024', 'yesterday', 'last Sunday', 'soon', ''])(
    'refuses %j: no whole, real day',
    (text) => {
      expect(readableDate(text)).toBeNull();
    },
  );
});

describe('release fields', () => {
  it('accepts the required fields and keeps the optional ones it is given', () => {
    const result = releaseFromFields({
      ...complete,
      published_date: '12 March 2024',
      date: '10/03/2024',
      location: ' Orlando East ',
      crime_committed: 'Murder',
      summary: '',
      unknown_column: 'ignored',
    });
    expect(result).toEqual({
      ok: true,
      release: {
        title: complete.title,
        text: complete.context,
        published_date: '2024-03-12',
        source_url: complete.source_url,
        supplied: { date: '2024-03-10', location: 'Orlando East', crime_committed: 'Murder' },
      },
    });
  });

  it('names every problem of a record at once', () => {
    const result = releaseFromFields({
      title: '  ',
      published_date: 'someday',
      source_url: 'ftp://x',
      date: 'later',
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason.split('; ')).toEqual([
      'missing title',
      'missing context (the release text)',
      'source_url "ftp://x" is not an http(s) address',
      'unreadable published_date "someday" (use yyyy-MM-dd or a full date such as "12 March 2024")',
      'unreadable date "later" (use yyyy-MM-dd or a full date such as "12 March 2024")',
    ]);
  });

  it('says so when a field is not text, and when required ones are missing', () => {
    const result = releaseFromFields({ ...complete, title: 42, published_date: null, source_url: undefined });
    expect(!result.ok && result.reason).toBe(
      'title must be text; missing published_date; missing source_url',
    );
  });

  it("maps CSV headers by field name or by the app's export headers, in any case", () => {
    expect(
      [
        'title',
        ' Source_URL ',
        'SAPS Context',
        'Crime/s',
        'Event Date',
        '\uFEFFPublication Date',
        'other',
      ].map(fieldOfHeader),
    ).toEqual(['title', 'source_url', 'context', 'crime_committed', 'date', 'published_date', undefined]);
  });
});
