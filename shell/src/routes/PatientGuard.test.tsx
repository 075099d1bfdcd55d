import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { NavigationHistory } from './navigation-history';
import { PatientGuard } from './PatientGuard';

function renderApp(start: string) {
  window.scrollTo = jest.fn();
  return render(
    <MemoryRouter initialEntries={[start]}>
      <NavigationHistory>
        <Routes>
          <Route path="/home/buy-medicine" element={<Link to="/patient/my-profile">My profile</Link>} />
          <Route path="/home" element={<p>home page</p>} />
          <Route path="/patient/my-profile" element={<PatientGuard><p>profile page</p></PatientGuard>} />
        </Routes>
      </NavigationHistory>
    </MemoryRouter>,
  );
}

describe('patient/my-profile guard', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps a visitor without a patient token on the page they were on', async () => {
    renderApp('/home/buy-medicine');
    await userEvent.click(screen.getByRole('link', { name: 'My profile' }));
    expect(screen.queryByText('profile page')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My profile' })).toBeInTheDocument();
  });

  it('opens the profile with a stored patient token', async () => {
    sessionStorage.setItem('p-token', 'header.payload.signature');
    renderApp('/home/buy-medicine');
    await userEvent.click(screen.getByRole('link', { name: 'My profile' }));
    expect(screen.getByText('profile page')).toBeInTheDocument();
  });
});
