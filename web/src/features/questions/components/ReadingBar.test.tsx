import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnswerResult } from '@workbench/contract/questions';
import { describe, expect, it, vi } from 'vitest';
import type { Plan } from '../reading';
import { countPlan, TERMS } from '../test/plans';
import { ReadingBar, SavedReading } from './ReadingChips';

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

  it('shows a part no editor writes as a label that can only be removed, not opened', async () => {
    const { user, onRun, chips } = renderBar(countPlan({ stations: ['Umlazi'] }));
    expect(chips()).toContain('police station: Umlazi');
    expect(screen.queryByRole('button', { name: 'police station: Umlazi' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove police station: Umlazi' }));
    expect(chips()).not.toContain('police station: Umlazi');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(onRun.mock.calls[0]?.[0].filters.stations).toEqual([]);
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
    // Dates read as everywhere in the product, dd/MM/yyyy.
    expect(screen.getByLabelText('From')).toHaveValue('01/04/2024');
    expect(screen.getByLabelText('To')).toHaveValue('30/06/2024');
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

describe('the editors of the other parts', () => {
  const chipsIn = (plan: Plan) => renderBar(plan);

  it('types a period as dd/MM/yyyy, and holds Apply while a date cannot be read or the end comes first', async () => {
    const { user, onRun, chips } = renderBar();
    await user.click(screen.getByRole('button', { name: '2023' }));
    const from = screen.getByRole('textbox', { name: 'From' });
    const to = screen.getByRole('textbox', { name: 'To' });
    expect(from).toHaveValue('01/01/2023');
    await user.clear(from);
    await user.type(from, '31/02/2023');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.clear(from);
    await user.type(from, '05/03/2023');
    await user.clear(to);
    await user.type(to, '01/03/2023');
    expect(screen.getByText('The end of the period comes before its start.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.clear(to);
    await user.type(to, '10/03/2023');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(chips()).toContain('5 March 2023 to 10 March 2023');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(onRun.mock.calls[0]?.[0].filters.periods).toEqual([
      { from: '2023-03-05', to: '2023-03-10', phrase: '5 March 2023 to 10 March 2023', relative: false },
    ]);
  });

  it('edits the months of any year, and Escape returns focus to their chip', async () => {
    const { user, onRun, chips } = chipsIn(countPlan({ months_of_year: [12, 1] }));
    const months = screen.getByRole('button', { name: 'month: December or January of any year' });
    months.focus();
    await user.keyboard('{Enter}');
    const editor = screen.getByRole('dialog', { name: 'Edit month: December or January of any year' });
    expect(within(editor).getByRole('checkbox', { name: 'January' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(months).toHaveFocus();
    await user.click(months);
    await user.click(screen.getByRole('checkbox', { name: 'January' }));
    await user.click(screen.getByRole('checkbox', { name: 'February' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(chips()).toContain('month: February or December of any year');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(onRun.mock.calls[0]?.[0].filters.months_of_year).toEqual([2, 12]);
  });

  it('edits how far the cases got, whether anyone was arrested and whether the date is known', async () => {
    const plan = countPlan({ outcomes: ['convicted', 'sentenced'], arrest: 'made', has_date: true });
    const { user, onRun, chips } = chipsIn(plan);
    await user.click(screen.getByRole('button', { name: 'reached: a conviction or a sentence' }));
    expect(screen.getByRole('checkbox', { name: 'a conviction' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'a conviction' }));
    await user.click(screen.getByRole('checkbox', { name: 'a sentence' }));
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'a charge' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(screen.getByRole('button', { name: 'arrest: someone arrested' }));
    await user.click(screen.getByRole('radio', { name: 'Nobody was arrested' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await user.click(screen.getByRole('button', { name: 'incident date: known' }));
    await user.click(screen.getByRole('radio', { name: 'Without an incident date' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(chips()).toEqual(
      expect.arrayContaining(['reached: a charge', 'arrest: nobody arrested', 'incident date: not known']),
    );
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(onRun.mock.calls[0]?.[0].filters).toMatchObject({
      outcomes: ['charged'],
      arrest: 'none',
      has_date: false,
    });
  });

  it('adds a relationship, and offers a kind held once only while the reading has none', async () => {
    const { user, onRun, chips } = chipsIn(countPlan({ months_of_year: [6] }));
    await user.click(screen.getByRole('button', { name: 'Add a filter' }));
    const kinds = within(screen.getByRole('group', { name: 'Kind of filter' }));
    expect(kinds.queryByRole('button', { name: 'Month of any year' })).toBeNull();
    await user.click(kinds.getByRole('button', { name: 'Relationship' }));
    await user.click(screen.getByRole('checkbox', { name: 'Partner' }));
    await user.click(screen.getByRole('checkbox', { name: 'Family' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(chips()).toContain('attacker: partner or family');
    await user.click(screen.getByRole('button', { name: 'Add a filter' }));
    expect(screen.queryByRole('button', { name: 'Relationship' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(onRun.mock.calls[0]?.[0].filters.relationships).toEqual(['partner', 'family']);
  });

  it('writes a word not applied afresh, which then goes into the plan, and refuses more than one word', async () => {
    const plan = countPlan({ crimes: [], places: [], periods: [] });
    const { user, onRun, chips } = renderBar(plan, { ...RESULT, complete: false, not_applied: ['robry'] });
    await user.click(screen.getByRole('button', { name: 'not applied: "robry"' }));
    const word = screen.getByRole('textbox', { name: 'Word the release must say' });
    expect(word).toHaveValue('robry');
    await user.clear(word);
    await user.type(word, 'spaza shop');
    expect(word).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.clear(word);
    await user.type(word, 'spaza');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(chips()).toContain('mentions: "spaza"');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(onRun.mock.calls[0]?.[0].filters.words).toEqual(['spaza']);
  });
});

describe("a saved answer's reading", () => {
  function renderSaved(plan = countPlan()) {
    const onRun = vi.fn<(plan: Plan) => void>();
    render(<SavedReading plan={plan} result={RESULT} terms={TERMS} onRun={onRun} running={false} />);
    return { onRun, user: userEvent.setup() };
  }

  it('shows its chips to read, and Edit reading opens them with focus on the first; Cancel gives focus back', async () => {
    const { user, onRun } = renderSaved();
    expect(screen.queryByRole('button', { name: 'crime: robbery (all kinds)' })).toBeNull();
    const edit = screen.getByRole('button', { name: 'Edit reading' });
    await user.click(edit);
    expect(screen.getByRole('button', { name: 'measure: events' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Run' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Edit reading' })).toHaveFocus();
    expect(onRun).not.toHaveBeenCalled();
  });

  it('runs the reading as edited, closes the editing and gives focus back to Edit reading', async () => {
    const { user, onRun } = renderSaved();
    await user.click(screen.getByRole('button', { name: 'Edit reading' }));
    await user.click(screen.getByRole('button', { name: 'Remove in: Gauteng' }));
    expect(screen.getByText(/this saved answer stays as it is until you replace it/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(onRun.mock.calls[0]?.[0].filters.places).toEqual([]);
    expect(screen.getByRole('button', { name: 'Edit reading' })).toHaveFocus();
  });
});
