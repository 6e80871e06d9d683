import { createAlertOffToken } from '../auth';
import type { Db } from '../db/client';
import { repeatHourly } from '../db/hourly';
import { loggableError } from '../db/loggable-error';
import type { Mailer } from '../mail/mailer';
import { type DigestSection, digestMail } from './digest-mail';
import { claimMemberAlerts, type MemberAlert, releaseMemberAlerts } from './saved-search-members.repository';
import {
  alertSearchesDue,
  claimDigest,
  eventsInOrder,
  type MatchPair,
  markMailed,
  matchIdsSince,
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
  return sent + (await sendMemberDigests(deps, now, today));
}

type DueSearch = Awaited<ReturnType<typeof alertSearchesDue>>[number];

/** A search's part of a digest to `recipientId`, whose alert on it is at `alertVersion`. */
async function digestSection(
  deps: DigestDeps,
  search: { id: number; name: string; alertVersion: number },
  recipientId: number,
  eventIds: number[],
): Promise<DigestSection> {
  const claims = { savedSearchId: search.id, ownerId: recipientId, alertVersion: search.alertVersion };
  return {
    name: search.name,
    link: savedSearchLink(deps.appUrl, search.id),
    offLink: alertOffLink(deps.appUrl, await createAlertOffToken(claims, deps.jwtSecret)),
    events: await eventsInOrder(deps.db, eventIds.slice(0, EVENTS_PER_SEARCH)),
    total: eventIds.length,
  };
}

/** Mails a digest; false (and logged) when the mail could not be sent. */
async function mailDigest(
  deps: DigestDeps,
  to: { userId: number; email: string; fullName: string },
  sections: DigestSection[],
): Promise<boolean> {
  try {
    await deps.mailer.send({ to: to.email, ...digestMail(to.fullName, sections) });
    return true;
  } catch (error) {
    deps.log.error(
      { error: loggableError(error), ownerId: to.userId },
      'The alert digest could not be sent; it is tried again within the hour',
    );
    return false;
  }
}

/** One user's digest; false when nothing was new or the mail could not be sent. */
async function sendDigest(deps: DigestDeps, ownerId: number, searches: DueSearch[], now: Date) {
  const sections: DigestSection[] = [];
  const listed: MatchPair[] = [];
  for (const search of searches) {
    const eventIds = await unmailedNewMatchIds(deps.db, search.id);
    if (eventIds.length === 0) continue;
    listed.push(...eventIds.map((eventId) => ({ savedSearchId: search.id, eventId })));
    sections.push(await digestSection(deps, search, ownerId, eventIds));
  }
  const owner = searches[0];
  if (!owner || sections.length === 0) return false;
  if (!(await mailDigest(deps, { userId: ownerId, ...owner }, sections))) return false;
  await markMailed(deps.db, listed, now);
  return true;
}

/**
 * The digests of searches shared with members who turned their own alert on: one mail a day per
 * member, apart from the digest of their own searches, listing what each search matched since that
 * member's last digest of it (or since it was shared). Claims that send nothing are given back.
 */
async function sendMemberDigests(deps: DigestDeps, now: Date, today: Date): Promise<number> {
  const claims = await claimMemberAlerts(deps.db, today, now);
  const byMember = new Map<number, MemberAlert[]>();
  for (const claim of claims) byMember.set(claim.userId, [...(byMember.get(claim.userId) ?? []), claim]);
  let sent = 0;
  for (const [userId, alerts] of byMember) {
    const sections: DigestSection[] = [];
    for (const alert of alerts) {
      const eventIds = await matchIdsSince(deps.db, alert.savedSearchId, new Date(alert.since));
      if (eventIds.length > 0) {
        const search = { id: alert.savedSearchId, name: alert.name, alertVersion: alert.alertVersion };
        sections.push(await digestSection(deps, search, userId, eventIds));
      }
    }
    const [member] = alerts;
    if (member && sections.length > 0 && (await mailDigest(deps, member, sections))) sent += 1;
    else await releaseMemberAlerts(deps.db, alerts);
  }
  return sent;
}

/** Checks for due digests now and every hour after; returns the function that stops it. */
export function startDigestTimer(deps: DigestDeps): () => void {
  return repeatHourly(
    () => sendDueDigests(deps, new Date()),
    deps.log,
    'Checking for due alert digests failed',
  );
}
