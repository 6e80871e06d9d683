import { describe, expect, it } from 'vitest';
import { readIntent } from './intent';
import { READERS, understandQuestion } from './understand-question';

const read = (question: string) => understandQuestion(question, '2025-06-15', false);

describe('understandQuestion: filters', () => {
  it('maps everyday crime words onto the taxonomy, umbrella words onto their kinds', () => {
    expect([...(read('How many hijackings?').crimes[0]?.categories ?? [])]).toEqual([
      'Carjacking',
      'Truck hijacking',
    ]);
    const robbery = read('robberies in Gauteng').crimes[0];
    expect(robbery?.label).toBe('robbery (all kinds)');
    expect(robbery?.categories.has('Armed robbery')).toBe(true);
    expect(robbery?.categories.has('House robbery')).toBe(true);
    expect([...(read('drug cases').crimes[0]?.categories ?? [])].sort()).toEqual([
      'Dealing in drugs',
      'Possession of drugs',
    ]);
    expect([...(read('drug dealing').crimes[0]?.categories ?? [])]).toEqual(['Dealing in drugs']);
    // "murders" alone is not attempted murder.
    expect([...(read('murders').crimes[0]?.categories ?? [])]).toEqual(['Murder']);
  });

  it('finds places through the gazetteer, abbreviations and lower case included', () => {
    expect(read('hijackings in KZN').places.map((p) => p.label)).toEqual(['KwaZulu-Natal']);
    expect(read('murders in soweto').places.map((p) => p.label)).toEqual(['Soweto']);
    expect(read('Compare Gauteng and the Western Cape').places.map((p) => p.label)).toEqual([
      'Gauteng',
      'Western Cape',
    ]);
    expect(read('events in Port Elizabeth').places.map((p) => p.label)).toEqual(['Gqeberha']);
  });

  it('does not read month names as places or crimes', () => {
    const reading = read('How many murders in March 2024?');
    expect(reading.places).toEqual([]);
    expect(reading.periods.map((p) => p.phrase)).toEqual(['March 2024']);
  });

  it('reads days of the week as a filter', () => {
    expect(read('How many murders happened on weekends?').weekdays.map((w) => w.days)).toEqual([[6, 0]]);
    expect(read('robberies on Fridays').weekdays.map((w) => w.label)).toEqual(['on Fridays']);
  });

  it('keeps only topic words, not question vocabulary', () => {
    expect(read('Who is the police minister?').topics.map((t) => t.word)).toEqual(['police', 'minister']);
    expect(read('How many murders were reported in Gauteng last year?').topics).toEqual([]);
  });

  it("takes analysts' filler for no topic, but keeps real unknown words", () => {
    expect(read('What is the murder rate in Gauteng?').topics).toEqual([]);
    expect(read('How many carjacking offenders and perpetrators were recorded?').topics).toEqual([]);
    expect(read('What is the unemployment rate?').topics.map((t) => t.word)).toEqual(['unemployment']);
  });
});

