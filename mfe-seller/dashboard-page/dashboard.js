// The seller dashboard site's page (SELLER_DASHBOARD_URL). Without the seller session the shop's shared
// login stored, the browser goes to the seller login. Otherwise it finds the live seller release in the
// remote manifest and starts the dashboard host built beside it (dashboard/main.js), which loads the
// seller remote's dashboard module through Module Federation. A rollback of the seller remote therefore
// rolls the dashboard back too.
(function () {
  'use strict';
  var LOGIN = '/#/seller/login';
  // the language the shop remembered (shared-lib/i18n), else the browser's when it is Hindi: the page's texts follow it
  var hindi = (function () {
    try {
      var saved = window.localStorage.getItem('ayurveda-bazaar.language');
      if (saved === 'hi' || saved === 'en') return saved === 'hi';
    } catch (e) {
      // private mode: the browser's language decides
    }
    var first = (navigator.languages && navigator.languages[0]) || navigator.language || '';
    return /^hi(-|$)/i.test(first);
  })();
  document.documentElement.lang = hindi ? 'hi' : 'en';
  if (!window.sessionStorage.getItem('seller')) {
    window.location.replace(LOGIN);
    return;
  }
  function fail() {
    // this script runs before the body is parsed: the page's note may not be there yet
    if (document.readyState === 'loading') return document.addEventListener('DOMContentLoaded', fail);
    var root = document.getElementById('root');
    var note = root && root.querySelector('.boot-note');
    if (!note) return;
    note.className = 'boot-error';
    note.setAttribute('role', 'alert');
    note.textContent = hindi ? 'सेलर डैशबोर्ड लोड नहीं हो पाया। कृपया पेज फिर से लोड करें।' : 'The seller dashboard could not be loaded. Please reload the page.';
    root.setAttribute('aria-busy', 'false');
  }
  fetch('/remotes.json', { cache: 'no-store' })
    .then(function (response) {
      if (!response.ok) throw new Error('manifest ' + response.status);
      return response.json();
    })
    .then(function (manifest) {
      var seller = manifest && manifest.seller;
      var entry = typeof seller === 'string' ? seller : seller && !seller.disabled && seller.entry;
      if (!entry || !/remoteEntry\.js$/.test(entry)) throw new Error('no seller release');
      var script = document.createElement('script');
      script.src = entry.replace(/remoteEntry\.js$/, 'dashboard/main.js');
      script.onerror = fail;
      document.head.appendChild(script);
    })
    .catch(fail);
})();
