/**
 * The public face of `<portal-cliente>` for host pages: its settings, its events, its methods and the
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
  /**
   * `pix-receiver`: the provider's Pix keys (or the hosts of its dynamic codes' locations), separated
   * by commas. When set, a charge's Pix code that pays anyone else is shown as 'Código Pix indisponível'.
   */
  pixReceiver?: string;
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

/** The first screen is on screen (once per element). */
export interface PortalClienteReadyDetail {
  /** The portal path shown, e.g. `/` or `/conta`. */
  path: string;
  signedIn: boolean;
}

/**
 * A failure the customer saw or the portal recovered from, for the host's monitoring (docs/host-api.md).
 * Never carries a token, an e-mail, a name, an amount or any value the API sent.
 */
export interface PortalClienteErrorDetail {
  /** 'api': a call failed; 'chunk': the portal's code did not load; 'config': an attribute was ignored;
   * 'session': the server ended the session; 'data': an answer could not be shown (whole or in part). */
  kind: 'api' | 'chunk' | 'config' | 'session' | 'data';
  /** The call's method and endpoint, without what follows its name (an id), e.g. `GET /api/home`. */
  endpoint?: string;
  /** The HTTP status, when the server answered. */
  status?: number;
  /** What happened, in English, for a log (never a value from the API). */
  message: string;
  /** True when the portal carried on by itself (a default used, items left out, a courtesy skipped). */
  recovered: boolean;
}

/** What the host can count (docs/host-api.md has the table of when each fires). */
export type PortalClienteAction =
  | 'pix-open'
  | 'pix-copy'
  | 'boleto-copy'
  | 'boleto-open'
  | 'contract-download'
  | 'calendar-download'
  | 'manual-open'
  | 'gift-list-open'
  | 'help-open'
  | 'contacts-open'
  | 'whatsapp-open'
  | 'opportunity-open'
  | 'upgrade-click'
  | 'card-open'
  | 'print';

export interface PortalClienteActionDetail {
  action: PortalClienteAction;
  /** The portal path the customer was on. */
  path: string;
}

/** Events the element dispatches; all bubble and are composed. Tokens are never in a detail. */
export interface PortalClienteEventMap {
  'portal-cliente:login': CustomEvent<PortalClienteLoginDetail>;
  'portal-cliente:logout': CustomEvent<Record<string, never>>;
  'portal-cliente:navigate': CustomEvent<PortalClienteNavigateDetail>;
  'portal-cliente:event-change': CustomEvent<PortalClienteEventChangeDetail>;
  'portal-cliente:data-warning': CustomEvent<PortalClienteDataWarningDetail>;
  'portal-cliente:ready': CustomEvent<PortalClienteReadyDetail>;
  'portal-cliente:error': CustomEvent<PortalClienteErrorDetail>;
  'portal-cliente:action': CustomEvent<PortalClienteActionDetail>;
}

/**
 * What a host can ask of the element (docs/host-api.md). They exist once the script has defined the
 * element (`customElements.whenDefined('portal-cliente')`); called before the portal is on the page,
 * they wait for it and run in order.
 */
export interface PortalClienteMethods {
  /** Resolves once the first screen is on screen; never rejects (pending while an error screen offers a retry). */
  readonly ready: Promise<PortalClienteReadyDetail>;
  /** Goes to a portal route (`/financeiro`, `/conta/entrar`); anything else is refused with a console warning.
   * Signed out, a signed-in route shows the sign-in and comes back after it. */
  navigate(path: string): void;
  /** Signs the customer out (as 'Sair' does); nothing happens when no one is signed in. */
  signOut(): void;
  /** Opens the help chat, or the contacts when there is no chat (as the help launcher does). */
  openHelp(): void;
  /** Drops the cached data and asks the API again; nothing to do when no one is signed in. */
  refresh(): void;
}

export interface PortalClienteElement extends HTMLElement, PortalClienteSettings, PortalClienteMethods {
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