describe('understandQuestion: intent', () => {
  const intentOf = (question: string) => read(question).intent;

  it('tells the intents apart', () => {
    expect(intentOf('How many murders in 2023?')).toBe('count');
    expect(intentOf('Were there any hijackings in Soweto?')).toBe('count');
    expect(intentOf('List the kidnappings in 2024')).toBe('list');
    expect(intentOf('Which events involved a taxi driver?')).toBe('list');
    expect(intentOf('Which province has the most murders?')).toBe('which-most');
    expect(intentOf('Top 3 provinces for house robberies')).toBe('which-most');
    expect(intentOf('When was the first kidnapping?')).toBe('when');
    expect(intentOf('When did the murders in Soweto happen?')).toBe('when');
    expect(intentOf('Where did the rapes happen?')).toBe('where');
    expect(intentOf('Are murders rising?')).toBe('trend');
    expect(intentOf('Murders per year')).toBe('trend');
    expect(intentOf('Compare murders in Gauteng and Limpopo')).toBe('compare');
    expect(intentOf('Were there more hijackings in 2023 than in 2024?')).toBe('compare');
    expect(read('Was 2021 worse than 2022 for kidnappings?')).toMatchObject({
      intent: 'compare',
      direction: 'more',
    });
    expect(intentOf('Summarise the events in Soweto')).toBe('summarise');
    expect(intentOf('What happened in March 2024?')).toBe('summarise');
    expect(intentOf('What crimes happened in Limpopo?')).toBe('breakdown');
  });

  it('reads the ranking dimension, order and size', () => {
    expect(read('Which province has the most murders?')).toMatchObject({
      dimension: 'province',
      order: 'most',
      top: 1,
    });
    expect(read('What is the most common crime?')).toMatchObject({ dimension: 'crime' });
    expect(read('Where do most hijackings happen?')).toMatchObject({ dimension: 'municipality' });
    expect(read('Which town has the most hijackings?')).toMatchObject({ dimension: 'place' });
    expect(read('Top 3 provinces for robbery')).toMatchObject({ dimension: 'province', top: 3 });
    expect(read('busiest month for burglaries')).toMatchObject({ dimension: 'month' });
    expect(read('Which province had the fewest events?')).toMatchObject({ order: 'least' });
    expect(read('Which day of the week has the most murders?')).toMatchObject({ dimension: 'weekday' });
  });

  it('reads "last" as latest only when it is not part of a date', () => {
    expect(read('When was the last murder?')).toMatchObject({ intent: 'when', moment: 'latest' });
    expect(read('How many murders last year?')).toMatchObject({ intent: 'count', moment: null });
  });

  it('needs two sides for a comparison, and falls back to a breakdown or trend without them', () => {
    expect(readIntent('compare the provinces', false).intent).toBe('breakdown');
    expect(readIntent('compare the years', false).intent).toBe('trend');
  });

  it('reads two groupings, the one after "by", "per" or "each" outermost', () => {
    expect(read('Breakdown of crimes by province')).toMatchObject({
      intent: 'breakdown',
      dimension: 'province',
      within: 'crime',
    });
    expect(read('Which crimes in each province?')).toMatchObject({ dimension: 'province', within: 'crime' });
    expect(read('Murders per province per year')).toMatchObject({ dimension: 'province', within: 'year' });
    expect(read('Events by year and province')).toMatchObject({ dimension: 'year', within: 'province' });
    expect(read('In which month of the year are most assaults reported?').within).toBeNull();
    expect(read('How many hijackings per year?')).toMatchObject({ intent: 'trend', within: null });
  });

  it('reads "where is" a lone place as asking where it lies', () => {
    expect(intentOf('Where is Emdeni?')).toBe('locate');
    expect(intentOf("where's soweto")).toBe('locate');
    expect(intentOf('Where is most crime in Soweto?')).not.toBe('locate');
    expect(intentOf('Where is murder highest in 2024?')).not.toBe('locate');
  });
});

describe('the readers run in their declared order', () => {
  it('are declared once, in this order', () => {
    expect(READERS.map((r) => r.name)).toEqual([
      'cause',
      'unrecorded',
      'case-time',
      'month-of-year',
      'period',
      'day-of-month',
      'weekday',
      'field-stated',
      'date-known',
      'station',
      'scene',
      'crime-count',
      'crime',
      'place',
      'people',
      'relationship',
      'measure',
      'arrest',
      'outcome',
      'names',
      'words',
    ]);
  });

  it.each([
    ['dates before places: "May" is a month', 'How many robberies in May 2023?', { places: [], periods: 1 }],
    [
      'blank fields before crimes: "missing a municipality" is no missing person',
      'How many records are missing a municipality?',
      { crimes: 0 },
    ],
    [
      'the scene before crimes: "farm attacks" are attacks on farms, not house robberies',
      'How many farm attacks were there?',
      { crimes: 0 },
    ],
    [
      'people conditions before the measure: a child among the victims filters, it is not counted',
      'How many incidents had a child among the victims?',
      { measure: 'events', people: 1 },
    ],
    [
      'the measure before crimes are final: deaths counted are no murder filter',
      'How many people were killed in Limpopo?',
      { measure: 'sum', crimes: 0 },
    ],
    [
      'the measure before the arrest: suspects arrested are counted, not a filter',
      'How many suspects were arrested for robbery?',
      { measure: 'sum', arrest: null },
    ],
  ])('%s', (_why, question, expected) => {
    const reading = read(question);
    if ('places' in expected) expect(reading.places).toEqual(expected.places);
    if ('periods' in expected) expect(reading.periods).toHaveLength(expected.periods);
    if ('measure' in expected) expect(reading.measure.kind).toBe(expected.measure);
    if ('people' in expected) expect(reading.people).toHaveLength(expected.people);
    if ('crimes' in expected) expect(reading.crimes).toHaveLength(expected.crimes);
    if ('arrest' in expected) expect(reading.arrest).toBe(expected.arrest);
  });
});
