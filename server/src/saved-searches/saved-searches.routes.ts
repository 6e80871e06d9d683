import { errorBody, idempotencyKeyHeaders, pageQueryOf } from '@workbench/contract/common';
import {
  alertOffQuery,
  createSavedSearchBody,
  MAX_SAVED_SEARCHES,
  savedSearch,
  savedSearchEventsResponse,
  savedSearchIdParams,
  updateSavedSearchBody,
} from '@workbench/contract/saved-searches';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AlertOffClaims, PUBLIC_ROUTE, readAlertOffToken, userOf } from '../auth';
import type { Db } from '../db/client';
import type { ReadRouting } from '../db/read-routing';
import { NotFound, Rejected } from '../errors';
import { idempotent } from '../http/idempotency';
import { pageOffset } from '../http/pagination';
import { escapeHtml } from '../mail/html';
import {
  deleteSavedSearch,
  linkedSearch,
  markSavedSearchSeen,
  setMemberAlert,
  turnAlertOff,
  updateSavedSearch,
} from './saved-searches.repository';
import {
  createSavedSearch,
  listOwnSavedSearches,
  loadSavedSearch,
  presentWithTotal,
  savedSearchEvents,
} from './saved-searches.service';

const tags = ['saved searches'];
const security = [{ bearer: [] }];
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody };

/** The one look of the two pages a digest's link leads to: they open outside the app, with no sign-in. */
const alertPage = (
  title: string,
  body: string,
) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:40rem;margin:3rem auto;padding:0 1rem">
<h1 style="font-size:1.5rem">${title}</h1>
${body}
</body></html>`;

/**
 * Asks before turning the alert off: mail scanners open every link in a mail, so the link itself
 * (a GET) must change nothing; the button sends the POST that does. The form posts to the page's own
 * address, token included, so it works under whatever path prefix APP_URL gives.
 */
const alertOffQuestion = (name: string) =>
  alertPage(
    'Turn off this alert?',
    `<p>You get mail about new events for “${escapeHtml(name)}”. Turning the alert off keeps the saved search.</p>
