// A local stand-in for the Intercom-style chat widget, so the demo and the e2e tests work offline
// (the page sets chat-script-url to this file). It answers the same calls as the real widget:
// window.Intercom('boot' | 'update' | 'show' | 'showNewMessage' | 'hide' | 'shutdown', ...).
// Calls queued by the loader's stub before this script ran are replayed in order. Every call is
// recorded in window.__chatCalls ({ command, args }) for tests.
(function () {
  'use strict';
  var queued = typeof window.Intercom === 'function' && Array.isArray(window.Intercom.q) ? window.Intercom.q : [];
  var calls = (window.__chatCalls = window.__chatCalls || []);
  var settings = null;
  var panel = null;

  function copy(value) {
    try {
      return JSON.parse(JSON.stringify(value));
    } catch (error) {
      return String(value);
    }
  }

  function hide() {
    if (panel) panel.remove();
    panel = null;
  }

  function show(message) {
    if (!settings) return;
    hide();
    var padding = Number(settings.vertical_padding) || 20;
    panel = document.createElement('section');
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-labelledby', 'chat-stand-in-title');
    panel.setAttribute('data-chat-stand-in', '');
    Object.assign(panel.style, {
      position: 'fixed',
      right: '20px',
      bottom: padding + 'px',
      zIndex: '2147483000',
      width: 'min(340px, calc(100vw - 40px))',
      padding: '16px',
      borderRadius: '12px',
      background: '#ffffff',
      color: '#1f1a1c',
      boxShadow: '0 12px 40px rgba(0, 0, 0, 0.25)',
      font: '15px/1.5 system-ui, sans-serif',
    });

    var header = document.createElement('div');
    Object.assign(header.style, { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '8px' });
    var title = document.createElement('h2');
    title.id = 'chat-stand-in-title';
    title.textContent = 'Atendimento';
    Object.assign(title.style, { margin: '0', fontSize: '18px' });
    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Fechar';
    Object.assign(close.style, { minHeight: '32px', padding: '4px 12px', cursor: 'pointer' });
    close.addEventListener('click', function () {
      window.Intercom('hide');
    });
    header.append(title, close);

    var greeting = document.createElement('p');
    greeting.textContent = 'Olá' + (settings.name ? ', ' + settings.name : '') + '! Como podemos ajudar? (chat de demonstração)';
    panel.append(header, greeting);

    if (message) {
      var draft = document.createElement('textarea');
      draft.setAttribute('aria-label', 'Mensagem');
      draft.value = message;
      Object.assign(draft.style, { width: '100%', minHeight: '72px', boxSizing: 'border-box' });
      panel.append(draft);
    }
    document.body.append(panel);
    close.focus();
  }

  function Intercom(command) {
    var args = Array.prototype.slice.call(arguments, 1);
    calls.push({ command: command, args: copy(args) });
    switch (command) {
      case 'boot':
        settings = Object.assign({}, args[0] || window.intercomSettings || {});
        break;
      case 'update':
        if (settings) Object.assign(settings, args[0] || {});
        break;
      case 'show':
        show();
        break;
      case 'showNewMessage':
        show(typeof args[0] === 'string' ? args[0] : '');
        break;
      case 'hide':
        hide();
        break;
      case 'shutdown':
        hide();
        settings = null;
        break;
      default:
        break;
    }
  }

  window.Intercom = Intercom;
  queued.forEach(function (args) {
    Intercom.apply(null, args);
  });
})();
