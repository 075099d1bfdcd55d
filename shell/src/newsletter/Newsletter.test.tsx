import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentPaths, newsletterPaths, urlOf } from 'shared-lib/contract/paths';
import { ok, SUBSCRIPTION_CONFIRMED, SUBSCRIPTION_LINK_INVALID } from 'shared-lib/contract';
import { renderWithStore } from 'shared-lib/testing';
import { Newsletter } from '../layout/Newsletter';
import { NewsletterConfirmPage } from './NewsletterConfirmPage';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz123456';

describe('newsletter', () => {
  it("subscribes through the API, shows the server's answer and empties the field", async () => {
    const { calls } = renderWithStore(<Newsletter />, {
      api: (config) => (config.url === urlOf(contentPaths.subscribe) ? { data: ok(null, 'Please check your inbox to confirm.') } : undefined),
    });
    const field = screen.getByLabelText('Email for the newsletter');
    await userEvent.type(field, ' reader@example.in ');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please check your inbox to confirm.')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(calls.map((call) => JSON.parse(String(call.data)))).toEqual([{ email: 'reader@example.in' }]);
  });

  it("keeps the address and shows the server's refusal", async () => {
    renderWithStore(<Newsletter />, { api: () => ({ status: 429, data: { success: false, message: 'Too many requests, try later', data: null } }) });
    await userEvent.type(screen.getByLabelText('Email for the newsletter'), 'reader@example.in');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Too many requests, try later')).toBeInTheDocument();
    expect(screen.getByLabelText('Email for the newsletter')).toHaveValue('reader@example.in');
  });

  it('confirms a subscription only when asked, with the token of the link', async () => {
    const { calls } = renderWithStore(<NewsletterConfirmPage />, {
      route: `/newsletter/confirm/${TOKEN}`,
      path: '/newsletter/confirm/:token',
      api: (config) => (config.url === urlOf(newsletterPaths.confirm) ? { data: ok(null, SUBSCRIPTION_CONFIRMED) } : undefined),
    });
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SUBSCRIPTION_CONFIRMED);
    expect(calls.map((call) => JSON.parse(String(call.data)))).toEqual([{ token: TOKEN }]);
  });

  it('says why a used link confirms nothing', async () => {
    renderWithStore(<NewsletterConfirmPage />, {
      route: `/newsletter/confirm/${TOKEN}`,
      path: '/newsletter/confirm/:token',
      api: () => ({ status: 400, data: { success: false, message: SUBSCRIPTION_LINK_INVALID, data: null } }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SUBSCRIPTION_LINK_INVALID);
  });
});
