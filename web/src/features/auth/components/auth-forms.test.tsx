import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test-utils';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { ResetPasswordForm } from './ResetPasswordForm';
import { SignUpForm } from './SignUpForm';

describe('LoginForm', () => {
  it('asks for the missing email and password instead of calling the server', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByText('Please input an email')).toBeInTheDocument();
    expect(screen.getByText('Please input a password')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    expect(screen.queryByText('Please input an email')).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('shows and hides the password', async () => {
    renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('links to password recovery and registration', () => {
    renderWithProviders(<LoginForm onLoggedIn={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Forgotten Password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/sign-up');
  });
});

describe('SignUpForm', () => {
  it('enables Register only when all four fields are filled and the passwords match', async () => {
    renderWithProviders(<SignUpForm onDone={vi.fn()} />);
    const register = screen.getByRole('button', { name: 'Register' });
    expect(register).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Username'), 'Lerato Analyst');
    await userEvent.type(screen.getByLabelText('Email'), 'lerato@example.org');
    await userEvent.type(screen.getByLabelText('Enter a Password'), 'long enough');
    expect(register).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Confirm your Password'), 'long enougH');
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(register).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('Confirm your Password'));
    await userEvent.type(screen.getByLabelText('Confirm your Password'), 'long enough');
    expect(screen.queryByText('Passwords do not match.')).not.toBeInTheDocument();
    expect(register).toBeEnabled();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('warns about a password shorter than the server accepts', async () => {
    renderWithProviders(<SignUpForm onDone={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Enter a Password'), 'short');
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
  });

  it('links to the terms of use and back to login', () => {
    renderWithProviders(<SignUpForm onDone={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/about#terms');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });
});

describe('ForgotPasswordForm', () => {
  it.each([
    ['', false],
    ['someone', false],
    ['someone@', false],
    ['someone@example', false],
    ['someone@example.org', true],
  ])('Continue with %j is enabled: %s', async (email, enabled) => {
    renderWithProviders(<ForgotPasswordForm />);
    if (email) await userEvent.type(screen.getByLabelText('Email'), email);
    const button = screen.getByRole('button', { name: 'Continue' });
    if (enabled) expect(button).toBeEnabled();
    else expect(button).toBeDisabled();
  });
});

describe('ResetPasswordForm', () => {
  it('stays disabled until the confirmation is filled and matches', async () => {
    renderWithProviders(<ResetPasswordForm token="abc" onDone={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Reset Password' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Enter your new Password'), 'a new password');
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Confirm your new Password'), 'a new passwore');
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Confirm your new Password'), '{Backspace}d');
    expect(button).toBeEnabled();
  });

  it('explains that a link without a token cannot work', () => {
    renderWithProviders(<ResetPasswordForm token={null} onDone={vi.fn()} />);
    expect(screen.getByText(/needs the link from your reset email/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset Password' })).not.toBeInTheDocument();
  });
});
