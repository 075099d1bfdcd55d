/** A PNG "image bomb" made in memory: small on the wire, huge once decoded (for the upload checks' tests). */
import { crc32, deflateSync } from 'node:zlib';

export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG declaring width × height (8-bit RGBA) whose compressed data inflates to `inflated` bytes. */
export function pngBomb(width: number, height: number, inflated: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', ihdr), pngChunk('IDAT', deflateSync(Buffer.alloc(inflated), { level: 9 })), pngChunk('IEND', Buffer.alloc(0))]);
}
