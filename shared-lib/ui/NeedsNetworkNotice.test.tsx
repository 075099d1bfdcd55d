import { act, render, screen } from '@testing-library/react';
import { NeedsNetworkNotice } from './NeedsNetworkNotice';
import { useOnline } from './useOnline';

/** A form as the sign-in, sign-up, password, seller and doctor forms use the two: the notice and a disabled submit. */
function Form() {
  const online = useOnline();
  return (
    <form>
      <NeedsNetworkNotice />
      <button type="submit" disabled={!online}>
        Send
      </button>
    </form>
  );
}

describe('a form that needs the network', () => {
  let online = true;
  beforeAll(() => {
    jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });
  const goOnline = (value: boolean) =>
    act(() => {
      online = value;
      window.dispatchEvent(new Event(value ? 'online' : 'offline'));
    });

  it('says so and cannot be sent while offline; online again it can', () => {
    render(<Form />);
    expect(screen.queryByTestId('needs-network')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    goOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline: this form needs the network. It can be sent once you are back online.');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    goOnline(true);
    expect(screen.queryByTestId('needs-network')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
