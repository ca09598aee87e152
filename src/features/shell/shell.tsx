import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { formatName } from '../../lib/text/format-name';
import { usePortal } from '../../runtime/portal-context';
import { useSession } from '../../runtime/use-session';
import { HelpLauncher } from './help-launcher';
import { lazyRetry } from '../../ui/lazy-retry';
import { retryingImport } from '../../lib/retrying-import';

/* The chat loader comes with the first request for help: most visits never ask, and once loaded it
   is the same module for every later request and for the shutdown on logout. A failed load is
   tried again on the next request. */
let chatModule: Promise<typeof import('../../chat/intercom')> | undefined;
const importChat = retryingImport(() => import('../../chat/intercom'));
const loadChat = () =>
  (chatModule ??= importChat().catch((error: unknown) => {
    chatModule = undefined;
    throw error;
  }));

/* The modals load on first use, keeping them out of the entry chunk (docs/architecture.md, "Lazy by default"). */
const ContactsModal = lazyRetry(() => import('./contacts-modal'), 'ContactsModal');
const EventSwitcherModal = lazyRetry(() => import('./event-switcher-modal'), 'EventSwitcherModal');

type Dialog = { type: 'contacts'; message?: string } | { type: 'event-switcher' } | null;

/**
 * What every screen shares beyond the header: the help launcher, the contacts and event switcher
 * modals (opened from the header or, through `runtime/shell-requests`, from any screen), and the
 * chat's lifecycle. Rendered once by the app, signed in or not.
 */
export function Shell() {
  const { settings, shell } = usePortal();
  const { user } = useSession();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [chatLoading, setChatLoading] = useState(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  /** The chat, or the contacts when there is no chat (no app id, or its script failed to load). */
  const openHelp = useCallback(
    async (message?: string) => {
      setChatLoading(true);
      const visitor = user ? { name: formatName(user.name || user.email), email: user.email } : null;
      const { openChat } = await loadChat();
      const opened = await openChat({ appId: settings.chatAppId, scriptUrl: settings.chatScriptUrl }, visitor, message);
      if (!mounted.current) return;
      setChatLoading(false);
      if (!opened) setDialog({ type: 'contacts', message });
    },
    [settings.chatAppId, settings.chatScriptUrl, user],
  );

  useEffect(
    () =>
      shell.listen((request) => {
        if (request.type === 'help') void openHelp(request.message);
        else if (request.type !== 'refresh') setDialog({ type: request.type });
      }),
    [shell, openHelp],
  );

  // The chat was booted with this customer's name and e-mail: it is shut down on sign-out, whichever
  // way it happened (menu, expired session, another tab). The app remounts this shell when the session changes.
  const signedIn = user !== null;
  useEffect(() => {
    // Never asked for help: no chat was loaded, nothing to shut down.
    if (!signedIn) void chatModule?.then(({ shutdownChat }) => shutdownChat());
  }, [signedIn]);

  const close = () => setDialog(null);
  return (
    <>
      <HelpLauncher busy={chatLoading} onOpen={() => void openHelp()} />
      <Suspense fallback={null}>
        {dialog?.type === 'contacts' && <ContactsModal onClose={close} message={dialog.message} />}
        {dialog?.type === 'event-switcher' && signedIn && <EventSwitcherModal onClose={close} />}
      </Suspense>
    </>
  );
}
