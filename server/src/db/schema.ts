import type { StoredCorrections } from '@workbench/contract/corrections';
import type { AnswerPlan, AnswerResult } from '@workbench/contract/questions';
import type { SavedSearchParams } from '@workbench/contract/saved-searches';
import { type SQLWrapper, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { FieldEvidence, OutcomeKind, Relationship } from '../corpus/types';
import type { CaseFacts } from '../extraction/case-facts';
import type { Step } from '../extraction/case-step';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    hashedPassword: text('hashed_password').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isSuperuser: boolean('is_superuser').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Access tokens issued before this moment are refused (set by a password reset).
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Failed log-in attempts, keyed by account or client address; shared by every server process. */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The first day of an incident month (yyyy-MM), null for anything else; only immutable functions
 * (no text-to-date cast, which depends on DateStyle), so an index can hold it.
 */
export const monthStartOf = (month: SQLWrapper) =>
  sql<
    string | null
  >`(case when ${month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$' then make_date(substr(${month}, 1, 4)::int, substr(${month}, 6, 2)::int, 1) end)`;

/**
 * The day an event counts on for order and notebook spans: its incident date; the first day of its
 * incident month when the release gives only the month; its publication date only when the release
 * gives no date at all. (Migration 0018 keeps its own copy in the event_search trigger, which also
 * gives a month-only event the last day of its month, so a date range that overlaps the month finds
 * it: docs/decisions.md, "An event known only to its month".)
 */
export const effectiveDateOf = (t: {
  date: SQLWrapper;
  incidentMonth: SQLWrapper;
  publishedDate: SQLWrapper;
}) => sql<string>`coalesce(${t.date}, ${monthStartOf(t.incidentMonth)}, ${t.publishedDate})`;

/** Releases about one case (the crime, the arrest, court, the sentence) are linked into one incident. */
export const incidents = pgTable('incidents', {
  id: serial('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    date: date('date', { mode: 'string' }),
    location: text('location'),
    town: text('town'),
    province: text('province'),
    municipality: text('municipality'),
    /** The police station the release says handles the case; null when it names none. */
    policeStation: text('police_station'),
    incidentMonth: text('incident_month'),
    crimeCommitted: text('crime_committed'),
    suspectsArrested: integer('suspects_arrested'),
    suspectAges: integer('suspect_ages').array().notNull().default(sql`'{}'::integer[]`),
    victimsCount: integer('victims_count'),
    victimsFemale: integer('victims_female'),
    victimsMale: integer('victims_male'),
    victimAges: integer('victim_ages').array().notNull().default(sql`'{}'::integer[]`),
    victimsKilled: integer('victims_killed'),
    victimsInjured: integer('victims_injured'),
    victimsChildren: integer('victims_children'),
    victimsPolice: integer('victims_police'),
    suspectsFemale: integer('suspects_female'),
    suspectsMale: integer('suspects_male'),
    relationship: text('relationship').$type<Relationship>(),
    arrestMade: boolean('arrest_made'),
    outcome: text('outcome').$type<OutcomeKind>(),
    sentence: text('sentence'),
    summary: text('summary').notNull(),
    context: text('context').notNull(),
    publishedDate: date('published_date', { mode: 'string' }).notNull(),
    sourceUrl: text('source_url').notNull().unique(),
    evidence: jsonb('evidence').$type<FieldEvidence>().notNull().default({}),
    /** Fields the ingest source supplied, which win over extraction when events are enriched again. */
    supplied: jsonb('supplied').$type<Record<string, string>>().notNull().default({}),
    /** Which version of the extractor wrote the enriched fields; re-enriching skips rows already current. */
    extractorVersion: integer('extractor_version').notNull().default(1),
    isDemo: boolean('is_demo').notNull().default(false),
    /** The step of its case the release reports; null until it has been read. */
    step: text('step').$type<Step>(),
    /** The incident the release belongs to; null while it stands alone. */
    incidentId: integer('incident_id').references(() => incidents.id, { onDelete: 'set null' }),
    /** The earlier release it was linked through, and why: the score and the reasons. */
    linkedEventId: integer('linked_event_id'),
    linkScore: real('link_score'),
    linkReasons: jsonb('link_reasons').$type<string[]>().notNull().default([]),
    /** The release this one republishes, when it is a near-copy of it. */
    duplicateOf: integer('duplicate_of'),
    /** What identifies the release's case, read when it was stored (see extraction/case-facts). */
    caseFacts: jsonb('case_facts').$type<CaseFacts>(),
    /** The release's places at every level, lower case: a candidate for its case shares one. */
    casePlaces: text('case_places').array().notNull().default(sql`'{}'::text[]`),
    contentHash: text('content_hash').notNull(),
    edited: boolean('edited').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_effective_date_idx').on(effectiveDateOf(t)),
    index('events_incident_idx').on(t.incidentId),
    // Linking looks for releases of one case in the same province within a window of dates; a place in
    // common is then tested on those few rows (a GIN index on the places matched thousands of rows for a
    // metro's name and took 6 ms a release).
    index('events_link_candidates_idx').on(t.province, t.publishedDate),
  ],
);

/**
 * What search reads, one narrow row per event, kept current by a trigger on events (migration
 * 0006). Searching never touches the wide events rows with their release texts, so a keyword that
 * matches most of the corpus is still ranked and counted quickly; only the page's rows are read
 * from events.
 */
export const eventSearch = pgTable(
  'event_search',
  {
    eventId: integer('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** See `effectiveDateOf`: the first day the event may have been on. */
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    /**
     * The last day the event may have been on: its effective date, except for an event known only
     * to its month, which spans the month (at most 30 days after `effective_date`).
     */
    effectiveEnd: date('effective_end', { mode: 'string' }).notNull(),
    /** Place, town and province, lower-cased, separated by \x01 (which no search text can hold). */
    place: text('place').notNull(),
    /** Every word of the event (title, crimes, place, summary, release text), without positions. */
    search: tsvector('search').notNull(),
    /** The short fields with weights (title A; crimes, place and summary B), for ranking. */
    rankVector: tsvector('rank_vector').notNull(),
    /** Copies of the events' facet fields, so facet counts and filters never read the wide rows. */
    province: text('province'),
    municipality: text('municipality'),
    /** The crime categories of `crime_committed`, one entry each. */
    crimes: text('crimes').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The event's incident, or minus its own id when it is alone, so grouping by it gives one row per
     * case (`group=incident`) without reading the wide rows.
     */
    caseKey: integer('case_key').notNull(),
    /** A republished copy of another release: left out of results unless asked for. */
    isCopy: boolean('is_copy').notNull().default(false),
  },
  (t) => [
    index('event_search_search_idx').using('gin', t.search),
    index('event_search_place_trgm_idx').using('gin', sql`${t.place} gin_trgm_ops`),
    index('event_search_effective_date_idx').on(t.effectiveDate),
    // A keyword that matches most events, narrowed by a province and crimes, is found from these
    // two (a bitmap of each, combined) rather than by testing the words of every row.
    index('event_search_province_idx').on(t.province),
    index('event_search_crimes_idx').using('gin', t.crimes),
    // Only releases in an incident are looked up by their case (to find a newer one of the same case).
    index('event_search_case_key_idx').on(t.caseKey).where(sql`${t.caseKey} > 0`),
  ],
);

/**
 * Every word of the event with its position (the same text as `event_search.search`), read only to
 * check quoted phrases on rows the position-free index already found; kept apart so the narrow
 * table every search scans stays small.
 */
export const eventWords = pgTable('event_words', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  words: tsvector('words').notNull(),
});

export const notebooks = pgTable(
  'notebooks',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notebooks_owner_idx').on(t.ownerId, t.createdAt)],
);

export const notebookEvents = pgTable(
  'notebook_events',
  {
    notebookId: integer('notebook_id')
      .notNull()
      .references(() => notebooks.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.notebookId, t.eventId] }),
    index('notebook_events_event_idx').on(t.eventId),
  ],
);

