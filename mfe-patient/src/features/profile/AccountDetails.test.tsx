import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PatientProfile } from 'shared-lib/contract';
import { fakeServer, renderWithStore, setViewportWidth } from 'shared-lib/testing';
import { AccountDetails } from './AccountDetails';

const PATIENT: PatientProfile = { id: 3, first_name: 'Aarav', last_name: 'Patel', email: 'patient@demo.in', phone: '9000000001', mobile_no: '9000000001', gender: 'Male', dob: '1990-01-01' } as PatientProfile;

beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  setViewportWidth(1280);
});

function serve() {
  return fakeServer((config) => {
    if (config.url === 'patient/getById/3') return { data: { success: true, message: '', data: PATIENT } };
    if (config.url === 'patient/updatePatient/3' && config.method === 'put') return { data: { success: true, message: 'Profile updated', data: { ...PATIENT, ...JSON.parse(String(config.data)) } } };
    return undefined;
  });
}

describe('AccountDetails: changing the login email', () => {
  it('asks for the current password only when the email changes, and sends it', async () => {
    const calls = serve();
    renderWithStore(<AccountDetails patientId={3} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.queryByLabelText(/Current password/)).not.toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'aarav.new@demo.in' } });
    const password = await screen.findByLabelText(/Current password/);
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Please enter your current password to change your email')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'put')).toBe(false);

    fireEvent.change(password, { target: { value: 'Patient@123' } });
    await waitFor(() => expect(screen.queryByText('Please enter your current password to change your email')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Do you want to save the changes?' })).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'put')).toHaveLength(1));
    const body = JSON.parse(String(calls.find((call) => call.method === 'put')?.data));
    expect(body).toEqual(expect.objectContaining({ email: 'aarav.new@demo.in', current_password: 'Patient@123' }));
  });
});
