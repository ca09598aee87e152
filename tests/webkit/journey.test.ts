import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ANA, CARLA } from '../../test-kit/customers';
import { carlaDateOf } from '../../test-kit/seed-of';
import { useWebKit, type WebKitPage } from '../../test-kit/use-webkit';
import { windowShotForPeople } from '../../test-kit/shots';

/*
 * The portal in WebKit (Safari's engine), as a customer walks it: sign in, every screen
 * of the main area, the user menu, the contacts and event switcher modals, a service's
 * description, the carousel by its bullets and buttons, sign-out, first access with the date mask;
 * at 1280 and 375 px, with no page
 * error, no horizontal scroll on a phone and the portal's own styles applied in its shadow root.
 */
const webkit = useWebKit();

/** The password Carla chooses at her first access. */
const CARLA_PASSWORD = 'Carla@2027';

/** Each screen of the main area, its heading and what shows its data has arrived. */
const SCREENS = [
  { path: '/', heading: 'Olá, Ana!', ready: 'Faltam' },
  { path: '/eventos', heading: 'Meus eventos', ready: 'Bodas de Prata Márcia & Jorge' },
  { path: '/servicos', heading: 'Serviços', ready: 'Buffet completo - Menu Villa Jardim' },
  { path: '/contratos', heading: 'Contratos', ready: 'CT-2026-0142' },
  { path: '/financeiro', heading: 'Financeiro', ready: 'Serviços + correções' },
  { path: '/agenda', heading: 'Agenda', ready: 'Prova do bolo' },
  { path: '/oportunidades', heading: 'Oportunidades', ready: 'Aprimore o seu evento com especialistas em sintonia.' },
  { path: '/perfil/alterar-senha', heading: 'Alterar senha', ready: 'Senha atual' },
];

/** Whether the portal shows its signed-out welcome (run in the page). */
const welcome = (root: ShadowRoot) =>
  (root?.querySelector('.pc-root') as HTMLElement | null)?.innerText.includes('Seja bem-vindo ao') ?? false;

/** How far the page and the portal reach past the window's width (0 when nothing scrolls sideways). */
const overflow = (root: ShadowRoot) => {
  const portal = root.querySelector('.pc-root') as HTMLElement;
  return Math.max(document.documentElement.scrollWidth - innerWidth, portal.scrollWidth - portal.clientWidth);
};

async function signIn(page: WebKitPage) {
  await page.go('/#/conta/entrar');
  await page.type('E-mail', ANA.email);
  await page.type('Senha', ANA.password);
  await page.click('Acessar');
  await page.until('the home after signing in', (root) => root?.querySelector('h1')?.textContent === 'Olá, Ana!');
}

/** The carousel's active card, and whether swiper has finished sliding. */
function carousel(root: ShadowRoot) {
  const element = root.querySelector('.swiper') as HTMLElement & { swiper: { animating: boolean; height: number } };
  const style = getComputedStyle(element);
  return {
    title: root.querySelector('.swiper-slide-active .pc-card-title')?.textContent ?? null,
    still: !element.swiper.animating,
    // What swiper measured against what the browser laid out: apart, its ResizeObserver re-seats
    // the slides on its first report, wherever the customer has just asked to go.
    measured: element.swiper.height,
    laidOut: parseFloat(style.height) - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom),
  };
}

