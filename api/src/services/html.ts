/**
 * Server-side HTML sanitising for rich text stored in the database (policies, product descriptions): links get
 * rel="noopener noreferrer", and images only from this shop (a path such as /uploads/…, or the shop's own
 * address); an image from another origin is dropped, so a description cannot track its readers.
 */
import sanitizeHtml from 'sanitize-html';
import { shopContext } from './mail/context';

function isOwnImage(src: string | undefined): boolean {
  const value = (src ?? '').trim();
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    return new URL(value).origin === new URL(shopContext().publicUrl).origin;
  } catch {
    return false;
  }
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'h1', 'h2', 'img'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnImage(frame.attribs.src),
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
