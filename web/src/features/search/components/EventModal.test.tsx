import { render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeEvent } from '../test/events';
import { type EventMark, EventModal } from './EventModal';

const scrollIntoView = vi.fn();
beforeEach(() => {
  Element.prototype.scrollIntoView = function (this: Element) {
    scrollIntoView(this.textContent);
  };
});
afterEach(() => scrollIntoView.mockClear());

// The release as a feed may give it: leading space, Windows line breaks, contacts after the end line.
const CONTEXT =
  '  Police arrested two suspects after a vehicle was hijacked in Soweto.\r\nThe hijacked Toyota was recovered in Soweto.\r\nENDS\r\nSoweto police station';

const at = (field: EventMark['field'], text: string, words: string, from = 0): EventMark => {
  const start = text.indexOf(words, from);
  return { field, start, end: start + words.length };
};

const marked = (element: HTMLElement) =>
  Array.from(element.querySelectorAll('mark')).map((mark) => mark.textContent);

describe('the event dialog with marked words', () => {
  it('marks words by their place in the title and the release, and opens the release at the first', () => {
    const event = makeEvent(7, { title: 'Vehicle hijacked in Soweto', context: CONTEXT });
    const secondSoweto = CONTEXT.indexOf('Soweto', CONTEXT.indexOf('Soweto') + 1);
    const marks = [
      at('title', event.title, 'hijacked'),
      at('context', CONTEXT, 'hijacked'),
      at('context', CONTEXT, 'Soweto', secondSoweto),
      // Words after the end line are not shown, so they cannot be marked.
      at('context', CONTEXT, 'Soweto police'),
    ];
    render(<EventModal event={event} onClose={() => undefined} pattern={null} marks={marks} />);
    const dialog = screen.getByRole('dialog', { name: 'Vehicle hijacked in Soweto' });
    expect(marked(within(dialog).getByRole('heading', { level: 2 }))).toEqual(['hijacked']);
    // Only the marked mentions: the first "Soweto" and the second "hijacked" were not asked for.
    expect(marked(screen.getByTestId('release-text'))).toEqual(['hijacked', 'Soweto']);
    expect(screen.getByTestId('release-text')).toHaveTextContent(
      'Police arrested two suspects after a vehicle was hijacked in Soweto. The hijacked Toyota was recovered in Soweto.',
    );
    expect(scrollIntoView).toHaveBeenLastCalledWith('hijacked');
  });

  it('marks nothing while the marks are not known, and moves to the first when they come', () => {
    const event = makeEvent(7, { context: CONTEXT });
    const { rerender } = render(<EventModal event={event} onClose={() => undefined} pattern={null} />);
    expect(marked(screen.getByTestId('release-text'))).toEqual([]);
    expect(scrollIntoView).not.toHaveBeenCalled();
    rerender(
      <EventModal
        event={event}
        onClose={() => undefined}
        pattern={null}
        marks={[at('context', CONTEXT, 'recovered')]}
      />,
    );
    expect(marked(screen.getByTestId('release-text'))).toEqual(['recovered']);
    expect(scrollIntoView).toHaveBeenLastCalledWith('recovered');
  });
});

describe('the event dialog of a release too long to read whole', () => {
  it('says how much of it the rules read, beside the people read from it', () => {
    const note = 'Too long to read whole within 1,000 ms: people from its first 812 of 2,000 sentences.';
    const event = makeEvent(9, { evidence: { reading: note } });
    render(<EventModal event={event} onClose={() => undefined} pattern={null} />);
    const people = screen.getByRole('heading', { name: 'People' }).parentElement as HTMLElement;
    expect(within(people).getByText(note)).toBeVisible();
  });

  it('says nothing of it for a release read whole', () => {
    render(<EventModal event={makeEvent(10)} onClose={() => undefined} pattern={null} />);
    expect(screen.queryByText(/Too long to read whole/)).toBeNull();
  });
});

describe("the browser's Back", () => {
  it('closes the dialog wherever it is shown (a notebook too), also under StrictMode, and leaves no step behind', async () => {
    const before = window.history.state;
    const onClose = vi.fn();
    const { rerender } = render(
      <StrictMode>
        <EventModal event={makeEvent(3)} onClose={onClose} pattern={null} />
      </StrictMode>,
    );
    // StrictMode mounts twice: still one step for the dialog, not two, and none taken back.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.history.state).not.toEqual(before);
    expect(onClose).not.toHaveBeenCalled();
    window.history.back();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(window.history.state).toEqual(before);

    // Closed by the screen (the event removed, say), the dialog takes its step back itself.
    rerender(
      <StrictMode>
        <EventModal event={null} onClose={onClose} pattern={null} />
      </StrictMode>,
    );
    rerender(
      <StrictMode>
        <EventModal event={makeEvent(4)} onClose={onClose} pattern={null} />
      </StrictMode>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.history.state).not.toEqual(before);
    rerender(
      <StrictMode>
        <EventModal event={null} onClose={onClose} pattern={null} />
      </StrictMode>,
    );
    await waitFor(() => expect(window.history.state).toEqual(before));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
