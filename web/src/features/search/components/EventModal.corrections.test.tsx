import { render, screen } from '@testing-library/react';
import type { NotebookEvent } from '@workbench/contract/corrections';
import { describe, expect, it } from 'vitest';
import { makeEvent } from '../test/events';
import { EventModal } from './EventModal';

const fact = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement as HTMLElement;
};

describe('the event dialog of a notebook with corrections', () => {
  const base = makeEvent(3, {
    location: 'Soweto',
    province: 'Gauteng',
    victims: { count: 4, female: null, male: null, ages: [] },
    evidence: { location: 'in Tembisa', victims: 'A man was shot dead' },
  });
  const corrected: NotebookEvent = {
    ...base,
    corrections: {
      location: { value: 'Soweto', original: 'Tembisa' },
      victims_count: { value: 4, original: 1 },
    },
  };

  it('shows the corrected value, the label, and the original with its evidence', () => {
    render(
      <EventModal
        event={corrected}
        onClose={() => undefined}
        pattern={null}
        corrections={<button type="button">Correct</button>}
      />,
    );
    const location = fact('Location');
    expect(location).toHaveTextContent('Soweto, Gauteng');
    expect(location).toHaveTextContent('corrected in this notebook');
    expect(location).toHaveTextContent('Original: Tembisa, Gauteng');
    expect(location).toHaveTextContent('from “in Tembisa”');
    const victims = fact('Victims');
    expect(victims).toHaveTextContent('4');
    expect(victims).toHaveTextContent('Original: 1');
    expect(victims).toHaveTextContent('from “A man was shot dead”');
    // Fields not corrected carry no mark.
    expect(fact('Municipality')).not.toHaveTextContent('corrected in this notebook');
    expect(screen.getAllByText('corrected in this notebook')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Correct' })).toBeInTheDocument();
  });

  it('marks nothing for an event shown from search', () => {
    render(<EventModal event={base} onClose={() => undefined} pattern={null} />);
    expect(screen.queryByText('corrected in this notebook')).not.toBeInTheDocument();
    expect(screen.queryByText(/Original:/)).not.toBeInTheDocument();
  });
});
