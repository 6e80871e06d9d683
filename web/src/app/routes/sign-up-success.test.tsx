import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test-utils';
import { Component as SignUpSuccess } from './sign-up-success';

describe('the sign-up success screen', () => {
  it('thanks the user and, for a sign-up that failed on a taken email, points to log in and password reset', () => {
    renderWithProviders(<SignUpSuccess />, { route: '/sign-up/success' });
    expect(screen.getByRole('heading', { name: 'Thanks For Signing Up' })).toBeInTheDocument();
    const logIn = screen.getByRole('link', { name: 'log in' });
    expect(logIn).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'reset your password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(logIn.closest('p')).toHaveTextContent(
      'If an account already exists for this email, you can log in or reset your password.',
    );
  });
});