/** The search keywords that brought each event into a notebook (the Keywords tab counts these). */
export const notebookEventKeywords = pgTable(
  'notebook_event_keywords',
  {
    notebookId: integer('notebook_id').notNull(),
    eventId: integer('event_id').notNull(),
    keyword: text('keyword').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.notebookId, t.eventId, t.keyword] }),
    foreignKey({
      columns: [t.notebookId, t.eventId],
      foreignColumns: [notebookEvents.notebookId, notebookEvents.eventId],
    }).onDelete('cascade'),
    // Lets the keyword limit count a notebook's different keywords by skipping from one to the next,
    // not by reading every row (a notebook may hold a million).
    index('notebook_event_keywords_keyword_idx').on(t.notebookId, t.keyword),
  ],
);

/**
 * The fields of an event its notebook's owner corrected, in that notebook only: field name (as the
 * correction body names it) to the value the notebook uses. Goes with the event's place in the
 * notebook, so removing the event or deleting the notebook removes its corrections.
 */
export const notebookEventCorrections = pgTable(
  'notebook_event_corrections',
  {
    notebookId: integer('notebook_id').notNull(),
    eventId: integer('event_id').notNull(),
    fields: jsonb('fields').$type<StoredCorrections>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.notebookId, t.eventId] }),
    foreignKey({
      columns: [t.notebookId, t.eventId],
      foreignColumns: [notebookEvents.notebookId, notebookEvents.eventId],
    }).onDelete('cascade'),
  ],
);

/** A notebook's role that a member holds; its owner is no member and holds every right. */
export type MemberRole = 'viewer' | 'editor';

/**
 * The people a notebook's owner shared it with, by address as the owner typed it (lower-cased). An
 * address with an account has its user from the start; one without gets it when it signs up (a
 * trigger on users, so in the sign-up's own transaction). `joinedAt` is when the member first
 * opened the notebook: only then does the owner see the member's name.
 */
