import { ZOOM_DEFAULTS } from 'shared-lib/domain';
import { lensSize, resultPaneSize, showsResultPane, zoomAt } from './zoom-geometry';

const box = { width: 300, height: 300 };

describe('magnifier geometry', () => {
  it('uses the defaults: lens 150x150 on a 300x300 image', () => {
    expect(ZOOM_DEFAULTS).toMatchObject({ lensWidth: 150, lensHeight: 150, imageWidth: 300, imageHeight: 300, resultWidthPercent: 35, resultHeightPercent: 60 });
    expect(lensSize({ width: 800, height: 800 })).toEqual({ width: 150, height: 150 });
    expect(lensSize({ width: 800, height: 400 }, box)).toEqual({ width: 150, height: 150 }); // exactly twice: not "more than"
  });

  it('gives a wide image (more than twice as wide as tall) a lens a third of the width and full height', () => {
    expect(lensSize({ width: 900, height: 300 }, box)).toEqual({ width: 100, height: 300 });
  });

  it('gives a tall image (more than twice as tall as wide) a lens of full width and a third of the height', () => {
    expect(lensSize({ width: 300, height: 901 }, box)).toEqual({ width: 300, height: 100 });
  });

  it('hides the result pane at 800 px or narrower', () => {
    expect(showsResultPane(800)).toBe(false);
    expect(showsResultPane(375)).toBe(false);
    expect(showsResultPane(801)).toBe(true);
  });

  it('sizes the result pane 35% by 60%', () => {
    expect(resultPaneSize({ width: 1000, height: 500 })).toEqual({ width: 350, height: 300 });
  });

  it('centres the lens on the pointer, keeps it inside the image and scales the pane', () => {
    const pane = { width: 300, height: 300 };
    const middle = zoomAt({ x: 150, y: 150 }, { width: 600, height: 600 }, box, pane);
    expect(middle.lens).toEqual({ x: 75, y: 75, width: 150, height: 150 });
    expect(middle.background).toEqual({ width: 600, height: 600, x: -150, y: -150 });
    const corner = zoomAt({ x: 5, y: 295 }, { width: 600, height: 600 }, box, pane);
    expect(corner.lens).toMatchObject({ x: 0, y: 150 });
  });
});
