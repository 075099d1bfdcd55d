/**
 * The header search's suggestions (issue 30): the listbox of a WAI-ARIA 1.2 combobox whose input stays in
 * Header.tsx (so nothing moves or loses focus when this chunk arrives). Loaded lazily when the search box is
 * first focused (search-suggestions-lazy.tsx); the header forwards the input's keys here.
 * Typing waits ~150 ms before asking; an answer for an earlier text is never shown for a later one.
 */
import { type KeyboardEvent, type MutableRefObject, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Suggestion } from 'shared-lib/contract';
import { formatRupees } from 'shared-lib/domain/core';
import { useGetSuggestionsQuery } from 'shared-lib/store';
import { useLocalName, useTranslation } from 'shared-lib/i18n';
import { SHELL_NS } from '../i18n/texts';
import styles from './SearchSuggestions.module.css';

export const SUGGEST_DEBOUNCE_MS = 150;

export interface ComboboxState {
  expanded: boolean;
  activeId?: string;
}
export type KeyHandler = (event: KeyboardEvent<HTMLInputElement>) => void;

export interface SearchSuggestionsProps {
  /** the listbox's id, which the header's input names in aria-controls */
  listboxId: string;
  text: string;
  focused: boolean;
  /** the header renders role=combobox with these (aria-expanded, aria-activedescendant) */
  onState: (state: ComboboxState) => void;
  /** set to this part's key handler; the header's input calls it on every key */
  keys: MutableRefObject<KeyHandler | null>;
  /** after a suggestion was chosen (the phone bar closes its search) */
  onChosen: () => void;
}

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const normalise = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');


export function hrefOf(item: Suggestion): string {
  if (item.kind === 'product') return `/home/buy-medicine/product-details/${item.id}`;
  if (item.kind === 'brand') return `/home/buy-medicine?brand=${item.id}`;
  // a health concern opens the list of its categories
  if (item.kind === 'concern') return `/home/buy-medicine?category=${item.category_ids.join(',')}`;
  return `/home/buy-medicine?category=${item.id}`;
}

export function SearchSuggestions({ listboxId, text, focused, onState, keys, onChosen }: SearchSuggestionsProps) {
  const { t } = useTranslation(SHELL_NS);
  const nameOf = useLocalName();
  const optionId = (index: number) => `${listboxId}-${index}`;
  const navigate = useNavigate();
  const typed = normalise(text);
  const asked = useDebounced(typed, SUGGEST_DEBOUNCE_MS);
  const { data } = useGetSuggestionsQuery(asked, { skip: asked.length < 2 });
  // only the answer for what is in the box now (an earlier text's answer is dropped)
  const items = typed.length >= 2 && data && data.query === typed ? data.items : [];
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  useEffect(() => {
    setDismissed(false);
    setActive(-1);
  }, [typed]);
  const open = focused && !dismissed && items.length > 0;
  const activeId = open && active >= 0 ? optionId(active) : undefined;
  useEffect(() => onState({ expanded: open, activeId }), [open, activeId, onState]);

  const choose = (item: Suggestion) => {
    setDismissed(true);
    onChosen();
    navigate(hrefOf(item));
  };
  keys.current = (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!items.length) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!open) {
        setDismissed(false);
        setActive(step > 0 ? 0 : items.length - 1);
      } else {
        // past either end the active option returns to the box itself (-1), as in the APG example
        const next = active + step;
        setActive(next >= items.length ? -1 : next < -1 ? items.length - 1 : next);
      }
    } else if (event.key === 'Enter' && open && active >= 0 && active < items.length) {
      event.preventDefault();
      choose(items[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setDismissed(true);
      setActive(-1);
    }
  };

  const announcement = typed.length < 2 || !data || data.query !== typed ? '' : items.length ? t('search.count', { count: items.length }) : t('search.none');
  return (
    <>
      <span className="visually-hidden" role="status" aria-live="polite">
        {focused ? announcement : ''}
      </span>
      {open && (
        <ul id={listboxId} role="listbox" aria-label={t('search.suggestions')} className={styles.listbox}>
          {items.map((item, index) => (
            <li
              key={`${item.kind}-${item.id}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={`${styles.option} ${index === active ? styles.active : ''}`}
              // keep the focus in the box: the click chooses
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(item)}
              onMouseEnter={() => setActive(index)}
            >
              {item.kind === 'product' ? (
                <>
                  <img src={item.image} alt="" width={36} height={36} className={styles.picture} />
                  <span className={styles.name}>{item.name}</span>
                  <span className={styles.price}>{formatRupees(item.sales_price)}</span>
                </>
              ) : (
                <>
                  <span className={styles.kind}>{t(`search.kind.${item.kind}`)}</span>
                  <span className={styles.name}>{nameOf(item)}</span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
