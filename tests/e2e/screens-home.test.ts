// @engines chromium firefox: the carousel (scrolling, wheel, drag, focus into view) differs by engine
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from '../../test-kit/browser';
import { carouselAtRest } from '../../test-kit/carousel-at-rest';
import { settle } from '../../test-kit/settle';
import { useE2e } from '../../test-kit/use-e2e';
import { go, portalOf, shot, showCarousel, signedIn } from '../../test-kit/screens-support';

const e2e = useE2e({ pages: 'warm' });

/** The title of the card swiper shows first, and which bullet says it is current. */
async function activeCard(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('portal-cliente')!.shadowRoot!;
    const title = root.querySelector('.swiper-slide-active .pc-card-title')?.textContent;
    const bullets = [...root.querySelectorAll('.pc-bullets button')];
    return { title, bullet: bullets.findIndex((bullet) => bullet.getAttribute('aria-current') === 'true') + 1 };
  });
}

/** The focused card's text, how far the carousel's own box is scrolled, and whether the card is inside it. */
function focusedCardInView(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('portal-cliente')!.shadowRoot!;
    const carousel = root.querySelector('.swiper')!;
    const card = root.activeElement!.getBoundingClientRect();
    const box = carousel.getBoundingClientRect();
    return {
      focused: root.activeElement?.textContent,
      scrolled: carousel.scrollLeft,
      inside: card.left >= box.left - 1 && card.right <= box.right + 1,
    };
  });
}

/** Swiper ignores a move while the previous one is still sliding, in loop mode. */
const slid = carouselAtRest;

describe('home: the gift list and the venue manual', () => {
  it("opens 'Site e lista de presentes' in a new tab without opener or referrer, and comes back through its link", async () => {
    const { page, context, errors } = await signedIn(e2e, DESKTOP);
    const portal = portalOf(page);
    const [giftList] = await Promise.all([
      context.waitForEvent('page'),
      portal.getByRole('link', { name: /Site e lista de presentes/ }).click(),
    ]);
    await giftList.waitForLoadState();
    const url = new URL(giftList.url());
    expect(url.origin + url.pathname).toBe(`${e2e.demoUrl}/lista/portal_access`);
    expect([...url.searchParams.keys()]).toEqual(['evt', 'token', 'refresh_token', 'email']);
    expect(await giftList.locator('#received-evt').textContent()).toBe('41587');
    expect(await giftList.locator('#received-email').textContent()).toBe('ana.souza@exemplo.com.br');
    // noopener noreferrer: the tokens in the URL do not travel on as a Referer, and no window handle back.
    expect(await giftList.evaluate(() => [window.opener, document.referrer])).toEqual([null, '']);

    await giftList.getByRole('link', { name: 'Financeiro do meu evento' }).click();
    const back = portalOf(giftList);
    await back.getByRole('heading', { name: 'Financeiro', level: 1 }).waitFor();
    await back.getByText('Serviços + correções').waitFor();
    expect(new URL(giftList.url()).hash).toBe('#/financeiro');
    expect(errors).toEqual([]);
  });

  // One page load: the manual's link, then the help chat the promotional block's button opens.
  it("links the venue's manual, which answers a PDF; 'Upgrade de evento' asks the help chat for an upgrade of the event", async () => {
    const { page, errors } = await signedIn(e2e, PHONE);
    const link = portalOf(page).getByRole('link', { name: /Manual do evento \(PDF\)/ });
    expect(await link.getAttribute('target')).toBe('_blank');
    const href = await link.evaluate((anchor) => (anchor as HTMLAnchorElement).href);
    const answer = await page.request.get(href);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');

    await portalOf(page).getByRole('button', { name: 'Upgrade de evento' }).click();
    const draft = page.getByRole('dialog', { name: 'Atendimento' }).getByRole('textbox', { name: 'Mensagem' });
    await expect.poll(() => draft.inputValue()).toBe('Olá! Gostaria de fazer um upgrade do evento Casamento Ana & Rafael (EVT-41587).');
    expect(errors).toEqual([]);
  });
});

