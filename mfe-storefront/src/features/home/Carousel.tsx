import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { type ReactNode, useEffect } from 'react';
import { CAROUSEL_OPTIONS } from 'shared-lib/domain';
import styles from './home.module.css';

/**
 * Looping, autoplaying, centred carousel (CAROUSEL_OPTIONS): items per view by breakpoint (0/400/740/940/1000
 * -> 1/2/3/4/1, in CSS), pauses on hover or touch, stops while the page is hidden.
 */
export function Carousel({ label, children }: { label: string; children: ReactNode[] }) {
  const [viewport, embla] = useEmblaCarousel(
    { loop: CAROUSEL_OPTIONS.loop, align: CAROUSEL_OPTIONS.center ? 'center' : 'start', dragThreshold: CAROUSEL_OPTIONS.dragThreshold, duration: 20 },
    [Autoplay({ delay: 4000, playOnInit: CAROUSEL_OPTIONS.autoplay, stopOnMouseEnter: CAROUSEL_OPTIONS.pauseOnHover, stopOnInteraction: false })],
  );
  useEffect(() => {
    if (!embla) return undefined;
    const autoplay = embla.plugins().autoplay;
    const onVisibility = () => (document.hidden ? autoplay?.stop() : autoplay?.play());
    const onTouch = () => autoplay?.stop();
    document.addEventListener('visibilitychange', onVisibility);
    embla.on('pointerDown', onTouch);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      embla.off('pointerDown', onTouch);
    };
  }, [embla]);
  return (
    <div className={styles.carousel} role="region" aria-roledescription="carousel" aria-label={label}>
      <div className={styles.viewport} ref={viewport}>
        <div className={styles.container}>
          {children.map((child, index) => (
            <div className={styles.slide} key={index} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${children.length}`}>
              {child}
            </div>
          ))}
        </div>
      </div>
      <button type="button" className={`${styles.arrow} ${styles.prev}`} aria-label="Previous slide" onClick={() => embla?.scrollPrev()}>
        ‹
      </button>
      <button type="button" className={`${styles.arrow} ${styles.next}`} aria-label="Next slide" onClick={() => embla?.scrollNext()}>
        ›
      </button>
    </div>
  );
}
