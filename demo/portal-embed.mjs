// @ts-check

/**
 * The demo's `<portal-cliente>`, written once for every demo page (index, hostile, strict,
 * lifecycle): each page says `{{PORTAL_ELEMENT}}` where the element goes and the host server puts
 * this in, so the pages cannot drift apart in what they test. The same markup a host writes
 * (README, "Embed it"), with the demo's local stand-ins for the provider's site, the gift-list
 * site and the chat script.
 *
 * @param {{ api: string, origin: string }} where the API's and the demo site's origins
 */
export function portalEmbed({ api, origin }) {
  const attributes = Object.entries({ 'api-base': api, ...demoAttributes(origin) }).map(([name, value]) => `\n      ${name}="${value}"`);
  return `<portal-cliente${attributes.join('')}\n    ></portal-cliente>`;
}

/** The demo's attributes but api-base: its stand-ins on the demo's origin. @param {string} origin */
export function demoAttributes(origin) {
  return {
    'site-url': `${origin}/site`,
    'gift-list-url': `${origin}/lista`,
    'chat-app-id': 'demo-app',
    'chat-script-url': `${origin}/chat-stand-in.js`,
    'support-email': 'atendimento@aurora-eventos.com.br',
  };
}
