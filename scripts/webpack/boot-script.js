// The one inline script of the shell's page, kept here so its exact text has one home: the page embeds it,
// and its sha256 is allowed by the Content-Security-Policy (the API computes it from the page it serves;
// nginx.conf spells it out, and scripts/ops/test/boot-script.test.ts fails when the two drift apart).
// It runs before the first paint: storefront routes start fetching their remote's entry in parallel with
// the shell's own code, and routes other than home hide the app shell's welcome hero.
const BOOT_SCRIPT = `(function () {
  var hash = location.hash;
  if (!/^(#\\/?(home)?)?$/.test(hash)) document.documentElement.className += ' boot-no-hero';
  try {
    var manifest = JSON.parse(document.getElementById('remotes-manifest').textContent || '{}');
    var storefront = manifest.storefront;
    var entry = typeof storefront === 'string' ? storefront : storefront && !storefront.disabled && storefront.entry;
    if (entry && !/^#\\/(doctor|patient|seller|checkout-status)|checkout/.test(hash)) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = entry;
      document.head.appendChild(link);
    }
  } catch (error) {}
})();`;

module.exports = { BOOT_SCRIPT };
