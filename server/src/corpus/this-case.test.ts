import { describe, expect, it } from 'vitest';
import { enrichRelease } from '../extraction/enrich';
import { otherIncidentSentences, tellsOfAnotherIncident, thisCaseOf } from './this-case';

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

describe('sentences about another incident', () => {
  it('finds earlier incidents set beside this one, quotes from back then and figures for a period', () => {
    for (const sentence of [
      'Her death comes three days after another nurse was stabbed in Mamelodi.',
      'It follows by just a week a robbery at a bakery in Kagiso in which a cashier was shot.',
      'The officer said at the time that the robbers had fled in a white sedan.',
      'The commissioner then went on to another crime scene, where two men had been stabbed.',
      'Two bystanders were hurt in a separate shooting at the same rank.',
      'Twelve guards have been killed around the country this year alone.',
      'Residents say nine people have died in the feud over the past six months.',
    ])
      expect(tellsOfAnotherIncident(sentence, 0), sentence).toBe(true);
  });

  it("leaves this case's own sentences, including an arrest that follows its crime", () => {
    for (const sentence of [
      'The arrests came less than a day after the shooting at the bakery.',
      'A cashier was shot in the arm during the robbery on Monday.',
      'Last week the two suspects appeared in the Kagiso Magistrate’s Court.',
      'Police arrested three men over the past two days.',
    ])
      expect(tellsOfAnotherIncident(sentence, 5), sentence).toBe(false);
  });

  it('reads a sentence opening in an earlier month as background only after the case is told', () => {
    const sentence = 'Last month, three people were wounded in a shooting at a spaza shop in Ivory Park.';
    expect(tellsOfAnotherIncident(sentence, 4)).toBe(true);
    expect(tellsOfAnotherIncident(sentence, 1)).toBe(false);
  });

  it('reads a sentence opening with a named month, or "in recent months", as background after the case is told', () => {
    const named =
      'In November, armed men killed an employee and a security guard at a business in Springfield.';
    expect(tellsOfAnotherIncident(named, 4)).toBe(true);
    expect(tellsOfAnotherIncident(named, 1)).toBe(false);
    expect(tellsOfAnotherIncident('In recent months, several shops in the area were robbed.', 4)).toBe(true);
    // A day of the month is the case's own chronology, not an earlier incident.
    expect(tellsOfAnotherIncident('On 12 November the suspects appeared in court.', 4)).toBe(false);
  });

  it("keeps an earlier incident's dead, wounded and crimes out of this case", () => {
    const event = enrichRelease({
      title: 'Bakery owner shot dead in Kagiso',
      published_date: '2024-05-08',
      source_url: 'https://press.invalid/this-case/2',
      text: 'A bakery owner was shot dead in Kagiso on Monday night. Detectives are at the scene. No one has been arrested. His death comes two days after another shop owner was wounded in an armed robbery in Soweto. Last month, four people were killed in a tavern in Tembisa.',
    });
    expect(event.victims.count).toBe(1);
    expect(event.victims.killed).toBe(1);
    expect(event.crime_committed).toBe('Murder');
  });

  it('carries another incident on to the sentences right after it that go on about its people', () => {
    const sentences = [
      'A guard was shot dead at a mall on Monday.',
      'The minister then visited another crime scene, where police had wounded three robbers.',
      'The three had allegedly robbed a bakery in Nsuze.',
      'Police are appealing for information about the mall shooting.',
    ];
    expect(otherIncidentSentences(sentences)).toEqual([false, true, true, false]);
  });
});

describe('a period that opens background, as a whole word', () => {
  it('reads "Less than a week earlier, ..." as background and not "Earlier this weekend, ..."', () => {
    expect(
      tellsOfAnotherIncident('Less than a week earlier, the same unit arrested a municipal employee.', 5),
    ).toBe(true);
    expect(tellsOfAnotherIncident('Earlier this weekend, two men were shot at the tavern.', 5)).toBe(false);
  });
});
