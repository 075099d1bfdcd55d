/** The real embla and autoplay plugin under jsdom, with element sizes stubbed so embla sees three slides. */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Carousel } from './Carousel';

const SLIDE_WIDTH = 300;
let visibility: DocumentVisibilityState = 'visible';

beforeAll(() => {
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.assign(globalThis, { ResizeObserver: Observer, IntersectionObserver: Observer });
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }),
  });
  const index = (el: HTMLElement) => (el.getAttribute('role') === 'group' ? Array.from(el.parentElement!.children).indexOf(el) : 0);
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get() { return SLIDE_WIDTH; } });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get() { return 200; } });
  Object.defineProperty(HTMLElement.prototype, 'offsetLeft', { configurable: true, get() { return index(this) * SLIDE_WIDTH; } });
  Object.defineProperty(HTMLElement.prototype, 'offsetTop', { configurable: true, get() { return 0; } });
  // jsdom computes no margins; embla reads the last slide's to size the loop
  const computed = window.getComputedStyle.bind(window);
  jest.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = computed(element, pseudo);
    const read = style.getPropertyValue.bind(style);
    return Object.assign(style, { getPropertyValue: (name: string) => (name.startsWith('margin') ? read(name) || '0px' : read(name)) });
  });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => visibility === 'hidden' });
});

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('Carousel autoplay', () => {
  afterEach(() => setVisibility('visible'));

  it('plays on init, stops while the document is hidden and resumes when it is visible again', async () => {
    render(
      <Carousel label="Offers">
        {['one', 'two', 'three'].map((text) => (
          <p key={text}>{text}</p>
        ))}
      </Carousel>,
    );
    const region = screen.getByRole('region', { name: 'Offers' });
    await screen.findByRole('region', { name: 'Offers' });
    expect(region.getAttribute('data-autoplay')).toBe('stopped');
    // embla starts after the first paint (no forced layout in the first render's task), then plays
    await waitFor(() => expect(region.getAttribute('data-autoplay')).toBe('playing'));

    setVisibility('hidden');
    expect(region.getAttribute('data-autoplay')).toBe('stopped');

    setVisibility('visible');
    expect(region.getAttribute('data-autoplay')).toBe('playing');
  });

  it('pauses while hovered', async () => {
    render(
      <Carousel label="Banners">
        {['a', 'b', 'c'].map((text) => (
          <p key={text}>{text}</p>
        ))}
      </Carousel>,
    );
    const region = screen.getByRole('region', { name: 'Banners' });
    expect(region.getAttribute('data-autoplay')).toBe('stopped');
    // embla starts after the first paint (no forced layout in the first render's task), then plays
    await waitFor(() => expect(region.getAttribute('data-autoplay')).toBe('playing'));
    const viewport = region.firstElementChild as HTMLElement;
    act(() => {
      fireEvent.mouseEnter(viewport);
    });
    expect(region.getAttribute('data-autoplay')).toBe('stopped');
    act(() => {
      fireEvent.mouseLeave(viewport);
    });
    expect(region.getAttribute('data-autoplay')).toBe('playing');
  });
});
