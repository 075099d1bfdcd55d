import { fireEvent, screen } from '@testing-library/react';
import type { Appointment, DoctorDashboard } from 'shared-lib/contract';
import { createAppStore, startSession } from 'shared-lib/store';
import { renderWithStore } from 'shared-lib/testing';
import { fakeServer, fakeToken } from '../shared/test-utils';
import { DashboardPage } from './DashboardPage';

const TODAY: Appointment = {
  id: 9,
  doctor: { id: 5, name: 'Dr. Ananya Sharma', profile_image: null, stream: 'Ayurveda' },
  patient: { id: 3, name: 'Aarav Patel' },
  start: '2030-01-07T04:30:00.000Z',
  end: '2030-01-07T05:00:00.000Z',
  status: 'confirmed',
  fee_paise: 50_000,
  concern: 'Acidity after meals for two months',
  refund_status: null,
  refund_amount_paise: null,
  cancelled_by: null,
  files: [{ id: 2, filename: 'blood-test.pdf', content_type: 'application/pdf', size: 1200 }],
  can_cancel: true,
  can_reschedule: false,
};
const DAY: DoctorDashboard = { today: [TODAY], upcoming: [], past: [], month: { consultations: 4, earned_paise: 200_000 } };

describe('DashboardPage', () => {
  it("keeps the welcome and Continue, and shows the doctor's day with the patient's concern and reports", async () => {
    const store = createAppStore();
    startSession(store.dispatch, fakeToken({ id: 5, type: 'doctor', name: 'Dr. Ananya Sharma' }));
    fakeServer((config) => {
      if (config.url === 'doctor/appointments') return { data: { success: true, message: 'ok', data: DAY } };
      return undefined;
    });
    renderWithStore(<DashboardPage />, { store });
    expect(screen.getByRole('heading', { name: /Welcome, Dr. Ananya Sharma/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/doctor/my-profile');
    const item = await screen.findByTestId('doctor-appointment');
    expect(item).toHaveTextContent('Aarav Patel');
    expect(screen.getByText('consultations this month').previousSibling).toHaveTextContent('4');
    expect(screen.getByText('fees earned this month').previousSibling).toHaveTextContent('₹2,000');
    fireEvent.click(screen.getByText('Aarav Patel'));
    expect(screen.getByRole('button', { name: 'blood-test.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel consultation' })).toBeInTheDocument();
  });
});
