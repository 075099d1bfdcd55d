/**
 * The header search's suggestions as a lazy part: its chunk (and RTK Query with it) is requested only when
 * the search box is first focused, never during the first render. A chunk that fails to load leaves the
 * plain search box, which still submits.
 */
import { Component, lazy, type ReactNode, Suspense } from 'react';
import type { ComboboxState, KeyHandler, SearchSuggestionsProps } from './SearchSuggestions';

export type { ComboboxState, KeyHandler };

/** The listbox's id: the header's input names it in aria-controls from the first render. */
export const SUGGESTIONS_ID = 'header-suggestions';

const Part = lazy(() => import('./SearchSuggestions').then((module) => ({ default: module.SearchSuggestions })));

class NothingOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The search suggestions could not load', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function LazySearchSuggestions(props: SearchSuggestionsProps) {
  return (
    <NothingOnError>
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    </NothingOnError>
  );
}
