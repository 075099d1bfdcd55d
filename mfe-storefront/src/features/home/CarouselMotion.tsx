/**
 * embla and its autoplay plugin, started on a Carousel's viewport after the first paint (Carousel loads this
 * module then, so the first render does not download them). Renders nothing; hands the api to the Carousel.
 */
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { type RefObject, useEffect, useMemo } from 'react';
import { autoplayOptions, type Embla, emblaOptions } from './carouselOptions';

const EMBLA_OPTIONS = emblaOptions();

export default function CarouselMotion({ viewport, onEmbla }: { viewport: RefObject<HTMLDivElement | null>; onEmbla: (embla: Embla | undefined) => void }) {
  const plugins = useMemo(() => [Autoplay(autoplayOptions())], []);
  const [setViewport, embla] = useEmblaCarousel(EMBLA_OPTIONS, plugins);
  useEffect(() => {
    setViewport(viewport.current);
  }, [setViewport, viewport]);
  useEffect(() => {
    onEmbla(embla);
    return () => onEmbla(undefined);
  }, [embla, onEmbla]);
  return null;
}
