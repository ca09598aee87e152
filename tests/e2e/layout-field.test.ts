// @engines chromium firefox: layout (long words, wrapping, fixed boxes) differs by engine
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANA, DESKTOP, PHONE } from '../../test-kit/browser';
import { useE2e } from '../../test-kit/use-e2e';
import { postJson } from '../../test-kit/post-json';

/*
 * Layout as customers' data and phones make it: 80-character names, venues and services
 * (the long-text fixtures of the reference API), the help launcher over a phone's rows, the
 * header between 1025 and 1280 px, the navigation strip on routes without an entry, and the
 * calendar offered only for what is still to come.
 */

const WEDDING = 41587;
const PAST = 38742;
/** 80 characters with no place to break a line (no space, no hyphen). */
const LONG = 'CasamentoDeAnaPaulaSouzaERafaelHenriqueAlbuquerqueDeOliveiraCavalcantiNoSalãoReal';
const LONG_VENUE = 'EspaçoVillaJardimSalaDeCristalEVarandaPanorâmicaDoTerceiroAndarNorteEdifícioSul';

const e2e = useE2e({ pages: 'warm' });

let page: Page;
let portal: Locator;

const post = (path: string, body: unknown) => postJson(e2e.apiUrl, path, body);

/** The wedding with every customer-facing text far longer than a line, as some contracts have. */
async function longTexts() {
  await post('/dev/evento', { idEvento: WEDDING, descricao: LONG, titulo: `${LONG}Titulo`, casa: LONG_VENUE });
  await post('/dev/agenda', {
    idEvento: WEDDING,
    agenda: [{ acao: `Prova${LONG}`, local: LONG_VENUE, dataAgenda: '2040-01-10T14:00:00', concluida: false }],
  });
  await post('/dev/servicos', {
    idEvento: WEDDING,
    servicos: [{ servico: `Buffet${LONG}`, unidade: 'pessoa', quantidade: 220, anexoHTML: null }],
  });
  await post('/dev/financeiro', {
    idEvento: WEDDING,
    financeiro: {
      totalEvento: 1000,
      valorEfetivo: 0,
      valorAberto: 1000,
      cobrancas: [
        {
          numCobranca: 1,
          formaPagamento: 'Boleto',
          dataVencimento: '2040-01-10T00:00:00',
          valorDocumento: 1000,
          statusCobranca: 'Em aberto',
          razaoSocial: `${LONG}${LONG}LTDA`,
        },
      ],
    },
  });
}

/** Ana on the home, signed in over HTTP (the sign-in has its own tests): the stored event is read then, so fixtures come first. */
async function signIn(viewport: { width: number; height: number }) {
  // Still screens to measure. Firefox's BiDi mode ignores the option; what moves there moves
  // vertically (a toast fading in) or is left out of the measure (the carousel).
  ({ page, portal } = await e2e.open({ path: '/#/', viewport, as: ANA, reducedMotion: 'reduce' }));
  await portal.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
}

async function go(path: string, heading: string | RegExp) {
  await page.evaluate((hash) => (location.hash = hash), `#${path}`);
  await portal.getByRole('heading', { name: heading, level: 1 }).waitFor();
  await portal.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
}

/**
 * What spills: the portal wider than its box, or any element of it whose content is wider than the
 * element while it hides the overflow (clipped unreadably) or lets it out past the portal's edge.
 */
function overflowOf(element: Element) {
  const root = element.shadowRoot!;
  const host = element.getBoundingClientRect();
  const found: string[] = [];
  const describe = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').slice(0, 40)}"`;
  if (document.documentElement.scrollWidth > document.documentElement.clientWidth)
    found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} > ${document.documentElement.clientWidth})`);
  /** Inside a visually hidden box (the stacked table's column headers, 1 px and clipped): not seen. */
  const unseen = (el: Element): boolean => {
    for (let at: Element | null = el; at; at = at.parentElement) {
      const box = at.getBoundingClientRect();
      if (box.width <= 1 && box.height <= 1) return true;
    }
    return false;
  };
  for (const el of root.querySelectorAll('*')) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || el.closest('nav ul, .swiper, .pc-carousel, [role="dialog"], dialog') || unseen(el)) continue;
    if (box.right > host.right + 1 || box.left < host.left - 1) found.push(`past the portal's edge: ${describe(el)}`);
    const style = getComputedStyle(el);
    const clips = style.overflowX === 'hidden' || style.overflowX === 'clip';
    // Visually hidden text (1 px boxes) is for screen readers; an ellipsis or a line clamp is fine
    // when the element's title holds the full text.
    const hidden = box.width <= 1 && box.height <= 1;
    const ellipsized =
      (style.textOverflow === 'ellipsis' || (style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '')) &&
      el.getAttribute('title') === el.textContent;
    if (clips && !hidden && !ellipsized && el.scrollWidth > el.clientWidth + 1)
      found.push(`clipped: ${describe(el)} (${el.scrollWidth} > ${el.clientWidth})`);
  }
  return found;
}

