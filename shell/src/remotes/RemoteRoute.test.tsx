import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteRoute } from './RemoteRoute';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

describe('RemoteRoute', () => {
  beforeEach(() => {
    mockedLoadRemote.mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the exposed component with the route props', async () => {
    mockedLoadRemote.mockResolvedValue({ default: ({ policy }: { policy?: string }) => <p>policy {policy}</p> });
    render(<RemoteRoute remote="storefront" module="./PolicyPage" props={{ policy: 'privacy' }} />);
    expect(await screen.findByText('policy privacy')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('storefront/PolicyPage');
  });

  it('shows a fallback with a retry when the remote cannot load, and loads again on retry', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('remoteEntry.js 404'));
    render(<RemoteRoute remote="checkout" module="./Checkout" />);
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();

    mockedLoadRemote.mockResolvedValue({ default: () => <p>checkout page</p> });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('checkout page')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });
});
