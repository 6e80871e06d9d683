import { act, render, screen } from '@testing-library/react';
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
