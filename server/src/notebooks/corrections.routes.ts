import { errorBody } from '@workbench/contract/common';
import {
  CORRECTABLE_FIELDS,
  crimeCategoriesResponse,
  eventCorrectionsBody,
  eventInNotebookParams,
  notebookEvent,
} from '@workbench/contract/corrections';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../auth';
import { CRIME_CATEGORIES } from '../corpus/crimes';
import type { Db } from '../db/client';
import { correctEvent, readEventInNotebook, undoCorrections } from './corrections.service';

const tags = ['notebooks'];
const security = [{ bearer: [] }];
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody };

/** The body of a correction, its crimes checked against the taxonomy the extractor uses. */
const correctionsBody = eventCorrectionsBody(CRIME_CATEGORIES);

/** Corrections of an event's fields in one notebook, and the crime categories they may name. */
export const correctionRoutes =
  (deps: { db: Db }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;

    app.get(
      '/notebooks/:id/events/:event_id',
      {
        schema: {
          tags,
          security,
          summary: 'One event of a notebook as the notebook presents it, with its corrections there',
          params: eventInNotebookParams,
          response: { 200: notebookEvent, ...errors },
        },
      },
      async (request) =>
        readEventInNotebook(db, userOf(request), {
          notebookId: request.params.id,
          eventId: request.params.event_id,
        }),
    );

    app.put(
      '/notebooks/:id/events/:event_id/corrections',
      {
        schema: {
          tags,
          security,
          summary: "Correct an event's fields in this notebook only",
          description: `Sets the event's corrections in this notebook to the fields given, replacing any made before (a field left out is no longer corrected; a field given the value extraction read is no correction). Correctable: ${CORRECTABLE_FIELDS.join(', ')}; null means the release does not say. The notebook's answers, support spans, events list and CSVs use the corrected values; search and other notebooks do not. Returns the event as the notebook presents it, with each corrected field's original under \`corrections\`.`,
          params: eventInNotebookParams,
          body: correctionsBody,
          response: { 200: notebookEvent, ...errors },
        },
      },
      async (request) =>
        correctEvent(db, userOf(request), {
          notebookId: request.params.id,
          eventId: request.params.event_id,
          fields: request.body,
        }),
    );

    app.delete(
      '/notebooks/:id/events/:event_id/corrections',
      {
        schema: {
          tags,
          security,
          summary: 'Undo every correction of an event in this notebook; its extracted values apply again',
          params: eventInNotebookParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await undoCorrections(db, userOf(request), {
          notebookId: request.params.id,
          eventId: request.params.event_id,
        });
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/crimes',
      {
        schema: {
          tags: ['search'],
          security,
          summary: 'The crime categories events are tagged with, and a correction may name',
          response: { 200: crimeCategoriesResponse, 401: errorBody },
        },
      },
      async () => ({ crimes: [...CRIME_CATEGORIES] }),
    );
  };
