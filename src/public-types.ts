/**
 * The public face of `<portal-cliente>` for host pages: its settings, its events and the
 * `HTMLElementTagNameMap` entry, so `document.querySelector('portal-cliente')` is typed.
 * This file is what `dist-types/` is built from; it imports nothing.
 */

/** Settings, as kebab-case attributes mirrored by camelCase properties. Removing an attribute resets it. */
export interface PortalClienteSettings {
  /** `api-base`: origin (and optional path) of the portal's API. Default: the page's own origin. */
  apiBase?: string;
  /** `site-url`: the provider's main website; the carousel cards open pages on it. Without it the cards are not links. */
  siteUrl?: string;
  /** `gift-list-url`: the wedding gift-list site; without it the 'Site e lista de presentes' button is hidden. */
  giftListUrl?: string;
  /** `chat-app-id`: the help chat's app id; without it the help launcher opens the contacts instead. */
  chatAppId?: string;
  /** `chat-script-url`: where the chat script is loaded from (default: the chat provider's widget URL for the app id). */
  chatScriptUrl?: string;
  /** `support-email`: the service team's e-mail ('Atendimento'); without it that section is hidden. */
  supportEmail?: string;
  /** `manuals-base`: folder of the venue event manuals (PDF). Default `/manuais/`. */
  manualsBase?: string;
  /** `upgrade-url`: where 'Upgrade de evento' leads; without it the button opens the help chat. */
  upgradeUrl?: string;
  /** `storage-prefix`: prefix of the portal's browser-storage keys. Default `portal-cliente:`. */
  storagePrefix?: string;
  /** `request-timeout`: seconds before a call to the API is given up (the customer can retry). Default 15. */
  requestTimeout?: string;
  /** Property only: venue id → manual file name, overriding and extending the built-in venue list. */
  manualFiles?: Record<number, string>;
}

export interface PortalClienteLoginDetail {
  email: string;
  name: string;
}
export interface PortalClienteNavigateDetail {
  /** The portal path, e.g. `/financeiro`. */
  path: string;
}
export interface PortalClienteEventChangeDetail {
  idEvento: number | string;
  descricao: string;
}
/**
 * Items of an answer the portal could not read and left out (the rest of the answer shows). Only
 * names, never a value: no personal data and no token ever rides in it.
 */
export interface PortalClienteDataWarningDetail {
  /** The call, as its path: `/api/agenda`, or `/api/home/{idEvento}` for the event switch. */
  endpoint: string;
  /** How many items were left out. */
  count: number;
  /** The fields that could not be read, e.g. `['acao']` or `['cobrancas.numCobranca']`; `(item)` for an item that was not an object. */
  fields: string[];
}

/** Events the element dispatches; all bubble and are composed. Tokens are never in a detail. */
export interface PortalClienteEventMap {
  'portal-cliente:login': CustomEvent<PortalClienteLoginDetail>;
  'portal-cliente:logout': CustomEvent<Record<string, never>>;
  'portal-cliente:navigate': CustomEvent<PortalClienteNavigateDetail>;
  'portal-cliente:event-change': CustomEvent<PortalClienteEventChangeDetail>;
  'portal-cliente:data-warning': CustomEvent<PortalClienteDataWarningDetail>;
}

export interface PortalClienteElement extends HTMLElement, PortalClienteSettings {
  addEventListener<K extends keyof PortalClienteEventMap>(
    type: K,
    listener: (this: PortalClienteElement, event: PortalClienteEventMap[K]) => void,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof PortalClienteEventMap>(
    type: K,
    listener: (this: PortalClienteElement, event: PortalClienteEventMap[K]) => void,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'portal-cliente': PortalClienteElement;
  }
}
