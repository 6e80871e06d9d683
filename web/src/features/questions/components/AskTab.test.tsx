import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notebook } from '@workbench/contract/notebooks';
import type { AnswerChanges, SavedQuestion } from '@workbench/contract/questions';
import { format } from 'date-fns';
import { toPng } from 'html-to-image';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv } from '../../../lib/csv';
import { saveSession } from '../../../lib/session';
import { fakeApi, pageOf } from '../../../test-fake-api';
import { fakeEventDetails, renderWithProviders } from '../../../test-utils';
import { ASK_TIMEOUT_MS } from '../api/ask-question';
import { makeEvent, makeNotebook, makeSaved } from '../test/fixtures';
import { countPlan, TERMS } from '../test/plans';
import type { RenderEventDetails } from '../types';
import { AskTab } from './AskTab';

vi.mock('../../../lib/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/csv')>()),
  downloadCsv: vi.fn(),
}));
vi.mock('html-to-image', () => ({ toPng: vi.fn(async () => 'data:image/png;base64,iVBORw0KGgo=') }));

const scrollIntoView = vi.fn();
beforeEach(() => {
  saveSession({ accessToken: 'token', userId: 3, name: 'Naledi Journalist' });
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(downloadCsv).mockClear();
  vi.mocked(toPng).mockClear();
  scrollIntoView.mockClear();
});

const ANSWER = '**3 robberies** were reported:\n* Durban: 2\n* Soweto: 1';
const NO_CHANGES: AnswerChanges = { events_added: [], events_dropped: [], figures: [] };

type Routes = Parameters<typeof fakeApi>[0];

/**
 * A notebook's questions on a fake server whose saved list really changes; `change` swaps routes for
 * a test, and is handed the usual ones to wrap.
 */
function questionServer(saved: SavedQuestion[] = [], change: (routes: Routes) => Routes = () => ({})) {
  const notebook = makeNotebook();
  let list = [...saved];
  const asked = new Map<number, SavedQuestion>();
  let nextId = 100;
  const answer = (question: string) => {
    const id = nextId++;
    asked.set(id, makeSaved(id, { question, answer: ANSWER, num_events: 3 }));
    return { body: { answer: ANSWER, id, engine: 'analyst', num_events: 3 } };
  };
  const routes: Routes = {
    'GET /notebooks/ask-events/': (request) => answer(request.query.get('question') ?? ''),
    'POST /notebooks/questions/add': (request) => {
      const [id] = (request.body as { question_ids: number[] }).question_ids;
      const entry = asked.get(id as number);
      if (!entry || list.some((q) => q.question === entry.question))
        return { body: { questions_added: 0, questions_deduplicated: 1 } };
      list = [entry, ...list];
      return { body: { questions_added: 1, questions_deduplicated: 0 } };
    },
    [`GET /notebooks/${notebook.id}/reading-terms`]: () => ({ body: TERMS }),
    [`POST /notebooks/${notebook.id}/ask-plan`]: (request) => {
      const { question, plan } = request.body as { question: string; plan: object };
      const { body } = answer(question);
      return { body: { ...body, plan, plan_edited: true } };
    },
    [`GET /notebooks/${notebook.id}/questions`]: (request) => ({
      body: { questions: pageOf(list, request), total_results: list.length },
    }),
    'POST /notebooks/questions/remove': (request) => {
      const ids = (request.body as { question_ids: number[] }).question_ids;
      const before = list.length;
      list = list.filter((q) => !ids.includes(q.id));
      return { body: { num_removed: before - list.length } };
    },
  };
  for (const entry of saved) {
    routes[`GET /notebooks/questions/${entry.id}/re-ask`] = () => ({
      body: { ...answer(entry.question).body, replaces: entry.id, changes: NO_CHANGES },
    });
    routes[`POST /notebooks/questions/${entry.id}/replace`] = (request) => {
      const fresh = asked.get((request.body as { question_id: number }).question_id);
      if (!fresh) return { status: 404, body: { detail: 'Question not found' } };
      const replaced = { ...entry, answer: fresh.answer, num_events: fresh.num_events };
      list = list.map((q) => (q.id === entry.id ? replaced : q));
      return { body: replaced };
    };
  }
  return fakeApi({ ...routes, ...change(routes) });
}

