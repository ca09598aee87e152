// A React 19 host app (docs/hosts/react.md): the package imported as a host installs it, the
// element in JSX with its attributes and events typed by `portal-cliente/react`.
import 'portal-cliente';
import { createRoot } from 'react-dom/client';
import { PortalPage } from './portal-page';

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';

createRoot(document.getElementById('app')!).render(<PortalPage api={meta('portal-api')} origin={meta('demo-origin')} />);
