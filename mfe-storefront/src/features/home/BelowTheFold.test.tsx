import { act, render, screen } from '@testing-library/react';
import { BelowTheFold, NEAR_VIEWPORT_PX } from './BelowTheFold';

/** An IntersectionObserver the test drives: `enter(text)` tells the observer of that placeholder it is near. */
const observers: Array<{ callback: IntersectionObserverCallback; targets: Element[]; options?: IntersectionObserverInit }> = [];
class TestObserver {
  private entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, targets: [], options };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    this.entry.targets = [];
  }
}

/** Tells the observer of placeholder `index` it is within the margin, its top `top` px below the viewport's top. */
function enter(index: number, top = 0) {
  const { callback, targets } = observers[index];
  const entries = targets.map((target) => ({ target, isIntersecting: true, boundingClientRect: { top } }) as IntersectionObserverEntry);
  act(() => callback(entries, {} as IntersectionObserver));
}

const shown = () => ['A', 'B', 'C'].filter((text) => screen.queryByText(text));

describe('sections below the first screen', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    observers.length = 0;
    window.IntersectionObserver = TestObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  const renderSections = () =>
    render(
      <>
        {['A', 'B', 'C'].map((text) => (
          <BelowTheFold key={text}>
            <p>{text}</p>
          </BelowTheFold>
        ))}
      </>,
    );

  it('stay unmounted while the user only looks at the first screen', () => {
    renderSections();
    act(() => jest.advanceTimersByTime(10_000));
    expect(shown()).toEqual([]);
  });

  it('mount one at a time, in page order, when the browser is idle once the user starts using the page', () => {
    renderSections();
    act(() => jest.advanceTimersByTime(1000));
    expect(shown()).toEqual([]);
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    });
    expect(shown()).toEqual([]);
    act(() => jest.advanceTimersByTime(50));
    expect(shown()).toEqual(['A']);
    act(() => jest.advanceTimersByTime(50));
    expect(shown()).toEqual(['A', 'B']);
    act(() => jest.advanceTimersByTime(50));
    expect(shown()).toEqual(['A', 'B', 'C']);
  });

  it('mounts a section as soon as it comes near the viewport, ahead of its turn', () => {
    renderSections();
    expect(observers[2].options?.rootMargin).toBe(`${NEAR_VIEWPORT_PX}px 0px`);
    enter(2);
    expect(shown()).toEqual(['C']);
    act(() => jest.advanceTimersByTime(1000));
    expect(shown()).toEqual(['C']);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    act(() => jest.advanceTimersByTime(100));
    expect(shown()).toEqual(['A', 'B', 'C']);
  });

  it('before the user starts, mount only a section really on screen, not one that is only within the margin', () => {
    renderSections();
    enter(1, window.innerHeight + NEAR_VIEWPORT_PX / 2);
    expect(shown()).toEqual([]);
    enter(0, window.innerHeight - 10);
    expect(shown()).toEqual(['A']);
    act(() => {
      window.dispatchEvent(new Event('touchstart'));
    });
    enter(2, window.innerHeight + NEAR_VIEWPORT_PX / 2);
    expect(shown()).toEqual(['A', 'C']);
  });

  it('mounts everything at once where the browser cannot tell what is near the viewport', () => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    renderSections();
    expect(shown()).toEqual(['A', 'B', 'C']);
  });
});
