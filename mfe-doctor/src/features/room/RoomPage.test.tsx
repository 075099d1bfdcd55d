import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Appointment, Prescription, Room } from 'shared-lib/contract';
import { createAppStore, startSession } from 'shared-lib/store';
import { renderWithStore } from 'shared-lib/testing';
import { fakeServer, fakeToken } from '../shared/test-utils';
import { RoomPage } from './RoomPage';

const appointment: Appointment = {
  id: 5,
  doctor: { id: 7, name: 'Dr. Ananya Sharma', profile_image: null, stream: 'Ayurveda' },
  patient: { id: 9, name: 'Ravi Kumar' },
  start: '2020-01-07T04:30:00.000Z',
  end: '2020-01-07T05:00:00.000Z',
  status: 'completed',
  fee_paise: 0,
  concern: 'Acidity',
  refund_status: null,
  refund_amount_paise: null,
  cancelled_by: null,
  files: [],
  can_cancel: false,
  can_reschedule: false,
};
const room = (over: Partial<Room> = {}): Room => ({ appointment, role: 'patient', phase: 'closed', opens: '2020-01-07T04:20:00.000Z', closes: '2020-01-07T05:30:00.000Z', ice_servers: [], signalling_path: '/appointments/5/signal', can_prescribe: false, ...over });
const prescription = (over: Partial<Prescription> = {}): Prescription => ({
  id: 11,
  appointment_id: 5,
  version: 2,
  superseded: false,
  superseded_at: null,
  issued_at: '2020-01-07T05:10:00.000Z',
  doctor: { id: 7, name: 'Dr. Ananya Sharma' },
  patient: { id: 9, name: 'Ravi Kumar' },
  consultation_start: appointment.start,
  complaints: 'Burning',
  findings: '',
  diagnosis: 'Amlapitta',
  medicines: [
    { product_id: 3, name: 'Avipattikar Tablets', dose: '2 tablets', frequency: '1-0-1', timing: 'after-food', duration_days: 30, quantity: 1, notes: '', price_paise: 12_000 },
    { product_id: null, name: 'Triphala ghee', dose: '1 tsp', frequency: '0-0-1', timing: 'bedtime', duration_days: 30, quantity: 1, notes: '', price_paise: null },
  ],
  pathya: '',
  apathya: '',
  advice: '',
  follow_up: null,
  ...over,
});

function open(session: object, answer: Room) {
  const store = createAppStore();
  startSession(store.dispatch, fakeToken(session));
  const calls = fakeServer((config) => {
    if (config.url === 'appointments/5/room') return { data: { success: true, message: 'ok', data: answer } };
    if (config.url === 'appointments/5/messages')
      return { data: { success: true, message: 'ok', data: [{ id: 1, sender: 'doctor', sender_name: 'Dr. Ananya Sharma', body: 'Take it after food', created_at: '2020-01-07T04:40:00.000Z' }] } };
    if (config.url === 'appointments/5/prescriptions') return { data: { success: true, message: 'ok', data: [prescription(), prescription({ id: 10, version: 1, superseded: true })] } };
    if (config.url === 'appointments/5/prescriptions/11/order')
      return { data: { success: true, message: 'ok', data: { added: [{ product_id: 3, name: 'Avipattikar Tablets', quantity: 1 }], out_of_stock: [], not_sold_here: [{ name: 'Triphala ghee' }] } } };
    return undefined;
  });
  renderWithStore(<RoomPage />, { store, route: '/consult/5', path: '/consult/:id' });
  return calls;
}

afterEach(() => window.sessionStorage.clear());

describe('RoomPage', () => {
  it('after the consultation: the chat stays readable, versions are shown, and the patient orders the current prescription', async () => {
    const calls = open({ id: 9, type: 'patient' }, room());
    expect(await screen.findByText('Take it after food')).toBeInTheDocument();
    expect(screen.getByText(/The room is closed; the chat is kept here/)).toBeInTheDocument();
    expect(await screen.findByText('Superseded')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Order these medicines' });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]);
    expect(await screen.findByTestId('order-outcome')).toHaveTextContent(/Added to your cart: Avipattikar Tablets × 1\.\s*Not sold here: Triphala ghee\./);
    expect(calls.some((call) => call.url === 'appointments/5/prescriptions/11/order' && call.method === 'post')).toBe(true);
  });

  it('before the window: says when the room opens; the doctor sees no order button but may correct within the window', async () => {
    open({ id: 7, type: 'doctor' }, room({ role: 'doctor', phase: 'early', opens: '2999-01-07T04:20:00.000Z', can_prescribe: true, appointment: { ...appointment, status: 'confirmed' } }));
    expect(await screen.findByText(/The room opens at .* IST, 10 minutes before the start/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('prescription')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Order these medicines' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Correct' }));
    expect(await screen.findByRole('button', { name: 'Issue the corrected version' })).toBeInTheDocument();
  });

  it('a stranger sees only the refusal', async () => {
    const store = createAppStore();
    startSession(store.dispatch, fakeToken({ id: 99, type: 'patient' }));
    fakeServer((config) => (config.url === 'appointments/5/room' ? { status: 404, data: { success: false, message: 'Consultation not found', data: null } } : undefined));
    renderWithStore(<RoomPage />, { store, route: '/consult/5', path: '/consult/:id' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Consultation not found');
  });
});
