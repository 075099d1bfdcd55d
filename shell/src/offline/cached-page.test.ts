import { pageFromCache, UNCONFIRMED_MANIFEST_ATTRIBUTE } from './cached-page';

const RELEASE = '1.4.0+0a1b2c3';
const page = (release: string, manifest: string) =>
  `<!doctype html><html><head><script type="application/json" id="app-config">{}</script><script type="application/json" id="remotes-manifest">${manifest}</script>` +
  `<script>boot()</script></head><body><div id="root"></div><script defer src="/apps/shell/${release}/main.js"></script></body></html>`;
const manifestOf = (html: string) => /id="remotes-manifest"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
const OLD = '{"storefront":{"entry":"/apps/mfe-storefront/1.0.0+aaaaaaa/remoteEntry.js"}}';
const NEWEST = '{"storefront":{"entry":"/apps/mfe-storefront/0.9.0+bbbbbbb/remoteEntry.js"}}';

describe("the repeat visit's page from the worker's cache", () => {
  it("is answered only when it is this shell release's page (another shell's waits for the network)", () => {
    expect(pageFromCache(page(RELEASE, OLD), RELEASE, null)).not.toBeNull();
    expect(pageFromCache(page('1.3.0+9f8e7d6', OLD), RELEASE, null)).toBeNull();
    expect(pageFromCache('<html><script src="/apps/shell/1.4.0+0a1b2c3/main.js"></script></html>', RELEASE, null)).toBeNull();
  });

  it('carries the newest manifest the worker holds, marked for the shell to confirm with the network', () => {
    const html = pageFromCache(page(RELEASE, OLD), RELEASE, NEWEST)!;
    expect(manifestOf(html)).toBe(NEWEST);
    expect(html).toContain(`id="remotes-manifest" ${UNCONFIRMED_MANIFEST_ATTRIBUTE}>`);
    // the rest of the page is as kept: the boot script, the shell's scripts
    expect(html).toContain('<script>boot()</script>');
    expect(html).toContain(`/apps/shell/${RELEASE}/main.js`);
  });

  it("keeps the page's own manifest without a newer one, and never lets a manifest close the element", () => {
    expect(manifestOf(pageFromCache(page(RELEASE, OLD), RELEASE, null)!)).toBe(OLD);
    const html = pageFromCache(page(RELEASE, OLD), RELEASE, '{"x":"</script><script>alert(1)</script>"}')!;
    expect(html).not.toContain('</script><script>alert(1)');
  });
});
