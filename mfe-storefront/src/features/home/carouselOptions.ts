/**
 * The spec's carousel options (an Owl Carousel configuration, CAROUSEL_OPTIONS in shared-lib/domain)
 * mapped onto embla-carousel 8. Pure: no DOM, no React.
 *
 * | spec (Owl)                     | embla                                                                 |
 * | ------------------------------ | --------------------------------------------------------------------- |
 * | loop                           | `loop`                                                                |
 * | center                         | `align: 'center'`                                                     |
 * | navSpeed 100 (ms)              | `duration` (not ms in embla; see emblaDurationFor)                    |
 * | responsive {0:1,400:2,...}     | items per view from the window width (itemsPerView, min-width queries) |
 * | autoplay (timeout: Owl's 5 s)  | Autoplay plugin `playOnInit`, `delay`                                 |
 * | autoplayHoverPause             | `stopOnMouseEnter` (resumes on mouse leave)                           |
 * | pause on touch                 | Autoplay stops on pointerDown and resumes on pointerUp                |
 * |                                | (`stopOnInteraction: false`), as Owl's touchstart/touchend pause      |
 * | page hidden                    | the Autoplay plugin stops on `visibilitychange` to hidden and resumes |
 * |                                | on visible only if it was playing                                     |
 * | drag threshold 3 px            | `dragThreshold`                                                       |
 * | click-block 300 ms after drag  | `watchDrag` on, plus createDragClickGuard (embla itself only blocks   |
 * |                                | the one click that ends a drag)                                       |
 * | snap zone 30 px                | no embla option: embla snaps by drag force (internal threshold)       |
 */
import type useEmblaCarousel from 'embla-carousel-react';
import type Autoplay from 'embla-carousel-autoplay';
import { CAROUSEL_OPTIONS } from 'shared-lib/domain';

export type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;
export type AutoplayOptions = NonNullable<Parameters<typeof Autoplay>[0]>;
/** The running carousel (embla's api), once CarouselMotion has started it. */
export type Embla = NonNullable<ReturnType<typeof useEmblaCarousel>[1]>;
export type CarouselSpec = {
  loop: boolean;
  autoplay: boolean;
  center: boolean;
  navSpeed: number;
  responsive: Record<number, number>;
  pauseOnHover: boolean;
  dragThreshold: number;
  clickBlockMs: number;
};

/** Owl's default autoplayTimeout; the spec does not name another. */
export const AUTOPLAY_DELAY_MS = 5000;

/** Items shown at a window width: the entry of the largest breakpoint not above the width (Owl's rule). */
export function itemsPerView(width: number, responsive: Record<number, number> = CAROUSEL_OPTIONS.responsive): number {
  let items = 1;
  let best = -Infinity;
  for (const [min, count] of Object.entries(responsive)) {
    const breakpoint = Number(min);
    if (breakpoint <= width && breakpoint > best) {
      best = breakpoint;
      items = count;
    }
  }
  return items;
}

/** The media queries whose matching changes the items per view (the 0 breakpoint always applies). */
export function breakpointQueries(responsive: Record<number, number> = CAROUSEL_OPTIONS.responsive): string[] {
  return Object.keys(responsive)
    .map(Number)
    .filter((min) => min > 0)
    .sort((a, b) => a - b)
    .map((min) => `(min-width: ${min}px)`);
}

/** Items per view from which of breakpointQueries() match (what the component reads from matchMedia). */
export function itemsPerViewForMatches(matches: (query: string) => boolean, responsive: Record<number, number> = CAROUSEL_OPTIONS.responsive): number {
  const widest = breakpointQueries(responsive)
    .filter(matches)
    .map((query) => Number(/(\d+)px/.exec(query)![1]))
    .reduce((a, b) => Math.max(a, b), 0);
  return itemsPerView(widest, responsive);
}

// embla's scroll: every 1000/60 ms, velocity += distance left / duration; velocity *= 0.68 (its friction).
const EMBLA_STEP_MS = 1000 / 60;
const EMBLA_FRICTION = 0.68;
/** Most overshoot we accept: a faster duration than this bounces visibly past the slide. */
const MAX_OVERSHOOT = 0.02;

/** Simulates embla's scroll body: time to cover 95 % of the way, and the overshoot past the target. */
export function emblaScrollProfile(duration: number): { ms: number; overshoot: number } {
  let location = 0;
  let velocity = 0;
  let reached = Infinity;
  let furthest = 0;
  for (let step = 1; step <= 600; step++) {
    velocity = (velocity + (1 - location) / duration) * EMBLA_FRICTION;
    location += velocity;
    furthest = Math.max(furthest, location);
    if (reached === Infinity && location >= 0.95) reached = step * EMBLA_STEP_MS;
  }
  return { ms: reached, overshoot: furthest - 1 };
}

/**
 * Owl's navSpeed is a transition time in ms; embla's `duration` is a physics factor (default 25,
 * recommended 20-60). The closest equivalent is the duration whose travel time is nearest to navSpeed
 * without bouncing (overshoot at most 2 %). 100 ms is faster than embla can travel cleanly, so this
 * gives 14 (about 230 ms to 95 %); the snappiest embla allows without a bounce.
 */
export function emblaDurationFor(navSpeedMs: number): number {
  let best = 60;
  for (let duration = 60; duration >= 1; duration--) {
    const profile = emblaScrollProfile(duration);
    if (profile.overshoot > MAX_OVERSHOOT) break;
    if (Math.abs(profile.ms - navSpeedMs) <= Math.abs(emblaScrollProfile(best).ms - navSpeedMs)) best = duration;
  }
  return best;
}

export function emblaOptions(spec: CarouselSpec = CAROUSEL_OPTIONS): EmblaOptions {
  return {
    loop: spec.loop,
    align: spec.center ? 'center' : 'start',
    duration: emblaDurationFor(spec.navSpeed),
    dragThreshold: spec.dragThreshold,
    slidesToScroll: 1, // Owl's slideBy 1
    watchDrag: true, // Owl's mouseDrag and touchDrag
  };
}

export function autoplayOptions(spec: CarouselSpec = CAROUSEL_OPTIONS): AutoplayOptions {
  return {
    delay: AUTOPLAY_DELAY_MS,
    playOnInit: spec.autoplay,
    stopOnMouseEnter: spec.pauseOnHover,
    // pause (not stop for good) on touch or drag, like Owl's hover pause on touchstart/touchend;
    // this also makes a hovered carousel resume on mouse leave.
    stopOnInteraction: false,
    stopOnFocusIn: true,
  };
}

/**
 * Owl blocks clicks for 300 ms after a drag so a swipe never opens a slide's link. Feed it the
 * pointer's x and the time; `blocks(now)` says whether a click must be swallowed.
 */
export function createDragClickGuard(spec: Pick<CarouselSpec, 'dragThreshold' | 'clickBlockMs'> = CAROUSEL_OPTIONS) {
  let startX: number | null = null;
  let dragged = false;
  let blockedUntil = -Infinity;
  return {
    down(x: number) {
      startX = x;
      dragged = false;
    },
    move(x: number) {
      if (startX !== null && Math.abs(x - startX) > spec.dragThreshold) dragged = true;
    },
    up(now: number) {
      if (startX !== null && dragged) blockedUntil = now + spec.clickBlockMs;
      startX = null;
      dragged = false;
    },
    blocks(now: number) {
      return now < blockedUntil;
    },
  };
}
