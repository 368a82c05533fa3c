import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type AuthProvider } from 'react-admin';
import { renderInAdmin } from '../test/render';
import { userFixture } from '../test/user-fixtures';
import { AuthPage } from './AuthPage';

const asha = userFixture({ id: 7, name: 'Asha Rao', email: 'asha@example.com', role: 'agent' });

function fakeAuthProvider(overrides: Partial<AuthProvider> = {}): AuthProvider {
  return {
    login: vi.fn(async () => asha),
    logout: vi.fn(async () => '/auth'),
    checkAuth: vi.fn(async () => undefined),
    checkError: vi.fn(async () => undefined),
    getIdentity: vi.fn(async () => ({ id: '', fullName: '' })),
    getPermissions: vi.fn(async () => null),
    ...overrides,
  };
}

function renderAuthPage(authProvider: AuthProvider) {
  return renderInAdmin(<AuthPage />, { role: null, authProvider, path: '/auth' });
}

describe('AuthPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the two tabs and the marketing panel', async () => {
    renderAuthPage(fakeAuthProvider());
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Create an account' })).toBeInTheDocument();
    for (const heading of ['Customer Management', 'Group Organization', 'Data Import']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
  });

  it('validates the login form and re-validates as the person types', async () => {
    const user = userEvent.setup();
    const authProvider = fakeAuthProvider();
    renderAuthPage(authProvider);

    const email = await screen.findByLabelText(/Email/);
    expect(email).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(authProvider.login).not.toHaveBeenCalled();

    await user.type(email, 'asha@example.com');
    await user.type(screen.getByLabelText(/^Password/), '12345');
    expect(screen.queryByText('Please enter a valid email')).not.toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('signs in with Enter and greets the user', async () => {
    const user = userEvent.setup();
    const authProvider = fakeAuthProvider();
    renderAuthPage(authProvider);

    await user.type(await screen.findByLabelText(/Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret123{Enter}');

    await waitFor(() => expect(authProvider.login).toHaveBeenCalledWith({ email: 'asha@example.com', password: 'secret123' }));
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Asha Rao!')).toBeInTheDocument();
  });

  it('shows the server message when login fails', async () => {
    const user = userEvent.setup();
    const authProvider = fakeAuthProvider({
      login: vi.fn(async () => {
        throw new HttpError('Invalid email or password', 401, { statusCode: 401, message: 'Invalid email or password' });
      }),
    });
    renderAuthPage(authProvider);

    await user.type(await screen.findByLabelText(/Email/), 'asha@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Login failed')).toBeInTheDocument();
    expect(within(toast).getByText('Invalid email or password')).toBeInTheDocument();
  });

  it('validates the register form, with agent as the default role', async () => {
    const user = userEvent.setup();
    renderAuthPage(fakeAuthProvider());

    await user.click(await screen.findByRole('tab', { name: 'Create an account' }));
    await user.type(screen.getByLabelText(/Full name/), 'A');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.queryByText('Please select a role')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Role/ })).toHaveTextContent('Agent');
  });

  it('shows the sign-up sentence as a success and goes back to the Login tab without signing in', async () => {
    const message = 'Registration received. An administrator must approve your account before you can sign in.';
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ message }), { status: 201, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    const authProvider = fakeAuthProvider();
    renderAuthPage(authProvider);

    await user.click(await screen.findByRole('tab', { name: 'Create an account' }));
    await user.type(screen.getByLabelText(/Full name/), 'Ravi Kumar');
    await user.type(screen.getByLabelText(/Email/), 'ravi@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      password: 'secret1',
      role: 'agent',
    });
    expect(authProvider.login).not.toHaveBeenCalled();
  });

  it('forces the change-password dialog for a user with a temporary password', async () => {
    const user = userEvent.setup();
    renderAuthPage(fakeAuthProvider({ getIdentity: vi.fn(async () => ({ ...asha, fullName: asha.name, must_change_password: true })) }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Set a new password')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Update password' });
    expect(submit).toBeDisabled();

    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Current password/), 'Admin@12345');
    await user.type(within(dialog).getByLabelText(/^New password/), 'abcdefgh');
    expect(within(dialog).getByTestId('password-strength')).toHaveTextContent('Weak');
    expect(within(dialog).getByText('Password must contain at least one uppercase letter')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/^New password/));
    await user.type(within(dialog).getByLabelText(/^New password/), 'Str0ng!pass');
    expect(within(dialog).getByTestId('password-strength')).toHaveTextContent('Strong');
    await user.type(within(dialog).getByLabelText(/Confirm new password/), 'Str0ng!pas');
    expect(within(dialog).getByText("Passwords don't match")).toBeInTheDocument();
    expect(submit).toBeDisabled();

    await user.type(within(dialog).getByLabelText(/Confirm new password/), 's');
    expect(within(dialog).queryByText("Passwords don't match")).not.toBeInTheDocument();
    expect(submit).toBeEnabled();
  });
});
