/** Recognises a PNG or JPEG by its bytes (magic number and a complete image), never by its name or declared type. */
export interface ImageKind {
  contentType: 'image/png' | 'image/jpeg';
  extension: 'png' | 'jpg';
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_END = Buffer.from([0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

function isCompletePng(data: Buffer): boolean {
  return (
    data.length > PNG_SIGNATURE.length + PNG_END.length + 8 &&
    data.subarray(0, 8).equals(PNG_SIGNATURE) &&
    data.toString('latin1', 12, 16) === 'IHDR' &&
    data.subarray(data.length - PNG_END.length).equals(PNG_END)
  );
}

function isCompleteJpeg(data: Buffer): boolean {
  if (data.length < 8 || data[0] !== 0xff || data[1] !== 0xd8 || data[2] !== 0xff) return false;
  // Some encoders pad after the end-of-image marker with zero bytes.
  let end = data.length;
  while (end > 2 && data[end - 1] === 0x00) end -= 1;
  return data[end - 2] === 0xff && data[end - 1] === 0xd9;
}

export function detectImage(data: Buffer): ImageKind | null {
  if (isCompletePng(data)) return { contentType: 'image/png', extension: 'png' };
  if (isCompleteJpeg(data)) return { contentType: 'image/jpeg', extension: 'jpg' };
  return null;
}
