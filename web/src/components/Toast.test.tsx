import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast } from './Toast';

function Raise({ kind, message }: { kind: 'success' | 'error'; message: string }) {
  const toast = useToast();
  useEffect(() => toast[kind](message), [toast, kind, message]);
  return null;
}

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('are titled, start fading at 4.7 s and are gone at 5 s', () => {
    render(
      <ToastProvider>
        <Raise kind="success" message="Notebook created successfully: Hijackings" />
      </ToastProvider>,
    );
    const toast = screen.getByTestId('toast');
    expect(toast).toHaveTextContent('Success!');
    expect(toast).toHaveTextContent('Notebook created successfully: Hijackings');
    act(() => vi.advanceTimersByTime(4699));
    expect(toast).toHaveClass('opacity-100');
    act(() => vi.advanceTimersByTime(1));
    expect(toast).toHaveClass('opacity-0');
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('can be dismissed by hand', () => {
    render(
      <ToastProvider>
        <Raise kind="error" message="Failed to create notebook" />
      </ToastProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error');
    act(() => screen.getByRole('button', { name: 'Dismiss notification' }).click());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

function RaiseMany({ messages }: { messages: string[] }) {
  const toast = useToast();
  useEffect(() => {
    for (const message of messages) toast.success(message);
  }, [toast, messages]);
  return null;
}

describe('the toast stack', () => {
  it('shows at most three, dropping the oldest', () => {
    render(
      <ToastProvider>
        <RaiseMany messages={['first', 'second', 'third', 'fourth']} />
      </ToastProvider>,
    );
    expect(screen.getAllByTestId('toast').map((toast) => toast.textContent)).toEqual([
      'Success!second×',
      'Success!third×',
      'Success!fourth×',
    ]);
  });

  it('goes away on Escape', async () => {
    render(
      <ToastProvider>
        <RaiseMany messages={['first', 'second']} />
      </ToastProvider>,
    );
    expect(screen.getAllByTestId('toast')).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('stays when a menu or dialog has already used the Escape', () => {
    render(
      <ToastProvider>
        <input aria-label="Menu" onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()} />
        <Raise kind="error" message="Failed to create notebook" />
      </ToastProvider>,
    );
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Menu' }), { key: 'Escape' });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to create notebook');
  });

  it('can be closed from the keyboard', async () => {
    render(
      <ToastProvider>
        <Raise kind="error" message="Failed to create notebook" />
      </ToastProvider>,
    );
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows good news with a caveat as Success! in a calm tone, not as an alert', () => {
    function RaiseInfo() {
      const toast = useToast();
      useEffect(() => toast.info('6 Events already exist in the following Notebook: Hijackings'), [toast]);
      return null;
    }
    render(
      <ToastProvider>
        <RaiseInfo />
      </ToastProvider>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Success!6 Events already exist in the following Notebook: Hijackings');
    expect(toast).not.toHaveClass('bg-error-pale');
  });
});
