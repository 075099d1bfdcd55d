import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { changeLanguage } from 'shared-lib/i18n';
import type { PublicDoctor } from 'shared-lib/contract';
import { renderWithStore } from 'shared-lib/testing';
import { fakeServer } from '../shared/test-utils';
import { FindDoctorPage } from './FindDoctorPage';

const DOCTORS: PublicDoctor[] = [
  { id: 7, name: 'Dr. Ananya Sharma', profile_image: null, stream: { id: 1, name: 'Ayurveda' }, specialities: ['Panchakarma'], exprience: 12, languages: ['English', 'Hindi'], hospital_name: null, fee_paise: 50_000, slot_minutes: 30, next_slot: { start: '2030-01-07T04:30:00.000Z', end: '2030-01-07T05:00:00.000Z' }, rating: { average: 4.5, count: 12 } },
  { id: 8, name: 'Dr. Rohan Mehta', profile_image: null, stream: { id: 1, name: 'Ayurveda' }, specialities: [], exprience: 3, languages: ['Hindi'], hospital_name: null, fee_paise: null, slot_minutes: null, next_slot: null, rating: { average: null, count: 0 } },
];

describe('FindDoctorPage', () => {
  it('shows each doctor with fee and next slot (or No slots open yet) and asks the server again when a filter changes', async () => {
    const calls = fakeServer((config) => {
      if (config.url === 'consultations/doctors') return { data: { success: true, message: 'ok', data: DOCTORS } };
      if (config.url === 'stream/all') return { data: { success: true, message: 'ok', data: [{ id: 1, name: 'Ayurveda' }] } };
      return undefined;
    });
    renderWithStore(<FindDoctorPage />, { route: '/doctors', path: '/doctors' });
    const cards = await screen.findAllByTestId('consult-doctor');
    expect(cards[0]).toHaveTextContent('₹500');
    expect(cards[0]).toHaveTextContent(/Next available: .*7 Jan.*10:00\s?am/i);
    expect(screen.getByRole('link', { name: 'Dr. Ananya Sharma' })).toHaveAttribute('href', '/doctors/7');
    expect(cards[1]).toHaveTextContent('No slots open yet');
    expect(cards[0]).toHaveTextContent('★ 4.5 (12 ratings)');
    expect(cards[1]).toHaveTextContent('No ratings yet');
    fireEvent.change(screen.getByLabelText('Fee'), { target: { value: 'free' } });
    fireEvent.click(screen.getByLabelText('Available today'));
    await waitFor(() => expect(calls.some((call) => call.url === 'consultations/doctors' && call.params?.fee_band === 'free' && call.params?.available_today === 'true')).toBe(true));
  });
});

describe('FindDoctorPage in Hindi', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
    localStorage.clear();
  });

  it('shows the page, the free fee, the next slot with its Hindi weekday, the ratings and the domain message in Hindi', async () => {
    await act(() => changeLanguage('hi'));
    fakeServer((config) => {
      if (config.url === 'consultations/doctors') return { data: { success: true, message: 'ok', data: [{ ...DOCTORS[0], fee_paise: 0 }, DOCTORS[1]] } };
      if (config.url === 'stream/all') return { data: { success: true, message: 'ok', data: [] } };
      return undefined;
    });
    renderWithStore(<FindDoctorPage />, { route: '/doctors', path: '/doctors' });
    expect(await screen.findByRole('heading', { name: 'आयुर्वेदिक डॉक्टर से सलाह लें' })).toBeInTheDocument();
    const cards = await screen.findAllByTestId('consult-doctor');
    expect(cards[0]).toHaveTextContent('मुफ़्त');
    expect(cards[0]).toHaveTextContent('अगला खाली समय: सोम, 7 जन॰, 10:00 am');
    expect(cards[0]).toHaveTextContent('★ 4.5 (12 रेटिंग)');
    expect(cards[0]).toHaveTextContent('12 साल');
    expect(cards[0]).toHaveTextContent('अंग्रेज़ी, हिन्दी');
    expect(cards[1]).toHaveTextContent('अभी कोई स्लॉट खाली नहीं');
    expect(screen.getByRole('link', { name: 'अपॉइंटमेंट बुक करें' })).toHaveAttribute('href', '/doctors/7');
    expect(screen.getByLabelText('फ़ीस')).toBeInTheDocument();
  });
});
