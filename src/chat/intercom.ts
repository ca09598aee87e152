/**
 * The help chat: an Intercom-style widget (docs/architecture.md, "Where the product rules are silent"). The only module that
 * touches the third-party global `window.Intercom` (docs/architecture.md, "Layers").
 *
 * It is also the portal's single write to the host document: the chat draws its own frames at page
 * level and cannot live in our shadow root, so its script is appended to `document.head`, as ONE
 * `<script async>`, the first time a customer asks for help, and stays there afterwards, as a
 * third-party widget's script does. Nothing is loaded for visitors who never ask.
 */

type IntercomCall = [command: string, ...args: unknown[]];
type IntercomFunction = ((...call: IntercomCall) => void) & { q?: IntercomCall[] };

declare global {
  interface Window {
    Intercom?: IntercomFunction;
    intercomSettings?: Record<string, unknown>;
  }
}

interface ChatConfig {
  /** `chat-app-id`: without it there is no chat (the launcher falls back to the contacts). */
  appId?: string;
  /** `chat-script-url`. Default: the provider's widget URL for the app id. */
  scriptUrl?: string;
}

/** Who is asking; `null` for a signed-out visitor. */
interface ChatVisitor {
  name: string;
  email: string;
}

/** Launcher vertical padding 105 (the messenger opens above our launcher). */
const VERTICAL_PADDING = 105;
/** A script that neither loads nor fails in this time counts as failed. */
const LOAD_TIMEOUT_MS = 8_000;

const defaultScriptUrl = (appId: string) => `https://widget.intercom.io/widget/${encodeURIComponent(appId)}`;

/** The chat on the page: loaded by us or already run by the host. */
interface Chat {
  owner: 'portal' | 'host';
  /** The host's own settings, to boot its chat again after a logout. */
  hostSettings?: Record<string, unknown>;
  /** Resolves true once the script ran, false when it failed to load. */
  ready: Promise<boolean>;
  failed: boolean;
}

let chat: Chat | undefined;
/** Whom the chat is booted for ('' when anonymous); undefined when not booted. */
let bootedFor: string | undefined;

const call = (...args: IntercomCall) => window.Intercom?.(...args);

/** Appends the script; resolves true once it ran, false on a load error or after the timeout. */
function loadScript(url: string, onFailure: (script: HTMLScriptElement) => void): Promise<boolean> {
  const script = document.createElement('script');
  script.async = true;
  script.src = url;
  const ready = new Promise<boolean>((resolve) => {
    const settle = (ok: boolean) => {
      clearTimeout(timer);
      script.onload = script.onerror = null;
      if (!ok) onFailure(script);
      resolve(ok);
    };
    const timer = setTimeout(() => settle(false), LOAD_TIMEOUT_MS);
    script.onload = () => settle(true);
    script.onerror = () => settle(false);
  });
  document.head.append(script);
  return ready;
}

function attach(scriptUrl: string): Chat {
  // The host runs the chat already: reuse it, never load a second copy.
  if (typeof window.Intercom === 'function') {
    return { owner: 'host', hostSettings: window.intercomSettings, ready: Promise.resolve(true), failed: false };
  }
  // The provider's own snippet: a stub queues calls until the script replaces it and replays them.
  const stub: IntercomFunction = (...args) => stub.q!.push(args);
  stub.q = [];
  window.Intercom = stub;
  const attached: Chat = {
    owner: 'portal',
    failed: false,
    ready: loadScript(scriptUrl, (script) => {
      // Leave the page as we found it: no script, no stub queueing forever.
      attached.failed = true;
      bootedFor = undefined;
      script.remove();
      if (window.Intercom === stub) delete window.Intercom;
      delete window.intercomSettings;
    }),
  };
  return attached;
}

function boot(attached: Chat, appId: string, visitor: ChatVisitor | null) {
  const who = visitor?.email ?? '';
  if (bootedFor === who) return;
  const switching = bootedFor !== undefined;
  if (switching) call('shutdown');
  const settings = {
    hide_default_launcher: true,
    vertical_padding: VERTICAL_PADDING,
    ...(visitor ? { name: visitor.name, email: visitor.email } : {}),
  };
  if (attached.owner === 'portal') {
    window.intercomSettings = { app_id: appId, ...settings };
    call('boot', window.intercomSettings);
  } else if (switching) {
    call('boot', { ...attached.hostSettings, ...settings });
  } else {
    // The host booted its chat with its own app id: only tell it who the customer is.
    call('update', settings);
  }
  bootedFor = who;
}

/**
 * Opens the chat, loading it on first use, optionally with a first message. Calls made before the
 * script runs wait in the stub's queue. Resolves false when there is no chat to open (no app id, or
 * its script failed to load): the caller then offers the contacts instead. After a failure, later
 * calls fail at once.
 */
export function openChat(config: ChatConfig, visitor: ChatVisitor | null, message?: string): Promise<boolean> {
  const { appId } = config;
  if (!appId || chat?.failed) return Promise.resolve(false);
  chat ??= attach(config.scriptUrl ?? defaultScriptUrl(appId));
  boot(chat, appId, visitor);
  if (message) call('showNewMessage', message);
  else call('show');
  return chat.ready;
}

/**
 * Logout: the chat forgets the customer (Intercom's `shutdown` clears its conversation cookies).
 * A chat the host ran before us is booted again with the host's own settings.
 */
export function shutdownChat(): void {
  if (bootedFor === undefined || !chat) return;
  bootedFor = undefined;
  call('shutdown');
  if (chat.owner === 'host' && chat.hostSettings) call('boot', chat.hostSettings);
}
