import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';
import { events, incidents } from '../db/schema';
import type { CaseFacts } from '../extraction/case-facts';
import { REACH } from './link-score';

/** A stored release as linking reads it. */
export interface LinkRow {
  id: number;
  incidentId: number | null;
  facts: CaseFacts;
}

/** The nearest releases in time sharing a place, per release linked: more is slower and found nothing more on the linking set. */
const CANDIDATES_EACH = 30;
/** A republished copy or a second report of the crime comes within days of the first. */
const LATER_DAYS = 45;

/** How far back a release of each step may reach for the crime's first report, as SQL over the release's step. */
const reachBack = (step: SQL) =>
  sql`(case ${step} ${sql.join(
    Object.entries(REACH).map(([name, days]) => sql`when ${name} then ${days}::int`),
    sql` `,
  )} else ${Math.max(...Object.values(REACH))}::int end)`;

/** The stored releases with these ids that have case facts. */
export async function linkRowsOf(db: Db, ids: readonly number[]): Promise<LinkRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: events.id, incidentId: events.incidentId, facts: events.caseFacts })
    .from(events)
    .where(inArray(events.id, [...ids]));
  return rows.flatMap((r) => (r.facts ? [{ ...r, facts: r.facts }] : []));
}

/**
 * For each of these releases, the other stored releases that could be of its case: the same province
 * (a release whose province is unknown is linked with none), a place in common at any level, published no earlier than the release's
 * step may reach back (a report 45 days, a sentence eight years) and no more than 45 days after it,
 * nearest in time first. A release stored long before the follow-ups already stored is linked with
 * them by `--relink`, which takes the corpus in publication order.
 */
