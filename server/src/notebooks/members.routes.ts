import { errorBody, pageQuery } from '@workbench/contract/common';
import {
  activityResponse,
  invitation,
  inviteMemberBody,
  member,
  memberParams,
  membersResponse,
  updateMemberBody,
} from '@workbench/contract/members';
import { notebookIdParams } from '@workbench/contract/notebooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../auth';
import type { Db } from '../db/client';
import { backgroundWork } from '../http/background';
import { pageOffset } from '../http/pagination';
import type { Mailer } from '../mail/mailer';
import { listActivity } from './activity.repository';
import { inviteMember, membersOf, removeMember, setMemberRole } from './members.service';
import { presentActivity } from './notebooks.presenter';
import { loadNotebook } from './notebooks.service';

const tags = ['notebooks'];
const security = [{ bearer: [] }];
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody };

/** Sharing a notebook with members, and what its members did to it. */
export const memberRoutes =
  (deps: { db: Db; mailer: Mailer; appUrl: string }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const afterAnswer = backgroundWork(app);

    app.post(
      '/notebooks/:id/members',
      {
        schema: {
          tags,
          security,
          summary: 'Share the notebook with an address as viewer or editor (owner only)',
          description:
            'Answers 202 with the same body whether or not the address has an account, and mails the address once. An address without an account finds the notebook in its list when it signs up. Sharing again with an address already shared with changes its role.',
          params: notebookIdParams,
          body: inviteMemberBody,
          response: { 202: invitation, ...errors },
        },
      },
      async (request, reply) => {
        const { invitation: answer, mail } = await inviteMember(db, userOf(request), {
          notebookId: request.params.id,
          email: request.body.email,
          role: request.body.role,
          appUrl: deps.appUrl,
        });
        if (mail) afterAnswer(request.log, 'notebook invitation mail', () => deps.mailer.send(mail));
        return reply.status(202).send(answer);
      },
    );

    app.get(
      '/notebooks/:id/members',
      {
        schema: {
          tags,
          security,
          summary: 'Who has the notebook: its owner first, then its members with their roles',
          params: notebookIdParams,
          response: { 200: membersResponse, ...errors },
        },
      },
      async (request) => {
        const members = await membersOf(db, userOf(request), request.params.id);
        return { members, total_results: members.length };
      },
    );

    app.patch(
      '/notebooks/:id/members/:member_id',
      {
        schema: {
          tags,
          security,
          summary: "Change a member's role (owner only)",
          params: memberParams,
          body: updateMemberBody,
          response: { 200: member, ...errors },
        },
      },
      async (request) =>
        setMemberRole(db, userOf(request), {
          notebookId: request.params.id,
          memberId: request.params.member_id,
          role: request.body.role,
        }),
    );

    app.delete(
      '/notebooks/:id/members/:member_id',
      {
        schema: {
          tags,
          security,
          summary: 'Remove a member (owner), or leave the notebook (the member themselves)',
          params: memberParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await removeMember(db, userOf(request), {
          notebookId: request.params.id,
          memberId: request.params.member_id,
        });
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/notebooks/:id/activity',
      {
        schema: {
          tags,
          security,
          summary:
            'Who added or removed events, saved or deleted answers, corrected events and changed members, newest first',
          params: notebookIdParams,
          querystring: pageQuery,
          response: { 200: activityResponse, ...errors },
        },
      },
      async (request) => {
        const user = userOf(request);
        const notebook = await loadNotebook(db, user, request.params.id, 'read');
        const { rows, total } = await listActivity(
          db,
          notebook.id,
          request.query.page_size,
          pageOffset(request.query),
        );
        return { activity: rows.map((row) => presentActivity(row, user)), total_results: total };
      },
    );
  };
