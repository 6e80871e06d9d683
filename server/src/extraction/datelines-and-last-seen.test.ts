import { describe, expect, it } from 'vitest';
import { extractDates } from './dates';
import { resolveLocation } from './location';

const incidentDay = (text: string, published: string) => extractDates(text, published).incident?.date ?? null;

describe('a dateline is the day a release went out, not the incident', () => {
  it('reads the day of the bust below a bare dateline', () => {
    const text =
      '10 Sep 2024. Operation Vala Umgodi: three people arrested for illicit mining. On Saturday, 7 September, three suspects were arrested in the Northern Cape with illegal mining equipment.';
    expect(incidentDay(text, '2024-09-10')).toBe('2024-09-07');
  });

  it('gives no day when the dateline with its byline is the only date', () => {
    const text =
      'South Africa. 01 September 2019, by Jane Dlamini. The high court has given life terms to three teenagers who stabbed rivals to death.';
    expect(incidentDay(text, '2019-09-01')).toBeNull();
  });

  it('passes over an agency dateline', () => {
    const text =
      'South African Police Service (Pretoria) press release, 29 November 2019. Two managers will be charged with fraud after investigations into two post offices.';
    expect(incidentDay(text, '2019-11-29')).toBeNull();
  });

  it('still reads a first sentence that tells something on its day', () => {
    expect(incidentDay('On 29 November 2019 a man was shot dead in Umlazi.', '2019-11-30')).toBe(
      '2019-11-29',
    );
  });
});

describe('the day someone was last seen or missed is not the crime', () => {
  it('gives no day for a murder whose victim was last seen on a date', () => {
    const text =
      'A 27-year-old man accused of murdering his girlfriend was arrested after her family reported her missing on Wednesday, July 31, as she had not been seen since July 20. He admitted that he had stabbed her to death.';
    expect(incidentDay(text, '2024-08-02')).toBeNull();
  });

  it('keeps the day the abducted went missing', () => {
    const text =
      'Three members of one family had been missing since Sunday. Their bodies were found on Tuesday. The kidnapping and murder caused outrage.';
    expect(incidentDay(text, '2020-07-29')).toBe('2020-07-26');
  });
});

describe('days of police work and of incidents the arrest relates to', () => {
  it('takes the day of the arrest with the drugs, not the day an operation was launched', () => {
    const text =
      'Two men were arrested in the early hours of Thursday, 23 November, with dagga worth R5 million. It comes after the Safer Festive Operation was launched in Upington on 17 November.';
    expect(incidentDay(text, '2023-11-23')).toBe('2023-11-23');
  });

  it('reads "the arrest relates to incidents ... on Wednesday evening" as the incidents\' day', () => {
    const text =
      'A 20-year-old woman has been arrested in connection with a murder and an attempted murder. The arrest relates to incidents at Moremadi Park on Wednesday evening.';
    expect(incidentDay(text, '2024-07-05')).toBe('2024-07-03');
  });
});

describe('the office a statement was issued from is no place of the incident', () => {
  it('passes over "South African Police Service (Pretoria)" for the place the release names', () => {
    const place = resolveLocation(
      'Two post office branch managers held in fraud probe',
      'South African Police Service (Pretoria) press release, 29 November 2019. Two post office branch managers were arrested at their homes yesterday during an operation in eThekwini.',
    );
    expect(place).toMatchObject({ municipality: 'eThekwini', province: 'KwaZulu-Natal' });
  });
});

describe('a place named Court is no court', () => {
  it('reads a day beside "Galilee Court" as the incident, and a magistrate\'s court still as a court', () => {
    const dates = extractDates(
      "Unknown gunmen opened fire at Galilee Court in Hanover Park on Saturday, 3 October 2020, wounding seven people. Two men were arrested on Monday and will appear in the Athlone Magistrate's Court on 7 October.",
      '2020-10-05',
    );
    expect(dates.incident?.date).toBe('2020-10-03');
    expect(dates.courtDate).toBe('2020-10-07');
  });
});

describe('a court named with a determiner is still a court', () => {
  it('reads "The Court will sit on 12 June 2024" as a court date', () => {
    expect(
      extractDates('The accused appeared in court. The Court will sit on 12 June 2024.', '2024-06-01')
        .courtDate,
    ).toBe('2024-06-12');
  });
});
