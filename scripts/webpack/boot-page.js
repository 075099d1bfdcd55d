function boot(config) {
  var hash = location.hash;
  var route = hash.replace(/^#/, '').replace(/\/+$/, '');
  var doc = document;
  var marker = config.markers;
  // the language the shop remembers (shared-lib/i18n), else Hindi when the browser's first language is Hindi
  var lang = '';
  try {
    lang = localStorage.getItem(config.languageKey) || '';
  } catch (error) {
    lang = '';
  }
  if (lang !== 'en' && lang !== 'hi') lang = /^hi\b/i.test((navigator.languages && navigator.languages[0]) || navigator.language || '') ? 'hi' : 'en';
  doc.documentElement.lang = lang;
  var text = lang === 'hi' ? config.hiTexts : config.texts;
  var fill = function (template, value) {
    return template.replace(config.textSlot, value);
  };
  if (!/^(#\/?(home)?)?$/.test(hash)) doc.documentElement.className += ' ' + marker.noHeroClass;
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
  var manifest = json(marker.manifestId);
  var storefront = manifest[config.remote];
  var entry = typeof storefront === 'string' ? storefront : storefront && !storefront.disabled && storefront.entry;
  if (!entry || /^#\/(doctor|patient|seller|checkout-status)|checkout/.test(hash)) return;
  preload('script', entry);
  var request = null;
  var id = route.slice(config.details.route.length);
  var policy = Object.prototype.hasOwnProperty.call(config.policies, route) ? config.policies[route] : null;
  if (route === config.list.route) {
    request = { method: 'POST', path: config.list.path, body: config.list.body };
  } else if (policy) {
    request = { method: 'GET', path: policy.path };
  } else if (route.slice(0, config.details.route.length) === config.details.route && /^[1-9][0-9]{0,8}$/.test(id)) {
    request = { method: 'GET', path: config.details.path + id };
  }
  if (!request || !window.fetch || !window.Promise) return;
  var base = String(json(marker.appConfigId).apiBase || config.apiBase).replace(/\/+$/, '');
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
  window[config.globals.bootRequest] = request;
  var settle;
  window[config.globals.firstScreen] = new Promise(function (resolve) {
    settle = resolve;
  });

  // Indian digit grouping (1,23,45,678) with up to three decimals, as Intl.NumberFormat('en-IN') writes a
  // price, without building that formatter here: it loads the locale's data, tens of milliseconds on a
  // phone, in the task that parses the page.
  var money = function (amount) {
    var parts = String(Math.round(Math.abs(Number(amount)) * 1000) / 1000).split('.');
    var whole = parts[0];
    if (whole.length > 3) whole = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',') + ',' + whole.slice(-3);
    return '\u20b9' + (Number(amount) < 0 ? '-' : '') + whole + (parts[1] ? '.' + parts[1] : '');
  };
  var el = function (tag, className, text) {
    var node = doc.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  };
  var add = function (parent, child) {
    parent.appendChild(child);
    return child;
  };
  var image = function (src, alt, size, priority) {
    var img = el('img');
    img.setAttribute('src', src);
    img.setAttribute('alt', alt);
    img.setAttribute('width', size);
    img.setAttribute('height', size);
    img.setAttribute('loading', priority === 'lazy' ? 'lazy' : 'eager');
    if (priority === 'high') img.setAttribute('fetchpriority', 'high');
    return img;
  };
  var price = function (product) {
    var box = el('span', 'fs-price');
    if (Number(product.discount) === 0) {
      add(box, el('span', 'fs-regular-only', money(product.regular_price)));
    } else {
      add(box, el('span', 'fs-regular-struck', money(product.regular_price))).setAttribute('aria-label', fill(text.regularPrice, money(product.regular_price)));
      add(box, el('span', 'fs-percent', fill(text.percentOff, product.discount)));
      add(box, el('span', 'fs-sales', money(product.sales_price)));
    }
    return box;
  };
  var soldBy = function (product) {
    return (product.seller && product.seller.company_name) || (product.brand && product.brand.name) || '';
  };
  // the rating line of cards and details (issue 34), as shared-lib/ui/Stars draws it: five stars, the average with one decimal and the count
  var rating = function (className, product, size) {
    var line = el('p', className);
    var stars = add(line, el('span'));
    stars.style.fontSize = size;
    stars.style.letterSpacing = '0.05em';
    stars.style.whiteSpace = 'nowrap';
    var average = Number(product.rating_average) || 0;
    for (var s = 1; s <= 5; s++) add(stars, el('span', '', '\u2605')).style.color = s <= Math.round(average) ? '#e08a00' : '#c9d2cb';
    add(line, doc.createTextNode(' ' + (Math.round(average * 10) / 10).toFixed(1) + ' (' + Number(product.rating_count) + ')'));
    return line;
  };
  var paintList = function (page, list) {
    var top = add(page, el('div', 'fs-top'));
    var heading = add(top, el('div'));
    add(heading, el('h1', 'fs-title', text.listTitle));
    // the count's plural form in the language (Hindi counts 0 as singular)
    var one = window.Intl && Intl.PluralRules && new Intl.PluralRules(lang).select(Number(list.total)) === 'one';
    add(heading, el('p', 'fs-count', fill(one ? text.listCount.one : text.listCount.other, list.total)));
    add(top, el('div', 'fs-controls'));
    var layout = add(page, el('div', 'fs-layout'));
    add(layout, el('div', 'fs-sidebar'));
    var grid = add(add(layout, el('div', 'fs-results')), el('div', 'fs-grid'));
    // Only the cards the first screen can show (React renders the rest): a column is at least `.fs-grid`'s minimum
    // width (two columns on a phone), and a card at least as high at every width. Building and laying out all 24
    // cards here had been the list's longest task before any bundle ran (issue 29).
    var cardMin = 200;
    var firstScreen = Math.max(2, Math.floor(window.innerWidth / cardMin)) * Math.ceil(window.innerHeight / cardMin);
    for (var i = 0; i < list.items.length && i < firstScreen; i++) {
      var product = list.items[i];
      var card = add(grid, el('article', 'fs-card'));
      var link = add(card, el('a', 'fs-card-link'));
      link.setAttribute('href', '#' + config.details.route + Number(product.id));
      add(link, image(product.image, product.name, 300, i < 2 ? 'high' : i < 4 ? 'eager' : 'lazy'));
      add(link, el('h3', '', product.name));
      // the Hindi name under the name (issue 30), as the card shows it
      if (product.name_hi) add(link, el('p', 'fs-card-hi', product.name_hi)).setAttribute('lang', 'hi');
      add(card, el('p', 'fs-seller', soldBy(product)));
      if (Number(product.rating_count) > 0) add(card, rating('fs-seller', product, '0.85rem'));
      add(card, price(product));
      add(card, el('span', 'fs-add', product.in_stock_quantity > 0 ? text.addToCart : text.outOfStock)).setAttribute('aria-hidden', 'true');
    }
  };
  var paintDetails = function (page, product) {
    var crumbs = add(page, el('nav', 'fs-crumbs'));
    crumbs.setAttribute('aria-label', 'Breadcrumb');
    add(crumbs, el('a', '', text.crumbHome)).setAttribute('href', '#/home');
    add(crumbs, doc.createTextNode(' \u203a '));
    add(crumbs, el('a', '', text.crumbProducts)).setAttribute('href', '#' + config.list.route);
    add(crumbs, doc.createTextNode(' \u203a '));
    add(crumbs, el('span', '', product.name));
    var main = add(page, el('div', 'fs-details'));
    add(add(add(main, el('div', 'fs-zoom-outer')), el('div', 'fs-zoom-box')), image(product.image, product.name, 300, 'high'));
    var info = add(main, el('div', 'fs-info'));
    add(info, el('h1', 'fs-name', product.name));
    // the Hindi name under the name (issue 30), as the details page shows it
    if (product.name_hi) add(info, el('p', 'fs-name-hi', product.name_hi)).setAttribute('lang', 'hi');
    if (product.seller && product.seller.company_name) add(info, el('p', 'fs-company', product.seller.company_name));
    if (Number(product.rating_count) > 0) add(info, rating('fs-company', product, '1rem'));
    add(add(info, el('div', 'fs-price-row')), price(product));
  };
  // a policy's HTML (sanitised by the API when stored) copied element by element from an inert document:
  // only the tags and the links a policy uses, never an attribute that runs or loads anything
  var drop = /^(SCRIPT|STYLE|TEMPLATE|IFRAME|FRAME|OBJECT|EMBED|NOSCRIPT|SVG|MATH|FORM|INPUT|BUTTON|SELECT|TEXTAREA|IMG|PICTURE|VIDEO|AUDIO|LINK|META|BASE)$/;
  var keep = /^(P|BR|HR|H[1-6]|UL|OL|LI|DL|DT|DD|STRONG|B|EM|I|U|S|SMALL|SUB|SUP|A|SPAN|DIV|SECTION|BLOCKQUOTE|TABLE|THEAD|TBODY|TFOOT|TR|TH|TD|CAPTION|CODE|PRE)$/;
  var copyText = function (source, target) {
    for (var node = source.firstChild; node; node = node.nextSibling) {
      if (node.nodeType === 3) target.appendChild(doc.createTextNode(node.nodeValue));
      if (node.nodeType !== 1 || drop.test(node.nodeName)) continue;
      var copy = keep.test(node.nodeName) ? add(target, el(node.nodeName.toLowerCase())) : target;
      var href = node.nodeName === 'A' ? node.getAttribute('href') || '' : '';
      if (/^(https?:|mailto:|tel:|#|\/)/i.test(href)) copy.setAttribute('href', href);
      copyText(node, copy);
    }
  };
  var paintPolicy = function (page, document) {
    add(page, el('h1', 'fs-heading', (lang === 'hi' ? config.policyTitles.hi : config.policyTitles.en)[policy.kind]));
    copyText(new DOMParser().parseFromString(String(document.description || ''), 'text/html').body, add(page, el('article', 'fs-policy')));
  };
  request.response.then(
    function (envelope) {
      var data = envelope && envelope.data;
      var first = policy ? [] : data && data.items ? data.items.slice(0, 4) : data ? [data] : [];
      for (var i = 0; i < first.length; i++) if (first[i] && typeof first[i].image === 'string') preload('image', first[i].image, i < 2);
      var shell = doc.querySelector('#' + marker.rootId + ' > main.' + marker.mainClass);
      if (!data || !shell || location.hash !== hash) return settle();
      var page = el('div', data.items || policy ? 'fs-page' : 'fs-page fs-page-details');
      try {
        if (policy) paintPolicy(page, data);
        else if (data.items) paintList(page, data);
        else paintDetails(page, data);
      } catch (error) {
        return settle();
      }
      shell.textContent = '';
      shell.appendChild(page);
      shell.className += ' ' + marker.paintedClass;
      shell.setAttribute(marker.routeAttribute, route);
      // settles once the first pictures have loaded (or failed) and a frame with them has been painted
      var waiting = 1;
      var done = function () {
        if (--waiting === 0) requestAnimationFrame(function () { setTimeout(settle, 0); });
      };
      var pictures = page.querySelectorAll('img[fetchpriority="high"]');
      for (var p = 0; p < pictures.length; p++) {
        if (pictures[p].complete) continue;
        waiting++;
        pictures[p].addEventListener('load', done);
        pictures[p].addEventListener('error', done);
      }
      done();
    },
    function () {
      settle();
    }
  );
}
