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
/** Events the element dispatches; all bubble and are composed. Tokens are never in a detail. */
export interface PortalClienteEventMap {
    /** The customer signed in (the form, a first access or a recovered password). */
    'portal-cliente:login': CustomEvent<PortalClienteLoginDetail>;
    /** The customer signed out, or the session ended and could not be renewed. */
    'portal-cliente:logout': CustomEvent<Record<string, never>>;
    /** The portal moved to another screen (its hash route). */
    'portal-cliente:navigate': CustomEvent<PortalClienteNavigateDetail>;
    /** The customer chose another of their events (contracts) in the switcher. */
    'portal-cliente:event-change': CustomEvent<PortalClienteEventChangeDetail>;
}
export interface PortalClienteElement extends HTMLElement, PortalClienteSettings {
    addEventListener<K extends keyof PortalClienteEventMap>(type: K, listener: (this: PortalClienteElement, event: PortalClienteEventMap[K]) => void, options?: boolean | AddEventListenerOptions): void;
    addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
    removeEventListener<K extends keyof PortalClienteEventMap>(type: K, listener: (this: PortalClienteElement, event: PortalClienteEventMap[K]) => void, options?: boolean | EventListenerOptions): void;
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
    /** The brand colour: buttons, links, the active tab. */
    '--pc-primary': '#7a2146';
    /** The brand colour pressed or hovered. */
    '--pc-primary-dark': '#5c1733';
    /** A pale tint of the brand colour: selected rows, highlights. */
    '--pc-primary-soft': '#f6e9ee';
    /** Text on the brand colour. */
    '--pc-on-primary': '#ffffff';
    /** Body text. */
    '--pc-text': '#1f1a1c';
    /** Secondary text (labels, hints). */
    '--pc-muted': '#5f5a5c';
    /** Cards and panels. */
    '--pc-surface': '#ffffff';
    /** Behind the cards. */
    '--pc-background': '#f6f4f3';
    /** Lines and field borders. */
    '--pc-border': '#dcd6d8';
    /** Errors and amounts overdue. */
    '--pc-danger': '#b3261e';
    /** Paid amounts and confirmations. */
    '--pc-success': '#1e6b34';
    /** Background of confirmations. */
    '--pc-success-soft': '#e3f3e7';
    /** Notices that need attention soon. */
    '--pc-warning': '#8a5a00';
    /** Corner radius of cards and dialogs. */
    '--pc-radius': '12px';
    /** Shadow of cards and dialogs. */
    '--pc-shadow': '0 1px 2px rgb(0 0 0 / 6%), 0 4px 16px rgb(0 0 0 / 6%)';
    /** The keyboard focus ring. */
    '--pc-focus': '#1a5fb4';
    /** The font stack (`@font-face` does not work inside a shadow root: use a font the page loads). Default: the system's UI fonts. */
    '--pc-font-family': string;
}
/** Parts of the shadow DOM a host may style with `portal-cliente::part(name)`: each key a part name, its doc comment what it is (none yet). */
export interface PortalClienteParts {
}
declare global {
    interface HTMLElementTagNameMap {
        'portal-cliente': PortalClienteElement;
    }
}
