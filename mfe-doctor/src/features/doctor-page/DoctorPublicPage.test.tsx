import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { CONSULTATION_MESSAGES_HI } from 'shared-lib/domain/i18n/consultations-hi';
import { changeLanguage } from 'shared-lib/i18n';
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

describe('DoctorPublicPage in Hindi', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
    localStorage.clear();
  });

  it('shows the slots with Hindi days and the booking form in Hindi; the API refusing the taken slot in Hindi reloads the slots', async () => {
    await act(() => changeLanguage('hi'));
    const calls = open(`/doctors/7?slot=${encodeURIComponent(SLOT.start)}`, { id: 3, type: 'patient', name: 'Aarav' }, { status: 409, data: { success: false, message: CONSULTATION_MESSAGES_HI.slotTaken, data: null } });
    expect(await screen.findByRole('heading', { name: 'स्लॉट चुनें (भारतीय समय)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /सोम, 7 जन/ })).toBeInTheDocument();
    expect(screen.getByText('अंग्रेज़ी, हिन्दी')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'यह स्लॉट बुक करें' })).toHaveTextContent('सोम, 7 जन॰, 10:00 am IST · 30 मिनट · मुफ़्त');
    fireEvent.change(screen.getByLabelText(/आपकी समस्या/), { target: { value: 'पेट में जलन' } });
    fireEvent.click(screen.getByRole('button', { name: 'मुफ़्त कंसल्टेशन पक्की करें' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(CONSULTATION_MESSAGES_HI.slotTaken));
    await waitFor(() => expect(calls.filter((call) => call.url === 'consultations/doctors/7')).toHaveLength(2));
  });
});
