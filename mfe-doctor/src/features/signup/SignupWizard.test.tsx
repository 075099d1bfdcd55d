import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from 'shared-lib/domain';
import type { DoctorRecord } from 'shared-lib/store';
import { fakeServer, fakeToken, renderAt } from '../shared/test-utils';
import { SignupWizard } from './SignupWizard';

const TOKEN = fakeToken({ id: 5, type: 'doctor', name: 'Dr. Kavya Menon', scope: 'onboarding' });

function doctorAt(stage: number): DoctorRecord {
  return {
    id: 5,
    name: 'Dr. Kavya Menon',
    email: 'kavya@example.in',
    phone: '98450',
    profile_image: null,
    stage,
    doctor_basic_details: stage >= 2 ? { govermentId: 'XXXX-1', gender: 'Female', dob: '1988-05-04' } : null,
    doctor_work_details: null,
    doctor_other_details: null,
  };
}

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('doctor-onboarding', TOKEN);
});

const open = () => renderAt('/doctor/doctorSignup/:id', '/doctor/doctorSignup/5', <SignupWizard />);

it('resumes at the step after the saved stage and greets the doctor by name', async () => {
  const calls = fakeServer((config) => (config.url === 'doctor/getById/5' ? { data: { success: true, message: 'ok', data: doctorAt(2) } } : { data: { success: true, message: 'ok', data: [] } }));
  open();
  expect(await screen.findByText('Hello Dr. Kavya Menon')).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.completeSignUp)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Work Information' })).toBeInTheDocument();
  const steps = screen.getAllByRole('listitem').map((item) => [item.textContent?.replace(/^[✓\d]/, ''), item.getAttribute('data-state')]);
  expect(steps).toEqual([
    ['Accountdone', 'done'],
    ['Basicdone', 'done'],
    ['Workcurrent step', 'current'],
    ['Othernext', 'next'],
  ]);
  // the onboarding token, not a session, authorises the call
  expect(calls.find((c) => c.url === 'doctor/getById/5')?.headers?.Authorization).toBe(`Bearer ${TOKEN}`);
});

it('keeps the doctor on a step whose save failed, with the server message shown and the spinner hidden', async () => {
  const calls = fakeServer((config) => {
    if (config.url === 'doctor/getById/5') return { data: { success: true, message: 'ok', data: doctorAt(1) } };
    if (config.url === 'doctor/savebasic') return { status: 409, data: { success: false, message: 'Please complete the Account step first', data: null } };
    return undefined;
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  open();
  await screen.findByRole('heading', { name: 'Basic Information' });
  fireEvent.change(screen.getByLabelText(/Government ID/), { target: { value: 'XXXX-XXXX-1234' } });
  fireEvent.change(screen.getByLabelText(/Gender/), { target: { value: 'Female' } });
  fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: '1988-05-04' } });
  const save = screen.getByRole('button', { name: 'Save & Continue' });
  await waitFor(() => expect(save).toBeEnabled());
  fireEvent.click(save);
  await waitFor(() => expect(calls.map((c) => c.url)).toContain('doctor/savebasic'));
  expect(await screen.findByTestId('step-error')).toHaveTextContent('Please complete the Account step first');
  expect(screen.getByRole('heading', { name: 'Basic Information' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByTestId('spinner-overlay')).not.toBeInTheDocument());
});

it('sends a finished doctor to the dashboard', async () => {
  fakeServer((config) => (config.url === 'doctor/getById/5' ? { data: { success: true, message: 'ok', data: doctorAt(4) } } : undefined));
  open();
  expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
});

it('asks a visitor without a token to log in', async () => {
  sessionStorage.clear();
  fakeServer(() => ({ status: 401, data: { success: false, message: 'Your session has expired. Please log in again', data: null } }));
  open();
  expect(await screen.findByText('Please log in to continue your sign-up.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Log in as a doctor' })).toHaveAttribute('href', '/doctor/login');
});
