import { z } from 'zod';
import { pageQueryOf } from './common';
import { notebookEvent } from './corrections';
import { QUESTION_EVENTS_PAGE_SIZE } from './limits';

const id = z.coerce
  .number()
  .int()
  .positive('must be a positive whole number')
  .max(2_147_483_647, 'is too large');

export const QUESTION_MAX = 500;

export const questionEventsPageQuery = pageQueryOf(QUESTION_EVENTS_PAGE_SIZE);

const questionText = z
  .string()
  .trim()
  .min(1, 'Question is required')
  .max(QUESTION_MAX, `Question must be at most ${QUESTION_MAX} characters`);

export const askQuery = z.object({ notebook_id: id, question: questionText });

export const RESULT_TYPES = ['number', 'date', 'ranking', 'series', 'list', 'yes_no', 'none'] as const;

/** An answer's result as data: what its headline (the first sentence after `Read as:`) states in words. */
export const answerResult = z
  .object({
    type: z.enum(RESULT_TYPES).meta({
      description:
        'number: a figure; date: yyyy-MM-dd; ranking: [{name, value}] top first, ties all listed; series: [{name, value}] one per year or month, in time order; list: names, dates or event ids; yes_no: true or false; none: the events cannot answer the question.',
    }),
    value: z.union([
      z.number(),
      z.string(),
      z.boolean(),
      z.array(z.object({ name: z.string(), value: z.number() })),
      z.array(z.union([z.string(), z.number()])),
      z.null(),
    ]),
    measure: z.string().meta({ description: 'What was counted or found, in words.' }),
    complete: z.boolean().meta({
      description:
        'False when words of the question could not be applied, so the result answers a wider question than the one asked.',
    }),
    not_applied: z
      .array(z.string())
      .meta({ description: 'Words of the question the answer could not apply.' }),
  })
  .meta({ id: 'AnswerResult' });
export type AnswerResult = z.infer<typeof answerResult>;

/**
 * The plan an answer was computed from, as the analyst's plan schema writes it (what is measured,
 * the filters, the grouping, order and limit). Open here: the schema is the analyst's, shown in full
 * as `Plan` (the body of ask-plan), and a stored plan outlives changes to it.
 */
export const answerPlan = z.record(z.string(), z.unknown()).meta({
  id: 'AnswerPlan',
  description:
    'The plan the answer was computed from, with the fields of the Plan schema; send it back, edited, to ask-plan.',
});
export type AnswerPlan = z.infer<typeof answerPlan>;

/** What every answer carries about its reading: the plan, and whether a person edited it. */
const answerReading = {
  plan: answerPlan.nullable().meta({
    description:
      'The plan the answer was computed from; null when the question could not be read into one, and for answers stored before plans were kept.',
  }),
  plan_edited: z.boolean().meta({
    description:
      'True when the answer was computed from a plan sent to ask-plan: re-evaluating it runs that plan again rather than reading the question.',
  }),
};

export const askResponse = z
  .object({
    answer: z.string(),
    id: z.number().int(),
    engine: z.string(),
    num_events: z.number().int(),
    result: answerResult,
    ...answerReading,
  })
  .meta({ id: 'Answer' });
export type AskResponse = z.infer<typeof askResponse>;

export const questionIdParams = z.object({ id });

/** An answer computed from a plan, edited from an answer's; the server checks it against the Plan schema. */
export const askPlanBody = z.object({ question: questionText, plan: answerPlan });

/** A plan's people field or grouping (`key`) in the words answers use for one of it and for many. */
const planWord = z.object({ key: z.string(), one: z.string(), many: z.string() });

/**
 * The crimes and places of a notebook's events, as names a plan may give, and the words answers use
 * for the plan's people fields and groupings: what an editor of an answer's reading offers to choose
 * from, and how its chips word them.
 */
export const readingTerms = z
  .object({
    crimes: z.array(
      z.object({
        /** The family or category as answers write it. */
        name: z.string(),
        /** The taxonomy categories it stands for: a family's members, or the category itself. */
        categories: z.array(z.string()),
        family: z.boolean(),
        /** Events of the notebook with any of the categories. */
        count: z.number().int(),
      }),
    ),
    places: z.array(
      z.object({
        name: z.string(),
        kind: z.enum(['province', 'municipality', 'town']),
        count: z.number().int(),
      }),
    ),
    people_fields: z.array(planWord).meta({
      description:
        "The people fields a plan's measure and people conditions name (`killed_victims`: person killed, people killed).",
    }),
    dimensions: z.array(planWord).meta({
      description: 'The groupings a plan may have (`month-of-year`: month of the year, months of the year).',
    }),
  })
  .meta({ id: 'ReadingTerms' });
