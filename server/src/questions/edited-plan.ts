import { ZodError } from 'zod';
import { type Answer, type AnswerEvent, analysePlan, UnknownPlanTerm } from '../answering';
import { Invalid } from '../errors';

/** Said under the `Read as` line of every answer computed from an edited plan. */
export const EDITED_READING = 'Answered from an edited reading, not re-read from the question.';

/** Where in the plan the name a refusal quotes stands ("plan.filters.crimes.0.name"). */
function fieldQuoted(value: unknown, message: string, path: string): string | undefined {
  if (typeof value === 'string') return message.includes(`"${value}"`) ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, part] of Object.entries(value)) {
    const found = fieldQuoted(part, message, `${path}.${key}`);
    if (found) return found;
  }
  return undefined;
}

/** Why the analyst could not run the plan, as a 422 naming the field; anything else is not the plan's fault. */
function refusal(plan: unknown, error: unknown): unknown {
  if (error instanceof UnknownPlanTerm) {
    return new Invalid(`${fieldQuoted(plan, error.message, 'plan') ?? 'plan'}: ${error.message}`);
  }
  // Only a stored plan gets here unchecked: one saved before the plan schema last changed.
  if (error instanceof ZodError) {
    return new Invalid(
      error.issues.map((issue) => `${['plan', ...issue.path].join('.')}: ${issue.message}`).join('; '),
    );
  }
  return error;
}

/**
 * The answer to a plan a person edited, in place of the reading of the question: the analyst
 * executes it over the notebook's events and words the answer, which says where its reading came from.
 */
export function answerFromEditedPlan(plan: unknown, question: string, events: AnswerEvent[]): Answer {
  let findings: ReturnType<typeof analysePlan>;
  try {
    findings = analysePlan(plan, question, events);
  } catch (error) {
    throw refusal(plan, error);
  }
  const [readAs = '', ...rest] = findings.text.split('\n');
  return {
    text: [readAs, EDITED_READING, ...rest].join('\n'),
    usedEventIds: findings.usedEventIds,
    engine: 'analyst',
    result: findings.result,
    plan: findings.plan,
  };
}
