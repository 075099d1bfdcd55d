import { type CSSProperties, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { breakpointQueries, createDragClickGuard, type Embla, itemsPerViewForMatches } from './carouselOptions';
import styles from './Carousel.module.css';
import { useTranslation } from 'shared-lib/i18n';
import { STOREFRONT_NS } from '../../i18n/texts';

// embla and its autoplay plugin (7 KB compressed) load after the first paint, when they take over the slides.
const CarouselMotion = lazy(() => import('./CarouselMotion'));
const QUERIES = breakpointQueries();

function currentItemsPerView(): number {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 1;
  return itemsPerViewForMatches((query) => window.matchMedia(query).matches);
}

/** Items per view for the window width (spec breakpoints 0/400/740/940/1000 -> 1/2/3/4/1), live on resize. */
function useItemsPerView(): number {
  const [items, setItems] = useState(currentItemsPerView);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const lists = QUERIES.map((query) => window.matchMedia(query));
    const update = () => setItems(currentItemsPerView());
    lists.forEach((list) => list.addEventListener('change', update));
    update();
    return () => lists.forEach((list) => list.removeEventListener('change', update));
  }, []);
  return items;
}

/**
 * True once the browser has laid out and painted the carousel's first frame: embla measures its slides
 * when it starts, and measuring a page whose layout is still dirty forces a synchronous layout of the whole
 * page inside the first render's task; after a paint the layout is clean and the measurement is cheap.
 */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * Looping, autoplaying, centred carousel with the spec's options (see carouselOptions.ts): pauses on
 * hover, touch or keyboard focus, stops while the page is hidden, swallows clicks for 300 ms after a drag.
 */
export function Carousel({ label, children }: { label: string; children: ReactNode[] }) {
  const { t } = useTranslation(STOREFRONT_NS);
  const viewport = useRef<HTMLDivElement>(null);
  const [embla, setEmbla] = useState<Embla>();
  const perView = useItemsPerView();
  // the slides are laid out by CSS (--per-view) from the start; embla takes over after the first paint
  const painted = useAfterFirstPaint();
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!embla) return undefined;
    // the plugin emits before it flips isPlaying(), so follow the events themselves
    const playing = () => setPlaying(true);
    const stopped = () => setPlaying(false);
    const sync = () => setPlaying(Boolean(embla.plugins().autoplay?.isPlaying()));
    sync();
    embla.on('autoplay:play', playing).on('autoplay:stop', stopped).on('reInit', sync);
    return () => {
      embla.off('autoplay:play', playing).off('autoplay:stop', stopped).off('reInit', sync);
    };
  }, [embla]);

  // Owl's 300 ms click block after a drag (embla only swallows the click that ends the drag).
  useEffect(() => {
    const root = embla?.rootNode();
    if (!root) return undefined;
    const guard = createDragClickGuard();
    const down = (event: PointerEvent) => guard.down(event.clientX);
    const move = (event: PointerEvent) => guard.move(event.clientX);
    const up = () => guard.up(performance.now());
    const click = (event: MouseEvent) => {
      if (!guard.blocks(performance.now())) return;
      event.preventDefault();
      event.stopPropagation();
    };
    root.addEventListener('pointerdown', down);
    root.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    root.addEventListener('click', click, true);
    return () => {
      root.removeEventListener('pointerdown', down);
      root.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      root.removeEventListener('click', click, true);
    };
  }, [embla]);

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-autoplay={playing ? 'playing' : 'stopped'}
      data-per-view={perView}
      style={{ '--per-view': perView } as CSSProperties}
    >
      {painted && (
        <Suspense fallback={null}>
          <CarouselMotion viewport={viewport} onEmbla={setEmbla} />
        </Suspense>
      )}
      <div className={styles.viewport} ref={viewport}>
        <div className={styles.container}>
          {children.map((child, index) => (
            <div className={styles.slide} key={index} role="group" aria-roledescription="slide" aria-label={t('carousel.slide', { index: index + 1, total: children.length })}>
              {child}
            </div>
          ))}
        </div>
      </div>
      <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label={t('carousel.previous')} onClick={() => embla?.scrollPrev()}>
        ‹
      </button>
      <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label={t('carousel.next')} onClick={() => embla?.scrollNext()}>
        ›
      </button>
    </div>
  );
}
