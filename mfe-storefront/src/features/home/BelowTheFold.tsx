/**
 * Home's sections below the first screen mount when they come near the viewport or, one at a time, when
 * the browser is idle. The first screen's render then builds (and queries for) only what is seen, and no
 * single task builds several sections: on a mid-range phone each had added tens of milliseconds to the
 * tasks that render the page. Without IntersectionObserver (old browsers, jsdom) they mount at once.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './home.module.css';

/** Mounts a section this far (px) before it scrolls into view. */
export const NEAR_VIEWPORT_PX = 800;

type Reveal = () => void;
const waiting: Reveal[] = [];
let scheduled = false;

const whenIdle = (work: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(work, { timeout: 3000 }) : window.setTimeout(work, 50);

/** One waiting section per idle period: the next waits until the browser is idle again, after its render. */
function revealNextWhenIdle(): void {
  if (scheduled || waiting.length === 0) return;
  scheduled = true;
  whenIdle(() => {
    scheduled = false;
    waiting.shift()?.();
    revealNextWhenIdle();
  });
}

function queueReveal(reveal: Reveal): () => void {
  waiting.push(reveal);
  revealNextWhenIdle();
  return () => {
    const index = waiting.indexOf(reveal);
    if (index >= 0) waiting.splice(index, 1);
  };
}

export function BelowTheFold({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown || !placeholder.current) return undefined;
    const show = () => setShown(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
      rootMargin: `${NEAR_VIEWPORT_PX}px 0px`,
    });
    observer.observe(placeholder.current);
    const dequeue = queueReveal(show);
    return () => {
      observer.disconnect();
      dequeue();
    };
  }, [shown]);
  return shown ? <>{children}</> : <div ref={placeholder} className={styles.belowTheFold} aria-hidden="true" />;
}