async function slideTo(page: WebKitPage, control: string, title: string) {
  await page.click(control);
  await page.until(
    `the carousel at rest on '${title}' after '${control}'`,
    (root, wanted) => {
      const state = (root.querySelector('.swiper') as HTMLElement & { swiper: { animating: boolean } }).swiper;
      return !state.animating && root.querySelector('.swiper-slide-active .pc-card-title')?.textContent === wanted;
    },
    title,
  );
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  describe(`WebKit at ${viewport.width} px`, () => {
    it('lays the window out at the size asked for', async () => {
      const page = await webkit.open(viewport);
      await page.go('/');
      expect(await page.run(() => [innerWidth, innerHeight])).toEqual([viewport.width, viewport.height]);
    });

    it('walks every screen of the main area with its data, its styles in the shadow root and nothing sideways', async () => {
      const page = await webkit.open(viewport);
      await signIn(page);
      const styled = await page.run((root) => {
        const style = getComputedStyle(root.querySelector('.pc-root')!);
        return {
          sheets: root.adoptedStyleSheets.length + root.querySelectorAll('style').length,
          background: style.backgroundColor,
          font: style.fontFamily.split(',')[0],
        };
      });
      expect(styled).toEqual({ sheets: expect.any(Number), background: 'rgb(246, 244, 243)', font: 'system-ui' });
      expect(styled.sheets).toBeGreaterThanOrEqual(2);
      for (const screen of SCREENS) {
        await page.run((_root, path) => (location.hash = `#${path}`), screen.path);
        await page.until(
          `${screen.path} with its data`,
          (root, name, text) =>
            root.querySelector('h1')?.textContent?.trim() === name &&
            (root.querySelector('.pc-root') as HTMLElement).innerText.includes(text),
          screen.heading,
          screen.ready,
        );
        expect(await page.run(overflow), `${screen.path}: scrolls sideways`).toBeLessThanOrEqual(0);
        await windowShotForPeople(page.driver, `/tmp/shots/webkit/${screen.path.slice(1) || 'home'}-${viewport.width}.png`);
      }
      expect(await page.errors()).toEqual([]);
    });

    it('opens the user menu, the contacts and the event switcher, a service description, and signs out', async () => {
      const page = await webkit.open(viewport);
      await signIn(page);

      await page.click(/Ana Paula Souza/);
      await page.until('the user menu', (root) => root.querySelector('[role="menu"]') !== null);
      expect(await page.run((root) => [...root.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent?.trim()))).toEqual([
        'Meus eventos',
        'Alterar senha',
        'Sair',
      ]);
      await page.click(/Ana Paula Souza/);
      await page.until('the user menu closed', (root) => root.querySelector('[role="menu"]') === null);

      // Opened with the mouse: the focus goes into the modal, and no focus ring is drawn. (WebKit
      // matches :focus-visible on whatever showModal() focuses, even after a click.)
      await page.click('Contatos');
      await page.until('the contacts', (root) => root.querySelector('dialog[open]')?.textContent?.includes('Renata Lopes'));
      expect(
        await page.run((root) => {
          const focus = root.activeElement as HTMLElement;
          return { inDialog: focus.closest('dialog[open]') !== null, outline: getComputedStyle(focus).outlineStyle };
        }),
        'the focus after a click',
      ).toEqual({ inDialog: true, outline: 'none' });
      await page.click('Fechar', 'dialog[open]');
      await page.until('the contacts closed', (root) => root.querySelector('dialog[open]') === null);

      await page.click('TROCAR EVENTO');
      await page.until('the event switcher', (root) =>
        root.querySelector('dialog[open]')?.textContent?.includes('Bodas de Prata Márcia & Jorge'),
      );
      await page.click('Fechar', 'dialog[open]');
      await page.until('the event switcher closed', (root) => root.querySelector('dialog[open]') === null);

      await page.run(() => (location.hash = '#/servicos'));
      await page.click('Buffet completo - Menu Villa Jardim');
      await page.until('the service description', (root) =>
        root.querySelector('dialog[open]')?.textContent?.includes('Coquetel de boas-vindas com 8 tipos de canapés'),
      );
      await page.click('Fechar', 'dialog[open]');
      await page.until('the description closed', (root) => root.querySelector('dialog[open]') === null);

      await page.click(/Ana Paula Souza/);
      await page.click('Sair', '[role="menu"]');
      await page.until('the signed-out welcome', welcome);
      expect(await page.run(() => location.hash)).toBe('#/conta');
      expect(await page.errors()).toEqual([]);
    });

    // Every text from the API with a 40-character word that has no place to break (POST /dev/textos).
    if (viewport.width === 375)
      it('wraps 40-character words in every text from the API: no screen and no modal scrolls sideways', async () => {
        const word = 'WMWM'.repeat(10);
        const shaped = await fetch(`${webkit.apiUrl}/dev/textos`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ word }),
        });
        expect(shaped.status).toBe(200);
        const page = await webkit.open(viewport);
        await page.go('/#/conta/entrar');
        await page.type('E-mail', ANA.email);
        await page.type('Senha', ANA.password);
        await page.click('Acessar');
        await page.until('the home after signing in', (root) => root?.querySelector('h1')?.textContent?.startsWith('Olá, ') ?? false);
        for (const screen of SCREENS) {
          await page.run((_root, path) => (location.hash = `#${path}`), screen.path);
          await page.until(
            `${screen.path} with its data`,
            (root, name, text) =>
              (name === 'Olá, Ana!' || root.querySelector('h1')?.textContent?.trim() === name) &&
              (root.querySelector('.pc-root') as HTMLElement).innerText.includes(text),
            screen.heading,
            screen.ready,
          );
          expect(await page.run(overflow), `${screen.path}: scrolls sideways`).toBeLessThanOrEqual(0);
        }
        /** How far the open dialog's content reaches past its own width. */
        const dialogOverflow = (root: ShadowRoot) => {
          const dialog = root.querySelector('dialog[open]') as HTMLElement;
          return Math.max(
            dialog.scrollWidth - dialog.clientWidth,
            ...[...dialog.querySelectorAll('*')].map((el) => el.getBoundingClientRect().right - dialog.getBoundingClientRect().right),
          );
        };
        await page.click('Contatos');
        // Names are shown in title case ('Renata Lopes Wmwm...').
        await page.until(
          'the contacts',
          (root, wanted) => root.querySelector('dialog[open]')?.textContent?.toUpperCase().includes(wanted),
          word,
        );
        expect(await page.run(dialogOverflow), 'the contacts scroll sideways').toBeLessThanOrEqual(1);
        expect(await page.run(overflow), 'the page under the contacts scrolls sideways').toBeLessThanOrEqual(0);
        await page.click('Fechar', 'dialog[open]');
        await page.until('the contacts closed', (root) => root.querySelector('dialog[open]') === null);
        expect(await page.errors()).toEqual([]);
      });

    it('moves the carousel with its bullets and its buttons, landing where asked', async () => {
      const page = await webkit.open(viewport);
      await signIn(page);
      // The home's data first: WebKit has no scroll anchoring, so a panel arriving above after the
      // scroll would push the carousel's place out of reach again (a full run's busy first minute
      // saw that at 375 px).
      await page.until('the home with its data', (root) => root.querySelector('[aria-busy="true"]') === null);
      // As a customer does, it scrolls back to the carousel's place while the carousel is not there:
      // on a loaded machine a late layout (a picture, the promo block's own text) can still move
      // the place away after one scroll, and the carousel rightly waits until its place is near.
      await page.until('swiper started', (root) => {
        if (root.querySelector('.swiper-initialized') !== null) return true;
        root.querySelector('.pc-carousel-place')?.scrollIntoView({ block: 'center' });
        return false;
      });
      const start = await page.run(carousel);
      expect(start.measured, 'swiper measures the carousel as the browser laid it out').toBe(start.laidOut);
      expect(start.title).toBe('Gastronomia');
      await slideTo(page, 'Ir para o slide 3', 'Decoração');
      await slideTo(page, 'Próximo card', 'Doces finos');
      await slideTo(page, 'Card anterior', 'Decoração');
      await slideTo(page, 'Ir para o slide 1', 'Gastronomia');
      // Looping: before the first card comes the last.
      await slideTo(page, 'Card anterior', 'Per Bambini');
      expect(await page.errors()).toEqual([]);
    });

    it('takes a first access through, the date typed as digits and the slashes put in', async () => {
      const page = await webkit.open(viewport);
      const date = await carlaDateOf(webkit.apiUrl);
      await page.go('/#/conta/registrar');
      await page.type('Número do EVT', CARLA.idEvento);
      // WebDriver types key by key: each digit goes through the mask's beforeinput handler.
      await page.type('Data do evento', date.digits);
      expect(await (await page.control('Data do evento')).getProperty('value')).toBe(date.text);
      await page.type('E-mail informado no contrato', CARLA.email);
      await page.click('Próximo');
      await page.until('the code step', () => location.hash === '#/conta/registrar/confirmar');

      const outbox = await fetch(`${webkit.apiUrl}/dev/outbox?to=${encodeURIComponent(CARLA.email)}`);
      const code = ((await outbox.json()) as { code: string }[]).at(-1)!.code;
      await page.type('Digite o código enviado para seu email', code);
      await page.click('Próximo');
      await page.until('the password step', () => location.hash === '#/conta/registrar/senha');
      await page.type('Crie sua senha de acesso', CARLA_PASSWORD);
      await page.type('Confirme sua senha', CARLA_PASSWORD);
      await page.click('Enviar');
      await page.until('the sign-in with its notice', (root) =>
        (root.querySelector('.pc-root') as HTMLElement).innerText.includes('Cadastro atualizado com sucesso!'),
      );
      expect(await page.errors()).toEqual([]);
    });
  });
}