function renderTab(
  notebook: Notebook = makeNotebook(),
  showEventsList = vi.fn(),
  renderEventDetails?: RenderEventDetails,
) {
  renderWithProviders(
    <AskTab notebook={notebook} showEventsList={showEventsList} renderEventDetails={renderEventDetails} />,
  );
  return { showEventsList };
}

const input = () => screen.getByPlaceholderText('Type your question here...');
const savedCards = () => screen.queryAllByTestId('saved-answer');
const toasts = () => screen.queryAllByTestId('toast').map((toast) => toast.textContent?.replace('×', ''));

describe('asking', () => {
  it('asks on Enter, shows the answer with its engine, date and a link to the events', async () => {
    let reply: (() => void) | undefined;
    const api = questionServer([], (routes) => ({
      'GET /notebooks/ask-events/': (request) =>
        new Promise((resolve) => {
          reply = () => resolve(routes['GET /notebooks/ask-events/']?.(request) as { body: unknown });
        }),
    }));
    const { showEventsList } = renderTab();
    expect(screen.getByRole('button', { name: 'Ask the Question' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save This Answer' })).toBeDisabled();
    expect(await screen.findByText('No answers saved yet')).toBeInTheDocument();

    await userEvent.type(input(), '  How many robberies are there?{Enter}');
    expect(await screen.findByText('Asking Question')).toBeInTheDocument();
    reply?.();

    const card = await screen.findByRole('article', { name: 'Current answer' });
    expect(within(card).getByRole('heading')).toHaveTextContent('How many robberies are there?');
    expect(within(card).getByText('Answered by the built-in analyst from 3 events.')).toBeInTheDocument();
    expect(within(card).getByText(format(new Date(), 'dd/MM/yyyy'))).toBeInTheDocument();
    expect(screen.queryByText('Asking Question')).not.toBeInTheDocument();
    expect(api.to('GET', '/notebooks/ask-events/').map((r) => r.query.toString())).toEqual([
      'notebook_id=7&question=How+many+robberies+are+there%3F',
    ]);

    await userEvent.click(within(card).getByRole('button', { name: 'Related Events' }));
    expect(showEventsList).toHaveBeenCalledTimes(1);
  });

  it('shows answer text without bold markers, bullets as a list, and markup as plain text', async () => {
    questionServer([], () => ({
      'GET /notebooks/ask-events/': () => ({
        body: {
          answer: '**Two** events <b>matched</b>:\n* one\n* two',
          id: 1,
          engine: 'model:llama-3',
          num_events: 2,
        },
      }),
    }));
    renderTab();
    await userEvent.type(input(), 'Which?{Enter}');
    const card = await screen.findByRole('article', { name: 'Current answer' });
    expect(within(card).getByText('Two events <b>matched</b>:')).toBeInTheDocument();
    expect(card.querySelector('b')).toBeNull();
    expect(card).not.toHaveTextContent('**');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['one', 'two']);
    expect(within(card).getByText('Answered by model llama-3 from 2 events.')).toBeInTheDocument();
  });

  it("reports the server's reason when asking fails", async () => {
    questionServer([], () => ({
      'GET /notebooks/ask-events/': () => ({
        status: 422,
        body: { detail: 'This notebook has no events yet.' },
      }),
    }));
    renderTab();
    await userEvent.type(input(), 'Anything?{Enter}');
    await waitFor(() => expect(toasts()).toEqual(['ErrorThis notebook has no events yet.']));
    expect(screen.queryByRole('article', { name: 'Current answer' })).not.toBeInTheDocument();
  });

  it('says nothing when the answer takes longer than 10 seconds', async () => {
    questionServer([], () => ({ 'GET /notebooks/ask-events/': () => new Promise(() => {}) }));
    const requests: AbortController[] = [];
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => {
      const controller = new AbortController();
      requests.push(controller);
      return controller.signal;
    });
    renderTab();
    await userEvent.type(input(), 'Slow?{Enter}');
    expect(await screen.findByText('Asking Question')).toBeInTheDocument();
    // The time runs out once the question is seen under way: a timer of 20 ms, as before, could run
    // out first on a busy machine and take the words away before they were read.
    for (const controller of requests) {
      controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
    }
    await waitFor(() => expect(screen.queryByText('Asking Question')).not.toBeInTheDocument());
    expect(timeout).toHaveBeenCalledWith(ASK_TIMEOUT_MS);
    expect(ASK_TIMEOUT_MS).toBe(10_000);
    expect(toasts()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Ask the Question' })).toBeEnabled();
  });
});

describe('saving', () => {
  it('saves the answer: clears it and the question, and lists it on top at once', async () => {
    let holdRefresh = false;
    let release: (() => void) | undefined;
    questionServer([makeSaved(1, { question: 'Older question?' })], (routes) => ({
      'GET /notebooks/7/questions': (request) => {
        const reply = routes['GET /notebooks/7/questions']?.(request) as { body: unknown };
        if (!holdRefresh) return reply;
        return new Promise((resolve) => {
          release = () => resolve(reply);
        });
      },
    }));
    renderTab(makeNotebook({ num_events: 12 }));
    await waitFor(() => expect(savedCards()).toHaveLength(1));
    await userEvent.type(input(), 'How many robberies are there?{Enter}');
    await screen.findByRole('article', { name: 'Current answer' });

    holdRefresh = true;
    await userEvent.click(screen.getByRole('button', { name: 'Save This Answer' }));
    await waitFor(() =>
      expect(toasts()).toEqual(['Success!Answer was successfully saved to this notebook.']),
    );
    expect(screen.queryByRole('article', { name: 'Current answer' })).not.toBeInTheDocument();
    expect(input()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save This Answer' })).toBeDisabled();
    // Until the server's list arrives, the new entry counts the whole notebook (spec, section 4).
    const [first, second] = savedCards();
    expect(within(first as HTMLElement).getByRole('heading')).toHaveTextContent(
      'How many robberies are there?',
    );
    expect(
      within(first as HTMLElement).getByRole('button', { name: '12 Related Events' }),
    ).toBeInTheDocument();
    expect(first).toHaveTextContent(format(new Date(), 'dd/MM/yyyy'));
    expect(second).toHaveTextContent('Older question?');

    release?.();
    await waitFor(() =>
      expect(
        within(savedCards()[0] as HTMLElement).getByRole('button', { name: '3 Related Events' }),
      ).toBeVisible(),
    );
    expect(savedCards()).toHaveLength(2);
  });

  it('ignores a second press of Ask or Save while its request runs', async () => {
    const api = questionServer();
    renderTab();
    await userEvent.type(input(), 'How many robberies are there?');
    const askButton = screen.getByRole('button', { name: 'Ask the Question' });
    // Both presses land before the page has drawn the first as busy.
    fireEvent.click(askButton);
    fireEvent.click(askButton);
    await screen.findByRole('article', { name: 'Current answer' });
    expect(api.to('GET', '/notebooks/ask-events/')).toHaveLength(1);

    const save = screen.getByRole('button', { name: 'Save This Answer' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() =>
      expect(toasts()).toEqual(['Success!Answer was successfully saved to this notebook.']),
    );
    const sent = api.to('POST', '/notebooks/questions/add');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says so in an error toast when the same question is already saved', async () => {
    questionServer([makeSaved(1, { question: 'How many robberies are there?' })]);
    renderTab();
    await waitFor(() => expect(savedCards()).toHaveLength(1));
    await userEvent.type(input(), 'How many robberies are there?{Enter}');
    await screen.findByRole('article', { name: 'Current answer' });
    await userEvent.click(screen.getByRole('button', { name: 'Save This Answer' }));
    await waitFor(() => expect(toasts()).toEqual(['ErrorAnswer already exists in this notebook.']));
    expect(savedCards()).toHaveLength(1);
  });

  it('keeps the answer and reports the reason when saving fails', async () => {
    questionServer([], () => ({
      'POST /notebooks/questions/add': () => ({ status: 404, body: { detail: 'Question not found' } }),
    }));
    renderTab();
    await userEvent.type(input(), 'Anything?{Enter}');
    await screen.findByRole('article', { name: 'Current answer' });
    await userEvent.click(screen.getByRole('button', { name: 'Save This Answer' }));
    await waitFor(() => expect(toasts()).toEqual(['ErrorQuestion not found']));
    expect(screen.getByRole('article', { name: 'Current answer' })).toBeInTheDocument();
    expect(input()).toHaveValue('Anything?');
  });
});

describe('saved answers', () => {
  it('loads every page one after another, newest first, in cards with their dates', async () => {
    const saved = Array.from({ length: 23 }, (_, i) => makeSaved(i + 1));
    const api = questionServer(saved);
    renderTab();
    await waitFor(() => expect(savedCards()).toHaveLength(23));
    expect(
      api.to('GET', '/notebooks/7/questions').map((r) => [r.query.get('page'), r.query.get('page_size')]),
    ).toEqual([
      ['1', '10'],
      ['2', '10'],
      ['3', '10'],
    ]);
    const [first] = savedCards();
    expect(within(first as HTMLElement).getByRole('heading')).toHaveTextContent('Question 1?');
    expect(first).toHaveTextContent('Answer 1.');
    expect(first).toHaveTextContent('04/03/2025');
    expect(first).toHaveTextContent('Answered by the built-in analyst');
    expect(
      within(first as HTMLElement).getByRole('button', { name: '4 Related Events' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Saved Answers' })).toBeInTheDocument();
  });

  it('says so when the saved answers cannot be loaded', async () => {
    fakeApi({ 'GET /notebooks/7/questions': () => ({ status: 500, body: { detail: 'boom' } }) });
    renderTab();
    expect(await screen.findByText('Failed to fetch events.')).toBeInTheDocument();
  });

  it('tells a failed later page apart, keeping what was loaded', async () => {
    const saved = Array.from({ length: 12 }, (_, i) => makeSaved(i + 1));
    fakeApi({
      'GET /notebooks/7/questions': (request) =>
        request.query.get('page') === '1'
          ? { body: { questions: pageOf(saved, request), total_results: saved.length } }
          : { status: 500, body: { detail: 'boom' } },
    });
    renderTab();
    expect(await screen.findByText('Failed to fetch questions.')).toBeInTheDocument();
    expect(savedCards()).toHaveLength(10);
  });
});

describe('the kebab menu of a saved answer', () => {
  const savedAnswer = makeSaved(5, {
    question: 'How many robberies are there?',
    answer: ANSWER,
    created_at: '2025-03-04T10:00:00.000Z',
  });

  async function openMenu() {
    await waitFor(() => expect(savedCards()).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: /^Actions for the answer to/ }));
    return screen.getByRole('menu');
  }

  it('is a menu of four actions that arrow keys walk and Escape closes', async () => {
    questionServer([savedAnswer]);
    renderTab();
    const menu = await openMenu();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Download as CSV',
      'Download as PNG',
      'Re-evaluate this Question',
      'Delete this Question',
    ]);
    // Drawn in a layer of its own, so no card or dialog edge can cut it off.
    expect(savedCards()[0]).not.toContainElement(menu);
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(items[3]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: /^Actions for the answer to/ });
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('downloads the answer as CSV named after the question and notebook, with its reading and event ids', async () => {
    const used = Array.from({ length: 30 }, (_, i) => makeEvent(40 - i));
    const read = makeSaved(5, {
      question: 'How many robberies are there?',
      answer: `Read as: robberies among the notebook's 30 events.\n${ANSWER} [#40, #39]`,
      created_at: '2025-03-04T10:00:00.000Z',
    });
    questionServer([read], () => ({
      // The events the answer used, over two pages of the related-events list.
      'GET /questions/5/events': (request) => ({
        body: { events: pageOf(used, request), total_results: used.length },
      }),
    }));
    renderTab();
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Download as CSV' }));
    await waitFor(() => expect(downloadCsv).toHaveBeenCalledTimes(1));
    const [fileName, text] = vi.mocked(downloadCsv).mock.calls[0] ?? [];
    expect(fileName).toBe('answer-How many robberies are there - Robbery watch.csv');
    // The spec's three columns first, then how the question was read and the events the answer used.
    expect(Papa.parse<string[]>(String(text)).data).toEqual([
      ['Question', 'Answer', 'Date', 'Read as', 'Event IDs'],
      [
        'How many robberies are there?',
        '3 robberies were reported:\n• Durban: 2\n• Soweto: 1 [#40, #39]',
        '04-03-2025',
        "robberies among the notebook's 30 events.",
        Array.from({ length: 30 }, (_, i) => 11 + i).join(', '),
      ],
    ]);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('downloads the answer card as a PNG at twice the resolution on white', async () => {
    questionServer([savedAnswer]);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderTab();
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Download as PNG' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const [node, options] = vi.mocked(toPng).mock.calls[0] ?? [];
    expect(node).toBe(savedCards()[0]);
    expect(options).toMatchObject({ pixelRatio: 2, backgroundColor: 'white' });
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('answer-How many robberies are there.png');
    expect(link.href).toMatch(/^data:image\/png/);
    // The menu button is not part of the picture.
    const menuButton = screen.getByRole('button', { name: /^Actions for the answer to/ });
    const kept = (element: Element) => options?.filter?.(element as HTMLElement) ?? true;
    const skipped = menuButton.closest('[data-png-skip]');
    expect(skipped).not.toBeNull();
    expect(kept(skipped as Element)).toBe(false);
    expect(kept(screen.getByText('How many robberies are there?'))).toBe(true);
  });

  it('re-evaluates the question: the new answer becomes the current one, up at the ask area', async () => {
    const api = questionServer([savedAnswer]);
    renderTab();
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Re-evaluate this Question' }));
    const card = await screen.findByRole('article', { name: 'Current answer' });
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(
      'How many robberies are there?',
    );
    expect(api.to('GET', '/notebooks/questions/5/re-ask')).toHaveLength(1);
    expect(scrollIntoView).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save This Answer' })).toBeEnabled();
  });

  async function reEvaluate() {
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Re-evaluate this Question' }));
    const card = await screen.findByRole('article', { name: 'Current answer' });
    return within(card).getByRole('region', { name: 'Changes since the saved answer' });
  }

  it('shows what changed against the saved answer: figures before and after, events added and dropped', async () => {
    questionServer([savedAnswer], (routes) => ({
      'GET /notebooks/questions/5/re-ask': async (request) => {
        const fresh = (await routes['GET /notebooks/questions/5/re-ask']?.(request)) as { body: object };
        const changes: AnswerChanges = {
          events_added: [41, 42],
          events_dropped: [7],
          figures: [
            { before: '3', after: '4', context: '4 robberies were reported:' },
            { before: null, after: '1', context: 'Tembisa: 1' },
          ],
        };
        return { body: { ...fresh.body, changes } };
      },
    }));
    renderTab();
    const changes = await reEvaluate();
    const figures = within(changes).getAllByRole('listitem');
    expect(figures.map((item) => item.textContent)).toEqual([
      'was 3→ now 44 robberies were reported:',
      'was none→ now 1Tembisa: 1',
    ]);
    expect(within(changes).getByText('Events added (2):').parentElement).toHaveTextContent(
      'Events added (2): #41, #42',
    );
    expect(within(changes).getByText('Events dropped (1):').parentElement).toHaveTextContent(
      'Events dropped (1): #7',
    );
    expect(within(changes).queryByText('No change')).not.toBeInTheDocument();
  });

  it('replaces the saved answer with the new one: the saved entry updates and the current answer goes', async () => {
    const api = questionServer([savedAnswer]);
    renderTab();
    const changes = await reEvaluate();
    expect(within(changes).getByText('No change')).toBeInTheDocument();
    expect(savedCards()[0]).toHaveTextContent('4 Related Events');

    await userEvent.click(within(changes).getByRole('button', { name: 'Replace saved answer' }));
    await waitFor(() => expect(toasts()).toEqual(['Success!Saved answer was replaced.']));
    expect(api.to('POST', '/notebooks/questions/5/replace').map((r) => r.body)).toEqual([
      // The fake server numbers its answers from 100.
      { question_id: 100 },
    ]);
    expect(screen.queryByRole('article', { name: 'Current answer' })).not.toBeInTheDocument();
    expect(savedCards()).toHaveLength(1);
    // The new answer rests on 3 events, the saved one on 4.
    expect(savedCards()[0]).toHaveTextContent('3 Related Events');
    expect(api.to('GET', '/notebooks/7/questions').length).toBeGreaterThan(1);
  });

  it('keeps the new answer and reports the reason when replacing fails', async () => {
    questionServer([savedAnswer], () => ({
      'POST /notebooks/questions/5/replace': () => ({
        status: 422,
        body: { detail: 'question_id: must answer the same question in the same notebook' },
      }),
    }));
    renderTab();
    const changes = await reEvaluate();
    await userEvent.click(within(changes).getByRole('button', { name: 'Replace saved answer' }));
    await waitFor(() =>
      expect(toasts()).toEqual(['Errorquestion_id: must answer the same question in the same notebook']),
    );
    expect(screen.getByRole('article', { name: 'Current answer' })).toBeInTheDocument();
  });

  it('deletes the question only after the confirmation', async () => {
    const api = questionServer([savedAnswer, makeSaved(6)]);
    renderTab();
    await waitFor(() => expect(savedCards()).toHaveLength(2));
    await userEvent.click(
      screen.getAllByRole('button', { name: /^Actions for the answer to/ })[0] as HTMLElement,
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete this Question' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete Question' });
    expect(dialog).toHaveTextContent(
      'This action will permanently remove this question from your notebook. Are you sure you want to proceed?',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.to('POST', '/notebooks/questions/remove')).toEqual([]);

    await userEvent.click(
      screen.getAllByRole('button', { name: /^Actions for the answer to/ })[0] as HTMLElement,
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete this Question' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Question' }));
    await waitFor(() => expect(savedCards()).toHaveLength(1));
    expect(api.to('POST', '/notebooks/questions/remove')[0]?.body).toEqual({
      notebook_id: 7,
      question_ids: [5],
    });
    expect(toasts()).toEqual(['Success!1 Question(s) was removed from this notebook']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(savedCards()[0]).toHaveTextContent('Question 6?');
  });

  it('keeps the question and reports the reason when deleting fails', async () => {
    questionServer([savedAnswer], () => ({
      'POST /notebooks/questions/remove': () => ({ status: 404, body: { detail: 'Notebook not found' } }),
    }));
    renderTab();
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete this Question' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Question' }));
    await waitFor(() => expect(toasts()).toEqual(['ErrorNotebook not found']));
    expect(savedCards()).toHaveLength(1);
  });
});

describe("editing a saved answer's reading", () => {
  const saved = makeSaved(5, {
    question: 'How many robberies in Gauteng in 2023?',
    answer: `Read as: the number of events about robbery (all kinds) in Gauteng in 2023.\n${ANSWER}`,
    result: { type: 'number', value: 3, measure: 'events', complete: true, not_applied: [] },
    plan: countPlan(),
  });

  it('runs the edited reading as a new answer at the top, with focus on it, that replaces the saved one', async () => {
    const api = questionServer([saved]);
    renderTab();
    await waitFor(() => expect(savedCards()).toHaveLength(1));
    const card = within(savedCards()[0] as HTMLElement);
    await userEvent.click(await card.findByRole('button', { name: 'Edit reading' }));
    await userEvent.click(card.getByRole('button', { name: 'Remove in: Gauteng' }));
    await userEvent.click(card.getByRole('button', { name: 'Run' }));

    const current = await screen.findByRole('article', { name: 'Current answer' });
    expect(api.to('POST', '/notebooks/7/ask-plan').map((r) => r.body)).toEqual([
      {
        question: saved.question,
        plan: expect.objectContaining({ filters: expect.objectContaining({ places: [] }) }),
      },
    ]);
    await waitFor(() => expect(current).toHaveFocus());
    expect(scrollIntoView).toHaveBeenCalled();
    // The saved card keeps its reading, read-only again.
    expect(card.getByRole('button', { name: 'Edit reading' })).toBeInTheDocument();
    expect(card.getByText('in: Gauteng')).toBeInTheDocument();

    const section = within(current).getByRole('region', { name: "From a saved answer's edited reading" });
    await userEvent.click(within(section).getByRole('button', { name: 'Replace saved answer' }));
    await waitFor(() => expect(toasts()).toEqual(['Success!Saved answer was replaced.']));
    expect(api.to('POST', '/notebooks/questions/5/replace').map((r) => r.body)).toEqual([
      { question_id: 100 },
    ]);
  });
});

describe('citations in answers', () => {
  const citing = makeSaved(5, { answer: '2 robberies were reported [#4160, #12]:\n* Durban [#4160]' });

  it('shows each cited id as a link that opens the event, fetched by id', async () => {
    const api = questionServer([citing], () => ({
      'GET /documents/4160': () => ({ body: makeEvent(4160, { title: 'Shop robbed in Umlazi' }) }),
      'GET /documents/12': () => ({ body: makeEvent(12) }),
    }));
    renderTab(makeNotebook(), vi.fn(), fakeEventDetails);
    await waitFor(() => expect(savedCards()).toHaveLength(1));
    const card = savedCards()[0] as HTMLElement;
    expect(card).toHaveTextContent('2 robberies were reported [#4160, #12]:');
    const links = within(card).getAllByRole('button', { name: /^Open event/ });
    expect(links.map((link) => link.textContent)).toEqual(['#4160', '#12', '#4160']);

    // By keyboard, as a reader without a mouse would.
    (links[0] as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Details' })).toHaveTextContent('Shop robbed in Umlazi');
    await userEvent.click(screen.getByRole('button', { name: 'Close details' }));
    expect(screen.queryByRole('dialog', { name: 'Details' })).not.toBeInTheDocument();

    await userEvent.click(links[1] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'Details' })).toHaveTextContent(
      'Shop robbed in Durban (12)',
    );
    expect(api.to('GET', '/documents/4160')).toHaveLength(1);
    expect(api.to('GET', '/documents/12')).toHaveLength(1);
  });

  it("says so when a cited event cannot be fetched, with the server's reason", async () => {
    questionServer([makeSaved(5, { answer: 'One robbery [#99].' })], () => ({
      'GET /documents/99': () => ({ status: 404, body: { detail: 'Event not found' } }),
    }));
    renderTab(makeNotebook(), vi.fn(), fakeEventDetails);
    await userEvent.click(await screen.findByRole('button', { name: 'Open event #99' }));
    const dialog = await screen.findByRole('dialog', { name: 'Event #99' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Event not found');
  });

  it('links the citations of the current answer too', async () => {
    questionServer([], () => ({
      'GET /notebooks/ask-events/': () => ({
        body: { answer: 'One carjacking [#3].', id: 1, engine: 'analyst', num_events: 1 },
      }),
      'GET /documents/3': () => ({ body: makeEvent(3) }),
    }));
    renderTab(makeNotebook(), vi.fn(), fakeEventDetails);
    await userEvent.type(input(), 'Which?{Enter}');
    const card = await screen.findByRole('article', { name: 'Current answer' });
    await userEvent.click(within(card).getByRole('button', { name: 'Open event #3' }));
    expect(await screen.findByRole('dialog', { name: 'Details' })).toHaveTextContent('(3)');
  });

  const span = (text: string) => ({
    field: 'context',
    start: 0,
    end: text.length,
    text,
    supports: ['crime'],
  });

  it('marks the words that bear out the answer, for a saved answer and the current one', async () => {
    const api = questionServer([citing], () => ({
      'GET /documents/4160': () => ({ body: makeEvent(4160, { title: 'Shop robbed in Umlazi' }) }),
      'GET /questions/5/events/4160/support': () => ({
        body: { question_id: 5, event_id: 4160, spans: [span('robbed'), span('Umlazi')] },
      }),
      'GET /notebooks/ask-events/': () => ({
        body: { answer: 'One robbery [#4160].', id: 8, engine: 'analyst', num_events: 1 },
      }),
      'GET /questions/8/events/4160/support': () => ({
        body: { question_id: 8, event_id: 4160, spans: [span('robbery')] },
      }),
    }));
    renderTab(makeNotebook(), vi.fn(), fakeEventDetails);
    await waitFor(() => expect(savedCards()).toHaveLength(1));
    const [first] = within(savedCards()[0] as HTMLElement).getAllByRole('button', { name: /^Open event/ });
    await userEvent.click(first as HTMLElement);
    const marks = await screen.findByRole('list', { name: 'Marked words' });
    expect(
      within(marks)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['robbed', 'Umlazi']);
    await userEvent.click(screen.getByRole('button', { name: 'Close details' }));

    // The same event cited by another answer is borne out by that answer's question.
    await userEvent.type(input(), 'How many robberies?{Enter}');
    const card = await screen.findByRole('article', { name: 'Current answer' });
    await userEvent.click(within(card).getByRole('button', { name: 'Open event #4160' }));
    expect(await screen.findByRole('list', { name: 'Marked words' })).toHaveTextContent(/^robbery$/);
    expect(api.to('GET', '/questions/5/events/4160/support')).toHaveLength(1);
    expect(api.to('GET', '/questions/8/events/4160/support')).toHaveLength(1);
  });

  it('shows the event at once, unmarked, while the words are slow to come or when they fail', async () => {
    let arrive: (reply: { body: unknown }) => void = () => undefined;
    questionServer([makeSaved(5, { answer: 'One robbery [#3], another [#4].' })], () => ({
      'GET /documents/3': () => ({ body: makeEvent(3, { title: 'Slow support' }) }),
      'GET /documents/4': () => ({ body: makeEvent(4, { title: 'Failed support' }) }),
      'GET /questions/5/events/3/support': () => new Promise((resolve) => (arrive = resolve)),
      'GET /questions/5/events/4/support': () => ({ status: 500, body: { detail: 'Something broke' } }),
    }));
    renderTab(makeNotebook(), vi.fn(), fakeEventDetails);
    await userEvent.click(await screen.findByRole('button', { name: 'Open event #3' }));
    expect(await screen.findByRole('dialog', { name: 'Details' })).toHaveTextContent('Slow support');
    expect(screen.queryByRole('list', { name: 'Marked words' })).not.toBeInTheDocument();
    arrive({ body: { question_id: 5, event_id: 3, spans: [span('robbery')] } });
    expect(await screen.findByRole('list', { name: 'Marked words' })).toHaveTextContent('robbery');
    await userEvent.click(screen.getByRole('button', { name: 'Close details' }));

    await userEvent.click(screen.getByRole('button', { name: 'Open event #4' }));
    expect(await screen.findByRole('dialog', { name: 'Details' })).toHaveTextContent('Failed support');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Marked words' })).not.toBeInTheDocument());
    // Marks are a help: their failure is not the reader's problem to be told about.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it('leaves citations as text where no event details can be shown', async () => {
    questionServer([makeSaved(5, { answer: 'One robbery [#99].' })]);
    renderTab();
    await waitFor(() => expect(savedCards()).toHaveLength(1));
    expect(savedCards()[0]).toHaveTextContent('One robbery [#99].');
    expect(screen.queryByRole('button', { name: /^Open event/ })).not.toBeInTheDocument();
  });
});
