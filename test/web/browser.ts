/**
 * Browser tests' tools: Debian's Chromium driven headless by playwright-core (no browser download),
 * a context per person with its own cookies and client IP, an axe accessibility check that fails on
 * any serious or critical violation, a phone-width check, and a screenshot of each page kept under
 * test-artifacts/screens/ (git-ignored).
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect } from 'chai';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { randomBytes } from 'node:crypto';
import { freshIp, startHarness, type Harness, type TestIdentity } from '../gateway/harness.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENS = join(process.cwd(), 'test-artifacts', 'screens');
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Launches Chromium; a missing browser is a failure that says how to install it, never a skip. */
export async function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium is not installed at ${CHROMIUM}: run \`apt-get install -y chromium\` (.ci/run does), or set CHROMIUM_PATH`);
  }
  mkdirSync(SCREENS, { recursive: true });
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-dev-shm-usage'] });
}

/** The name of the identity the shared platform lists in ADMIN_IDENTITIES (created by the admin test). */
export const ADMIN_NAME = `webadmin${randomBytes(4).toString('hex')}`;

let shared: Promise<{ h: Harness; browser: Browser }> | null = null;
/**
 * One platform (gateway, dev chain, actor runtime on the run's database) and one Chromium for every
 * browser test file, started when the first one asks: each file uses fresh identities and its own
 * browser contexts, so they do not see each other. Stopped after the whole run.
 */
export function platform(): Promise<{ h: Harness; browser: Browser }> {
  shared ??= (async () => {
    const browser = await launch(); // first: without a browser, nothing else is started
    try {
      return { h: await startHarness({ domain: true, env: { ADMIN_IDENTITIES: `${ADMIN_NAME}@` } }), browser };
    } catch (err) {
      await browser.close();
      throw err;
    }
  })();
  return shared;
}
after(async () => {
  const started = await shared?.catch(() => null); // a failed start was reported by the file that asked
  if (!started) return;
  await started.browser.close();
  await started.h.stop();
});

export interface Person {
  context: BrowserContext;
  page: Page;
  ip: string;
  /** Every uncaught page error and console error, checked at the end of a test. */
  errors: string[];
}

/** A browser context as one person's browser: its own cookie jar and client IP (the harness trusts X-Forwarded-For). */
export async function person(browser: Browser, opts: { phone?: boolean } = {}): Promise<Person> {
  const ip = freshIp();
  const context = await browser.newContext({
    viewport: opts.phone ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': ip },
    acceptDownloads: true,
  });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    // a refused API call logs "Failed to load resource" in Chromium; the page shows those itself
    if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text())) errors.push(`console: ${msg.text()}`);
  });
  return { context, page, ip, errors };
}

/**
 * The page's checks: axe finds no serious or critical violation (WCAG 2.x A/AA and best practice),
 * nothing overflows a 390 px wide screen, and a screenshot is kept as `<name>.png`.
 */
export async function checkPage(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENS, `${name}.png`), fullPage: true });
  // page.addScriptTag would be an inline script, which the page's own CSP (script-src 'self')
  // rightly refuses; the DevTools protocol's evaluate is not subject to it, and the CSP stays on.
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate(async () => {
    const { axe, document } = globalThis as any;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v: any) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n: any) => n.target.join(' ')).slice(0, 5) }));
  });
  const bad = result.filter((v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad, `axe violations on ${name}: ${JSON.stringify(bad, null, 1)}`).to.deep.equal([]);
  // usable on a phone: at 390 px nothing makes the page scroll sideways
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => {
    const { document, innerWidth } = globalThis as any;
    return document.documentElement.scrollWidth - innerWidth;
  });
  await page.screenshot({ path: join(SCREENS, `${name}.phone.png`), fullPage: true });
  await page.setViewportSize(size);
  if (overflow > 0) {
    await page.setViewportSize({ width: 390, height: 844 });
    const wide = await page.evaluate(() => {
      const { document, innerWidth } = globalThis as any;
      return [...document.querySelectorAll('main *')].filter((el: any) => el.getBoundingClientRect().right > innerWidth + 1)
        .slice(-5).map((el: any) => `${el.tagName.toLowerCase()}#${el.id}.${el.className}: ${Math.round(el.getBoundingClientRect().right)}px`);
    });
    await page.setViewportSize(size);
    expect.fail(`${name} is wider than a phone screen by ${overflow}px: ${wide.join('; ')}`);
  }
}

/** Logs in through the page's command-line tab: the shown command's challenge, signed with the identity's key. */
export async function cliLoginInPage(h: Harness, p: Person, id: TestIdentity, shot?: string): Promise<void> {
  await p.page.goto(`${h.url}/#/login`);
  await p.page.getByRole('tab', { name: 'Command line' }).click();
  const command = await p.page.locator('#challenge-command').textContent();
  const hash = /"([0-9a-f]{64})"/.exec(command ?? '')?.[1];
  expect(hash, `a challenge hash in the shown command: ${command}`).to.be.a('string');
  await p.page.getByLabel('Identity (name@ or i-address)').fill(id.name);
  await p.page.getByLabel('Signature').fill(await h.sign(id, hash!));
  if (shot) await checkPage(p.page, shot);
  await p.page.getByRole('button', { name: 'Log in' }).click();
  await p.page.getByRole('link', { name: logoutName(id) }).waitFor();
  await p.page.getByRole('heading', { name: 'Marketplace' }).waitFor();
}

/** The menu's "Log out (<name>)" link; the API names an identity fully (`bob.VRSCTEST@`). */
export const logoutName = (id: { name: string }): RegExp => new RegExp(`^Log out \\(${id.name.slice(0, -1)}(\\.VRSCTEST)?@\\)$`);
/** "Continue as <name>" of the wallet login. */
export const continueName = (id: { name: string }): RegExp => new RegExp(`^Continue as ${id.name.slice(0, -1)}(\\.VRSCTEST)?@$`);

/** The text a signed step shows, signed with the identity's key and pasted into the step's signature field. */
export async function signShown(h: Harness, p: Person, id: TestIdentity, section: ReturnType<Page['locator']>): Promise<string> {
  await section.getByRole('button', { name: 'Get the text to sign' }).click();
  const text = await section.getByTestId('to-sign').textContent();
  expect(text).to.be.a('string').and.not.equal('');
  await section.getByLabel('Signature').fill(await h.sign(id, text!));
  return text!;
}

export function noPageErrors(...people: Person[]): void {
  const errors = people.flatMap((p) => p.errors);
  expect(errors, errors.join('\n')).to.deep.equal([]);
}
