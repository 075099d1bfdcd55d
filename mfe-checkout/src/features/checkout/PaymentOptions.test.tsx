import { act, render, screen } from '@testing-library/react';
import { PAYMENT_TYPES } from 'shared-lib/domain';
import { PaymentOptions } from './PaymentOptions';

describe('PaymentOptions offline (issue 32)', () => {
  let online = true;
  beforeAll(() => {
    jest.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  });

  it('disables Pay Now with the reason beside it while offline, and enables it again online', () => {
    render(<PaymentOptions value={PAYMENT_TYPES.payOnDelivery} onChange={() => undefined} />);
    const payNow = screen.getByRole('radio', { name: /Pay Now/ });
    expect(payNow).toBeEnabled();
    expect(screen.queryByTestId('pay-now-offline')).toBeNull();

    act(() => {
      online = false;
      window.dispatchEvent(new Event('offline'));
    });
    expect(payNow).toBeDisabled();
    expect(payNow).toHaveAccessibleDescription('Pay Now needs the network: choose Pay on Delivery, or wait until you are back online.');
    expect(screen.getByRole('radio', { name: 'Pay on Delivery' })).toBeEnabled();

    act(() => {
      online = true;
      window.dispatchEvent(new Event('online'));
    });
    expect(payNow).toBeEnabled();
    expect(screen.queryByTestId('pay-now-offline')).toBeNull();
  });
});
