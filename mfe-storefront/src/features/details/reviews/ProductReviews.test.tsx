/** Ratings and reviews on the product details (issue 34): summary, distribution, reviews as text, filter and paging, helpful and report, the verified buyer's form. */
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type { GuestReviewLink, MyReview, Review, ReviewPage } from 'shared-lib/contract';
import { ok } from 'shared-lib/contract';
import { reviewPaths, urlOf } from 'shared-lib/contract/paths';
import { REVIEW_MESSAGES } from 'shared-lib/domain/reviews';
import { registerStoreFeedback, sessionStarted } from 'shared-lib/store';
import { renderWithStore } from 'shared-lib/testing';
import { notify, Toasts } from 'shared-lib/ui';
import { ProductReviews } from './ProductReviews';

// a loaded machine runs several suites at once: give the store's refetches time
configure({ asyncUtilTimeout: 5000 });

const PRODUCT = 7;
const review = (id: number, changes: Partial<Review> = {}): Review => ({
  id,
  product_id: PRODUCT,
  rating: 5,
  title: 'Calm sleep',
  body: 'Helped within two weeks.',
  reviewer_name: 'Kavya S.',
  verified_purchase: true,
  helpful_count: 0,
  photos: [],
  reply: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: null,
  ...changes,
});
const page = (items: Review[], changes: Partial<ReviewPage> = {}): ReviewPage => ({
  summary: { average: 4.25, count: 4, distribution: { 1: 0, 2: 0, 3: 1, 4: 1, 5: 2 } },
  items,
  total: items.length,
  page: 1,
  pageSize: 5,
  ...changes,
});

function render(options: { list?: (config: InternalAxiosRequestConfig) => ReviewPage; mine?: MyReview; guest?: GuestReviewLink; route?: string; loggedIn?: boolean; onPost?: (config: InternalAxiosRequestConfig) => unknown } = {}) {
  const result = renderWithStore(
    <>
      <ProductReviews productId={PRODUCT} />
      <Toasts />
    </>,
    {
      route: options.route ?? `/home/buy-medicine/product-details/${PRODUCT}`,
      path: '/home/buy-medicine/product-details/:id',
      api: (config) => {
        if (config.url === urlOf(reviewPaths.list, { productId: PRODUCT })) return { data: ok(options.list ? options.list(config) : page([review(1)])) };
        if (config.url === urlOf(reviewPaths.mine, { productId: PRODUCT })) return { data: ok(options.mine ?? { eligible: false, review: null }) };
        if (config.url === urlOf(reviewPaths.guest) && config.method === 'get') return { data: ok(options.guest) };
        if (config.method === 'post' || config.method === 'put') return { data: ok(options.onPost?.(config) ?? null, 'ok') };
        return undefined;
      },
    },
  );
  if (options.loggedIn) result.store.dispatch(sessionStarted({ token: 't', user: { id: 50, type: 'patient', name: 'Meera Iyer' } as never }));
  return result;
}

beforeAll(() => registerStoreFeedback(notify));