describe('WebKit at 375 px, paying first', () => {
  it('leads the phone home with what needs attention, and /financeiro with what is due, the paid charges folded', async () => {
    const page = await webkit.open({ width: 375, height: 812 });
    await signIn(page);
    // The seed's wedding has an overdue charge: the attention panel comes before the event's panel.
    await page.until('the attention panel', (root) =>
      root.querySelector('[aria-labelledby="pc-attention-title"]')?.textContent?.includes('Cobrança vencida'),
    );
    expect(
      await page.run((root) => {
        const [attention, event] = [
          root.querySelector('[aria-labelledby="pc-attention-title"]')!,
          root.querySelector('#pc-event-name')!.closest('section')!,
        ];
        return [
          !!(attention.compareDocumentPosition(event) & Node.DOCUMENT_POSITION_FOLLOWING),
          attention.getBoundingClientRect().top < event.getBoundingClientRect().top,
        ];
      }),
      'attention first, in the document and on screen',
    ).toEqual([true, true]);
    await windowShotForPeople(page.driver, '/tmp/shots/webkit/paying-first-home-375.png');

    await page.run(() => (location.hash = '#/financeiro'));
    await page.until('the charges due', (root) => root.querySelectorAll('.pc-payment').length === 3);
    const layout = () =>
      page.run((root) => {
        const payments = root.querySelector('.pc-payments')!;
        const table = root.querySelector('table')!;
        return {
          cards: [...root.querySelectorAll('.pc-payment h3')].map((title) => title.textContent?.replace(/\s+/g, ' ')),
          firstLate: root.querySelector('.pc-payment')!.hasAttribute('data-late'),
          paymentsFirst: payments.getBoundingClientRect().top < table.getBoundingClientRect().top,
          rows: [...table.querySelectorAll('tbody tr')]
            .filter((row) => row.getClientRects().length > 0)
            .map((row) => row.querySelector('td')!.textContent),
        };
      });
    expect(await layout()).toEqual({
      cards: ['COB 81237 · R$ 12.300,00', 'COB 81238 · R$ 12.300,00', 'COB 81240 · R$ 11.950,50'],
      firstLate: true,
      paymentsFirst: true,
      rows: ['81237', '81238', '81240'],
    });
    expect(await page.run(overflow), '/financeiro: scrolls sideways').toBeLessThanOrEqual(0);
    await windowShotForPeople(page.driver, '/tmp/shots/webkit/paying-first-financeiro-375.png');
    await page.click('Ver 3 cobranças pagas e 1 cancelada');
    await page.until('the paid and cancelled rows unfolded', (root) =>
      [...root.querySelectorAll('tbody tr')].every((row) => row.getClientRects().length > 0),
    );
    expect((await layout()).rows).toEqual(['81237', '81238', '81240', '81234', '81235', '81236', '81239']);
    expect(await page.errors()).toEqual([]);
  });
});

