import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnswerResult } from '@workbench/contract/questions';
import { describe, expect, it, vi } from 'vitest';
import type { Plan } from '../reading';
import { countPlan, TERMS } from '../test/plans';
import { ReadingBar } from './ReadingChips';

// Each test types and clicks through whole editors, which takes seconds on a loaded machine.
vi.setConfig({ testTimeout: 15_000 });

const RESULT: AnswerResult = { type: 'number', value: 4, measure: 'events', complete: true, not_applied: [] };

function renderBar(plan = countPlan(), result = RESULT) {
  const onRun = vi.fn<(plan: Plan) => void>();
  render(<ReadingBar plan={plan} result={result} terms={TERMS} onRun={onRun} running={false} />);
  const chips = () =>
    within(screen.getByRole('list', { name: 'Reading' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
  return { onRun, chips, user: userEvent.setup() };
}

describe('the reading as chips', () => {
  it('opens a chip in its editor from the keyboard, and Escape closes it and returns focus to the chip', async () => {
    const { user } = renderBar();
    const crime = screen.getByRole('button', { name: 'crime: robbery (all kinds)' });
    crime.focus();
    await user.keyboard('{Enter}');
    const editor = screen.getByRole('dialog', { name: 'Edit crime: robbery (all kinds)' });
    expect(within(editor).getByRole('radio', { name: 'Any of these' })).toBeChecked();
    expect(within(editor).getByRole('checkbox', { name: /robbery \(all kinds\)/ })).toBeChecked();
    expect(editor).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(crime).toHaveFocus();
  });

  it('changes crimes to none of them, and Run sends the plan as edited', async () => {
    const { user, onRun, chips } = renderBar();
    expect(screen.queryByRole('button', { name: 'Run' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'crime: robbery (all kinds)' }));
    await user.click(screen.getByRole('radio', { name: 'None of these' }));
    await user.click(screen.getByRole('checkbox', { name: /^murder/ }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(chips()).toContain('leaving out: robbery (all kinds) and murder');
    expect(screen.getByRole('button', { name: 'leaving out: robbery (all kinds) and murder' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(onRun.mock.calls[0]?.[0].filters).toMatchObject({
      crimes: [],
      excluded_crimes: [{ name: 'robbery (all kinds)' }, { name: 'murder', categories: ['Murder'] }],
    });
  });

  it('adds a place, a quarter and a people condition, and removes a chip with its own button', async () => {
    const { user, onRun, chips } = renderBar();
    const add = screen.getByRole('button', { name: 'Add a filter' });
    await user.click(add);
    await user.click(screen.getByRole('button', { name: 'Place' }));
    expect(screen.getByRole('dialog', { name: 'Add a filter: place' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Find a place' }), 'limp');
    expect(screen.queryByRole('checkbox', { name: /City of Johannesburg/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /Limpopo/ }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(chips()).toContain('in: Gauteng or Limpopo');

    await user.click(screen.getByRole('button', { name: '2023' }));
    await user.clear(screen.getByRole('textbox', { name: 'Year' }));
    await user.type(screen.getByRole('textbox', { name: 'Year' }), '2024');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Part of the year' }), 'Quarter 2');
    expect(screen.getByLabelText('From')).toHaveValue('2024-04-01');
    expect(screen.getByLabelText('To')).toHaveValue('2024-06-30');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(chips()).toContain('April 2024 to June 2024');

    await user.click(add);
    await user.click(screen.getByRole('button', { name: 'People' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Events reporting how many' }),
      'people killed',
    );
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.type(screen.getByRole('spinbutton', { name: 'At least' }), '2');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(chips()).toContain('people: at least 2 people killed');

    await user.click(screen.getByRole('button', { name: 'Remove in: Gauteng or Limpopo' }));
    expect(chips().some((c) => c?.startsWith('in:'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(onRun.mock.calls[0]?.[0].filters).toMatchObject({
      places: [],
      periods: [{ from: '2024-04-01', to: '2024-06-30', phrase: 'April 2024 to June 2024', relative: false }],
      people: [{ field: 'killed_victims', min: 2 }],
    });
  });

  it('picks a measure and a grouping', async () => {
    const { user, onRun, chips } = renderBar();
    await user.click(screen.getByRole('button', { name: 'measure: events' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'What to measure' }), 'victims');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(screen.getByRole('button', { name: 'Add a filter' }));
    await user.click(screen.getByRole('button', { name: 'Group by' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'year');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(chips()).toEqual(expect.arrayContaining(['measure: victims', 'group by: year']));
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(onRun.mock.calls[0]?.[0]).toMatchObject({
      intent: 'breakdown',
      measure: { kind: 'sum', field: 'victims' },
      group_by: 'year',
    });
  });

  it('offers other readings of a word not applied, and runs one in a click', async () => {
    const plan = countPlan({ crimes: [], places: [], periods: [], words: ['robry'] });
    const partial = { ...RESULT, complete: false, not_applied: ['robry'] };
    const { user, onRun, chips } = renderBar(plan, partial);
    expect(chips()).toContain('not applied: "robry"');
    const others = screen.getByRole('list', { name: 'Other readings' });
    expect(
      within(others)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['crime: robbery (all kinds)', 'crime: house robbery']);
    await user.click(within(others).getByRole('button', { name: /robbery \(all kinds\)/ }));
    expect(onRun.mock.calls[0]?.[0].filters).toMatchObject({
      crimes: [{ name: 'robbery (all kinds)' }],
      words: [],
    });
  });
});