export type ReadingTerms = z.infer<typeof readingTerms>;

export const figureChange = z.object({
  before: z.string().nullable(),
  after: z.string().nullable(),
  /** The line of the answer the figure stands in, without citations. */
  context: z.string(),
});
export type FigureChange = z.infer<typeof figureChange>;

export const answerChanges = z
  .object({
    events_added: z.array(z.number().int()),
    events_dropped: z.array(z.number().int()),
    figures: z.array(figureChange),
  })
  .meta({ id: 'AnswerChanges' });
export type AnswerChanges = z.infer<typeof answerChanges>;

/** A fresh answer to a stored question, with what changed against the stored one. */
export const reAskResponse = askResponse
  .extend({
    /** The saved question this answer may replace; null when the question asked again was not saved. */
    replaces: z.number().int().nullable(),
    changes: answerChanges,
  })
  .meta({ id: 'ReAnswer' });
export type ReAskResponse = z.infer<typeof reAskResponse>;

export const replaceAnswerBody = z.object({ question_id: id });

export const saveQuestionsBody = z.object({
  notebook_id: id,
  question_ids: z.array(id).min(1, 'one question id is required').max(1, 'save one question at a time'),
});
export const saveQuestionsResponse = z.object({
  questions_added: z.number().int(),
  questions_deduplicated: z.number().int(),
});
export type SaveQuestionsResponse = z.infer<typeof saveQuestionsResponse>;

export const removeQuestionsBody = z.object({
  notebook_id: id,
  question_ids: z.array(id).min(1, 'one question id is required').max(100),
});
export const removeQuestionsResponse = z.object({ num_removed: z.number().int() });
export type RemoveQuestionsResponse = z.infer<typeof removeQuestionsResponse>;

export const savedQuestion = z
  .object({
    id: z.number().int(),
    question: z.string(),
    answer: z.string(),
    engine: z.string(),
    created_at: z.string(),
    num_events: z.number().int(),
    /** Null for answers stored before results were kept. */
    result: answerResult.nullable(),
    ...answerReading,
  })
  .meta({ id: 'SavedQuestion' });
export type SavedQuestion = z.infer<typeof savedQuestion>;

export const questionsResponse = z.object({
  questions: z.array(savedQuestion),
  total_results: z.number().int(),
});
export type QuestionsResponse = z.infer<typeof questionsResponse>;

/** The events an answer used, as its notebook presents them (with the values corrected there). */
export const questionEventsResponse = z.object({
  events: z.array(notebookEvent),
  total_results: z.number().int(),
});
export type QuestionEventsResponse = z.infer<typeof questionEventsResponse>;

export const eventSupportParams = z.object({ id, event_id: id });

/** What part of the question a stretch of the release bears out. */
export const SUPPORT_KINDS = ['crime', 'place', 'date', 'people', 'outcome', 'words'] as const;

export const supportSpan = z
  .object({
    field: z
      .enum(['title', 'context'])
      .meta({ description: 'The event field the words are in: its title or its release text (context).' }),
    start: z.number().int().meta({
      description: "Offset of the first character in that field's text, counted in UTF-16 code units.",
    }),
    end: z.number().int().meta({ description: 'Offset just past the last character (end exclusive).' }),
    text: z.string().meta({ description: 'The words themselves, exactly as the field writes them.' }),
    supports: z.array(z.enum(SUPPORT_KINDS)).meta({
      description:
        'What part of the question the words bear out: crime, place, date, people, outcome, words.',
    }),
  })
  .meta({ id: 'SupportSpan' });
export type SupportSpan = z.infer<typeof supportSpan>;

/** The words of a cited event that bear out the question its answer was computed for. */
export const eventSupportResponse = z
  .object({
    question_id: z.number().int(),
    event_id: z.number().int(),
    spans: z.array(supportSpan).meta({
      description: "Title spans first, then the release's, each in order; never overlapping.",
    }),
  })
  .meta({
    id: 'EventSupport',
    description:
      "The words of an event an answer used that bear out the answer's question, read again into its plan.",
  });
export type EventSupportResponse = z.infer<typeof eventSupportResponse>;
