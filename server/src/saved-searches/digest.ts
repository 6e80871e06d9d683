import { createAlertOffToken } from '../auth';
import type { Db } from '../db/client';
import { repeatHourly } from '../db/hourly';
import { loggableError } from '../db/loggable-error';
import type { Mailer } from '../mail/mailer';
import { type DigestSection, digestMail } from './digest-mail';
import {
  alertSearchesDue,
  claimDigest,
  eventsInOrder,
  type MatchPair,
  markMailed,
  releaseDigest,
  unmailedNewMatchIds,
} from './saved-searches.repository';

export interface DigestDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  jwtSecret: string;
  /** The hour of the server's day from which the day's digests go out. */
  digestHour: number;
  log: { error(details: object, message: string): void };
}

/** Events listed per search in one mail; the rest are counted. */
const EVENTS_PER_SEARCH = 20;

export const savedSearchLink = (appUrl: string, id: number) => `${appUrl}/saved-searches/${id}`;
export const alertOffLink = (appUrl: string, token: string) =>
  `${appUrl}/api/v1/alerts/off?token=${encodeURIComponent(token)}`;

const startOfDay = (now: Date) => new Date(now.getFullYear(), now.getMonth(), now.getDate());

/**
 * Sends each user with alerts on their digest for the day, once `now` (server time) has reached the
 * digest hour and they have had none yet today. A user with nothing new gets no mail, and may get
 * one later the same day when something arrives. A failed send is logged and tried again at the next
 * check. Several server processes may check at once: each user's digest is claimed by one of them.
 * Returns how many mails this call sent.
 */
export async function sendDueDigests(deps: DigestDeps, now: Date): Promise<number> {
  if (now.getHours() < deps.digestHour) return 0;
  const today = startOfDay(now);
  const due = await alertSearchesDue(deps.db, today);
  const byOwner = new Map<number, typeof due>();
  for (const row of due) byOwner.set(row.ownerId, [...(byOwner.get(row.ownerId) ?? []), row]);
  let sent = 0;
  for (const [ownerId, searches] of byOwner) {
    const claim = await claimDigest(deps.db, ownerId, today, now);
    if (!claim) continue;
    if (await sendDigest(deps, ownerId, searches, now)) sent += 1;
    else await releaseDigest(deps.db, claim);
  }
  return sent;
}

type DueSearch = Awaited<ReturnType<typeof alertSearchesDue>>[number];

/** One user's digest; false when nothing was new or the mail could not be sent. */
async function sendDigest(deps: DigestDeps, ownerId: number, searches: DueSearch[], now: Date) {
  const sections: DigestSection[] = [];
  const listed: MatchPair[] = [];
  for (const search of searches) {
    const eventIds = await unmailedNewMatchIds(deps.db, search.id);
    if (eventIds.length === 0) continue;
    listed.push(...eventIds.map((eventId) => ({ savedSearchId: search.id, eventId })));
    sections.push({
      name: search.name,
      link: savedSearchLink(deps.appUrl, search.id),
      offLink: alertOffLink(
        deps.appUrl,
        await createAlertOffToken(
          { savedSearchId: search.id, ownerId, alertVersion: search.alertVersion },
          deps.jwtSecret,
        ),
      ),
      events: await eventsInOrder(deps.db, eventIds.slice(0, EVENTS_PER_SEARCH)),
      total: eventIds.length,
    });
  }
  const owner = searches[0];
  if (!owner || sections.length === 0) return false;
  try {
    await deps.mailer.send({ to: owner.email, ...digestMail(owner.fullName, sections) });
  } catch (error) {
    deps.log.error(
      { error: loggableError(error), ownerId },
      'The alert digest could not be sent; it is tried again within the hour',
    );
    return false;
  }
  await markMailed(deps.db, listed, now);
  return true;
}

/** Checks for due digests now and every hour after; returns the function that stops it. */
export function startDigestTimer(deps: DigestDeps): () => void {
  return repeatHourly(
    () => sendDueDigests(deps, new Date()),
    deps.log,
    'Checking for due alert digests failed',
  );
}
