import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const PreviousPathContext = createContext<string | null>(null);

/** Remembers the last path and restores each page's scroll position when the user goes back or forward. */
export function NavigationHistory({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const current = useRef<string | null>(null);
  const [previous, setPrevious] = useState<string | null>(null);
  const scrollByKey = useRef(new Map<string, number>());
  const lastKey = useRef(location.key);

  useEffect(() => {
    const path = location.pathname + location.search;
    const firstPage = current.current === null;
    if (!firstPage && current.current !== path) setPrevious(current.current);
    current.current = path;
    // The visit's first page keeps the browser's own scroll position: reading scrollY while the page starts forced a
    // layout of the whole page in the start-up's busiest task (issue 29).
    if (firstPage) return;

    scrollByKey.current.set(lastKey.current, window.scrollY);
    lastKey.current = location.key;
    const saved = scrollByKey.current.get(location.key);
    const restore = navigationType === 'POP' && saved !== undefined ? saved : 0;
    // Wait a frame so the new page has laid out before scrolling.
    const frame = window.requestAnimationFrame(() => window.scrollTo(0, restore));
    return () => window.cancelAnimationFrame(frame);
  }, [location, navigationType]);

  return <PreviousPathContext.Provider value={previous}>{children}</PreviousPathContext.Provider>;
}

export function usePreviousPath(): string | null {
  return useContext(PreviousPathContext);
}