describe('home: the promotional block', () => {
  it('loads swiper only when the carousel comes near the viewport', async () => {
    // A context of its own: swiper's chunk must not be in the cache of an earlier test's page.
    const { page, errors } = await signedIn(e2e, PHONE, { fresh: true });
    const portal = portalOf(page);
    const swiperChunks: string[] = [];
    page.on('request', (request) => /\/chunks\/.*swiper/.test(request.url()) && swiperChunks.push(request.url()));
    const placeholder = portal.locator('.pc-carousel-placeholder');
    const top = await placeholder.evaluate((element) => element.getBoundingClientRect().top - innerHeight);
    expect(top, 'the carousel starts well below the fold on a phone').toBeGreaterThan(400);
    // The home has rendered all it shows at this scroll position.
    await settle(page);
    expect(await portal.locator('.swiper').count()).toBe(0);
    // Nothing loads yet, so nothing moves: a shimmer left running below the fold kept a phone's CPU
    // busy for as long as the home stayed open.
    const running = () =>
      page.evaluate(() =>
        document
          .querySelector('portal-cliente')!
          .shadowRoot!.getAnimations()
          .filter((animation) => animation.playState === 'running')
          .map((animation) => `${(animation as CSSAnimation).animationName} on ${(animation.effect as KeyframeEffect).target?.className}`),
      );
    expect(await running(), 'animations running on the home at rest').toEqual([]);
    await placeholder.scrollIntoViewIfNeeded();
    await portal.locator('.swiper-initialized').waitFor();
    expect(swiperChunks).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  // One page load: swiper's CSS where it belongs, a card opened, the carousel moved every way, and
  // the CSS gone once the block is (last: it leaves the home).
  it("adopts swiper's CSS into the shadow root only, opens a card on site-url in a new tab, and moves with its bullets, its buttons, the keyboard, the mouse wheel and a drag, looping", async () => {
    const { page, context, errors } = await signedIn(e2e, DESKTOP);
    const portal = portalOf(page);
    await showCarousel(page);
    const styles = () =>
      page.evaluate(() => {
        const host = document.querySelector('portal-cliente')!;
        const sheets = [...host.shadowRoot!.adoptedStyleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
        return {
          swiperInShadow: sheets.some((rule) => rule.startsWith('.swiper-wrapper')),
          hostRule: sheets.filter((rule) => rule.startsWith(':host') && rule.includes('z-index')),
          inDocument: [...document.styleSheets].some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes('swiper'))),
          hostZIndex: getComputedStyle(host).zIndex,
        };
      });
    expect(await styles(), "swiper's CSS in the shadow root, the host element left alone").toEqual({
      swiperInShadow: true,
      hostRule: [],
      inDocument: false,
      hostZIndex: 'auto',
    });

    // A card opens its page of site-url in a new tab.
    const card = portal.locator('.swiper-slide-active a.pc-card');
    expect(await card.getAttribute('rel')).toBe('noopener noreferrer');
    const [tab] = await Promise.all([context.waitForEvent('page'), card.click()]);
    // A new tab starts on about:blank in some browsers (Firefox) before it navigates.
    await tab.waitForURL(`${e2e.demoUrl}/site/servicos/gastronomia`);
    await tab.close();

    expect(await activeCard(page)).toEqual({ title: 'Gastronomia', bullet: 1 });

    await portal.getByRole('button', { name: 'Ir para o slide 3' }).click();
    await expect.poll(() => activeCard(page)).toEqual({ title: 'Decoração', bullet: 3 });
    await slid(page);

    await portal.getByRole('button', { name: 'Próximo card' }).click();
    await expect.poll(() => activeCard(page)).toEqual({ title: 'Doces finos', bullet: 4 });
    await slid(page);

    await portal.getByRole('button', { name: 'Ir para o slide 1' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => activeCard(page)).toEqual({ title: 'Gastronomia', bullet: 1 });
    await slid(page);

    // Looping: before the first card comes the last.
    await portal.getByRole('button', { name: 'Card anterior' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => activeCard(page)).toEqual({ title: 'Per Bambini', bullet: 8 });
    await slid(page);

    const box = (await portal.locator('.swiper').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => activeCard(page)).toEqual({ title: 'Gastronomia', bullet: 1 });
    await slid(page);

    expect(await portal.locator('.swiper-wrapper').evaluate((el) => getComputedStyle(el).cursor)).toBe('grab');
    await page.mouse.move(box.x + 500, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 300, box.y + box.height / 2, { steps: 8 });
    await page.mouse.move(box.x + 100, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => activeCard(page)).toEqual({ title: 'BP Kosher', bullet: 2 });
    await slid(page);
    await shot(page, 'carousel-moved');

    await go(page, '/agenda');
    await portal.getByRole('heading', { name: 'Agenda', level: 1 }).waitFor();
    expect((await styles()).swiperInShadow, "swiper's CSS once the block is gone").toBe(false);
    expect(errors).toEqual([]);
  });

  it('reaches the cards with Tab, sliding the focused card into view', async () => {
    const { page } = await signedIn(e2e, DESKTOP);
    const portal = portalOf(page);
    await showCarousel(page);
    await portal.getByRole('button', { name: 'Upgrade de evento' }).focus();
    for (const title of ['Gastronomia', 'BP Kosher', 'Decoração']) {
      // At a person's pace: in loop mode swiper ignores a slide request while the last slide is
      // still moving, so a Tab pressed meanwhile would focus the card without sliding.
      await slid(page);
      await page.keyboard.press('Tab');
      await expect.poll(() => activeCard(page)).toMatchObject({ title });
      const focused = await page.evaluate(() => document.querySelector('portal-cliente')!.shadowRoot!.activeElement?.textContent);
      expect(focused).toBe(`${title} (abre em nova aba)`);
    }
    await slid(page);
    await shot(page, 'carousel-focus');
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`slides the card Tab reaches into view, also as the page comes back into view, at ${viewport.width} px`, async () => {
      const { page, errors } = await signedIn(e2e, viewport);
      const portal = portalOf(page);
      await showCarousel(page);
      await portal.getByRole('link', { name: 'Gastronomia (abre em nova aba)' }).focus();
      await slid(page);
      // The customer comes back to the tab and presses Tab at once: swiper's own focus handler ignores
      // focus for 100 ms after a visibility change. Both happen in one task here, well within it.
      await page.evaluate(() => {
        document.dispatchEvent(new Event('visibilitychange'));
        const card = document.querySelector('portal-cliente')!.shadowRoot!.activeElement!;
        card.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, composed: true, cancelable: true }));
      });
      await expect.poll(() => activeCard(page)).toEqual({ title: 'BP Kosher', bullet: 2 });
      await slid(page);
      // In sight, where swiper puts the active card: the focus did not scroll the carousel's own box.
      await expect.poll(() => focusedCardInView(page)).toEqual({ focused: 'BP Kosher (abre em nova aba)', scrolled: 0, inside: true });

      // And a Tab at a person's pace, on a phone too (the box once scrolled 369 px there).
      await page.keyboard.press('Tab');
      await expect.poll(() => activeCard(page)).toEqual({ title: 'Decoração', bullet: 3 });
      await slid(page);
      await expect.poll(() => focusedCardInView(page)).toEqual({ focused: 'Decoração (abre em nova aba)', scrolled: 0, inside: true });
      expect(errors).toEqual([]);
    });
  }
});
