import { screen } from '@testing-library/react';
import { renderWithStore } from 'shared-lib/testing';
import { AchievementsSection } from './AchievementsSection';

const achievement = { id: 1, speciality_icon: '/s.svg', doctor_icon: '/d.svg', user_icon: '/u.svg', specialities: 25, doctors: 120, users: 5000 };
const ok = (data: unknown) => ({ data: { success: true, message: 'ok', data } });

function server(doctorCount: number) {
  return (config: { url?: string }) => {
    if (config.url === 'achivement/getAchivement') return ok([achievement]);
    if (config.url === 'doctor/count') return ok({ count: doctorCount });
    return undefined;
  };
}

describe('achievements on home', () => {
  it('shows how many doctors finished onboarding, not the stored figure', async () => {
    renderWithStore(<AchievementsSection />, { api: server(7) });
    expect(await screen.findByTestId('doctor-count')).toHaveTextContent('7Doctors');
    expect(screen.queryByText('120+')).not.toBeInTheDocument();
    expect(screen.getByText('25+')).toBeInTheDocument();
    expect(screen.getByText('5000+')).toBeInTheDocument();
  });

  it('says "Doctor" for one, and leaves the figure out while no doctor has finished', async () => {
    const { unmount } = renderWithStore(<AchievementsSection />, { api: server(1) });
    expect(await screen.findByTestId('doctor-count')).toHaveTextContent('1Doctor');
    unmount();
    renderWithStore(<AchievementsSection />, { api: server(0) });
    expect(await screen.findByText('25+')).toBeInTheDocument();
    expect(screen.queryByTestId('doctor-count')).not.toBeInTheDocument();
  });
});
