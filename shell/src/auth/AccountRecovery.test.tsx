import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'shared-lib/http';
import { renderWithStore } from 'shared-lib/testing';
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
  const originalAdapter = http.defaults.adapter;
  beforeAll(() => {
    // SweetAlert2 (the success dialog) asks for matchMedia, which jsdom lacks
    window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, onchange: null, dispatchEvent: () => false })) as typeof window.matchMedia;
  });
  afterEach(() => {
    http.defaults.adapter = originalAdapter;
  });

  it.each(['patient', 'doctor', 'seller'])("links 'Forgot Password?' on the %s login to that role's page, which sends the e-mail and the role", async (role) => {
    const sent: unknown[] = [];
    http.defaults.adapter = async (config) => {
      sent.push({ url: config.url, body: JSON.parse(String(config.data)) });
      return { data: { success: true, message: 'If an account exists for this e-mail, we have sent a link', data: {} }, status: 200, statusText: 'OK', headers: {}, config };
    };
    renderAt(`/${role}/login`);
    await userEvent.click(screen.getByRole('link', { name: 'Forgot Password?' }));
    await userEvent.type(await screen.findByLabelText('Email'), 'someone@example.in');
    const submit = screen.getByRole('button', { name: 'Send reset link' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for this e-mail, we have sent a link');
    expect(sent).toEqual([{ url: 'auth/forgot-password', body: { email: 'someone@example.in', type: role } }]);
  });

  it('checks the new password against the sign-up policy and the confirmation, then opens the login', async () => {
    http.defaults.adapter = async (config) => ({ data: { success: true, message: 'Your password has been changed.', data: { type: 'patient' } }, status: 200, statusText: 'OK', headers: {}, config });
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
    http.defaults.adapter = async (config) => {
      throw Object.assign(new Error('400'), {
        isAxiosError: true,
        config,
        response: { status: 400, data: { success: false, message: 'This reset link is invalid, used or expired. Please ask for a new one.', data: null }, headers: {}, config, statusText: 'Bad Request' },
      });
    };
    renderAt('/seller/reset-password/abcdefghijklmnopqrstuvwxyz123456');
    await userEvent.type(screen.getByLabelText('New Password'), 'Neem-Twig-2025');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'Neem-Twig-2025');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Set new password' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid, used or expired.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/seller/forgot-password');
  });
});
