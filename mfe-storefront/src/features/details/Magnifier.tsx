import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { ZOOM_DEFAULTS } from 'shared-lib/domain';
import { resultPaneSize, showsResultPane, zoomAt, type Size, type ZoomState } from './zoom-geometry';
import styles from './details.module.css';

function useViewportWidth() {
  const [width, setWidth] = useState(() => (typeof window === 'undefined' ? 1280 : window.innerWidth));
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

/** Hover the thumbnail: a lens follows the pointer and a pane beside it shows the enlarged image. */
export function Magnifier({ src, alt }: { src: string; alt: string }) {
  const box: Size = { width: ZOOM_DEFAULTS.imageWidth, height: ZOOM_DEFAULTS.imageHeight };
  const [natural, setNatural] = useState<Size>(box);
  const [zoom, setZoom] = useState<ZoomState | null>(null);
  const viewport = useViewportWidth();
  const paneOn = showsResultPane(viewport);
  const area = useRef<Size>({ width: 1200, height: 700 });

  const onMove = (event: MouseEvent<HTMLDivElement>) => {
    if (!paneOn) return;
    const rect = event.currentTarget.getBoundingClientRect();
    area.current = { width: Math.min(window.innerWidth, 1200), height: window.innerHeight };
    const pane = resultPaneSize(area.current);
    setZoom(zoomAt({ x: event.clientX - rect.left, y: event.clientY - rect.top }, natural, box, pane));
  };
  const pane = resultPaneSize(area.current);

  return (
    <div className={styles.zoomOuter} style={{ width: ZOOM_DEFAULTS.outerBoxWidth }}>
      <div className={styles.zoomBox} style={{ width: box.width, height: box.height }} onMouseMove={onMove} onMouseLeave={() => setZoom(null)} data-testid="magnifier">
        <img
          src={src}
          alt={alt}
          width={box.width}
          height={box.height}
          // the page's largest image: the shell page's boot script has already asked for it, with this priority
          fetchPriority="high"
          onLoad={(event) => setNatural({ width: event.currentTarget.naturalWidth || box.width, height: event.currentTarget.naturalHeight || box.height })}
        />
        {zoom && paneOn && (
          <div
            className={styles.lens}
            data-testid="zoom-lens"
            style={{ left: zoom.lens.x, top: zoom.lens.y, width: zoom.lens.width, height: zoom.lens.height }}
          />
        )}
      </div>
      {zoom && paneOn && (
        <div
          className={styles.zoomResult}
          data-testid="zoom-result"
          aria-hidden="true"
          style={{
            top: ZOOM_DEFAULTS.topOffset,
            left: ZOOM_DEFAULTS.outerBoxWidth + ZOOM_DEFAULTS.rightOffset,
            width: pane.width,
            height: pane.height,
            backgroundImage: `url("${src}")`,
            backgroundSize: `${zoom.background.width}px ${zoom.background.height}px`,
            backgroundPosition: `${zoom.background.x}px ${zoom.background.y}px`,
          }}
        />
      )}
    </div>
  );
}
