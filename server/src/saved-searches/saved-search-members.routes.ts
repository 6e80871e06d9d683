import { errorBody } from '@workbench/contract/common';
import {
  inviteSavedSearchMemberBody,
  memberParams,
  membersResponse,
  savedSearchInvitation,
} from '@workbench/contract/members';
import { savedSearchIdParams } from '@workbench/contract/saved-searches';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../auth';
import type { Db } from '../db/client';
import { backgroundWork } from '../http/background';
import type { Mailer } from '../mail/mailer';
import {
  inviteToSavedSearch,
  removeSavedSearchMember,
  savedSearchMembersOf,
} from './saved-search-members.service';

const tags = ['saved searches'];
const security = [{ bearer: [] }];
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody };

/** Sharing a saved search with colleagues, who may run and follow it but not change it. */
export const savedSearchMemberRoutes =
  (deps: { db: Db; mailer: Mailer; appUrl: string }): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const afterAnswer = backgroundWork(app);

    app.post(
      '/saved-searches/:id/members',
      {
        schema: {
          tags,
          security,
          summary: 'Share the saved search with an address, to run and follow it (owner only)',
          description:
            'Answers 202 with the same body whether or not the address has an account, and mails the address once. An address without an account finds the search in its list when it signs up. Each member turns their own alert on or off with PATCH.',
          params: savedSearchIdParams,
          body: inviteSavedSearchMemberBody,
          response: { 202: savedSearchInvitation, ...errors },
        },
      },
      async (request, reply) => {
        const { invitation, mail } = await inviteToSavedSearch(db, userOf(request), {
          savedSearchId: request.params.id,
          email: request.body.email,
          appUrl: deps.appUrl,
        });
        if (mail) afterAnswer(request.log, 'saved search invitation mail', () => deps.mailer.send(mail));
        return reply.status(202).send(invitation);
      },
    );

    app.get(
      '/saved-searches/:id/members',
      {
        schema: {
          tags,
          security,
          summary: 'Who has the saved search: its owner first, then the members it is shared with',
          params: savedSearchIdParams,
          response: { 200: membersResponse, ...errors },
        },
      },
      async (request) => {
        const members = await savedSearchMembersOf(db, userOf(request), request.params.id);
        return { members, total_results: members.length };
      },
    );

    app.delete(
      '/saved-searches/:id/members/:member_id',
      {
        schema: {
          tags,
          security,
          summary: 'Stop sharing the saved search with a member (owner), or leave it (the member themselves)',
          params: memberParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await removeSavedSearchMember(db, userOf(request), {
          savedSearchId: request.params.id,
          memberId: request.params.member_id,
        });
        return reply.status(204).send(null);
      },
    );
  };
