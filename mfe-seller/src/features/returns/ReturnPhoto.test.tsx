/** A return's private photo: read with the session's token through the API (never a public URL), shown from an object URL released on unmount; a refused read shows no image. */
import { screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { renderWithStore } from 'shared-lib/testing';
import { ReturnPhoto } from './ReturnPhoto';

const revoked: string[] = [];
beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:photo-1', revokeObjectURL: (url: string) => revoked.push(url) });
});

function render(path: string, answer: { status?: number; data: unknown }) {
  const asked: InternalAxiosRequestConfig[] = [];
  const view = renderWithStore(<ReturnPhoto path={path} alt="Photo from the buyer" />, {
    api: (config: InternalAxiosRequestConfig) => {
      asked.push(config);
      return answer;
    },
  });
  return { ...view, asked };
}

it('reads the photo through the API as a blob and shows it from an object URL, released on unmount', async () => {
  const { asked, unmount } = render('returns/7/photos/12', { data: new Blob(['png']) });
  const img = await screen.findByRole('img', { name: 'Photo from the buyer' });
  expect(img.getAttribute('src')).toBe('blob:photo-1');
  expect(asked.map((c) => [c.url, c.responseType])).toEqual([['returns/7/photos/12', 'blob']]);
  unmount();
  expect(revoked).toEqual(['blob:photo-1']);
});

it('shows no image when the photo is refused', async () => {
  const { asked } = render('returns/7/photos/13', { status: 404, data: { success: false, message: 'Return not found', data: null } });
  await waitFor(() => expect(asked).toHaveLength(1));
  expect(screen.queryByRole('img')).toBeNull();
});