describe('WebKit fonts', () => {
  it("sets the portal's text in the system's UI font, which WebKitGTK does not find under system-ui", async () => {
    // The machine's UI font as fontconfig names it, what Chromium and Firefox use for system-ui here.
    const systemFont = execFileSync('fc-match', ['-f', '%{family[0]}', 'system-ui'], { encoding: 'utf8' });
    const page = await webkit.open({ width: 1280, height: 900 });
    await page.go('/#/conta');
    await page.until('the portal', welcome);
    const widths = await page.run((root, family) => {
      const sample = 'Olá! Portal do Cliente, R$ 12.300,00 — 0123456789';
      const measure = (parent: Node, font: string | null) => {
        const span = document.createElement('span');
        span.textContent = sample;
        span.style.cssText = `position: absolute; white-space: nowrap; font-size: 16px;${font ? ` font-family: ${font};` : ''}`;
        parent.appendChild(span);
        const width = span.getBoundingClientRect().width;
        span.remove();
        return width;
      };
      return {
        portal: measure(root.querySelector('.pc-root')!, null),
        system: measure(document.body, `"${family}"`),
        arial: measure(document.body, 'Arial'),
      };
    }, systemFont);
    expect(widths.system, `"${systemFont}" and Arial's stand-in differ on this machine (the check can fail)`).not.toBe(widths.arial);
    expect(widths.portal, `the portal's text is in ${systemFont}`).toBe(widths.system);
  });
});

