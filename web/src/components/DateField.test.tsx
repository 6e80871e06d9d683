import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DATE_INPUT_NOT_VALID, DateField } from './DateField';

function Harness({ onChange }: { onChange: (value: Date | null) => void }) {
  const [value, setValue] = useState<Date | null>(null);
  return (
    <>
      <DateField
        label="Date from"
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

describe('DateField', () => {
  it('reads dd/MM/yyyy and shows the value back in that format', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText('Date from');
    expect(input).toHaveAttribute('placeholder', 'dd/MM/yyyy');
    await user.type(input, '5/3/2024');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(onChange).toHaveBeenLastCalledWith(new Date(2024, 2, 5));
    expect(input).toHaveValue('05/03/2024');
    expect(screen.queryByText(DATE_INPUT_NOT_VALID)).not.toBeInTheDocument();
  });

  it.each(['31/02/2024', '2024-03-05', 'next week', '01/01/1850'])(
    'says "Date input not valid." for %j when leaving the field, and drops the value',
    async (typed) => {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(<Harness onChange={onChange} />);
      const input = screen.getByLabelText('Date from');
      await user.type(input, '01/01/2024');
      await user.clear(input);
      await user.type(input, typed);
      expect(screen.queryByText(DATE_INPUT_NOT_VALID)).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
      expect(screen.getByText(DATE_INPUT_NOT_VALID)).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveValue(typed);
      expect(onChange).toHaveBeenLastCalledWith(null);
    },
  );

  it('clears the message once the text is corrected', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={vi.fn()} />);
    const input = screen.getByLabelText('Date from');
    await user.type(input, '32/01/2024');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.getByText(DATE_INPUT_NOT_VALID)).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '31/01/2024');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByText(DATE_INPUT_NOT_VALID)).not.toBeInTheDocument();
    expect(input).toHaveValue('31/01/2024');
  });

  it('takes a day picked in the calendar', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText('Date from');
    await user.type(input, '10/03/2024');
    await user.click(screen.getByRole('gridcell', { name: /March 20th, 2024/ }));
    expect(onChange).toHaveBeenLastCalledWith(new Date(2024, 2, 20));
    expect(input).toHaveValue('20/03/2024');
  });
});
