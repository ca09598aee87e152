// The host page of docs/host-api.md, as a person sees it: every portal-cliente:* event logged in
// order (window.portalEvents keeps them, with which element sent each), element.ready shown, and a
// button for each method. A classic script in <head>, so it listens before the portal starts.
(function () {
  'use strict';
  var TYPES = ['ready', 'error', 'action', 'navigate', 'login', 'logout', 'event-change', 'data-warning'];
  var events = (window.portalEvents = []);

  function log(text) {
    var list = document.getElementById('host-log');
    if (!list) return;
    var item = document.createElement('li');
    item.textContent = text;
    list.prepend(item);
  }

  TYPES.forEach(function (name) {
    document.addEventListener('portal-cliente:' + name, function (event) {
      var from = event.target && event.target.id ? event.target.id : 'portal-cliente';
      events.push({ type: event.type, detail: event.detail, from: from });
      log(new Date().toLocaleTimeString('pt-BR') + ' ' + event.type + ' ' + JSON.stringify(event.detail));
    });
  });

  document.addEventListener('DOMContentLoaded', function () {
    var portal = document.querySelector('portal-cliente');
    document.getElementById('navigate-form').addEventListener('submit', function (event) {
      event.preventDefault();
      portal.navigate(document.getElementById('navigate-path').value);
    });
    document.querySelectorAll('[data-method]').forEach(function (button) {
      button.addEventListener('click', function () {
        portal[button.getAttribute('data-method')]();
      });
    });
    document.getElementById('restyle').addEventListener('change', function (event) {
      portal.classList.toggle('brand-parts', event.target.checked);
    });
    customElements
      .whenDefined('portal-cliente')
      .then(function () {
        return portal.ready;
      })
      .then(function (detail) {
        document.getElementById('ready-state').textContent = 'element.ready: ' + JSON.stringify(detail);
      });
  });
})();
