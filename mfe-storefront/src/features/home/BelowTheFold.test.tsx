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

function enter(index: number) {
  const { callback, targets } = observers[index];
  act(() => callback(targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), {} as IntersectionObserver));
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

  it('mount one at a time, in page order, when the browser is idle', () => {
    renderSections();
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
    act(() => jest.advanceTimersByTime(100));
    expect(shown()).toEqual(['A', 'B', 'C']);
  });

  it('mounts everything at once where the browser cannot tell what is near the viewport', () => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    renderSections();
    expect(shown()).toEqual(['A', 'B', 'C']);
  });
});
