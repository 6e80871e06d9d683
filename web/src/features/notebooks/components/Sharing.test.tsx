import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActivityEntry, Member } from '@workbench/contract/members';
import type { Notebook } from '@workbench/contract/notebooks';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { fakeApi, pageOf } from '../../../test-fake-api';
import { renderWithProviders } from '../../../test-utils';
import { makeEvent, makeNotebook } from '../test/fixtures';
import { NotebookDetail } from './NotebookDetail';

beforeEach(() => saveSession({ accessToken: 'token', userId: 5, name: 'Vera Viewer' }));

const owner: Member = {
  id: null,
  email: 'olive@example.org',
  name: 'Olive Owner',
  role: 'owner',
  status: 'owner',
  you: false,
};
const vera: Member = {
  id: 11,
  email: 'vera@example.org',
  name: 'Vera Viewer',
  role: 'viewer',
  status: 'joined',
  you: true,
};
const pending: Member = {
  id: 12,
  email: 'sam@example.org',
  name: null,
  role: 'editor',
  status: 'invited',
  you: false,
};

function server(notebook: Notebook, members: Member[], activity: ActivityEntry[] = []) {
  const events = [makeEvent(1), makeEvent(2)];
  return fakeApi({
    [`GET /notebooks/${notebook.id}`]: () => ({ body: notebook }),
    [`GET /notebooks/${notebook.id}/events`]: (request) => ({
      body: { events: pageOf(events, request), total_results: events.length },
    }),
    [`GET /notebooks/${notebook.id}/members`]: () => ({ body: { members, total_results: members.length } }),
    [`GET /notebooks/${notebook.id}/activity`]: () => ({
      body: { activity, total_results: activity.length },
    }),
    [`POST /notebooks/${notebook.id}/members`]: (request) => ({
      status: 202,
      body: { ...(request.body as object), status: 'invited' },
    }),
    [`PATCH /notebooks/${notebook.id}/members/12`]: () => ({ body: { ...pending, role: 'viewer' } }),
  });
}

const render = (notebook: Notebook) =>
  renderWithProviders(<NotebookDetail notebookId={notebook.id} renderAskTab={() => <p>Ask</p>} />);

describe('a notebook shared with the user', () => {
  const shared = makeNotebook({ role: 'viewer', owner_name: 'Olive Owner' });

  it('names its owner and the role, and leaves out what a viewer may not do', async () => {
    server(shared, [owner, vera, pending]);
    render(shared);
    const header = (await screen.findByRole('heading', { level: 1 })).closest('header') as HTMLElement;
    expect(header).toHaveTextContent('Shared with you · Viewer');
    expect(header).toHaveTextContent('Created byOlive Owner');
    expect(within(header).queryByRole('button', { name: /Rename|Delete/ })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Events List' }));
    const box = await screen.findByRole('checkbox', { name: /Include in CSV: .*\(1\)/ });
    await userEvent.click(box);
    expect(box).not.toBeChecked();
    expect(screen.queryByRole('dialog', { name: 'Delete Event' })).toBeNull();
  });

  it('lists the members without controls, shows an invited address as such, and offers to leave', async () => {
    server(shared, [owner, vera, pending]);
    render(shared);
    await userEvent.click(await screen.findByRole('tab', { name: 'Members' }));
    const rows = await screen.findAllByTestId('member');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Olive Ownerolive@example.orgOwner',
      'Vera Viewer (you)vera@example.orgViewerLeave notebook',
      'sam@example.orgInvited, not opened yetEditor',
    ]);
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Leave notebook' }));
    expect(await screen.findByRole('dialog', { name: 'Leave Notebook' })).toBeInTheDocument();
  });
});

describe('a notebook the user owns', () => {
  const own = makeNotebook();

  it('invites by email with a role, and changes a member’s role', async () => {
    const api = server(own, [{ ...owner, you: true }, pending]);
    render(own);
    await userEvent.click(await screen.findByRole('tab', { name: 'Members' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email' }), 'new@example.org');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'editor');
    await userEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await waitFor(() =>
      expect(api.to('POST', '/notebooks/7/members').map((r) => r.body)).toEqual([
        { email: 'new@example.org', role: 'editor' },
      ]),
    );
    expect(await screen.findByText('Shared with new@example.org as editor.')).toBeInTheDocument();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Role of sam@example.org' }),
      'viewer',
    );
    await waitFor(() =>
      expect(api.to('PATCH', '/notebooks/7/members/12').map((r) => r.body)).toEqual([{ role: 'viewer' }]),
    );
  });

  it('shows who did what in the Activity tab', async () => {
    server(
      own,
      [owner],
      [
        {
          id: 2,
          actor_name: 'Vera Viewer',
          you: false,
          action: 'events_removed',
          event_ids: [4],
          at: '2026-11-26T08:00:00.000Z',
        },
        {
          id: 1,
          actor_name: 'Olive Owner',
          you: true,
          action: 'member_invited',
          email: 'vera@example.org',
          role: 'viewer',
          at: '2026-11-26T07:00:00.000Z',
        },
      ],
    );
    render(own);
    await userEvent.click(await screen.findByRole('tab', { name: 'Activity' }));
    const rows = await screen.findAllByTestId('activity');
    expect(rows[0]).toHaveTextContent('Vera Viewer removed 1 event (#4)');
    expect(rows[1]).toHaveTextContent('You shared the notebook with vera@example.org as viewer');
  });
});
