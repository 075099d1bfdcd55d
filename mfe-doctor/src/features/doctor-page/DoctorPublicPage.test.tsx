import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DoctorPage } from 'shared-lib/contract';
import { createAppStore, startSession } from 'shared-lib/store';
import { renderWithStore } from 'shared-lib/testing';
import { fakeServer, fakeToken } from '../shared/test-utils';
import { DoctorPublicPage } from './DoctorPublicPage';

const SLOT = { start: '2030-01-07T04:30:00.000Z', end: '2030-01-07T05:00:00.000Z' };
const DOCTOR: DoctorPage = {
  id: 7,
  name: 'Dr. Ananya Sharma',
  profile_image: null,
  stream: { id: 1, name: 'Ayurveda' },
  specialities: ['Panchakarma'],
  exprience: 12,
  languages: ['English', 'Hindi'],
  hospital_name: 'Wellness Clinic',
  fee_paise: 0,
  slot_minutes: 30,
  next_slot: SLOT,
  rating: { average: 4.5, count: 12 },
  days: [
    { date: '2030-01-07', slots: [SLOT, { start: '2030-01-07T05:00:00.000Z', end: '2030-01-07T05:30:00.000Z' }] },
    { date: '2030-01-08', slots: [] },
  ],
};

function open(url: string, session?: object, bookAnswer?: { status?: number; data: unknown }) {
  const store = createAppStore();
  if (session) startSession(store.dispatch, fakeToken(session));
  const calls = fakeServer((config) => {
    if (config.url === 'consultations/doctors/7') return { data: { success: true, message: 'ok', data: DOCTOR } };
    if (config.url === 'appointments' && config.method === 'post') return bookAnswer;
    return undefined;
  });
  renderWithStore(<DoctorPublicPage />, {
    store,
    route: url,
    path: '/doctors/:id',
    routes: { '/patient/login': <p>patient login</p>, '/consultations/booking/:id/:status': <p>booking status</p> },
  });
  return calls;
}

afterEach(() => window.sessionStorage.clear());

describe('DoctorPublicPage', () => {
  it('shows the public profile and the free slots in India time; a guest is sent to patient login and remembered to come back to the slot', async () => {
    open('/doctors/7');
    expect(await screen.findByRole('heading', { name: 'Dr. Ananya Sharma' })).toBeInTheDocument();
    expect(screen.getByText('English, Hindi')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /10:00\s?am/i }));
    fireEvent.click(screen.getByRole('button', { name: 'Log in to book' }));
    expect(await screen.findByText('patient login')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('returnAfterPatientLogin')).toBe(`/doctors/7?slot=${encodeURIComponent(SLOT.start)}`);
  });

  it('a patient back from login finds the slot chosen, describes the concern and books a free consultation', async () => {
    const calls = open(`/doctors/7?slot=${encodeURIComponent(SLOT.start)}`, { id: 3, type: 'patient', name: 'Aarav' }, { data: { success: true, message: 'ok', data: { appointment: { id: 41 }, payment: null } } });
    fireEvent.change(await screen.findByLabelText(/Your concern/), { target: { value: 'Acidity after meals' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm free consultation' }));
    expect(await screen.findByText('booking status')).toBeInTheDocument();
    const booking = calls.find((call) => call.url === 'appointments');
    expect(JSON.parse(booking?.data as string)).toEqual({ doctor_id: 7, start: SLOT.start, concern: 'Acidity after meals' });
  });

  it('says clearly when the slot was just taken', async () => {
    open(`/doctors/7?slot=${encodeURIComponent(SLOT.start)}`, { id: 3, type: 'patient', name: 'Aarav' }, { status: 409, data: { success: false, message: 'This slot was just taken, please choose another', data: null } });
    fireEvent.change(await screen.findByLabelText(/Your concern/), { target: { value: 'Acidity' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm free consultation' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This slot was just taken, please choose another'));
  });
});