describe('WebKit at 375 px, paying by card', () => {
  it("opens the provider's checkout in a new window, marks nothing for it, and reads the charge paid on the next read", async () => {
    const page = await webkit.open({ width: 375, height: 812 });
    await signIn(page);
    await page.run(() => (location.hash = '#/financeiro'));
    const portalWindow = await page.driver.getWindowHandle();
    const link = await page.control('Pagar com cartão a COB 81238 (abre em nova aba)');
    expect([await link.getAttribute('target'), await link.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    await page.click('Pagar com cartão a COB 81238 (abre em nova aba)');

    // The checkout: the reference API's stand-in of the provider's page, in a window of its own.
    const checkout = (await page.driver.wait(
      async () => (await page.driver.getAllWindowHandles()).find((handle) => handle !== portalWindow),
      30_000,
      'WebKit: the checkout window',
    ))!;
    await page.driver.switchTo().window(checkout);
    await page.driver.wait(
      async () => (await page.driver.getCurrentUrl()).includes('/provedor/pagamento/81238'),
      30_000,
      'WebKit: the checkout page',
    );
    await page.driver.wait(
      () => page.driver.executeScript('return document.readyState === "complete" && !!document.getElementById("act")'),
      30_000,
      'WebKit: its button',
    );
    await page.driver.executeScript('document.getElementById("act").click()');
    await page.driver.wait(
      () => page.driver.executeScript('return document.getElementById("done").textContent'),
      30_000,
      'WebKit: the payment approved',
    );
    await page.driver.close();
    await page.driver.switchTo().window(portalWindow);

    // Opening the checkout is not paying: no mark, a line that says what follows if it was paid.
    const line = await page.until('the line after the checkout', (root) =>
      [
        ...([...root.querySelectorAll('.pc-payment')]
          .find((card) => card.textContent?.includes('COB 81238'))
          ?.querySelectorAll('.pc-payment-facts') ?? []),
      ]
        .map((fact) => fact.textContent)
        .find((text) => text?.startsWith('Se você')),
    );
    expect(line).toBe('Se você concluiu o pagamento com cartão, a confirmação aparece aqui assim que a empresa receber.');
    expect(await page.run((root) => !!root.querySelector('.pc-pending')), 'no mark for an opened checkout').toBe(false);
    await windowShotForPeople(page.driver, '/tmp/shots/webkit/card-awaiting-375.png');

    expect(await page.errors()).toEqual([]);

    // The next read of the finance (a reload here): the charge as the API sends it, paid, with its receipt.
    await page.driver.navigate().refresh();
    await page.until('the receipt of COB 81238', (root) =>
      [...root.querySelectorAll('a')].find((link) => link.getAttribute('aria-label') === 'Comprovante da COB 81238 (abre em nova aba)'),
    );
    expect(
      await page.run((root) => [...root.querySelectorAll('.pc-payment')].some((card) => card.textContent?.includes('COB 81238'))),
      'no longer among what is due',
    ).toBe(false);
    await windowShotForPeople(page.driver, '/tmp/shots/webkit/card-confirmed-375.png');
    // Two loads of the portal and a window of the provider's: more than one journey's time.
  }, 240_000);
});
