import { createAlertOffToken } from '../auth';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/mailer';
import { type DigestSection, digestMail } from './digest-mail';
import { alertSearchesDue, recordDigestSent, unmailedNewMatches } from './saved-searches.repository';

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
 * check. Returns how many mails were sent.
 */
export async function sendDueDigests(deps: DigestDeps, now: Date): Promise<number> {
  if (now.getHours() < deps.digestHour) return 0;
  const due = await alertSearchesDue(deps.db, startOfDay(now));
  const byOwner = new Map<number, typeof due>();
  for (const row of due) byOwner.set(row.ownerId, [...(byOwner.get(row.ownerId) ?? []), row]);
  let sent = 0;
  for (const [ownerId, searches] of byOwner) {
    const sections: (DigestSection & { id: number })[] = [];
    for (const search of searches) {
      const { rows, total } = await unmailedNewMatches(deps.db, search.id, EVENTS_PER_SEARCH);
      if (total === 0) continue;
      sections.push({
        id: search.id,
        name: search.name,
        link: savedSearchLink(deps.appUrl, search.id),
        offLink: alertOffLink(deps.appUrl, await createAlertOffToken(search.id, ownerId, deps.jwtSecret)),
        events: rows,
        total,
      });
    }
    const owner = searches[0];
    if (!owner || sections.length === 0) continue;
    try {
      await deps.mailer.send({ to: owner.email, ...digestMail(owner.fullName, sections) });
    } catch (error) {
      deps.log.error(
        { err: error, ownerId },
        'The alert digest could not be sent; it is tried again within the hour',
      );
      continue;
    }
    await recordDigestSent(
      deps.db,
      ownerId,
      sections.map((section) => section.id),
      now,
    );
    sent += 1;
  }
  return sent;
}

const HOUR_MS = 60 * 60 * 1000;

/** Checks for due digests now and every hour after; returns the function that stops it. */
export function startDigestTimer(deps: DigestDeps): () => void {
  const check = () => {
    sendDueDigests(deps, new Date()).catch((error: unknown) =>
      deps.log.error({ err: error }, 'Checking for due alert digests failed'),
    );
  };
  check();
  const timer = setInterval(check, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