export const notebookMembers = pgTable(
  'notebook_members',
  {
    id: serial('id').primaryKey(),
    notebookId: integer('notebook_id')
      .notNull()
      .references(() => notebooks.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<MemberRole>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notebook_members_email_key').on(t.notebookId, t.email),
    index('notebook_members_user_idx').on(t.userId),
    check('notebook_members_role_check', sql`${t.role} in ('viewer', 'editor')`),
    check('notebook_members_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

/** What members did to a notebook, written in the transaction of the change itself. */
export const notebookActivity = pgTable(
  'notebook_activity',
  {
    id: serial('id').primaryKey(),
    notebookId: integer('notebook_id')
      .notNull()
      .references(() => notebooks.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    /** What the action was about, as shown: counts, event ids, a question's text, a member's address. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notebook_activity_notebook_idx').on(t.notebookId, t.at)],
);

/** Every answer given, saved or not; `saved` marks the ones the user kept in the notebook. */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    notebookId: integer('notebook_id')
      .notNull()
      .references(() => notebooks.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    engine: text('engine').notNull(),
    /** The answer's result as data; null for answers stored before results were kept. */
    result: jsonb('result').$type<AnswerResult>(),
    /** The plan the answer was computed from; null when no plan fitted, and for answers stored before plans were kept. */
    plan: jsonb('plan').$type<AnswerPlan>(),
    /** The plan was sent edited (ask-plan): re-evaluating runs it again instead of reading the question. */
    planEdited: boolean('plan_edited').notNull().default(false),
    saved: boolean('saved').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('questions_notebook_idx').on(t.notebookId, t.saved, t.createdAt),
    // One saved copy of a question per notebook, however many saves race (the same text test as
    // saveQuestion's).
    uniqueIndex('questions_saved_text_key')
      .on(t.notebookId, sql`lower(trim(${t.question}))`)
      .where(sql`${t.saved}`),
  ],
);

/** The events an answer relies on, stored with it. */
export const questionEvents = pgTable(
  'question_events',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.eventId] })],
);

/** One failure of a watched source's run, as the failure report of `npm run ingest` has it. */
export interface SourceRunError {
  location: string;
  reason: string;
}

/**
 * Feeds and listing pages polled to keep the corpus current (WATCH_SOURCES). The lease says which
 * process is polling a source and until when; a process that dies lets it lapse, so another one
 * takes the source over.
 */
export const watchedSources = pgTable('watched_sources', {
  id: serial('id').primaryKey(),
  url: text('url').notNull().unique(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  leaseOwner: text('lease_owner'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every poll of a watched source; `finished_at` stays empty while it runs (or when its process died). */
export const sourceRuns = pgTable(
  'source_runs',
  {
    id: serial('id').primaryKey(),
    sourceId: integer('source_id')
      .notNull()
      .references(() => watchedSources.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    added: integer('added').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    errors: jsonb('errors').$type<SourceRunError[]>().notNull().default([]),
  },
  (t) => [index('source_runs_source_started_idx').on(t.sourceId, t.startedAt)],
);

/** A user's saved search: its filters as the search validates them, and what they have seen of it. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    params: jsonb('params').$type<SavedSearchParams>().notNull(),
    alert: boolean('alert').notNull().default(false),
    /**
     * Goes up each time the alert is turned back on. An alert-off link carries the version it was
     * mailed with, so links from before the alert was turned on again no longer work.
     */
    alertVersion: integer('alert_version').notNull().default(0),
    /** Matches recorded after this moment are the search's new events. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the last alert digest listing this search was sent; null before the first. */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_searches_owner_idx').on(t.ownerId, t.createdAt)],
);

/** The events ingest added (or edited into matching) that a saved search matches, and when. */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an alert digest listed this match; null until one has. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.eventId] }),
    index('saved_search_matches_event_idx').on(t.eventId),
  ],
);

/**
 * The people a saved search's owner shared it with (to read and run, never to change), by address
 * as notebooks share; each member keeps their own alert switch and their own "seen" moment.
 */
export const savedSearchMembers = pgTable(
  'saved_search_members',
  {
    id: serial('id').primaryKey(),
    savedSearchId: integer('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    alert: boolean('alert').notNull().default(false),
    alertVersion: integer('alert_version').notNull().default(0),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** When this member's last digest went out; the next lists the matches recorded since. */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('saved_search_members_email_key').on(t.savedSearchId, t.email),
    index('saved_search_members_user_idx').on(t.userId),
    check('saved_search_members_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * The creating requests a user sent with an Idempotency-Key, and what the first of each answered, so
 * that a repeat (a double click, a retry after a time-out) gets that answer instead of creating twice.
 * `status` and `body` stay null while the first request runs. Kept here rather than in memory so that
 * every server process on one PostgreSQL database sees the same keys.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** A hash of the method, address and validated body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
