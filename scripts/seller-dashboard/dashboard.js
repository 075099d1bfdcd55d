// The seller dashboard page: reads the seller session the shop's shared login stored (session storage
// key 'seller'), shows the company from GET seller/profile, and logs out. Without a session, or with an
// expired one, the browser goes to the seller login.
(function () {
  'use strict';
  var SHOP = '/#/home';
  var LOGIN = '/#/seller/login';
  var token = window.sessionStorage.getItem('seller');
  if (!token) {
    window.location.replace(LOGIN);
    return;
  }
  var config = window.__APP_CONFIG__ || {};
  var apiBase = String(config.apiBase || '/api').replace(/\/$/, '');

  function text(selector, value) {
    var element = document.querySelector(selector);
    if (element) element.textContent = value;
  }

  function show(profile) {
    document.title = profile.company_name + ' — Seller Dashboard';
    text('#company-name', profile.company_name);
    text('[data-field="contact"]', profile.first_name + ' ' + profile.last_name);
    text('[data-field="email"]', profile.email);
    text('[data-field="company_type"]', profile.company_type);
    text('[data-field="gst_number"]', profile.gst_number);
    text('[data-field="location"]', [profile.city_name, profile.state_name, profile.postal_code].filter(Boolean).join(', '));
    document.querySelector('.details').hidden = false;
    document.querySelector('main').setAttribute('aria-busy', 'false');
  }

  function fail(message) {
    var error = document.querySelector('.error');
    error.textContent = message;
    error.hidden = false;
    text('#company-name', 'Seller Dashboard');
    document.querySelector('main').setAttribute('aria-busy', 'false');
  }

  document.getElementById('logout').addEventListener('click', function () {
    window.sessionStorage.clear();
    window.location.assign(SHOP);
  });

  fetch(apiBase + '/seller/profile', { headers: { Authorization: 'Bearer ' + token, Accept: 'application/json' } })
    .then(function (response) {
      if (response.status === 401 || response.status === 403) {
        window.sessionStorage.clear();
        window.location.replace(LOGIN);
        return null;
      }
      return response.json().then(function (body) {
        if (!response.ok || !body || !body.data) throw new Error((body && body.message) || 'The seller account could not be loaded');
        return body.data;
      });
    })
    .then(function (profile) {
      if (profile) show(profile);
    })
    .catch(function (error) {
      fail(error && error.message ? error.message : 'The seller account could not be loaded. Please try again.');
    });
})();
