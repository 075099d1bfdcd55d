/** File storage on the local disk: the public area is DATA_DIR/uploads (served at /uploads/), the private one DATA_DIR/private. */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfKey, type FileStorage, isValidKey, type StorageArea, type StoredObject } from './types';

export class LocalDiskStorage implements FileStorage {
  constructor(private readonly roots: Record<StorageArea, string>) {}

  private fileOf(area: StorageArea, key: string): string {
    if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    const root = path.resolve(this.roots[area]);
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`Storage key escapes its area: ${key}`);
    return file;
  }

  async put(area: StorageArea, key: string, data: Buffer): Promise<void> {
    const file = this.fileOf(area, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data, { flag: 'wx' });
  }

  async get(area: StorageArea, key: string): Promise<StoredObject | null> {
    if (!isValidKey(key)) return null;
    try {
      return { data: await readFile(this.fileOf(area, key)), contentType: contentTypeOfKey(key) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw error;
    }
  }

  async remove(area: StorageArea, key: string): Promise<void> {
    await rm(this.fileOf(area, key), { force: true });
  }
}
