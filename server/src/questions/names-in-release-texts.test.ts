import type { AskResponse } from '@workbench/contract/questions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvents, type NewEvent } from '../events';
import { createTestApp, type TestApp } from '../testing/app';
import { testEvent } from '../testing/events';
import { notebookOfAllEvents, signedInUser } from '../testing/users';

/**
 * A question that names the person an incident happened to ("the killing of Constable Thato
 * Makhoana") is about that incident. The name is in the release's text, never in its title or
 * summary, so the answer has to look it up there; once it said no event mentioned the name.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let ask: (question: string) => Promise<AskResponse>;

const murder = (n: number, fields: Partial<NewEvent>): NewEvent =>
  testEvent(n, { province: 'North West', crime_committed: 'Murder', summary: `Murder ${n}.`, ...fields });

beforeAll(async () => {
  t = await createTestApp();
  await insertEvents(t.database.db, [
    murder(1, {
      date: '2020-07-29',
      location: 'Slurry',
      arrest_made: false,
      context: 'The body of off-duty Constable Thato Makhoana was found beside the road near Slurry.',
    }),
    murder(2, {
      date: '2019-03-02',
      location: 'Kuruman',
      arrest_made: true,
      context: 'Sergeant Nontombi Hope Manie was stabbed to death at a social gathering.',
    }),
    murder(3, { date: '2021-05-01', location: 'Mahikeng', arrest_made: true, context: 'A man was shot.' }),
  ]);
  owner = await signedInUser(t.app, 'names@example.org');
  ({ ask } = await notebookOfAllEvents(t.app, t.database.db, owner, 'Names'));
});
afterAll(() => t.close());

describe('names said only in the release texts, through the API', () => {
  it('answers the date of the incident the name picks out', async () => {
    const answer = await ask('On what date was Sergeant Nontombi Manie killed?');
    expect(answer.result).toMatchObject({
      type: 'date',
      value: '2019-03-02',
      complete: true,
      not_applied: [],
    });
  });

  it('checks a claim about the named incident alone', async () => {
    const answer = await ask(
      'Can you confirm that nobody was arrested for the killing of Constable Thato Makhoana?',
    );
    expect(answer.result).toMatchObject({ type: 'yes_no', value: true, complete: true });
  });

  it('takes a name told before an ask that points back to its case', async () => {
    const answer = await ask(
      'My draft says Sergeant Nontombi Manie was killed in October. What date do the records give for the killing itself?',
    );
    expect(answer.result).toMatchObject({ type: 'date', value: '2019-03-02' });
  });

  it('says plainly when no release names the person, rather than answering for every event', async () => {
    const answer = await ask('On what date was Warrant Officer Sipho Dlamini killed?');
    expect(answer.result.complete).toBe(false);
    expect(answer.result.not_applied).toEqual(expect.arrayContaining(['sipho', 'dlamini']));
  });
});
