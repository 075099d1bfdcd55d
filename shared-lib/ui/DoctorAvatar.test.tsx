import { fireEvent, render, screen } from '@testing-library/react';
import { DoctorAvatar } from './DoctorAvatar';

describe('DoctorAvatar', () => {
  it("shows the doctor's initials when there is no photo: first and last names, the title left out", () => {
    render(<DoctorAvatar name="Dr. Ananya Rao Sharma" image={null} size={72} />);
    const avatar = screen.getByRole('img', { name: 'Dr. Ananya Rao Sharma' });
    expect(avatar).toHaveTextContent('AS');
    expect(avatar.style.getPropertyValue('--avatar-size')).toBe('72px');
  });

  it('shows the photo, and the initials if it fails to load', () => {
    render(<DoctorAvatar name="Dr. Vikram Nair" image="/uploads/x.svg" />);
    const photo = screen.getByRole('img', { name: 'Dr. Vikram Nair' });
    expect(photo.tagName).toBe('IMG');
    fireEvent.error(photo);
    expect(screen.getByTestId('doctor-initials')).toHaveTextContent('VN');
  });

  it('takes the classes of the page that shows it', () => {
    render(<DoctorAvatar name="Dr. Meera Iyer" image={null} className="home-avatar" />);
    expect(screen.getByRole('img', { name: 'Dr. Meera Iyer' })).toHaveClass('home-avatar');
  });
});
