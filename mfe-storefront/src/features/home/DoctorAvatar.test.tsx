import { fireEvent, render, screen } from '@testing-library/react';
import { DoctorAvatar, initialsOf } from './DoctorAvatar';

describe('doctor avatar', () => {
  it.each([
    ['Dr. Ananya Sharma', 'AS'],
    ['Dr Vikram Nair', 'VN'],
    ['meera', 'M'],
    ['Vaidya R. K. Iyer', 'RI'],
    ['  ', '?'],
  ])('initials of %p are %p', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('shows initials when there is no profile image', () => {
    render(<DoctorAvatar name="Dr. Ananya Sharma" image={null} />);
    expect(screen.getByRole('img', { name: 'Dr. Ananya Sharma' }).textContent).toBe('AS');
  });

  it('shows the photo, and initials if it fails to load', () => {
    render(<DoctorAvatar name="Dr. Vikram Nair" image="/uploads/x.svg" />);
    const photo = screen.getByRole('img', { name: 'Dr. Vikram Nair' });
    expect(photo.tagName).toBe('IMG');
    fireEvent.error(photo);
    expect(screen.getByTestId('doctor-initials').textContent).toBe('VN');
  });
});
