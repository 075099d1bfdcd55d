/** Seller dashboard reviews (issue 34): the seller's one reply; the house seller's moderation queue with restore and remove-with-reason; no hide, edit or delete anywhere. */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { ok, type SellerReview } from 'shared-lib/contract';
import { reviewPaths, urlOf } from 'shared-lib/contract/paths';
import { renderWithStore } from 'shared-lib/testing';
import { Toasts } from 'shared-lib/ui';
import { ReviewsPage } from './ReviewsPage';

// a loaded machine runs several suites at once: give the store's refetches time
configure({ asyncUtilTimeout: 5000 });

const review = (id: number, changes: Partial<SellerReview> = {}): SellerReview => ({
  id,
  product_id: 3,
  rating: 2,
  title: 'Too bitter',
  body: '<b>Not</b> for me',
  reviewer_name: 'Kavya S.',
  verified_purchase: true,
  helpful_count: 1,
  photos: [],
  reply: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: null,
  product_name: 'Triphala Churna',
  status: 'published',
  held_reason: null,
  removed_reason: null,
  report_count: 0,
  reports: [],
  can_reply: true,
  ...changes,
});

function render(canModerate: boolean) {
  return renderWithStore(
    <>
      <ReviewsPage />
      <Toasts />
    </>,
    {
      api: (config: InternalAxiosRequestConfig) => {
        if (config.url === urlOf(reviewPaths.sellerList)) {
          const queue = config.params?.scope === 'moderation';
          const items = queue ? [review(8, { status: 'held', held_reason: 'Reported by 3 users', report_count: 3, reports: [{ reason: 'Spam', created_at: '2026-11-21T10:00:00.000Z' }], can_reply: false })] : [review(7)];
          return { data: ok({ items, total: 1, page: 1, pageSize: 10, can_moderate: canModerate }) };
        }
        if (config.method === 'put') return { data: ok(null, 'done') };
        return undefined;
      },
    },
  );
}

describe('seller reviews page', () => {
  it('lists the reviews of the seller\'s products as text and posts one public reply; no moderation for an ordinary seller', async () => {
    const { calls } = render(false);
    const card = await screen.findByTestId('seller-review');
    expect(card).toHaveTextContent('<b>Not</b> for me');
    expect(card.querySelector('b')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Moderation queue' })).toBeNull();
    expect(within(card).queryByRole('button', { name: /remove|hide|delete|edit/i })).toBeNull();
    fireEvent.change(within(card).getByLabelText('Public reply (one per review)'), { target: { value: 'Thank you, try it with honey.' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(calls.find((c) => c.url === urlOf(reviewPaths.reply, { id: 7 }))?.data).toBe(JSON.stringify({ text: 'Thank you, try it with honey.' })));
  });

  it('gives the house seller the moderation queue: reports shown, restore, and remove only with a reason', async () => {
    const { calls } = render(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Moderation queue' }));
    expect(await screen.findByRole('heading', { name: 'Held for moderation' })).toBeInTheDocument();
    // the queue's card replaces the published one once the queue has loaded (both name the same review)
    const card = await waitFor(() => {
      const held = screen.getByRole('article', { name: 'Review of Triphala Churna by Kavya S.' });
      expect(within(held).getByRole('list', { name: 'Reports' })).toHaveTextContent('Spam');
      return held;
    });
    const remove = within(card).getByRole('button', { name: 'Remove' });
    expect(remove).toBeDisabled();
    fireEvent.change(within(card).getByLabelText('Reason for removal (mailed to the author)'), { target: { value: 'Abusive language' } });
    fireEvent.click(remove);
    await waitFor(() => expect(calls.find((c) => c.url === urlOf(reviewPaths.moderate, { id: 8 }))?.data).toBe(JSON.stringify({ action: 'remove', reason: 'Abusive language' })));
    const restore = within(card).getByRole('button', { name: 'Restore' });
    await waitFor(() => expect(restore).toBeEnabled());
    fireEvent.click(restore);
    await waitFor(() => expect(calls.filter((c) => c.url === urlOf(reviewPaths.moderate, { id: 8 })).map((c) => c.data)).toContain(JSON.stringify({ action: 'restore' })));
  });
});
