import {
  accessToken,
  loginForm,
  message,
  resetPasswordBody,
  resetRequestQuery,
  signupBody,
  userPublic,
} from '@workbench/contract/auth';
import { errorBody } from '@workbench/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { backgroundWork } from '../http/background';
import { presentUser } from './auth.presenter';
import { type AuthContext, logIn, requestPasswordReset, resetPassword, signUp } from './auth.service';
import { PUBLIC_ROUTE, userOf } from './authenticate';

const tags = ['auth'];
const errors = { 400: errorBody, 401: errorBody, 422: errorBody, 429: errorBody };

export const authRoutes =
  (ctx: AuthContext): FastifyPluginAsyncZod =>
  async (app) => {
    const afterAnswer = backgroundWork(app);

    app.post(
      '/signup',
      {
        ...PUBLIC_ROUTE,
        schema: {
          tags,
          summary: 'Create an account; at most 10 an hour per client address (then 429 with Retry-After)',
          body: signupBody,
          response: { 200: userPublic, ...errors },
        },
      },
      async (request) => presentUser(await signUp(ctx, { ...request.body, address: request.ip })),
    );

    app.post(
      '/login/access-token',
      {
        ...PUBLIC_ROUTE,
        schema: {
          tags,
          summary: 'Log in with email (as username) and password, form-encoded',
          consumes: ['application/x-www-form-urlencoded'],
          body: loginForm,
          response: { 200: accessToken, ...errors },
        },
      },
      async (request) => ({
        access_token: await logIn(ctx, {
          email: request.body.username,
          password: request.body.password,
          address: request.ip,
        }),
        token_type: 'bearer' as const,
      }),
    );

    app.post(
      '/login/test-token',
      {
        schema: {
          tags,
          summary: 'The current user',
          security: [{ bearer: [] }],
          response: { 200: userPublic, ...errors },
        },
      },
      async (request) => presentUser(userOf(request)),
    );

    app.post(
      '/request-reset-password',
      {
        ...PUBLIC_ROUTE,
        schema: {
          tags,
          summary: 'Mail a password reset link',
          querystring: resetRequestQuery,
          response: { 200: message, ...errors },
        },
      },
      async (request) => {
        // Known and unknown emails must take the same time to answer: the look-up, the token and
        // the mail all come after it.
        const input = { email: request.query.email, address: request.ip };
        afterAnswer(request.log, 'password reset request', () =>
          requestPasswordReset({ ...ctx, log: request.log }, input),
        );
        return {
          message: 'If an account exists for this email, a link to reset its password has been sent.',
        };
      },
    );

    app.patch(
      '/reset-password',
      {
        ...PUBLIC_ROUTE,
        schema: {
          tags,
          summary: 'Set a new password with a reset token',
          body: resetPasswordBody,
          response: { 200: message, ...errors },
        },
      },
      async (request) => {
        await resetPassword(ctx, { token: request.body.token, newPassword: request.body.new_password });
        return { message: 'Password updated successfully' };
      },
    );
  };
