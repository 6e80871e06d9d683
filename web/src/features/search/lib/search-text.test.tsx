import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { highlight, keywordPattern } from './highlight';
import { placeOf, releaseBody } from './press-release';

const marked = (text: string, keywords: string[]) => {
  const { container } = render(<p>{highlight(text, keywordPattern(keywords))}</p>);
  return Array.from(container.querySelectorAll('mark'), (mark) => mark.textContent);
};

describe('highlight', () => {
  it('marks other forms of a keyword, in any case', () => {
    expect(marked('Vehicle HIJACKED; two hijackings reported. A hijacker fled.', ['hijack'])).toEqual([
      'HIJACKED',
      'hijackings',
      'hijacker',
    ]);
    expect(marked('Robberies and a robbery at a spaza.', ['robbery'])).toEqual(['Robberies', 'robbery']);
    expect(marked('He was hijacked.', ['hijacking'])).toEqual(['hijacked']);
  });

  it('marks whole words only', () => {
    expect(marked('The armed men left the farm.', ['arm'])).toEqual(['armed']);
    expect(marked('Firearm found.', ['arm'])).toEqual([]);
  });

  it('treats keyword and text as text, never as a pattern or HTML', () => {
    const { container } = render(
      <p>{highlight('<b>bold</b> costs R5 (cash) a.b', keywordPattern(['(cash)', 'a.b', 'bold']))}</p>,
    );
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('<b>bold</b> costs R5 (cash) a.b');
    expect(Array.from(container.querySelectorAll('mark'), (m) => m.textContent)).toEqual([
      'bold',
      '(cash)',
      'a.b',
    ]);
  });

  it('marks a quoted phrase as one match across any spacing, and never a left-out word', () => {
    expect(marked('Stock theft rose; the stock\ntheft unit and theft of stock.', ['"stock theft"'])).toEqual([
      'Stock theft',
      'stock\ntheft',
    ]);
    expect(marked('Robbery near the bank, a robbery.', ['robbery', '-bank'])).toEqual(['Robbery', 'robbery']);
    expect(keywordPattern(['-bank'])).toBeNull();
  });

  it('leaves text alone without keywords', () => {
    expect(keywordPattern([])).toBeNull();
    expect(highlight('plain', null)).toBe('plain');
  });
});

describe('releaseBody', () => {
  it.each([
    ['ENDS', 'Line one\nLine two\nENDS\nContact: 012 345'],
    ['Ends', 'Line one\nLine two\nEnds\nContact'],
    ['#ends', 'Line one\nLine two\n#ends\nContact'],
    ['End', 'Line one\nLine two\r\nEnd of statement\nContact'],
  ])('cuts at the first line containing %s', (_, context) => {
    expect(releaseBody(context)).toBe('Line one\nLine two');
  });

  it('does not cut at words that merely contain "end"', () => {
    const text = 'Over the weekend police attended.\nThe suspect was apprehended.\nCase extended.';
    expect(releaseBody(text)).toBe(text);
  });
});

describe('placeOf', () => {
  it('adds the province unless the place already names it', () => {
    expect(placeOf({ location: 'Durban', province: 'KwaZulu-Natal' })).toBe('Durban, KwaZulu-Natal');
    expect(placeOf({ location: 'Mthatha, Eastern Cape', province: 'Eastern Cape' })).toBe(
      'Mthatha, Eastern Cape',
    );
    expect(placeOf({ location: null, province: 'Limpopo' })).toBe('Limpopo');
    expect(placeOf({ location: ' ', province: null })).toBeNull();
  });
});
