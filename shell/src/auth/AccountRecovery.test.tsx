import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORGOT_PASSWORD_ANSWER, RESET_LINK_INVALID } from 'shared-lib/contract';
import { fakeServer, renderWithStore } from 'shared-lib/testing';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { ResetPasswordPage } from './ResetPasswordPage';

const renderAt = (path: string) =>
  renderWithStore(<LoginPage />, {
    route: path,
    path: '/:role/login',
    routes: { '/:role/forgot-password': <ForgotPasswordPage />, '/:role/reset-password/:token': <ResetPasswordPage /> },
  });

describe('account recovery', () => {
  it.each(['patient', 'doctor', 'seller'])("links 'Forgot Password?' on the %s login to that role's page, which sends the e-mail and the role", async (role) => {
    const calls = fakeServer(() => ({ data: { success: true, message: FORGOT_PASSWORD_ANSWER, data: {} } }));
    renderAt(`/${role}/login`);
    await userEvent.click(screen.getByRole('link', { name: 'Forgot Password?' }));
    await userEvent.type(await screen.findByLabelText('Email'), 'someone@example.in');
    const submit = screen.getByRole('button', { name: 'Send reset link' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent(FORGOT_PASSWORD_ANSWER);
    expect(calls.map((call) => ({ url: call.url, body: JSON.parse(String(call.data)) }))).toEqual([{ url: 'auth/forgot-password', body: { email: 'someone@example.in', type: role } }]);
  });

  it('checks the new password against the sign-up policy and the confirmation, then opens the login', async () => {
    fakeServer(() => ({ data: { success: true, message: 'Your password has been changed.', data: { type: 'patient' } } }));
    renderAt('/patient/reset-password/abcdefghijklmnopqrstuvwxyz123456');
    await userEvent.type(screen.getByLabelText('New Password'), 'short');
    await userEvent.tab();
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('New Password'));
    await userEvent.type(screen.getByLabelText('New Password'), 'Neem-Twig-2025');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Neem-Twig-2024');
    expect(await screen.findByText('New and Confirm Passwords do not match')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Neem-Twig-2025');
    const submit = screen.getByRole('button', { name: 'Set new password' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    expect(await screen.findByText('Patient Login')).toBeInTheDocument();
  });

  it('shows why a used or expired link fails, with a way to ask again', async () => {
    fakeServer(() => ({ status: 400, data: { success: false, message: RESET_LINK_INVALID, data: null } }));
    renderAt('/seller/reset-password/abcdefghijklmnopqrstuvwxyz123456');
    await userEvent.type(screen.getByLabelText('New Password'), 'Neem-Twig-2025');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Neem-Twig-2025');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Set new password' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RESET_LINK_INVALID);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/seller/forgot-password');
  });
});
