import type {} from 'portal-cliente/react';
import { useState } from 'react';

/** The host's page: its own header, which follows the portal's events, and the portal. */
export function PortalPage({ api, origin }: { api: string; origin: string }) {
  const [customer, setCustomer] = useState<string | null>(null);
  const [path, setPath] = useState('');
  return (
    <>
      <header className="site-header">
        <a className="brand" href="#topo">
          Aurora <span>Eventos</span>
        </a>
        <p id="host-status" className="host-status" aria-live="polite">
          {customer ? `App React: ${customer} conectado(a)` : 'App React: ninguém conectado'}
          {path && ` · tela ${path}`}
        </p>
      </header>
      <section id="portal" className="portal-band" aria-label="Portal do Cliente">
        <portal-cliente
          api-base={api}
          site-url={`${origin}/site`}
          support-email="atendimento@aurora-eventos.com.br"
          onportal-cliente:login={(event) => setCustomer(event.detail.name)}
          onportal-cliente:logout={() => setCustomer(null)}
          onportal-cliente:navigate={(event) => setPath(event.detail.path)}
        />
      </section>
    </>
  );
}
