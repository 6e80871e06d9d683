import type { RawRelease } from '../corpus/types';

/**
 * Release texts built to stress the rules: one endless sentence, long lists of names, ages, dates,
 * places and crimes, a giant token. A watched feed can deliver any of them; each must enrich in time
 * linear in its length. Used by the long-release test and `bench/long-releases.ts`.
 */
const UNITS = {
  'one long sentence':
    'the suspect, a 34-year-old man from the area, and two other men aged 25 and 41, who allegedly shot the victim, a woman aged 52, ',
  'semicolon list of people': 'Sipho Dlamini (34); Thandi Mokoena, 28; ',
  'name list': 'Sipho Dlamini, Johan van der Merwe, Ayanda Nkosi and ',
  'date list': 'on 12 March 2023, on Sunday 14 May 2023, and between 3 and 5 June 2023, ',
  'place list': 'in Soweto, Durban, Mthatha, Polokwane, Khayelitsha and Ga-Rankuwa, ',
  'crime list': 'murder, attempted murder, armed robbery, rape, carjacking, house robbery, ',
  'many short sentences':
    'Police arrested two suspects aged 23 and 31 in Soweto on Monday. The victim, 45, died. ',
  'number list': '12, 7, 1 500, 38, 2023, 16, ',
  'victim list': 'a woman, 34, was shot and killed, and a man aged 61 was stabbed, while she ',
  'ranks and abbreviations': 'Sgt. Const. Capt. Col. Mr. No. ',
  'line breaks': 'Soweto\n\n(34)\n;\n',
  'giant token': 'x',
} as const;

export type AdversarialShape = keyof typeof UNITS;

export const ADVERSARIAL_SHAPES = Object.keys(UNITS) as AdversarialShape[];

/** A release whose text is `length` characters of the shape, after a plain opening sentence. */
export function releaseOfShape(shape: AdversarialShape, length: number): RawRelease {
  const opening = 'Police in Gauteng arrested a man for murder on Friday. ';
  const unit = UNITS[shape];
  const text = `${opening}${unit.repeat(Math.ceil(length / unit.length))}`.slice(0, length);
  return {
    title: `A release of ${length} characters: ${shape}`,
    published_date: '2024-03-18',
    source_url: `https://bench.invalid/long/${encodeURIComponent(shape)}/${length}`,
    text,
  };
}
