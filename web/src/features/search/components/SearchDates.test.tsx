import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATE_INPUT_NOT_VALID } from '../../../components/DateField';
import { renderWithProviders } from '../../../test-utils';
import { clearSelections } from '../hooks/selection-store';
import { SearchScreen } from './SearchScreen';

afterEach(() => {
  vi.restoreAllMocks();
  clearSelections();
});
// Whole-screen tests with many user events; a busy machine must not turn them into time-outs.
vi.setConfig({ testTimeout: 30_000 });

/** Records every search the screen sends; none of these tests should get as far as an answer. */
function recordSearches() {
  const urls: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    urls.push(new URL(String(input), 'http://localhost'));
    return new Response(JSON.stringify({ documents: [], total_results: 0 }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return urls;
}

const submitButton = () => screen.getByRole('button', { name: 'Submit' });

/** Pasted rather than typed key by key, which DateField's own tests do, to keep these quick. */
async function pasteDate(user: UserEvent, label: string, text: string) {
  await user.clear(screen.getByLabelText(label));
  await user.paste(text);
}

describe('search dates that are not dates', () => {
  it.each(['31/02/2023', 'yesterday', '2023-01-01'])(
    'keeps Submit disabled for Date from %j, says why beside it, and searches nothing',
    async (typed) => {
      const user = userEvent.setup();
      const urls = recordSearches();
      renderWithProviders(<SearchScreen />);
      await user.type(screen.getByLabelText(/^Keywords/), 'murder');
      await pasteDate(user, 'Date to', '31/12/2023');
      expect(submitButton()).toBeEnabled();

      await pasteDate(user, 'Date from', typed);
      expect(submitButton()).toBeDisabled();
      await user.tab();
      expect(screen.getByText(DATE_INPUT_NOT_VALID)).toBeInTheDocument();
      expect(submitButton()).toBeDisabled();
      expect(submitButton()).toHaveAccessibleDescription('To search, correct Date from (dd/MM/yyyy).');
      await user.type(screen.getByLabelText(/^Keywords/), '{Enter}');
      expect(urls).toEqual([]);

      await pasteDate(user, 'Date from', '01/01/2023');
      expect(submitButton()).toBeEnabled();
      expect(submitButton()).not.toHaveAccessibleDescription();
      expect(screen.queryByText(/To search, correct/)).not.toBeInTheDocument();
    },
  );

  it('does not search with an old date while the text typed over it is not a date', async () => {
    const user = userEvent.setup();
    const urls = recordSearches();
    renderWithProviders(<SearchScreen />);
    await user.type(screen.getByLabelText(/^Keywords/), 'murder');
    await pasteDate(user, 'Date from', '01/01/2023');
    await user.type(screen.getByLabelText('Date from'), '{Backspace}{Backspace}{Backspace}{Backspace}20x3');
    expect(submitButton()).toBeDisabled();
    await user.click(submitButton());
    expect(urls).toEqual([]);
  });

  it('names both fields when both are wrong', async () => {
    const user = userEvent.setup();
    recordSearches();
    renderWithProviders(<SearchScreen />);
    await user.type(screen.getByLabelText(/^Keywords/), 'murder');
    await pasteDate(user, 'Date from', 'yesterday');
    await pasteDate(user, 'Date to', '31/02/2023');
    await user.tab();
    expect(submitButton()).toHaveAccessibleDescription(
      'To search, correct Date from and Date to (dd/MM/yyyy).',
    );
  });
});
