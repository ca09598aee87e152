import { styled } from '../../styles/sheet';
import { narrow, phone, theme } from '../../styles/theme';
import { LineIcon } from '../../ui/line-icon';

/*
 * Bottom-right inside the portal: a sticky strip at the end of the portal's box holds the button.
 * While the portal runs past the bottom of the window the launcher stays in view, floating over the
 * content; where the portal ends it rests in its own strip, covering neither the last rows of a
 * screen nor the host page's footer.
 */
const Dock = styled('div')`
  position: sticky;
  bottom: 0;
  z-index: 30;
  height: 88px;
  margin-top: -40px;
  pointer-events: none;
  & button {
    pointer-events: auto;
    position: absolute;
    right: 20px;
    bottom: 20px;
    display: inline-flex;
    align-items: center;
    gap: 10px;
    min-height: 56px;
    padding: 8px 20px 8px 12px;
    border: 2px solid ${theme.surface};
    border-radius: 999px;
    background: ${theme.primary};
    color: ${theme.onPrimary};
    box-shadow: 0 6px 24px rgb(0 0 0 / 25%);
    text-align: left;
    line-height: 1.2;
  }
  & button:hover { background: ${theme.primaryDark}; }
  & button[aria-busy='true'] { cursor: progress; }
  & button[aria-busy='true'] svg { animation: pc-spin 1.2s linear infinite; }
  & .pc-help-icon { display: inline-grid; place-items: center; width: 40px; height: 40px; border-radius: 50%; background: rgb(255 255 255 / 18%); }
  & strong { display: block; font-size: 0.9375em; }
  & .pc-help-sub { display: block; font-size: 0.8125em; opacity: 0.92; }
  ${narrow} {
    height: 72px;
    & button { right: 12px; bottom: 12px; min-height: 48px; padding: 6px 14px 6px 8px; gap: 8px; }
    & .pc-help-icon { width: 34px; height: 34px; }
  }
  /* On a phone the pill would cover a good part of each row it floats over: the icon
     alone, its words still its accessible name. */
  ${phone} {
    & button { padding: 4px; }
    & .pc-help-text { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
    & .pc-help-icon { width: 44px; height: 44px; background: none; }
  }
`;

/** A headset. Here, not with the header's icons: the launcher is on the sign-in screens too, which load none of those. */
const HelpIcon = () => (
  <LineIcon size={26}>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="13" width="4" height="6" rx="1.5" />
    <rect x="17" y="13" width="4" height="6" rx="1.5" />
    <path d="M19 19c0 1.5-1.8 2.5-5 2.5" />
  </LineIcon>
);

/** The help launcher on every screen ('Precisa de ajuda?' / 'Atendimento aqui'). */
export function HelpLauncher({ busy, onOpen }: { busy: boolean; onOpen: () => void }) {
  return (
    <Dock>
      <button type="button" aria-busy={busy || undefined} onClick={onOpen} data-action="help-open" part="help-launcher">
        <span className="pc-help-icon">
          <HelpIcon />
        </span>
        <span className="pc-help-text">
          <strong>Precisa de ajuda?</strong>
          <span className="pc-help-sub">Atendimento aqui</span>
        </span>
      </button>
    </Dock>
  );
}
