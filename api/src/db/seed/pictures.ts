/**
 * The demo's pictures are drawn as SVG (svg.ts) and stored as WebP, as a seller's photo would be: a browser
 * draws an SVG picture on the page's main thread (a document per picture, then painting its shapes and
 * text), which made every demo page slower than the same page with real photos (issue 29). Drawing 400
 * pictures takes seconds, so each drawing is kept in a cache folder under its SVG's hash and reused by
 * later seeds (tests seed many databases).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { SeedImageWriter } from './svg';

export const SEED_PICTURE_TYPE = 'image/webp';
const QUALITY = 75;
const CACHE_DIR = path.join(os.tmpdir(), 'ayurveda-seed-pictures');
const PARALLEL = 4;

/** Collects the drawings under their storage keys (`seed/<folder>/<name>.webp`) while the rows are written. */
export function createSeedPictures(): { write: SeedImageWriter; drawings: Map<string, string> } {
  const drawings = new Map<string, string>();
  const write: SeedImageWriter = (folder, fileName, svg) => {
    const key = `seed/${folder}/${fileName.replace(/\.svg$/, '.webp')}`;
    drawings.set(key, svg);
    return `/uploads/${key}`;
  };
  return { write, drawings };
}

async function rasterize(svg: string): Promise<Buffer> {
  const hash = createHash('sha256').update(`${sharp.versions.sharp}:${QUALITY}:${svg}`).digest('hex');
  const cached = path.join(CACHE_DIR, `${hash}.webp`);
  try {
    return readFileSync(cached);
  } catch {
    const picture = await sharp(Buffer.from(svg)).webp({ quality: QUALITY }).toBuffer();
    mkdirSync(CACHE_DIR, { recursive: true });
    // written aside, then renamed: another seed reading the cache never sees half a file
    const aside = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(aside, picture);
    renameSync(aside, cached);
    return picture;
  }
}

/** Runs `work` on every item, `parallel` at a time. */
export async function inParallel<T>(items: Iterable<T>, parallel: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) await work(next);
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

/** Every drawing as a WebP picture, under its key. */
export async function rasterizeAll(drawings: Map<string, string>): Promise<Array<[string, Buffer]>> {
  const pictures: Array<[string, Buffer]> = [];
  await inParallel(drawings, PARALLEL, async ([key, svg]) => void pictures.push([key, await rasterize(svg)]));
  return pictures;
}

/** Writes the pictures under `<uploadsDir>/<key>`. */
export function writePictures(uploadsDir: string, pictures: Array<[string, Buffer]>): void {
  for (const [key, picture] of pictures) {
    const file = path.join(uploadsDir, key);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, picture);
  }
}
