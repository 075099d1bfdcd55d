/** Real PNG and JPEG files made in memory for upload tests and journeys (nothing is read from disk or downloaded). */
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

type Rgb = [number, number, number];

function paint(width: number, height: number, color: Rgb, write: (offset: number, rgb: Rgb) => void): void {
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const shade = (x + y) % 16 < 8 ? 1 : 0.85;
      write((y * width + x) * 4, [Math.round(color[0] * shade), Math.round(color[1] * shade), Math.round(color[2] * shade)]);
    }
  }
}

export function makePng(width = 64, height = 64, color: Rgb = [47, 125, 79]): Buffer {
  const png = new PNG({ width, height });
  paint(width, height, color, (offset, [r, g, b]) => {
    png.data[offset] = r;
    png.data[offset + 1] = g;
    png.data[offset + 2] = b;
    png.data[offset + 3] = 255;
  });
  return PNG.sync.write(png);
}

export function makeJpeg(width = 64, height = 64, color: Rgb = [199, 119, 42]): Buffer {
  const data = Buffer.alloc(width * height * 4);
  paint(width, height, color, (offset, [r, g, b]) => {
    data[offset] = r;
    data[offset + 1] = g;
    data[offset + 2] = b;
    data[offset + 3] = 255;
  });
  return jpeg.encode({ data, width, height }, 85).data;
}

/** Refusals an upload check must make. */
export const BAD_UPLOADS = {
  htmlRenamedPng: Buffer.from('<!doctype html><script>alert(1)</script>'),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>'),
  truncatedPng: () => makePng().subarray(0, 60),
  /** a PNG with an HTML page appended after its end chunk */
  polyglot: () => Buffer.concat([makePng(), Buffer.from('<html><script>alert(1)</script></html>')]),
  oversized: () => Buffer.concat([makePng(), Buffer.alloc(6 * 1024 * 1024, 1)]),
};

/** A multipart body for app.inject, built by the platform's own FormData encoder. */
export async function multipartBody(
  fields: Record<string, string>,
  files: Record<string, { data: Buffer; filename: string; type?: string }> = {},
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) form.append(name, new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' }), file.filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}
