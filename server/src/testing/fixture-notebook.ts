import type { AnswerEvent } from '../answering';

/** An event of the fixture notebook; fields not given are plain defaults. */
export function fixtureEvent(id: number, fields: Partial<AnswerEvent>): AnswerEvent {
  return {
    id,
    title: `Event ${id}`,
    date: '2024-01-01',
    published_date: '2024-01-02',
    location: 'Soweto',
    province: 'Gauteng',
    crime_committed: 'Murder',
    summary: `Summary of event ${id}.`,
    ...fields,
  };
}

/** Victims of a fixture event by sex, their count the two together. */
export const fixtureVictims = (female: number, male: number) => ({
  count: female + male,
  female,
  male,
  children: null,
  ages: [],
});

/** A small notebook whose answers can be worked out by hand. */
export const FIXTURE_NOTEBOOK: AnswerEvent[] = [
  fixtureEvent(1, {
    date: '2023-02-10',
    location: 'Soweto',
    crime_committed: 'Murder',
    summary: 'Murder in Soweto; the victim was a taxi driver.',
  }),
  fixtureEvent(2, { date: '2023-05-03', location: 'Emdeni, Soweto', crime_committed: 'Murder, Robbery' }),
  fixtureEvent(3, {
    date: '2023-07-19',
    location: 'Umlazi, Durban',
    province: 'KwaZulu-Natal',
    crime_committed: 'Carjacking',
  }),
  fixtureEvent(4, {
    date: '2024-01-15',
    location: 'Khayelitsha, Cape Town',
    province: 'Western Cape',
    crime_committed: 'Armed robbery',
  }),
  fixtureEvent(5, { date: '2024-03-12', location: 'Soweto', crime_committed: 'Carjacking, Kidnapping' }),
  fixtureEvent(6, {
    date: '2024-03-28',
    location: 'Pinetown, Durban',
    province: 'KwaZulu-Natal',
    crime_committed: 'Murder',
  }),
  fixtureEvent(7, {
    date: '2024-08-02',
    location: 'Polokwane',
    province: 'Limpopo',
    crime_committed: 'Stock theft',
    summary: 'Cattle were stolen from a farmer near Polokwane.',
  }),
  fixtureEvent(8, {
    date: null,
    published_date: '2024-11-20',
    location: 'Tembisa',
    province: 'Gauteng',
    crime_committed: 'House robbery',
  }),
  fixtureEvent(9, {
    date: '2024-12-05',
    location: 'Umlazi, Durban',
    province: 'KwaZulu-Natal',
    crime_committed: 'Carjacking',
  }),
];