<form method="post" action="">
<button type="submit" style="font:inherit;padding:0.5rem 1rem;border-radius:0.375rem;border:0;background:#1d4ed8;color:#fff;cursor:pointer">Turn off alert</button>
</form>`,
  );

const alertOffDone = (name: string) =>
  alertPage(
    'Alert turned off',
    `<p>You will no longer get mail about new events for “${escapeHtml(name)}”. The saved search itself is kept.</p>`,
  );

const INVALID_ALERT_LINK = 'This link to turn an alert off is not valid';
const INSTEAD = 'Turn the alert off under Saved searches in the app.';
const EXPIRED_ALERT_LINK = `This link to turn an alert off has expired. ${INSTEAD}`;
const OUTDATED_ALERT_LINK = `This link to turn an alert off is out of date: the alert was turned on again after it was sent. ${INSTEAD}`;

export const savedSearchRoutes =
  (deps: { db: Db; reads: ReadRouting; jwtSecret: string }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    app.post(
      '/saved-searches/',
      {
        ...idempotent(db, (request) => userOf(request).id),
        schema: {
          tags,
          security,
          summary: `Save a search (its keywords and filters, as the search takes them); at most ${MAX_SAVED_SEARCHES} per user`,
          headers: idempotencyKeyHeaders,
          body: createSavedSearchBody,
          response: { 201: savedSearch, ...errors, 409: errorBody },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createSavedSearch(db, userOf(request), request.body)),
    );

    app.get(
      '/saved-searches/',
      {
        schema: {
          tags,
          security,
          summary:
            "The signed-in user's saved searches and those shared with them, newest first, with their total and new events",
          response: { 200: z.array(savedSearch), ...errors },
        },
      },
      async (request) => {
        const user = userOf(request);
        return listOwnSavedSearches(db, deps.reads.readerFor(user.id), user);
      },
    );

    app.get(
      '/saved-searches/:id/events',
      {
        schema: {
          tags,
          security,
          summary:
            "A saved search's results now, newest first; is_new marks those that arrived since it was last seen",
          params: savedSearchIdParams,
          querystring: pageQueryOf(50),
          response: { 200: savedSearchEventsResponse, ...errors },
        },
      },
      async (request) => {
        const user = userOf(request);
        const saved = await loadSavedSearch(db, user, request.params.id, 'read');
        return savedSearchEvents(db, deps.reads.readerFor(user.id), saved, {
          limit: request.query.page_size,
          offset: pageOffset(request.query),
        });
      },
    );

    app.post(
      '/saved-searches/:id/seen',
      {
        schema: {
          tags,
          security,
          summary: 'Mark the saved search seen: its new_events go back to 0',
          params: savedSearchIdParams,
          response: { 200: savedSearch, ...errors },
        },
      },
      async (request) => {
        const user = userOf(request);
        const saved = await loadSavedSearch(db, user, request.params.id, 'read');
        await markSavedSearchSeen(db, saved);
        return presentWithTotal(db, await loadSavedSearch(db, user, saved.id, 'read'));
      },
    );

    app.patch(
      '/saved-searches/:id',
      {
        schema: {
          tags,
          security,
          summary:
            'Rename a saved search (owner only), or turn your own alert for it on or off (owner or member)',
          params: savedSearchIdParams,
          body: updateSavedSearchBody,
          response: { 200: savedSearch, ...errors },
        },
      },
      async (request) => {
        const user = userOf(request);
        const { name, alert } = request.body;
        const saved = await loadSavedSearch(
          db,
          user,
          request.params.id,
          name === undefined ? 'read' : 'manage',
        );
        if (saved.memberId === null) await updateSavedSearch(db, saved.id, request.body);
        else if (alert !== undefined) await setMemberAlert(db, saved.memberId, alert);
        return presentWithTotal(db, await loadSavedSearch(db, user, saved.id, 'read'));
      },
    );

    app.delete(
      '/saved-searches/:id',
      {
        schema: {
          tags,
          security,
          summary: 'Delete a saved search',
          params: savedSearchIdParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        const saved = await loadSavedSearch(db, userOf(request), request.params.id, 'manage');
        await deleteSavedSearch(db, saved.id);
        return reply.status(204).send(null);
      },
    );

    const alertOffSchema = (summary: string, page: string) => ({
      tags,
      summary,
      querystring: alertOffQuery,
      response: { 200: z.string().describe(page), 400: errorBody, 404: errorBody, 422: errorBody },
    });

    /** The link's claims, or the answer for a link that is not ours or has expired. */
    const linkClaims = async (token: string): Promise<AlertOffClaims> => {
      const claims = await readAlertOffToken(token, deps.jwtSecret);
      if (claims === 'expired') throw new Rejected(EXPIRED_ALERT_LINK, 'alert_link_expired');
      if (!claims) throw new Rejected(INVALID_ALERT_LINK, 'alert_link_invalid');
      return claims;
    };

    /**
     * The name of the saved search a digest's link names, checked against its owner (so no link
     * reaches another user's search) and its alert's version (so a link mailed before the alert was
     * turned on again does nothing).
     */
    const linkedSearchName = async (link: AlertOffClaims): Promise<string> => {
      const search = await linkedSearch(db, link.savedSearchId, link.ownerId);
      if (!search) throw new NotFound('Saved search');
      if (search.alertVersion !== link.alertVersion)
        throw new Rejected(OUTDATED_ALERT_LINK, 'alert_link_outdated');
      return search.name;
    };

    app.get(
      '/alerts/off',
      {
        ...PUBLIC_ROUTE,
        schema: alertOffSchema(
          "The page a digest mail's link opens: asks before turning that saved search's alert off (no sign-in; the token is the proof, for 30 days and while the alert has not been turned on again since). Changes nothing.",
          'A short HTML page with a button that turns the alert off',
        ),
      },
      async (request, reply) => {
        const name = await linkedSearchName(await linkClaims(request.query.token));
        return reply.type('text/html; charset=utf-8').send(alertOffQuestion(name));
      },
    );

    app.post(
      '/alerts/off',
      {
        ...PUBLIC_ROUTE,
        schema: alertOffSchema(
          "Turn off one saved search's alert, from the button of the digest link's page (no sign-in; the token is the proof)",
          'A short HTML page saying the alert is off',
        ),
      },
      async (request, reply) => {
        const link = await linkClaims(request.query.token);
        // One statement in the usual case; the search is read only to say why nothing was turned off.
        const name = (await turnAlertOff(db, link)) ?? (await linkedSearchName(link));
        return reply.type('text/html; charset=utf-8').send(alertOffDone(name));
      },
    );
  };
