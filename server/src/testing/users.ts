import type { AskResponse } from '@workbench/contract/questions';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';

let signUps = 0;
/** Each sign-up from an address of its own, so that tests never meet the per-address sign-up limit. */
const signUpAddress = () => {
  signUps += 1;
  return `10.200.${Math.floor(signUps / 250) % 250}.${(signUps % 250) + 1}`;
};

/** Signs a new user up and logs them in; returns their id and a bearer header. */
export async function signedInUser(
  app: FastifyInstance,
  email: string,
  fullName = 'Test User',
): Promise<{ id: number; headers: { authorization: string } }> {
  const password = 'a test password';
  const signup = await app.inject({
    method: 'POST',
    url: '/api/v1/signup',
    payload: { email, password, re_password: password, full_name: fullName },
    remoteAddress: signUpAddress(),
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/login/access-token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: email, password }).toString(),
  });
  return { id: signup.json().id, headers: { authorization: `Bearer ${login.json().access_token}` } };
}

export type ApiCall = [
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  who: { headers: Record<string, string> },
  payload?: object,
];

/** A call to /api/v1 as the given signed-in user. */
export const callApi = (app: FastifyInstance, ...[method, url, who, payload]: ApiCall) =>
  app.inject({ method, url: `/api/v1${url}`, headers: who.headers, payload });

/** A new notebook of the user's holding every stored event, and a way to ask it questions through the API. */
export async function notebookOfAllEvents(
  app: FastifyInstance,
  db: Db,
  who: { headers: Record<string, string> },
  title: string,
): Promise<{ id: number; ask(question: string): Promise<AskResponse> }> {
  const ids = await queryRows<{ id: number }>(db, sql`select id from events order by id`);
  const id: number = (await callApi(app, 'POST', '/notebooks/create', who, { title, description: '' })).json()
    .id;
  await callApi(app, 'POST', '/notebooks/events/add', who, {
    notebook_id: id,
    events: ids.map((e) => ({ id: e.id })),
    keywords: [],
  });
  const ask = async (question: string) =>
    (
      await callApi(
        app,
        'GET',
        `/notebooks/ask-events/?notebook_id=${id}&question=${encodeURIComponent(question)}`,
        who,
      )
    ).json() as AskResponse;
  return { id, ask };
}
