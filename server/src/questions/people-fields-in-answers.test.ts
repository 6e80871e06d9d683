import type { AskResponse } from '@workbench/contract/questions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvents, type NewEvent } from '../events';
import { createTestApp, type TestApp } from '../testing/app';
import { NOTHING_ABOUT_PEOPLE, testEvent } from '../testing/events';
import { notebookOfAllEvents, signedInUser } from '../testing/users';

/**
 * The people fields an answer reads come through from the stored events: a field the repository
 * selected but did not hand on (the attacker's tie to the victim once was) answers every question
 * about it with "0".
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let ask: (question: string) => Promise<AskResponse>;

const event = (n: number, fields: Partial<NewEvent>): NewEvent =>
  testEvent(n, {
    date: `2024-03-0${n}`,
    location: 'Soweto',
    province: 'Gauteng',
    crime_committed: 'Assault',
    ...fields,
  });

beforeAll(async () => {
  t = await createTestApp();
  await insertEvents(t.database.db, [
    event(1, { relationship: 'partner' }),
    event(2, { relationship: 'stranger' }),
    event(3, { relationship: null, victims: { ...NOTHING_ABOUT_PEOPLE.victims, count: 2, children: 2 } }),
  ]);
  owner = await signedInUser(t.app, 'people-fields@example.org');
  ({ ask } = await notebookOfAllEvents(t.app, t.database.db, owner, 'Ties'));
});
afterAll(() => t.close());

describe('people fields in answers, through the API', () => {
  it('counts incidents where the victim knew the attacker from the stored tie', async () => {
    const answer = await ask('In how many incidents did the victim know the attacker?');
    expect(answer.result).toMatchObject({ type: 'number', value: 1, complete: true });
  });

  it('counts the children among the victims from the stored count', async () => {
    const answer = await ask('How many children were among the victims?');
    expect(answer.result).toMatchObject({ type: 'number', value: 2 });
  });
});
