import {
  AUTOPLAY_DELAY_MS,
  autoplayOptions,
  breakpointQueries,
  createDragClickGuard,
  emblaDurationFor,
  emblaOptions,
  emblaScrollProfile,
  itemsPerView,
  itemsPerViewForMatches,
} from './carouselOptions';

describe('carousel options (spec breakpoints 0/400/740/940/1000 -> 1/2/3/4/1)', () => {
  it.each([
    [320, 1],
    [399, 1],
    [400, 2],
    [420, 2],
    [740, 3],
    [800, 3],
    [940, 4],
    [960, 4],
    [999, 4],
    [1000, 1],
    [1200, 1],
  ])('shows %i px -> %i item(s) per view', (width, items) => {
    expect(itemsPerView(width)).toBe(items);
  });

  it('derives the same count from the matching min-width media queries', () => {
    expect(breakpointQueries()).toEqual(['(min-width: 400px)', '(min-width: 740px)', '(min-width: 940px)', '(min-width: 1000px)']);
    for (const width of [320, 420, 800, 960, 1200]) {
      const matches = (query: string) => width >= Number(/(\d+)px/.exec(query)![1]);
      expect(itemsPerViewForMatches(matches)).toBe(itemsPerView(width));
    }
  });

  it('maps loop, centred alignment, drag threshold and speed onto embla', () => {
    expect(emblaOptions()).toEqual({ loop: true, align: 'center', dragThreshold: 3, duration: 14, slidesToScroll: 1, watchDrag: true });
    expect(emblaOptions({ loop: false, autoplay: false, center: false, navSpeed: 100, responsive: { 0: 1 }, pauseOnHover: false, dragThreshold: 3, clickBlockMs: 300 })).toMatchObject({
      loop: false,
      align: 'start',
    });
  });

  it('picks the fastest embla duration near navSpeed that does not bounce', () => {
    const duration = emblaDurationFor(100);
    expect(duration).toBe(14);
    expect(emblaScrollProfile(duration).overshoot).toBeLessThanOrEqual(0.02);
    expect(emblaScrollProfile(duration - 1).overshoot).toBeGreaterThan(0.02);
    // slower speeds map to larger durations, and embla's default 25 is about half a second
    expect(emblaDurationFor(500)).toBeGreaterThan(duration);
    expect(emblaScrollProfile(25).ms).toBeGreaterThan(400);
  });

  it('autoplays on init, pauses on hover and on touch, resumes afterwards', () => {
    expect(autoplayOptions()).toEqual({ delay: AUTOPLAY_DELAY_MS, playOnInit: true, stopOnMouseEnter: true, stopOnInteraction: false, stopOnFocusIn: true });
  });

  it('blocks clicks for 300 ms after a drag beyond 3 px, never after a tap', () => {
    const guard = createDragClickGuard();
    guard.down(100);
    guard.move(102);
    guard.up(1000);
    expect(guard.blocks(1001)).toBe(false); // a 2 px wobble is a tap
    guard.down(100);
    guard.move(104);
    guard.up(2000);
    expect(guard.blocks(2000)).toBe(true);
    expect(guard.blocks(2299)).toBe(true);
    expect(guard.blocks(2300)).toBe(false);
  });
});
