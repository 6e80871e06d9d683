import type { CorrectableField, CorrectedField, NotebookEvent } from '@workbench/contract/corrections';
import type { Event } from '@workbench/contract/events';

type Original = CorrectedField;

/** Whether any of these fields was corrected in the notebook the event is shown from. */
export const isCorrected = (event: Event | NotebookEvent, fields: readonly CorrectableField[]) =>
  'corrections' in event && fields.some((field) => event.corrections?.[field] !== undefined);

const value = <T>(original: Original | undefined, current: T): T =>
  original === undefined ? current : (original.original as T);

/** The event with the values extraction read in place of the ones corrected in the notebook. */
export function originalEvent(event: Event | NotebookEvent): Event {
  const c = 'corrections' in event ? (event.corrections ?? {}) : {};
  const crimes = c.crimes && (c.crimes.original as string[]);
  return {
    ...event,
    date: value(c.date, event.date),
    location: value(c.location, event.location),
    municipality: value(c.municipality, event.municipality),
    province: value(c.province, event.province),
    crime_committed: crimes ? crimes.join(', ') || null : event.crime_committed,
    suspects_arrested: value(c.suspects_arrested, event.suspects_arrested),
    victims: {
      ...event.victims,
      count: value(c.victims_count, event.victims.count),
      female: value(c.victims_female, event.victims.female),
      male: value(c.victims_male, event.victims.male),
    },
    victims_killed: value(c.victims_killed, event.victims_killed),
    victims_injured: value(c.victims_injured, event.victims_injured),
    victims_children: value(c.victims_children, event.victims_children),
    victims_police: value(c.victims_police, event.victims_police),
    suspects_female: value(c.suspects_female, event.suspects_female),
    suspects_male: value(c.suspects_male, event.suspects_male),
    relationship: value(c.relationship, event.relationship),
  };
}
