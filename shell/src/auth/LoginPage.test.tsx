import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeServer, renderWithStore } from 'shared-lib/testing';
import { LoginPage } from './LoginPage';
import { loginRoleForPath } from './login-role';

const renderLogin = (path: string) =>
  renderWithStore(<LoginPage />, { route: path, path: '/:role/login', routes: { '/home': <p>home page</p>, '/doctor/doctorSignup/:id': <p>doctor wizard</p> } });

describe('login screen', () => {
  afterEach(() => sessionStorage.clear());

  it.each([
    ['/patient/login', '/patient/patientSignup'],
    ['/doctor/login', '/doctor/doctorSignup'],
    ['/seller/login', '/seller/sellerSignup'],
  ])('links "Create new" on %s to %s', (path, signup) => {
    expect(loginRoleForPath(path)?.signupPath).toBe(signup);
  });

  it('keeps Login disabled until the form is valid and shows the spec messages', async () => {
    renderLogin('/patient/login');
    const submit = screen.getByRole('button', { name: 'Login' });
    await waitFor(() => expect(submit).toBeDisabled());
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByLabelText('Password'));
    await userEvent.tab();
    expect(await screen.findByText('Please Enter Valid Email')).toBeInTheDocument();
    expect(await screen.findByText('Please Enter Password')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'patient@demo.in');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('toggles the password between hidden and shown', async () => {
    renderLogin('/patient/login');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('shows a seller login failure inline with the server message', async () => {
    fakeServer(() => ({ status: 401, data: { success: false, message: 'Invalid email or password', data: null } }));
    renderLogin('/seller/login');
    await userEvent.type(screen.getByLabelText('Email'), 'seller@demo.in');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('stores the patient token under p-token and the decoded user under patient, then goes home', async () => {
    const payload = Buffer.from(JSON.stringify({ id: 7, type: 'patient', name: 'Aarav' })).toString('base64url');
    const token = `eyJhbGciOiJIUzI1NiJ9.${payload}.sig`;
    fakeServer(() => ({ data: { success: true, message: 'ok', token } }));
    renderLogin('/patient/login');
    await userEvent.type(screen.getByLabelText('Email'), 'patient@demo.in');
    await userEvent.type(screen.getByLabelText('Password'), 'Patient@123');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(sessionStorage.getItem('p-token')).toBe(token);
    expect(JSON.parse(sessionStorage.getItem('patient') ?? '{}')).toMatchObject({ id: 7, type: 'patient' });
  });

  it('sends a doctor at stage 1-3 to the wizard with its id, keeping the onboarding token apart from a session', async () => {
    const payload = Buffer.from(JSON.stringify({ id: 12, type: 'doctor', name: 'Dr. Rohan Mehta', scope: 'onboarding' })).toString('base64url');
    const token = `eyJhbGciOiJIUzI1NiJ9.${payload}.sig`;
    fakeServer(() => ({ data: { success: true, message: 'ok', token, data: { id: 12, stage: 2, name: 'Dr. Rohan Mehta' } } }));
    renderLogin('/doctor/login');
    await userEvent.type(screen.getByLabelText('Email'), 'doctor.stage2@demo.in');
    await userEvent.type(screen.getByLabelText('Password'), 'Doctor@123');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('doctor wizard')).toBeInTheDocument();
    expect(sessionStorage.getItem('doctor-onboarding')).toBe(token);
    expect(sessionStorage.getItem('doctor')).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});
