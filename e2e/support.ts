import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page, type TestInfo } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumLogTail } from './chromium-log';

export const vendorLogin = {
  phone: process.env.VENDOR_PHONE ?? '9876543210',
  password: process.env.VENDOR_PASSWORD ?? 'vastra-admin-2026',
};

const shotsDir = path.resolve(process.cwd(), 'e2e', 'screenshots');

/**
 * Playwright's test, with the page's state read when a journey fails. A click waits for its
 * element to hold still over two animation frames; once a journey's click waited minutes on a
 * page whose scripts and requests went on while the browser drew no frame. What the page said
 * then (visible or hidden, focused, whether an animation frame still comes, the element in
 * focus, running animations) and the last lines of Chromium's own log go with the failure, to
 * find the cause the next time.
 */
export const test = base.extend<{ pageStateOnFailure: void }>({
  pageStateOnFailure: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      const read = async () =>
        page.evaluate(async () => ({
          visibility: document.visibilityState,
          focused: document.hasFocus(),
          animationFrame: await new Promise<string>((resolve) => {
            const started = performance.now();
            requestAnimationFrame(() =>
              resolve(`after ${Math.round(performance.now() - started)} ms`),
            );
            setTimeout(() => resolve('none within 2 s'), 2_000);
          }),
          activeElement: document.activeElement?.outerHTML.slice(0, 200) ?? null,
          runningAnimations: document.getAnimations().length,
          url: location.href,
        }));
      const state = page.isClosed()
        ? { error: 'the page is closed' }
        : await Promise.race([
            read().catch((err: unknown) => ({ error: String(err) })),
            new Promise<{ error: string }>((resolve) =>
              setTimeout(() => resolve({ error: 'no answer within 5 s' }), 5_000),
            ),
          ]);
      const text = JSON.stringify({ ...state, chromiumLog: chromiumLogTail() }, null, 2);
      console.log(`page state after the failure of "${testInfo.title}":\n${text}`);
      await testInfo.attach('page-state.json', { body: text, contentType: 'application/json' });
    },
    { auto: true },
  ],
});

/**
 * Runs axe-core on the page as it is now (or only on the part `include` selects, quicker on a
 * long page); serious or critical findings fail the journey.
 */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  // Axe reads colours as they are painted now: a dialog still fading in (dialog.module.css) has
  // text too faint to pass its contrast check.
  await animationsSettled(page);
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (include ? builder.include(include) : builder).analyze();
  const blocking = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  const report = blocking.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(report, `accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * Waits for every animation and transition on the page that ends to end (a spinner's or a
 * skeleton's never does): an overlay fading or sliding in is then where it stays.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}

/**
 * Waits for the toast, then closes it as a shopper taps it away, so it covers nothing (on a
 * phone it lies over the header's buttons until it closes by itself, 3.5 s): by its own click
 * handler (close on click), at once. A pointer click waited for the toast to hold still, which a
 * toast entering while the one before it leaves may not do before it closes by itself; the click
 * then waited for a toast that was gone until the journey's timeout.
 */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  const toast = page.locator('.Toastify__toast').filter({ hasText: text }).first();
  await expect(toast).toBeVisible();
  await toast.dispatchEvent('click');
  await expect(toast).toBeHidden();
}

/**
 * Saves a screenshot under e2e/screenshots/<project>-<name>.png: the full page, or only what is
 * in view with `{ fullPage: false }` (much quicker on long pages, and enough for a dialog).
 */
export async function screenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({
    path: path.join(shotsDir, `${testInfo.project.name}-${name}.png`),
    fullPage,
    animations: 'disabled',
  });
}

/** The newest one-time code the server's local provider printed for +91{phone}. */
export async function otpFromServerLog(phone: string): Promise<string> {
  const log = path.join(process.env.E2E_DATA_DIR ?? '/tmp/shop-e2e-data', 'server.log');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const matches = [
      ...readFileSync(log, 'utf8').matchAll(new RegExp(`OTP for \\+91${phone}: (\\d{6})`, 'g')),
    ];
    const code = matches.at(-1)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code for ${phone} in ${log}`);
}
