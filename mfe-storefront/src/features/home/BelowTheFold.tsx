/**
 * Home's sections below the first screen mount when they come near the viewport or, once the user starts
 * using the page (scrolls, touches, clicks or presses a key), one at a time when the browser is idle. A
 * visit that only looks at the first screen builds, queries and downloads only what it shows: on a
 * mid-range phone every section had added a query, its pictures and tens of milliseconds of rendering and
 * layout to the page's load (issue 29). Keyboard and screen-reader users get every section as soon as they
 * press a key. Without IntersectionObserver (old browsers, jsdom) they mount at once.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styles from './home.module.css';

/**
 * Mounts a section this far (px) before it scrolls into view: near enough that a first scroll finds it
 * built (the user's first scroll then starts the idle reveals), not so far that a phone's first screen
 * already builds the sections below it.
 */
export const NEAR_VIEWPORT_PX = 200;

/** What says the user has started to use the page (a screen reader's navigation also scrolls or focuses). */
export const USER_STARTED_EVENTS = ['scroll', 'wheel', 'pointerdown', 'touchstart', 'keydown'] as const;

type Reveal = () => void;

/** The sections of the page on screen now, waiting in page order; reset when the last one unmounts. */
const visit = { sections: 0, waiting: [] as Reveal[], idleScheduled: false, userStarted: false, stopListening: null as null | (() => void) };

const whenIdle = (work: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(work, { timeout: 3000 }) : window.setTimeout(work, 50);

/** One waiting section per idle period: the next waits until the browser is idle again, after its render. */
function revealNextWhenIdle(): void {
  if (!visit.userStarted || visit.idleScheduled || visit.waiting.length === 0) return;
  visit.idleScheduled = true;
  whenIdle(() => {
    visit.idleScheduled = false;
    visit.waiting.shift()?.();
    revealNextWhenIdle();
  });
}

function listenForTheUser(): void {
  const started = () => {
    visit.stopListening?.();
    visit.userStarted = true;
    revealNextWhenIdle();
  };
  USER_STARTED_EVENTS.forEach((name) => window.addEventListener(name, started, { capture: true, passive: true }));
  visit.stopListening = () => {
    USER_STARTED_EVENTS.forEach((name) => window.removeEventListener(name, started, true));
    visit.stopListening = null;
  };
}

/** Counts the page's sections; the first starts listening for the user, the last one gone ends the visit. */
function joinVisit(): () => void {
  if (visit.sections++ === 0) listenForTheUser();
  return () => {
    if (--visit.sections > 0) return;
    visit.stopListening?.();
    visit.userStarted = false;
  };
}

function queueReveal(reveal: Reveal): () => void {
  visit.waiting.push(reveal);
  revealNextWhenIdle();
  return () => {
    const index = visit.waiting.indexOf(reveal);
    if (index >= 0) visit.waiting.splice(index, 1);
  };
}

export function BelowTheFold({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  const placeholder = useRef<HTMLDivElement>(null);
  // a layout effect: the page listens for the user from the moment the placeholders are on screen
  useLayoutEffect(joinVisit, []);
  useEffect(() => {
    if (shown || !placeholder.current) return undefined;
    const show = () => setShown(true);
    // before the user has started, only a section really on screen mounts: a section that mounts before its
    // answer arrives is empty for a moment, which must not pull the next ones into the margin one by one
    const near = (entry: IntersectionObserverEntry) => entry.isIntersecting && (visit.userStarted || entry.boundingClientRect.top < window.innerHeight);
    const observer = new IntersectionObserver((entries) => entries.some(near) && show(), {
      rootMargin: `${NEAR_VIEWPORT_PX}px 0px`,
    });
    observer.observe(placeholder.current);
    const dequeue = queueReveal(show);
    return () => {
      observer.disconnect();
      dequeue();
    };
  }, [shown]);
  return shown ? <>{children}</> : <div ref={placeholder} className={styles.belowTheFold} aria-hidden="true" data-testid="below-the-fold" />;
}
