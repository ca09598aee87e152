/**
 * The public face of `<portal-cliente>` for host pages: its settings, its events, its methods and the
 * `HTMLElementTagNameMap` entry, so `document.querySelector('portal-cliente')` is typed.
 * This file is what `dist-types/` is built from; it imports nothing.
 */

/** Settings, as kebab-case attributes mirrored by camelCase properties. Removing an attribute resets it. */
export interface PortalClienteSettings {
  /**
   * `api-base`: where the portal's API lives, an absolute `https://` URL (and optional path;
   * `http://` only on localhost). Anything else (a bare host, a path) is refused: the element shows
   * its setup error and calls nothing. Default: the page's own origin.
   */
  apiBase?: string;
  /** `site-url`: the provider's main website; the carousel cards open pages on it. Without it the cards are not links. */
  siteUrl?: string;
  /** `gift-list-url`: the wedding gift-list site; without it the 'Site e lista de presentes' button is hidden. */
  giftListUrl?: string;
  /** `chat-app-id`: the help chat's app id; without it the help launcher opens the contacts instead. */
  chatAppId?: string;
  /** `chat-script-url`: where the chat script is loaded from. Default: the chat provider's widget URL for the app id. */
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
  /**
   * `paid-statuses`: the provider's own words for a paid charge, separated by commas or semicolons
   * ('Baixa manual; Pago no local'). They join the built-in words (docs/resilience.md), ignoring case,
   * accents and spaces. A status word the portal does not know is shown as sent, is never called
   * overdue nor counted as due, and is reported in `portal-cliente:data-warning` as `unknown`.
   */
  paidStatuses?: string;
  /** `cancelled-statuses`: the provider's own words for a charge cancelled or refunded (settled without payment), as `paid-statuses`. */
  cancelledStatuses?: string;
  /** `open-statuses`: the provider's own words for a charge still to pay, as `paid-statuses`. */
  openStatuses?: string;
  /** `storage-prefix`: prefix of the portal's browser-storage keys (docs/security.md, "What the portal keeps on a device"). Default `portal-cliente:`. */
  storagePrefix?: string;
  /** `request-timeout`: seconds before a call to the API is given up (the customer can retry). Default 15. */
  requestTimeout?: string;
  /**
   * `api-times`: how the API's date-times are read. `sao-paulo`: they are São Paulo wall-clock times
   * whatever zone mark they carry, so `2027-05-15T19:30:00Z` (a local time stamped as UTC) shows 19h30,
   * not 16h30, on every screen and in every calendar file; for an API that stamps its local times as UTC
   * (docs/resilience.md, "Date fields by their kind": the doctor finds the pattern, and takes `--api-times`
   * to show what the portal will). Anything else is ignored with a `config` error once the signed-in area
   * opens. Default: a time with a zone mark is the instant it names.
   */
  apiTimes?: string;
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
  /**
   * Fields holding a word the portal does not know, or one its sources read two ways ('BAIXADO': a
   * bank's write-off, an ERP's receipt), e.g. `['cobrancas.statusCobranca']` (with
   * `count: 0` when nothing was left out): the items show the word as sent and nothing is done on
   * it (a charge in an unknown status is neither overdue nor due). `paid-statuses`, `cancelled-statuses`
   * and `open-statuses` teach the portal the provider's words.
   */
  unknown?: string[];
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
  | 'checkout-open'
  | 'receipt-open'
  | 'invoice-open'
  | 'contract-download'
  | 'contract-sign'
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
  /** A sign-in (the form, a first access or a recovered password): the one detail with the customer's e-mail and name, for the host's own greeting. */
  'portal-cliente:login': CustomEvent<PortalClienteLoginDetail>;
  /** The customer signed out (the user menu) or the host called `signOut()`; a session the server ended is the `session` error instead. */
  'portal-cliente:logout': CustomEvent<Record<string, never>>;
  /** Each screen change (its hash route), the first included. */
  'portal-cliente:navigate': CustomEvent<PortalClienteNavigateDetail>;
  /** The customer switched to another of their events (contracts). */
  'portal-cliente:event-change': CustomEvent<PortalClienteEventChangeDetail>;
  /**
   * Items of an answer left out as unreadable (the rest shows), e.g. `{ endpoint: '/api/agenda', count: 1, fields: ['acao'] }`, and
   * fields holding a word the portal does not know (`unknown: ['cobrancas.statusCobranca']`); names only, never values (docs/resilience.md).
   */
  'portal-cliente:data-warning': CustomEvent<PortalClienteDataWarningDetail>;
  /**
   * Once per element: the first screen is on screen (the sign-in, the home, or the screen the page opened on, a 404 included);
   * `element.ready` resolves with the same detail.
   */
  'portal-cliente:ready': CustomEvent<PortalClienteReadyDetail>;
  /** A failure the customer saw, or one the portal recovered from, for the host's monitoring (the kinds: docs/host-api.md). No personal data. */
  'portal-cliente:error': CustomEvent<PortalClienteErrorDetail>;
  /** The customer did something the owner counts (opened Pix, downloaded a contract…; the actions: docs/host-api.md). */
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
  /**
   * Goes to a portal route (`/`, `/eventos`, `/servicos`, `/contratos`, `/financeiro`, `/agenda`, `/oportunidades`,
   * `/perfil/alterar-senha`, `/conta/...`); anything else is refused with a console warning. Signed out, an account
   * route goes and a signed-in route shows the sign-in and comes back after it.
   */
  navigate(path: string): void;
  /** Signs the customer out as the user menu does (`portal-cliente:logout`); nothing happens when no one is signed in. */
  signOut(): void;
  /** Opens the help chat, or the contacts when there is no chat, as the help launcher does (for a visitor too). */
  openHelp(): void;
  /**
   * Drops every cached answer and asks the API again (the screen shows its skeleton, then the new data), and asks
   * which event is current; nothing to do when no one is signed in.
   */
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

/** The element's class, as `customElements.get('portal-cliente')` returns it. */
export interface PortalClienteConstructor {
  new (): PortalClienteElement;
  /** The release this bundle is (semver): the same as the package's version and its release folder. */
  readonly version: string;
}

/**
 * The theme: CSS custom properties a host sets on the element (`portal-cliente { --pc-primary: #0b5d4b }`).
 * Keys are the property names, values their defaults (what the element uses when the host sets none).
 */
export interface PortalClienteCssProperties {
  /** The brand colour: filled buttons, links, active navigation, accents. */
  '--pc-primary': '#7a2146';
  /** Hover of filled buttons. */
  '--pc-primary-dark': '#5c1733';
  /** Soft backgrounds: hover of secondary buttons, the sign-in's gradient. */
  '--pc-primary-soft': '#f6e9ee';
  /** Text on `--pc-primary`. */
  '--pc-on-primary': '#ffffff';
  /** Body text. */
  '--pc-text': '#1f1a1c';
  /** Secondary text (labels, hints). */
  '--pc-muted': '#5f5a5c';
  /** Cards, panels, the header. */
  '--pc-surface': '#ffffff';
  /** The portal's background, behind the cards. */
  '--pc-background': '#f6f4f3';
  /** Borders, rules and field borders. */
  '--pc-border': '#dcd6d8';
  /** Errors, late charges. */
  '--pc-danger': '#b3261e';
  /** Paid charges, confirmations. */
  '--pc-success': '#1e6b34';
  /** Background of success notes. */
  '--pc-success-soft': '#e3f3e7';
  /** Charges due soon. */
  '--pc-warning': '#8a5a00';
  /** Corners of cards, panels and dialogs. */
  '--pc-radius': '12px';
  /** Shadow of cards, panels and dialogs. */
  '--pc-shadow': '0 1px 2px rgb(0 0 0 / 6%), 0 4px 16px rgb(0 0 0 / 6%)';
  /** The keyboard focus ring. */
  '--pc-focus': '#1a5fb4';
  /** The font stack (`@font-face` does not work inside a shadow root: use a font the page loads). Default: the system's UI fonts (`system-ui, -apple-system, "Segoe UI", Roboto, …, sans-serif`). */
  '--pc-font-family': string;
}

/**
 * Parts of the shadow DOM a host may style with `portal-cliente::part(name)` (docs/theming.md):
 * each key a part name, its doc comment the block that carries it.
 */
export interface PortalClienteParts {
  /** The signed-in header bar (logo, event, 'OPORTUNIDADES', contacts, the customer's menu). */
  header: true;
  /** The main navigation (Início, Eventos, Serviços, …). */
  navigation: true;
  /** The area a screen renders in: the signed-in content, and the sign-in area's card. */
  screen: true;
  /** The home's panels (the event, 'Precisa da sua atenção'). */
  panel: true;
  /** Each data table (charges, contracts, services, events). */
  table: true;
  /** Each filled button or button-like link (not the secondary or ghost ones). */
  'button-primary': true;
  /** Each dialog (contacts, event switcher, Pix, a service's description). */
  modal: true;
  /** Each toast notification. */
  toast: true;
  /** The floating help button. */
  'help-launcher': true;
}

declare global {
  interface HTMLElementTagNameMap {
    'portal-cliente': PortalClienteElement;
  }
}
