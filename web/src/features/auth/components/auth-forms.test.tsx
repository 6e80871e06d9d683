import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test-fake-api';
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
    await waitFor(() => expect(register).toBeEnabled());
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
  });

  it('warns about a password shorter than the server accepts', async () => {
    renderWithProviders(<SignUpForm onDone={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Enter a Password'), 'short');
    expect(screen.getByText('Password must be at least 8 characters.')).toBeInTheDocument();
  });

  it.each([
    ['password', 'it is one of the most used passwords'],
    ['aaaaaaaa', 'repeated characters such as "aaa" are easy to guess'],
    ['        ', 'it is only blank space'],
    ['lerato@example.org', 'it is your email address'],
    ['lerato rides a taxi', 'it contains the part of your email address before the @'],
  ])('explains under the field why %j is too weak, and keeps Register disabled', async (password, reason) => {
    renderWithProviders(<SignUpForm onDone={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Username'), 'Lerato Analyst');
    await userEvent.type(screen.getByLabelText('Email'), 'lerato@example.org');
    await userEvent.type(screen.getByLabelText('Enter a Password'), password);
    await userEvent.type(screen.getByLabelText('Confirm your Password'), password);
    const hint = await screen.findByText(
      `Password is too weak: ${reason}. Use a longer phrase or add unusual words.`,
    );
    expect(screen.getByLabelText('Enter a Password')).toHaveAccessibleDescription(hint.textContent ?? '');
    expect(screen.getByRole('button', { name: 'Register' })).toBeDisabled();
  });

  it("shows the server's detail when it refuses the sign-up", async () => {
    const detail = 'A user with this email already exists';
    fakeApi({ 'POST /signup': () => ({ status: 400, body: { detail } }) });
    const onDone = vi.fn();
    renderWithProviders(<SignUpForm onDone={onDone} />);
    await userEvent.type(screen.getByLabelText('Username'), 'Lerato Analyst');
    await userEvent.type(screen.getByLabelText('Email'), 'lerato@example.org');
    await userEvent.type(screen.getByLabelText('Enter a Password'), 'kwaito on a rainy Thursday');
    await userEvent.type(screen.getByLabelText('Confirm your Password'), 'kwaito on a rainy Thursday');
    const register = screen.getByRole('button', { name: 'Register' });
    await waitFor(() => expect(register).toBeEnabled());
    await userEvent.click(register);
    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('registers once for a double press', async () => {
    const api = fakeApi({ 'POST /signup': () => ({ body: { id: 1, email: 'lerato@example.org' } }) });
    const onDone = vi.fn();
    renderWithProviders(<SignUpForm onDone={onDone} />);
    await userEvent.type(screen.getByLabelText('Username'), 'Lerato Analyst');
    await userEvent.type(screen.getByLabelText('Email'), 'lerato@example.org');
    await userEvent.type(screen.getByLabelText('Enter a Password'), 'kwaito on a rainy Thursday');
    await userEvent.type(screen.getByLabelText('Confirm your Password'), 'kwaito on a rainy Thursday');
    const register = screen.getByRole('button', { name: 'Register' });
    await waitFor(() => expect(register).toBeEnabled());
    // Both presses land before the page has drawn the first as busy.
    fireEvent.click(register);
    fireEvent.click(register);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.to('POST', '/signup')).toHaveLength(1);
    vi.restoreAllMocks();
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
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('explains a weak new password before it is sent', async () => {
    renderWithProviders(<ResetPasswordForm token="abc" onDone={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Enter your new Password'), 'qwertyuiop');
    await userEvent.type(screen.getByLabelText('Confirm your new Password'), 'qwertyuiop');
    expect(
      await screen.findByText(
        'Password is too weak: it is a very common password. Use a longer phrase or add unusual words.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  });

  it("shows the server's detail when it refuses the new password", async () => {
    // Only the server knows the account's email, so only it can refuse a password built from it.
    const detail =
      'Password is too weak: it contains the part of your email address before the @. Use a longer phrase or add unusual words.';
    const api = fakeApi({ 'PATCH /reset-password': () => ({ status: 422, body: { detail } }) });
    renderWithProviders(<ResetPasswordForm token="abc" onDone={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Enter your new Password'), 'lerato rides a taxi');
    await userEvent.type(screen.getByLabelText('Confirm your new Password'), 'lerato rides a taxi');
    const button = screen.getByRole('button', { name: 'Reset Password' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(api.to('PATCH', '/reset-password')[0]?.body).toEqual({
      token: 'abc',
      new_password: 'lerato rides a taxi',
      re_new_password: 'lerato rides a taxi',
    });
    vi.restoreAllMocks();
  });

  it('explains that a link without a token cannot work', () => {
    renderWithProviders(<ResetPasswordForm token={null} onDone={vi.fn()} />);
    expect(screen.getByText(/needs the link from your reset email/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset Password' })).not.toBeInTheDocument();
  });
});
