import {
  CORRECTABLE_FIELDS,
  type CorrectableField,
  type CorrectedField,
  type EventCorrectionsBody,
  type NotebookEvent,
} from '@workbench/contract/corrections';
import type { Event } from '@workbench/contract/events';

type Value = CorrectedField['value'];

/** A field's value in the event as it shows now (corrected when it was). */
export function currentValue(event: Event, field: CorrectableField): Value {
  switch (field) {
    case 'crimes':
      return event.crime_committed
        ? event.crime_committed
            .split(', ')
            .map((c) => c.trim())
            .filter(Boolean)
        : [];
    case 'victims_count':
      return event.victims.count;
    case 'victims_female':
      return event.victims.female;
    case 'victims_male':
      return event.victims.male;
    default:
      return event[field];
  }
}

/** The value extraction read for the field, before any correction in the notebook. */
export const originalValue = (event: NotebookEvent, field: CorrectableField): Value => {
  const corrected = event.corrections?.[field];
  return corrected ? corrected.original : currentValue(event, field);
};

const same = (a: Value, b: Value) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose new value differs from what extraction read: the corrections to send. */
export function correctionsToSend(
  event: NotebookEvent,
  values: Partial<Record<CorrectableField, Value>>,
): EventCorrectionsBody {
  const body: Record<string, Value> = {};
  for (const field of CORRECTABLE_FIELDS) {
    const value = values[field];
    if (value !== undefined && !same(value, originalValue(event, field))) body[field] = value;
  }
  return body as EventCorrectionsBody;
}

/** How many fields are corrected in the notebook. */
export const correctedCount = (event: NotebookEvent) => Object.keys(event.corrections ?? {}).length;
