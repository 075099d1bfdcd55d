/** The header search's suggestions combobox (issue 30): lazy, debounced, keyboard and screen reader per WAI-ARIA 1.2. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SuggestAnswer } from 'shared-lib/contract';
import { ok } from 'shared-lib/contract';
import { changeLanguage } from 'shared-lib/i18n';
import { renderWithStore } from 'shared-lib/testing';
import { useLocation } from 'react-router-dom';
import { Header } from './Header';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

const ASHWA: SuggestAnswer['items'] = [
  { kind: 'product', id: 11, name: 'Himalaya Ashwagandha Tablets 60 Tablets', image: '/a.svg', sales_price: 260 },
  { kind: 'product', id: 12, name: 'Dabur Ashwagandha Tablets 120 Tablets', image: '/b.svg', sales_price: 410 },
  { kind: 'brand', id: 3, name: 'Ashwa Herbals' },
  { kind: 'category', id: 5, name: 'Stress & Sleep', name_hi: 'तनाव और नींद' },
];

function renderHeader() {
  const asked: string[] = [];
  const view = renderWithStore(
    <>
      <Header />
      <Where />
    </>,
    {
    route: '/home',
    api: (config) => {
      if (!config.url?.includes('product/suggest')) return { data: ok([]) };
      const q = String((config.params as { q: string }).q);
      asked.push(q);
      return { data: ok({ query: q, items: q.startsWith('ashw') || q.startsWith('अश्व') ? ASHWA : [] }) };
    },
  },
  );
  return { ...view, asked };
}

describe('header search suggestions', () => {
  it('is a combobox from the first render, and loads nothing for suggestions until focused', async () => {
    const { asked } = renderHeader();
    const box = screen.getByRole('combobox', { name: 'Search products' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box).toHaveAttribute('aria-controls', 'header-suggestions');
    expect(asked).toEqual([]);
  });

  it('suggests after a pause in typing (one request), picks by arrow keys and Enter, and opens the product', async () => {
    const { asked } = renderHeader();
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(box, 'ashwa');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(asked).toEqual(['ashwa']); // debounced: not one request per letter
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Himalaya Ashwagandha Tablets 60 Tablets₹260',
      'Dabur Ashwagandha Tablets 120 Tablets₹410',
      'BrandAshwa Herbals',
      'CategoryStress & Sleep',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('4 suggestions');

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', 'header-suggestions-1');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', 'header-suggestions-3');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/home/buy-medicine/product-details/11'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('names a category in Hindi on a Hindi page, and a product and a brand as written', async () => {
    await act(() => changeLanguage('hi'));
    try {
      renderHeader();
      await userEvent.type(screen.getAllByRole('combobox')[0], 'ashwa');
      const options = within(await screen.findByRole('listbox')).getAllByRole('option');
      expect(options[0]).toHaveTextContent('Himalaya Ashwagandha Tablets 60 Tablets');
      expect(options[2]).toHaveTextContent('Ashwa Herbals');
      expect(options[3]).toHaveTextContent('तनाव और नींद');
      expect(options[3]).not.toHaveTextContent('Stress & Sleep');
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('closes on Escape, reopens on ArrowDown, and Enter without a choice searches the text', async () => {
    renderHeader();
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(box, 'अश्व');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('अश्व');
    await userEvent.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-activedescendant', 'header-suggestions-0');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(`/home/buy-medicine?search=${encodeURIComponent('अश्व')}`));
  });

  it('opens a brand or category list by click, and says when nothing is suggested', async () => {
    renderHeader();
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(box, 'ashwa');
    await userEvent.click(await screen.findByRole('option', { name: /Ashwa Herbals/ }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/home/buy-medicine?brand=3'));
    await userEvent.clear(box);
    await userEvent.type(box, 'zzq');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No suggestions'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