export async function candidatesFor(db: Db, ids: readonly number[]): Promise<Map<number, LinkRow[]>> {
  const found = new Map<number, LinkRow[]>();
  if (ids.length === 0) return found;
  const rows = await queryRows<{
    for_id: number;
    id: number;
    incident_id: number | null;
    case_facts: CaseFacts;
  }>(
    db,
    sql`select n.id as for_id, c.id, c.incident_id, c.case_facts
        from events n
        join lateral (
          select c.id, c.incident_id, c.case_facts
          from events c
          where c.id <> n.id
            and c.case_facts is not null
            and c.province = n.province
            and c.case_places && n.case_places
            and c.published_date between n.published_date - ${reachBack(sql`n.step`)} and n.published_date + ${LATER_DAYS}::int
          order by abs(c.published_date - n.published_date), c.id
          limit ${CANDIDATES_EACH}
        ) c on true
        where n.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  for (const row of rows) {
    const list = found.get(row.for_id) ?? [];
    list.push({ id: row.id, incidentId: row.incident_id, facts: row.case_facts });
    found.set(row.for_id, list);
  }
  return found;
}

export async function createIncident(db: Db): Promise<number> {
  const [row] = await db.insert(incidents).values({}).returning({ id: incidents.id });
  if (!row) throw new Error('creating an incident returned no row');
  return row.id;
}

/** Puts a release into an incident, saying which release it was linked through and why. */
export async function setLink(
  db: Db,
  id: number,
  link: {
    incidentId: number;
    linkedEventId: number | null;
    score: number | null;
    reasons: string[];
    duplicateOf: number | null;
  },
): Promise<void> {
  await db
    .update(events)
    .set({
      incidentId: link.incidentId,
      linkedEventId: link.linkedEventId,
      linkScore: link.score,
      linkReasons: link.reasons,
      duplicateOf: link.duplicateOf,
    })
    .where(eq(events.id, id));
}

/** Puts a stored release into an incident, leaving how it was linked as it is. */
export async function setIncident(db: Db, id: number, incidentId: number): Promise<void> {
  await db.update(events).set({ incidentId }).where(eq(events.id, id));
}

/** Marks a release as a republished copy of another. */
export async function markCopy(db: Db, id: number, original: number): Promise<void> {
  await db.update(events).set({ duplicateOf: original }).where(eq(events.id, id));
}

const NO_LINK = {
  incidentId: null,
  linkedEventId: null,
  linkScore: null,
  linkReasons: [],
  duplicateOf: null,
};

/**
 * Takes releases out of their incidents: their links go, links to them from the other releases go, and
 * an incident left with one release is dropped.
 */
export async function unlink(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const taken = await db
    .select({ incidentId: events.incidentId })
    .from(events)
    .where(and(inArray(events.id, [...ids]), isNotNull(events.incidentId)));
  const touched = [...new Set(taken.flatMap((row) => (row.incidentId === null ? [] : [row.incidentId])))];
  if (touched.length === 0) return;
  await db
    .update(events)
    .set(NO_LINK)
    .where(inArray(events.id, [...ids]));
  await db
    .update(events)
    .set({ linkedEventId: null, linkScore: null, linkReasons: [] })
    .where(inArray(events.linkedEventId, [...ids]));
  await db
    .update(events)
    .set({ duplicateOf: null })
    .where(inArray(events.duplicateOf, [...ids]));
  const sizes = await db
    .select({ incidentId: events.incidentId, size: sql<number>`count(*)::int` })
    .from(events)
    .where(inArray(events.incidentId, touched))
    .groupBy(events.incidentId);
  const kept = new Set(sizes.filter((s) => s.size >= 2).map((s) => s.incidentId));
  const lone = touched.filter((id) => !kept.has(id));
  if (lone.length === 0) return;
  await db.update(events).set(NO_LINK).where(inArray(events.incidentId, lone));
  await db.delete(incidents).where(inArray(incidents.id, lone));
}

/** The releases of one incident, oldest first, with their steps and why each is linked. */
export async function incidentEvents(db: Db, id: number) {
  return db
    .select({
      id: events.id,
      title: events.title,
      date: events.date,
      publishedDate: events.publishedDate,
      step: events.step,
      sourceUrl: events.sourceUrl,
      linkedEventId: events.linkedEventId,
      linkScore: events.linkScore,
      linkReasons: events.linkReasons,
      duplicateOf: events.duplicateOf,
    })
    .from(events)
    .where(eq(events.incidentId, id))
    .orderBy(asc(events.publishedDate), asc(events.id));
}

/** Clears every link and incident, before the corpus is linked again. */
export async function clearAllLinks(db: Db): Promise<void> {
  await db.update(events).set(NO_LINK).where(isNotNull(events.incidentId));
  await db.delete(incidents);
}

/**
 * Stored real releases whose case facts were never read (stored before incidents existed), as facts
 * are read from them. Demo events are never linked.
 */
export async function eventsWithoutFacts(db: Db, limit: number) {
  return db
    .select({
      id: events.id,
      title: events.title,
      context: events.context,
      published_date: events.publishedDate,
      date: events.date,
      incident_month: events.incidentMonth,
      outcome: events.outcome,
      province: events.province,
      location: events.location,
      town: events.town,
      municipality: events.municipality,
      police_station: events.policeStation,
      crime_committed: events.crimeCommitted,
      victim_ages: events.victimAges,
      victims_female: events.victimsFemale,
      victims_male: events.victimsMale,
      suspect_ages: events.suspectAges,
    })
    .from(events)
    .where(and(isNull(events.caseFacts), eq(events.isDemo, false)))
    .orderBy(asc(events.id))
    .limit(limit);
}

export async function saveCaseFacts(
  db: Db,
  batch: readonly { id: number; facts: CaseFacts }[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const { id, facts } of batch)
      await tx
        .update(events)
        .set({ caseFacts: facts, casePlaces: facts.places, step: facts.step })
        .where(eq(events.id, id));
  });
}

/** The next releases in publication order after `after`, the order the corpus is linked in. */
export async function nextInPublicationOrder(
  db: Db,
  after: { published: string; id: number } | null,
  limit: number,
): Promise<{ id: number; published: string }[]> {
  return db
    .select({ id: events.id, published: events.publishedDate })
    .from(events)
    .where(
      after === null
        ? isNotNull(events.caseFacts)
        : sql`${events.caseFacts} is not null and (${events.publishedDate}, ${events.id}) > (${after.published}, ${after.id})`,
    )
    .orderBy(asc(events.publishedDate), asc(events.id))
    .limit(limit);
}

export const countEventsToLink = (db: Db): Promise<number> => db.$count(events, isNotNull(events.caseFacts));

export const countIncidents = (db: Db): Promise<number> => db.$count(incidents);
