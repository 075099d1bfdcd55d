import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Availability } from 'shared-lib/contract';
import { createAppStore, startSession } from 'shared-lib/store';
import { renderWithStore } from 'shared-lib/testing';
import { fakeServer, fakeToken } from '../shared/test-utils';
import { AvailabilityPage } from './AvailabilityPage';

const EMPTY: Availability = { fee_paise: 0, slot_minutes: 30, weekly: [[], [], [], [], [], [], []], days_off: [], extra: [], configured: false, outside_hours: [] };

describe('AvailabilityPage', () => {
  it('saves the fee in paise and the weekly hours, and names bookings outside the new hours', async () => {
    const store = createAppStore();
    startSession(store.dispatch, fakeToken({ id: 5, type: 'doctor', name: 'Dr. Ananya Sharma' }));
    let saved: Availability = EMPTY;
    const calls = fakeServer((config) => {
      if (config.url !== 'doctor/availability') return undefined;
      if (config.method === 'put') saved = { ...JSON.parse(config.data as string), configured: true, outside_hours: [{ id: 3, start: '2030-01-07T11:30:00.000Z', patient_name: 'Aarav Patel' }] };
      return { data: { success: true, message: 'ok', data: saved } };
    });
    renderWithStore(<AvailabilityPage />, { store });
    fireEvent.change(await screen.findByLabelText('Fee (₹, 0 for free)'), { target: { value: '500' } });
    fireEvent.click(screen.getAllByRole('button', { name: /\+ Add hours/ })[1]);
    fireEvent.change(screen.getByLabelText('Monday to'), { target: { value: '12:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'put')).toBe(true));
    const body = JSON.parse(calls.find((call) => call.method === 'put')?.data as string);
    expect(body.fee_paise).toBe(50_000);
    expect(body.weekly[1]).toEqual([{ start: '10:00', end: '12:00' }]);
    expect(await screen.findByText(/outside your hours/)).toBeInTheDocument();
    expect(screen.getByText(/Aarav Patel/)).toBeInTheDocument();
  });

  it('refuses a range that ends before it starts, without calling the server', async () => {
    const store = createAppStore();
    startSession(store.dispatch, fakeToken({ id: 5, type: 'doctor', name: 'Dr. Ananya Sharma' }));
    const calls = fakeServer((config) => (config.url === 'doctor/availability' ? { data: { success: true, message: 'ok', data: EMPTY } } : undefined));
    renderWithStore(<AvailabilityPage />, { store });
    fireEvent.click((await screen.findAllByRole('button', { name: /\+ Add hours/ }))[2]);
    fireEvent.change(screen.getByLabelText('Tuesday to'), { target: { value: '09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/must start before it ends/);
    expect(calls.some((call) => call.method === 'put')).toBe(false);
  });
});
