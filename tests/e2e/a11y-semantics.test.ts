// @engines chromium: text, ARIA and colours are the same in every engine (and reduced-motion emulation is Chromium's)
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANA, DESKTOP, PHONE } from '../../test-kit/browser';
import { settle } from '../../test-kit/settle';
import { portalOf as portal, useE2e } from '../../test-kit/use-e2e';

/*
 * Status is never told by colour alone, stacked table
 * rows keep their column labels for screen readers, and prefers-reduced-motion stills the portal.
 */
const e2e = useE2e({ pages: 'warm' });

/**
 * Ana on the home (a session made over HTTP: the sign-in has its own tests); `reducedMotion`
 * emulates the visitor's preference (left to the browser without it).
 */
async function signedIn(viewport: { width: number; height: number }, reducedMotion?: 'reduce' | 'no-preference') {
  const opened = await e2e.open({ path: '/#/', viewport, as: ANA, ...(reducedMotion && { reducedMotion }) });
  await portal(opened.page).getByRole('heading', { level: 1, name: 'Olá, Ana!' }).waitFor();
  return opened;
}

async function go(page: Page, path: string) {
  await page.evaluate((hash) => (location.hash = hash), `#${path}`);
  await settle(page);
}

/** WCAG relative luminance contrast of two computed `rgb()` colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = color
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((v) => {
        const c = Number(v) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('status is never told by colour alone', () => {
  it('finance: charges that differ in colour differ in their status text', async () => {
    const { page } = await signedIn(DESKTOP);
    await go(page, '/financeiro');
    const cells = await portal(page)
      .getByRole('table', { name: 'Cobranças do evento' })
      .evaluate((table) => {
        const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim());
        const column = headers.indexOf('Status');
        return [...table.querySelectorAll('tbody tr')].map((row) => {
          // The status badge leads the cell; a paid charge's 'Pago em' and 'Comprovante' follow it.
          const cell = row.children[column]!;
          const badge = cell.querySelector('.pc-status-cell > :first-child') ?? cell;
          const style = getComputedStyle(badge);
          return { text: badge.textContent?.trim() ?? '', look: `${style.color} on ${style.backgroundColor}` };
        });
      });
    expect(cells.length).toBeGreaterThan(3);
    expect(cells.every((cell) => cell.text.length > 0)).toBe(true);
    const looks = new Set(cells.map((cell) => cell.look));
    expect(looks.size, 'the statuses are coloured').toBeGreaterThan(1);
    // One text per look, and one look per text: a colour never stands in for a word.
    for (const look of looks) {
      const texts = new Set(cells.filter((cell) => cell.look === look).map((cell) => cell.text));
      for (const other of looks) {
        if (other === look) continue;
        const otherTexts = cells.filter((cell) => cell.look === other).map((cell) => cell.text);
        expect(
          otherTexts.filter((text) => texts.has(text)),
          `${look} vs ${other}`,
        ).toEqual([]);
      }
    }
    expect(new Set(cells.map((cell) => cell.text))).toEqual(new Set(['Pago', 'Cancelado', 'Vencido', 'Em aberto']));
  });

  it("schedule: a completed item says 'Concluído' besides being dimmed", async () => {
    const { page } = await signedIn(PHONE);
    await go(page, '/agenda');
    const cards = await portal(page)
      .locator('li')
      .filter({ has: page.locator('h2') })
      .evaluateAll((items) =>
        items.map((item) => ({
          title: item.querySelector('h2')?.textContent?.trim(),
          done: /Concluído/.test(item.textContent ?? ''),
          look: `${getComputedStyle(item).color} on ${getComputedStyle(item).backgroundColor}`,
        })),
      );
    const byTitle = Object.fromEntries(cards.map((card) => [card.title, card]));
    expect(byTitle['Degustação do menu']?.done).toBe(true);
    expect(byTitle['Reunião de decoração']?.done).toBe(true);
    expect(byTitle['Prova do bolo']?.done).toBe(false);
    expect(byTitle['Degustação do menu']?.look, 'a completed item is dimmed').not.toBe(byTitle['Prova do bolo']?.look);
    // Every card that looks completed says so.
    const doneLook = byTitle['Degustação do menu']!.look;
    expect(cards.filter((card) => card.look === doneLook).every((card) => card.done)).toBe(true);
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`the main navigation marks the active entry with aria-current and a 3:1 change of shade, not a hue alone, at ${viewport.width} px`, async () => {
      const { page } = await signedIn(viewport);
      for (const [path, entry] of [
        ['/', 'Home'],
        ['/financeiro', 'Financeiro'],
        ['/agenda', 'Agenda'],
      ] as const) {
        await go(page, path);
        const links = await portal(page)
          .getByRole('navigation', { name: 'Principal' })
          .getByRole('link')
          .evaluateAll((anchors) =>
            anchors.map((a) => {
              // The colour seen behind the text: the first opaque background from the link up.
              let element: Element | null = a;
              let background = 'rgb(255, 255, 255)';
              while (element) {
                const color = getComputedStyle(element).backgroundColor;
                if (!/rgba\(.*, 0\)$|transparent/.test(color)) {
                  background = color;
                  break;
                }
                element = element.parentElement;
              }
              return { name: a.textContent?.trim(), current: a.getAttribute('aria-current'), background };
            }),
          );
        expect(
          links.filter((link) => link.current === 'page').map((link) => link.name),
          path,
        ).toEqual([entry]);
        const active = links.find((link) => link.current === 'page')!;
        for (const other of links.filter((link) => link !== active)) {
          expect(contrast(active.background, other.background), `${entry} vs ${other.name}`).toBeGreaterThanOrEqual(3);
        }
      }
    });
  }

  it("the current event reads 'Evento atual' and is aria-current in the switcher, and reads 'Evento atual' in the event list", async () => {
    const { page } = await signedIn(DESKTOP);
    const p = portal(page);
    await p.getByRole('button', { name: 'TROCAR EVENTO' }).first().click();
    const dialog = p.getByRole('dialog', { name: 'Trocar evento' });
    await dialog.getByRole('link', { name: 'TODOS' }).waitFor();
    await dialog.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    const current = dialog.locator('[aria-current="true"]');
    expect(await current.count()).toBe(1);
    expect(await current.textContent()).toContain('Casamento Ana & Rafael');
    expect(await current.textContent()).toContain('Evento atual');
    expect(await dialog.getByText('Evento atual').count()).toBe(1);
    await page.keyboard.press('Escape');
    await go(page, '/eventos');
    const row = p.getByRole('row').filter({ hasText: 'Evento atual' });
    expect(await row.count()).toBe(1);
    expect(await row.textContent()).toContain('Casamento Ana & Rafael');
  });
});

describe('stacked table rows at 375 px', () => {
  it('keep their column labels for screen readers: the header row is hidden from sight only, and each cell sits under its column header', async () => {
    const { page } = await signedIn(PHONE);
    for (const [path, table, columns] of [
      ['/servicos', 'Serviços do evento', ['Serviços', 'UNID', 'QTD']],
      ['/contratos', 'Contratos do evento', ['Num Contrato', 'Tipo', 'Valor', 'Data do Contrato', 'EVT']],
      ['/financeiro', 'Cobranças do evento', ['COB', 'Forma de Pagamento', 'Data Vencimento', 'Valor DOC', 'Status', 'Sacado']],
      ['/eventos', 'Meus eventos', ['EVT', 'Descrição', 'Tipo', 'Data Evento', 'Horário', 'Local']],
    ] as const) {
      await go(page, path);
      const located = portal(page).getByRole('table', { name: table });
      await located.waitFor();

      // Stacked: each cell shows its label on screen (CSS generated), and the header row is out of sight.
      const layout = await located.evaluate((element) => {
        const head = element.querySelector('thead')!.getBoundingClientRect();
        const cell = element.querySelector('tbody td')!;
        return {
          headSize: head.width * head.height,
          cellDisplay: getComputedStyle(cell).display,
          label: getComputedStyle(cell, '::before').content,
        };
      });
      expect(layout.headSize, `${path}: the header row is visually hidden`).toBeLessThanOrEqual(1);
      expect(layout.cellDisplay, `${path}: rows are stacked`).not.toBe('table-cell');
      expect(layout.label, `${path}: the visible label`).not.toBe('none');

      // In the accessibility tree: still a table, the column headers present, every row with one
      // cell per column, and the cell's name is its value (the visible label is not read twice).
      const tree = await located.ariaSnapshot();
      const headers = [...tree.matchAll(/- columnheader "([^"]+)"/g)].map((match) => match[1]);
      expect(headers, `${path}: column headers in the accessibility tree`).toEqual(columns);
      const rows = tree.split(/\n\s*- row /).slice(2);
      expect(rows.length, `${path}: data rows`).toBeGreaterThan(0);
      for (const row of rows) {
        const cells = [...row.matchAll(/- cell(?: "([^"]*)")?/g)].map((match) => match[1] ?? '');
        expect(cells, `${path}: one cell per column in ${row.split('\n')[0]}`).toHaveLength(columns.length);
        cells.forEach((name, index) => {
          expect(
            name.toLowerCase().startsWith(`${columns[index]!.toLowerCase()} `),
            `${path}: cell "${name}" does not repeat its label`,
          ).toBe(false);
        });
      }
    }
  });
});

describe('prefers-reduced-motion', () => {
  /** Every running animation and transition in the portal, with its duration in ms. */
  const motion = (page: Page) =>
    page.evaluate(() => {
      const root = document.querySelector('portal-cliente')!.shadowRoot!;
      const ms = (value: string) => Math.max(...value.split(',').map((part) => parseFloat(part) * (part.trim().endsWith('ms') ? 1 : 1000)));
      const found: { element: string; animation: number; iterations: string; transition: number }[] = [];
      for (const element of root.querySelectorAll('*')) {
        for (const pseudo of [null, '::before', '::after']) {
          const style = getComputedStyle(element, pseudo);
          const animation = style.animationName !== 'none' ? ms(style.animationDuration) : 0;
          const transition = style.transitionProperty !== 'none' ? ms(style.transitionDuration) : 0;
          if (animation > 0 || transition > 0)
            found.push({
              element: `${element.localName}.${element.className}${pseudo ?? ''}`,
              animation,
              iterations: style.animationIterationCount,
              transition,
            });
        }
      }
      return found;
    });

  it('is honoured: with it, no animation or transition in the portal runs longer than 1 ms nor loops; without it they do', async () => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const { page } = await signedIn(PHONE, reducedMotion);
      // A screen whose data is on its way shows shimmering skeletons (held here until measured);
      // back on the home, the carousel's cards slide.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      // (Services: the home does not ask for them, so their screen waits; contracts it already has.)
      await page.route('**/api/servicos**', async (route) => {
        await held;
        await route.continue();
      });
      await page.evaluate(() => (location.hash = '#/servicos'));
      await portal(page).getByRole('status').filter({ hasText: 'Carregando os serviços' }).waitFor();
      const found = await motion(page);
      release();
      await portal(page).getByRole('table', { name: 'Serviços do evento' }).waitFor();
      await page.evaluate(() => (location.hash = '#/'));
      await portal(page).locator('.pc-carousel-place').scrollIntoViewIfNeeded();
      await portal(page).locator('.swiper-initialized').waitFor();
      await portal(page).getByRole('button', { name: 'Ir para o slide 3' }).click();
      found.push(...(await motion(page)));
      if (reducedMotion === 'reduce') {
        expect(found.filter((entry) => entry.animation > 1 || entry.transition > 1 || entry.iterations === 'infinite')).toEqual([]);
      } else {
        expect(
          found.some((entry) => entry.iterations === 'infinite'),
          'the skeleton shimmers',
        ).toBe(true);
        expect(
          found.some((entry) => entry.transition >= 150),
          'buttons and slides ease',
        ).toBe(true);
      }
    }
  });
});
