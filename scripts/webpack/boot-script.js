// The one inline script of the shell's page, kept here so its exact text has one home: the page embeds it,
// and its sha256 is allowed by the Content-Security-Policy (the API computes it from the page it serves;
// nginx.conf spells it out, and scripts/ops/test/boot-script.test.ts fails when the two drift apart).
// It runs before the first paint: storefront routes start fetching their remote's entry in parallel with
// the shell's own code, and routes other than home hide the app shell's welcome hero. On the product list
// (unfiltered) and on a product's details it also starts the page's API request at once and leaves it in
// `window.__ayurvedaBoot` (`{ method, path, body, at, response }`, the storefront's boot-handoff.ts takes
// it once, when its own request is the same, within 30 s); when the answer is in, the images the first
// screen shows (the details' picture, the list's first cards) are preloaded with high priority.
const BOOT_SCRIPT = `(function () {
  var hash = location.hash;
  var doc = document;
  var root = doc.documentElement;
  var match;
  if (!/^(#\\/?(home)?)?$/.test(hash)) root.className += ' boot-no-hero';
  var preload = function (as, href, high) {
    var link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', as);
    link.href = href;
    if (high) link.setAttribute('fetchpriority', 'high');
    doc.head.appendChild(link);
  };
  var json = function (id) {
    try {
      return JSON.parse(doc.getElementById(id).textContent || '{}') || {};
    } catch (error) {
      return {};
    }
  };
  var manifest = json('remotes-manifest');
  var storefront = manifest.storefront;
  var entry = typeof storefront === 'string' ? storefront : storefront && !storefront.disabled && storefront.entry;
  if (!entry || /^#\\/(doctor|patient|seller|checkout-status)|checkout/.test(hash)) return;
  preload('script', entry);
  var request = null;
  if (/^#\\/home\\/buy-medicine\\/?$/.test(hash)) {
    root.className += ' boot-list';
    request = { method: 'POST', path: 'product/filterProduct', body: { brand_id: [], category_id: [], min: 0, max: 100000, search_by_name: '', sort: 0, page: 1, pageSize: 24 } };
  } else if ((match = /^#\\/home\\/buy-medicine\\/product-details\\/([1-9][0-9]{0,8})\\/?$/.exec(hash))) {
    root.className += ' boot-details';
    request = { method: 'GET', path: 'product/getProductDetails/' + match[1] };
  }
  if (!request || !window.fetch || !window.Promise) return;
  var base = String(json('app-config').apiBase || '/api').replace(/\\/+$/, '');
  var init = { method: request.method, credentials: 'same-origin', headers: { Accept: 'application/json' } };
  if (request.body) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(request.body);
  }
  request.at = Date.now();
  request.response = fetch(base + '/' + request.path, init).then(function (answer) {
    if (!answer.ok) throw new Error('HTTP ' + answer.status);
    return answer.json();
  });
  request.response.then(function (envelope) {
    var data = envelope && envelope.data;
    var first = data && data.items ? data.items.slice(0, 4) : data ? [data] : [];
    for (var i = 0; i < first.length; i++) if (first[i] && typeof first[i].image === 'string') preload('image', first[i].image, i < 2);
  }, function () {});
  window.__ayurvedaBoot = request;
})();`;

module.exports = { BOOT_SCRIPT };