describe.each([
  ['1280 px', DESKTOP],
  ['375 px', PHONE],
])('long texts at %s', (_width, viewport) => {
  it('leave nothing spilling or clipped on home, services, contracts, finance and schedule, with the full text at hand', async () => {
    await longTexts();
    await signIn(viewport);
    for (const [path, heading] of [
      ['/', 'Olá, Ana!'],
      ['/servicos', 'Serviços'],
      ['/contratos', 'Contratos'],
      ['/financeiro', 'Financeiro'],
      ['/agenda', 'Agenda'],
    ] as const) {
      await go(path, heading);
      expect(await portal.evaluate(overflowOf), `${path} at ${viewport.width} px`).toEqual([]);
    }
    // The header's title may end in an ellipsis after two lines: its full text is its title attribute.
    expect(await portal.locator('header .pc-event-title').getAttribute('title')).toBe(LONG);
  });
});

describe('the header between 1025 and 1280 px', () => {
  it("shows the whole event title ('Casamento Ana & Rafael') at 1030 px, with room left by the user menu", async () => {
    await signIn({ width: 1030, height: 800 });
    const title = portal.locator('header .pc-event-title');
    const cut = await title.evaluate((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1);
    expect(cut, 'the title is not cut').toBe(false);
    expect(await title.textContent()).toBe('Casamento Ana & Rafael');
    expect(await portal.getByRole('button', { name: /Ana Paula Souza/ }).isVisible(), 'the user menu keeps its accessible name').toBe(true);
  });
});

describe('at 375 px', () => {
  it('brings Home back into the navigation strip on a route with no entry (/eventos, a 404)', async () => {
    await signIn(PHONE);
    await go('/agenda', 'Agenda');
    const strip = portal.getByRole('navigation', { name: 'Principal' }).locator('ul');
    expect(await strip.evaluate((ul) => ul.scrollLeft), 'Agenda, at the end, was scrolled into view').toBeGreaterThan(0);
    await go('/eventos', 'Meus eventos');
    await expect.poll(() => strip.evaluate((ul) => ul.scrollLeft)).toBe(0);
    const home = portal.getByRole('link', { name: 'Home' });
    const [homeBox, stripBox] = [await home.boundingBox(), await strip.boundingBox()];
    expect(homeBox!.x).toBeGreaterThanOrEqual(stripBox!.x);
  });

  it("keeps the help launcher to an icon that covers no control of the last rows ('Adicionar ao calendário')", async () => {
    await signIn(PHONE);
    await go('/agenda', 'Agenda');
    const launcher = portal.getByRole('button', { name: 'Precisa de ajuda? Atendimento aqui' });
    const size = await launcher.boundingBox();
    expect(size!.width, 'an icon, not a pill across the row').toBeLessThanOrEqual(60);
    // Every control in view, with the page scrolled so each sits at the bottom edge of the window.
    const buttons = portal.locator('#pc-main').getByRole('button');
    for (let index = 0; index < (await buttons.count()); index++) {
      const button = buttons.nth(index);
      await button.evaluate((el) => el.scrollIntoView({ block: 'end' }));
      const covered = await button.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const root = el.getRootNode() as ShadowRoot;
        const points = [
          [box.left + 4, box.top + box.height / 2],
          [box.left + box.width / 2, box.top + box.height / 2],
          [box.right - 4, box.top + box.height / 2],
        ];
        return points.filter(([x, y]) => {
          const hit = root.elementFromPoint(x!, y!);
          return hit && !el.contains(hit);
        }).length;
      });
      expect(covered, `"${await button.textContent()}" is not under the launcher`).toBeLessThan(2);
    }
  });
});

describe('Adicionar ao calendário', () => {
  it('is offered for an event still to come and not for one that has happened, on the home and in the schedule', async () => {
    // Ana's past event: her father's 60th birthday.
    await post('/dev/agenda', {
      idEvento: PAST,
      agenda: [
        { acao: 'Reunião passada', local: 'Casa', dataAgenda: '2020-01-10T14:00:00', concluida: false },
        { acao: 'Reunião futura', local: 'Casa', dataAgenda: '2040-01-10T14:00:00', concluida: false },
      ],
    });
    await signIn(DESKTOP);
    expect(
      await portal
        .locator('#pc-main')
        .getByRole('button', { name: /Adicionar ao calendário/ })
        .count(),
      'offered for the wedding ahead',
    ).toBe(1);
    await go('/eventos', 'Meus eventos');
    await portal.getByRole('button', { name: String(PAST) }).click();
    await portal.getByText('Seu evento já aconteceu. Obrigado por celebrar conosco!').waitFor();
    expect(
      await portal
        .locator('#pc-main')
        .getByRole('button', { name: /Adicionar ao calendário/ })
        .count(),
      'none for the past event',
    ).toBe(0);
    await go('/agenda', 'Agenda');
    expect(await portal.getByRole('button', { name: 'Adicionar ao calendário: Reunião futura' }).count()).toBe(1);
    expect(await portal.getByRole('button', { name: 'Adicionar ao calendário: Reunião passada' }).count()).toBe(0);
  });
});