describe('product reviews', () => {
  it('shows the average with one decimal, the distribution, and each review as text with its verified mark and the seller reply', async () => {
    const hostile = review(2, { title: '<img src=x onerror=alert(1)>', body: '<script>alert(1)</script>', reply: { text: 'Thank you!', seller_name: 'Herbal Co', replied_at: '2026-11-21T10:00:00.000Z' } });
    render({ list: () => page([hostile]) });
    const summary = await screen.findByTestId('rating-summary');
    expect(summary).toHaveTextContent('4.3');
    expect(summary).toHaveTextContent('4 reviews');
    expect(screen.getByRole('button', { name: '5 stars: 2 reviews' })).toBeInTheDocument();
    const item = screen.getByTestId('review');
    expect(item).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(item).toHaveTextContent('<script>alert(1)</script>');
    expect(item.querySelector('script')).toBeNull();
    expect(item.querySelectorAll('img')).toHaveLength(0);
    expect(item).toHaveTextContent(REVIEW_MESSAGES.verifiedPurchase);
    expect(item).toHaveTextContent('Kavya S.');
    expect(within(item).getByTestId('seller-reply')).toHaveTextContent('Reply from Herbal Co');
    // a guest is invited to log in and cannot vote
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Helpful' })).toBeNull();
  });

  it('asks the server for the chosen stars, sort and page', async () => {
    const { calls } = render({ list: (config) => page([review(1)], { total: 12, page: Number(config.params?.page ?? 1) }) });
    await screen.findByText('Page 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    fireEvent.change(screen.getByLabelText('Sort'), { target: { value: 'helpful' } });
    fireEvent.click(screen.getByRole('button', { name: '4 stars: 1 reviews' }));
    await waitFor(() => expect(calls.at(-1)?.params).toEqual(expect.objectContaining({ stars: '4', sort: 'helpful', page: '1' })));
  });

  it('lets a logged-in user mark a review helpful and report it with a reason', async () => {
    const { calls } = render({ loggedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Helpful' }));
    await waitFor(() => expect(calls.some((c) => c.url === urlOf(reviewPaths.helpful, { id: 1 }))).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
    const send = screen.getByRole('button', { name: 'Send report' });
    expect(send).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Reason for reporting'), { target: { value: 'Advertising another shop' } });
    fireEvent.click(send);
    await waitFor(() => expect(calls.find((c) => c.url === urlOf(reviewPaths.report, { id: 1 }))?.data).toBe(JSON.stringify({ reason: 'Advertising another shop' })));
  });

  it('opens the form for a verified buyer from the review link, needs stars, reminds about dosage, and sends the review', async () => {
    const { calls } = render({ loggedIn: true, mine: { eligible: true, review: null }, route: `/home/buy-medicine/product-details/${PRODUCT}?review=1`, onPost: () => ({ ...review(9), status: 'published' }) });
    const form = await screen.findByRole('form', { name: 'Write a review' });
    expect(form).toHaveTextContent(REVIEW_MESSAGES.dosageReminder);
    fireEvent.click(within(form).getByRole('button', { name: 'Submit review' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.ratingRequired);
    fireEvent.click(within(form).getByLabelText('4 stars'));
    fireEvent.change(within(form).getByLabelText('Title (optional)'), { target: { value: 'Good' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(calls.find((c) => c.url === urlOf(reviewPaths.create))?.data).toBe(JSON.stringify({ product_id: PRODUCT, rating: 4, title: 'Good', body: '' })));
    expect(await screen.findByText(REVIEW_MESSAGES.saved)).toBeInTheDocument();
  });

  it('tells a patient who has not received the product that only verified buyers review', async () => {
    render({ loggedIn: true, mine: { eligible: false, review: null } });
    expect(await screen.findByText('Only verified buyers who received this product can review it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull();
  });

  it('shows photos as thumbnails that open larger, and close with Escape', async () => {
    render({ list: () => page([review(3, { photos: ['/uploads/reviews/3/a.jpg', '/uploads/reviews/3/b.png'] })]) });
    const open = await screen.findByRole('button', { name: 'Open photo 2 of 2 by Kavya S.' });
    fireEvent.click(open);
    const viewer = screen.getByRole('dialog', { name: 'Photo 2 of 2 by Kavya S.' });
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/uploads/reviews/3/b.png');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends the chosen photos after the review, and refuses a 4th before sending', async () => {
    const { calls } = render({ loggedIn: true, mine: { eligible: true, review: null }, route: `/home/buy-medicine/product-details/${PRODUCT}?review=1`, onPost: () => ({ ...review(9), status: 'published' }) });
    const form = await screen.findByRole('form', { name: 'Write a review' });
    const input = within(form).getByLabelText(/Photos \(optional, up to 3/);
    const photo = (name: string) => new File([new Uint8Array([0x89, 0x50])], name, { type: 'image/png' });
    fireEvent.change(input, { target: { files: [photo('1.png'), photo('2.png'), photo('3.png'), photo('4.png')] } });
    expect(await within(form).findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.tooManyPhotos);
    fireEvent.change(input, { target: { files: [photo('jar.png')] } });
    fireEvent.click(within(form).getByLabelText('5 stars'));
    fireEvent.click(within(form).getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(calls.some((c) => c.url === urlOf(reviewPaths.photos, { id: 9 }))).toBe(true));
    const sent = calls.find((c) => c.url === urlOf(reviewPaths.photos, { id: 9 }))?.data as FormData;
    expect(sent.getAll('photos').map((file) => (file as File).name)).toEqual(['jar.png']);
  });

  it('a guest opens the form from the mail link and sends the review with the token, without logging in', async () => {
    const token = '12.7.1999999999.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
    const { calls } = render({
      guest: { product_id: PRODUCT, product_name: 'Tulsi drops', reviewer_name: 'Asha K.', review: null },
      route: `/home/buy-medicine/product-details/${PRODUCT}?review=1&guest=${token}`,
      onPost: () => ({ ...review(10), status: 'published' }),
    });
    expect(await screen.findByTestId('guest-review-intro')).toHaveTextContent('Reviewing as Asha K.');
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    const form = screen.getByRole('form', { name: 'Write a review' });
    fireEvent.click(within(form).getByLabelText('3 stars'));
    fireEvent.click(within(form).getByRole('button', { name: 'Submit review' }));
    await waitFor(() => expect(calls.find((c) => c.url === urlOf(reviewPaths.guest) && c.method === 'post')?.data).toBe(JSON.stringify({ token, rating: 3, title: '', body: '' })));
    expect(await screen.findByText(REVIEW_MESSAGES.saved)).toBeInTheDocument();
  });
});
