import { UNCONFIRMED_MANIFEST_ATTRIBUTE } from '../offline/cached-page';
import { INLINE_MANIFEST_ID, resetInlineManifest, takeInlineManifest } from './inline-manifest';

function pageWith(text: string | null, unconfirmed = false): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (text !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = INLINE_MANIFEST_ID;
    script.textContent = text;
    if (unconfirmed) script.setAttribute(UNCONFIRMED_MANIFEST_ATTRIBUTE, '');
    doc.head.appendChild(script);
  }
  return doc;
}

describe('the inlined remote manifest', () => {
  beforeEach(() => resetInlineManifest());

  it('is read once from the page, then left to the network', () => {
    const doc = pageWith('{"storefront":{"entry":"/apps/mfe-storefront/1.0.0+abc/remoteEntry.js","version":"1.0.0+abc","disabled":false}}');
    expect(takeInlineManifest(doc)).toEqual({ storefront: { entry: '/apps/mfe-storefront/1.0.0+abc/remoteEntry.js', version: '1.0.0+abc', disabled: false } });
    expect(takeInlineManifest(doc)).toBeNull();
  });

  it('is ignored when missing, empty (page served without includes) or malformed', () => {
    for (const text of [null, '', '<!--# include virtual="/remotes.json" -->', 'not json', '[1]', 'null']) {
      resetInlineManifest();
      expect(takeInlineManifest(pageWith(text))).toBeNull();
    }
  });

  it('is left to the network when the worker answered the page from its cache (it may predate a rollback)', () => {
    expect(takeInlineManifest(pageWith('{"storefront":"/apps/mfe-storefront/1.0.0+abc/remoteEntry.js"}', true))).toBeNull();
  });
});
