import { act, render, screen } from '@testing-library/react';
import { notify, Toasts } from './toasts';

describe('Toasts', () => {
  it('load nothing before the first toast, then show it and the ones after it', async () => {
    const { container } = render(<Toasts />);
    expect(container).toBeEmptyDOMElement();

    act(() => notify.success('Added to your cart', 'Cart'));
    expect(await screen.findByText('Added to your cart')).toBeInTheDocument();
    expect(screen.getByText('Cart')).toBeInTheDocument();

    act(() => notify.error('Could not save'));
    expect(await screen.findByText('Could not save')).toBeInTheDocument();
  });
});
