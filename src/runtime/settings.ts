import type { PortalClienteSettings } from '../public-types';

/** The settings with their defaults applied and blanks treated as absent. */
export interface Settings {
  apiBase: string;
  siteUrl?: string;
  giftListUrl?: string;
  chatAppId?: string;
  chatScriptUrl?: string;
  supportEmail?: string;
  manualsBase: string;
  upgradeUrl?: string;
  /** Pix keys or dynamic-code hosts a charge's Pix code must pay (see chargePixCode). */
  pixReceiver?: string;
  /** The provider's own charge status words, as written (applied in useChargeReadings, the one place charges are read). */
  paidStatuses?: string;
  cancelledStatuses?: string;
  openStatuses?: string;
  storagePrefix: string;
  /** `api-times` as written: read, and checked, where the screens read their answers (./api-times.ts), not on the sign-in's path. */
  apiTimes?: string;
  /** Milliseconds before an API call is given up. */
  requestTimeoutMs: number;
  manualFiles?: Record<number, string>;
}

/** Attribute names and the property each mirrors. */
export const SETTING_ATTRIBUTES = {
  'api-base': 'apiBase',
  'site-url': 'siteUrl',
  'gift-list-url': 'giftListUrl',
  'chat-app-id': 'chatAppId',
  'chat-script-url': 'chatScriptUrl',
  'support-email': 'supportEmail',
  'manuals-base': 'manualsBase',
  'upgrade-url': 'upgradeUrl',
  'pix-receiver': 'pixReceiver',
  'paid-statuses': 'paidStatuses',
  'cancelled-statuses': 'cancelledStatuses',
  'open-statuses': 'openStatuses',
  'storage-prefix': 'storagePrefix',
  'request-timeout': 'requestTimeout',
  'api-times': 'apiTimes',
} as const satisfies Record<string, keyof PortalClienteSettings>;

const clean = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** Only http(s) URLs are followed: a `javascript:` setting must not become a link. */
const cleanUrl = (value: unknown) => {
  const text = clean(value);
  if (!text) return undefined;
  try {
    const url = new URL(text, globalThis.location?.href ?? 'http://localhost/');
    return url.protocol === 'http:' || url.protocol === 'https:' ? text.replace(/\/+$/, '') : undefined;
  } catch {
    return undefined;
  }
};

/** Loopback hosts, the only ones an API may be reached on over plain http (a developer's machine). */
const LOOPBACK = /^(localhost|127(\.\d+){3}|\[::1\])$/;

/**
 * The API receives the e-mail and password: an absolute https address only, or http on a loopback
 * host. A path or a bare host name (`api.example.com.br`, no scheme) would resolve against the host
 * page and post them to the page's own site, so it is refused, not resolved.
 */
const cleanApi = (value: unknown) => {
  try {
    const url = new URL(clean(value)!);
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.test(url.hostname)) ? cleanUrl(value) : undefined;
  } catch {
    return undefined;
  }
};

/** Seconds as written in the attribute; anything not a positive number (or over 2 min) gives 15 s (NaN is neither). */
const timeoutMs = (value: unknown) => {
  const seconds = Number(clean(value));
  return seconds > 0 && seconds <= 120 ? Math.round(seconds * 1000) : 15_000;
};

/** What a storage prefix may hold: letters, digits and `- _ . :` (it names keys in the host's storage). */
const PREFIX = /^[\w.:-]+$/;
const cleanPrefix = (value: unknown) => {
  const text = clean(value);
  return text && PREFIX.test(text) ? text : undefined;
};

/** The attributes whose value is checked: the API's address, http(s) URLs, and the storage prefix's characters (`api-times`: ./api-times.ts). */
const CHECKED = {
  'api-base': cleanApi,
  'site-url': cleanUrl,
  'gift-list-url': cleanUrl,
  'chat-script-url': cleanUrl,
  'upgrade-url': cleanUrl,
  'manuals-base': cleanUrl,
  'storage-prefix': cleanPrefix,
} as const;

/**
 * The attributes given a value the portal cannot use: it goes on with the default, and the host is
 * told (a console warning naming the attribute, and a 'config' error event; docs/host-api.md). But
 * `api-base`, which has no safe default once given: the portal then shows its setup error and calls
 * nothing (element/portal-root.tsx).
 */
export const settingProblems = (input: PortalClienteSettings) =>
  (Object.keys(CHECKED) as (keyof typeof CHECKED)[]).filter((attribute) => {
    const value = input[SETTING_ATTRIBUTES[attribute]];
    return clean(value) && !CHECKED[attribute](value);
  });

export function resolveSettings(input: PortalClienteSettings): Settings {
  return {
    apiBase: cleanApi(input.apiBase) ?? '',
    siteUrl: cleanUrl(input.siteUrl),
    giftListUrl: cleanUrl(input.giftListUrl),
    chatAppId: clean(input.chatAppId),
    chatScriptUrl: cleanUrl(input.chatScriptUrl),
    supportEmail: clean(input.supportEmail),
    // A folder the manuals' links start with: held to http(s) like every URL setting (a
    // `javascript:` base would become the href of 'Manual do evento (PDF)'); cleanUrl drops its
    // trailing slashes, so one is added.
    manualsBase: `${cleanUrl(input.manualsBase) ?? '/manuais'}/`,
    upgradeUrl: cleanUrl(input.upgradeUrl),
    pixReceiver: clean(input.pixReceiver),
    paidStatuses: clean(input.paidStatuses),
    cancelledStatuses: clean(input.cancelledStatuses),
    openStatuses: clean(input.openStatuses),
    storagePrefix: cleanPrefix(input.storagePrefix) ?? 'portal-cliente:',
    requestTimeoutMs: timeoutMs(input.requestTimeout),
    apiTimes: clean(input.apiTimes),
    manualFiles: input.manualFiles && typeof input.manualFiles === 'object' ? input.manualFiles : undefined,
  };
}
