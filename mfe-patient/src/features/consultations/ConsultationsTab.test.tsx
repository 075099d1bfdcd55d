import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Appointment } from 'shared-lib/contract';
import { fakeServer, renderWithStore } from 'shared-lib/testing';
import { ConsultationsTab } from './ConsultationsTab';

const base: Appointment = {
  id: 1,
  doctor: { id: 5, name: 'Dr. Ananya Sharma', profile_image: null, stream: 'Ayurveda' },
  patient: { id: 3, name: 'Aarav Patel' },
  start: '2099-01-07T04:30:00.000Z',
  end: '2099-01-07T05:00:00.000Z',
  status: 'confirmed',
  fee_paise: 50_000,
  concern: 'Acidity after meals',
  refund_status: null,
  refund_amount_paise: null,
  cancelled_by: null,
  files: [],
  can_cancel: true,
  can_reschedule: true,
};
const LIST: Appointment[] = [
  base,
  { ...base, id: 2, start: '2020-01-07T04:30:00.000Z', end: '2020-01-07T05:00:00.000Z', status: 'completed', can_cancel: false, can_reschedule: false, concern: 'Dry skin' },
  { ...base, id: 3, status: 'cancelled', can_cancel: false, can_reschedule: false, refund_status: 'pending', refund_amount_paise: 50_000, concern: 'Knee pain' },
];

beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

describe('ConsultationsTab', () => {
  it('groups upcoming, past and cancelled with status colours and offers cancel and reschedule only where allowed', async () => {
    const calls = fakeServer((config) => {
      if (config.url === 'appointments/mine') return { data: { success: true, message: 'ok', data: LIST } };
      if (config.url === 'appointments/1/cancel') return { data: { success: true, message: 'ok', data: { ...base, status: 'cancelled' } } };
      return undefined;
    });
    renderWithStore(<ConsultationsTab />);
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    expect(within(upcoming).getByTestId('appointment-status')).toHaveTextContent('Confirmed');
    expect(within(upcoming).getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    const past = screen.getByRole('region', { name: 'Past' });
    expect(within(past).getByText('Dry skin')).toBeInTheDocument();
    expect(within(past).queryByRole('button', { name: /cancel|reschedule/i })).toBeNull();
    // a completed consultation can be rated (issue 27) and reopened for its chat and prescription
    expect(await within(past).findByRole('button', { name: 'Send rating' })).toBeDisabled();
    const cancelled = screen.getByRole('region', { name: 'Cancelled' });
    expect(within(cancelled).getByText(/refund of ₹500 pending/)).toBeInTheDocument();
    fireEvent.click(within(upcoming).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel it' }));
    await waitFor(() => expect(calls.some((call) => call.url === 'appointments/1/cancel')).toBe(true));
  });
});
