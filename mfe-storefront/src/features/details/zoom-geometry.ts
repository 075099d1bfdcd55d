/** Image magnifier geometry (spec section 9), pure so it can be tested without a browser. */
import { ZOOM_DEFAULTS } from 'shared-lib/domain';

export interface Size {
  width: number;
  height: number;
}

/**
 * Lens size for an image shown in a box: 150 x 150 by default; an image more than twice as wide as
 * tall gets a lens a third of the box width and the full height; more than twice as tall as wide, the
 * full width and a third of the height.
 */
export function lensSize(natural: Size, box: Size = { width: ZOOM_DEFAULTS.imageWidth, height: ZOOM_DEFAULTS.imageHeight }): Size {
  if (natural.width > 2 * natural.height) return { width: box.width / 3, height: box.height };
  if (natural.height > 2 * natural.width) return { width: box.width, height: box.height / 3 };
  return { width: Math.min(ZOOM_DEFAULTS.lensWidth, box.width), height: Math.min(ZOOM_DEFAULTS.lensHeight, box.height) };
}

/** The result pane shows only on screens wider than 800 px. */
export function showsResultPane(viewportWidth: number): boolean {
  return viewportWidth > ZOOM_DEFAULTS.hideResultAtMaxWidth;
}

/** Result pane size: 35% by 60% of the area it is measured against. */
export function resultPaneSize(area: Size): Size {
  return { width: (area.width * ZOOM_DEFAULTS.resultWidthPercent) / 100, height: (area.height * ZOOM_DEFAULTS.resultHeightPercent) / 100 };
}

export interface ZoomState {
  lens: { x: number; y: number; width: number; height: number };
  /** background-size and background-position of the result pane, in px */
  background: { width: number; height: number; x: number; y: number };
}

/**
 * The lens follows the pointer (centred on it, kept inside the box); the pane shows the part under the
 * lens enlarged by pane / lens.
 */
export function zoomAt(pointer: { x: number; y: number }, natural: Size, box: Size, pane: Size): ZoomState {
  const lens = lensSize(natural, box);
  const clamp = (value: number, max: number) => Math.max(0, Math.min(value, max));
  const x = clamp(pointer.x - lens.width / 2, box.width - lens.width);
  const y = clamp(pointer.y - lens.height / 2, box.height - lens.height);
  const cx = pane.width / lens.width;
  const cy = pane.height / lens.height;
  return {
    lens: { x, y, width: lens.width, height: lens.height },
    background: { width: box.width * cx, height: box.height * cy, x: -x * cx, y: -y * cy },
  };
}
