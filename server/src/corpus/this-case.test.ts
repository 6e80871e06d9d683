import { describe, expect, it } from 'vitest';
import { enrichRelease } from './enrich';
import { thisCaseOf } from './this-case';

describe('the case a release is about', () => {
  it('ends where another case begins', () => {
    const body =
      'A man was robbed in Soweto on Monday.\n\nIn a separate incident, a car was hijacked in Tembisa.';
    expect(thisCaseOf(body).trim()).toBe('A man was robbed in Soweto on Monday.');
    expect(thisCaseOf('Nothing else happened.')).toBe('Nothing else happened.');
  });

  it("keeps the other case's place and crimes out of the event", () => {
    const event = enrichRelease({
      title: 'Robbery suspect sought',
      published_date: '2024-05-08',
      source_url: 'https://press.invalid/this-case/1',
      text: 'A shopkeeper was robbed at gunpoint in Soweto on Monday.\n\nElsewhere in the province, a car was hijacked in Polokwane and the driver was kidnapped.',
    });
    expect(event.location).toContain('Soweto');
    expect(event.crime_committed).not.toMatch(/Carjacking|Kidnapping/);
  });
});
