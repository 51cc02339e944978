/**
 * Logging in from the dashboard (issue 14, acceptance 1): by QR, with a test wallet that reads the
 * QR the page shows and answers as Verus Mobile does (a signed LoginConsentResponse POSTed to the
 * callback), then "Continue as <name>"; and by the command line, signing the challenge the page shows.
 */
import { expect } from 'chai';
import type { Browser } from 'playwright-core';
import { answerLoginConsent } from '../../chain/login-consent/test-wallet.js';
import type { Harness } from '../gateway/harness.js';
import { readQr } from '../gateway/qr-reader.js';
import { checkPage, cliLoginInPage, continueName, logoutName, noPageErrors, person, platform } from './browser.js';

describe('dashboard: login', function () {
  this.timeout(120_000);
  let h: Harness;
  let browser: Browser;
  before(async () => {
    ({ h, browser } = await platform());
  });

  it('logs in by QR: the wallet scans the page\'s code, approves, and the page continues as the identity', async () => {
    const alice = await h.identity('alice');
    const p = await person(browser);
    await p.page.goto(`${h.url}/#/login`);
    const qr = p.page.getByRole('img', { name: /QR code of the login request/ });
    await qr.waitFor();
    await checkPage(p.page, 'login-wallet');
    // the phone: read the QR as a camera would, answer the request it carries
    const { text: deeplink } = readQr((await qr.getAttribute('src'))!);
    expect(deeplink).to.match(/^i5jtwbp6zymeay9llnraglgjqgdrffsau4:\/\/x-callback-url\//);
    expect(await p.page.getByRole('link', { name: 'Open in the wallet on this device' }).getAttribute('href')).to.equal(deeplink);
    const answer = answerLoginConsent({ deeplink, wifs: [alice.wif], identityId: alice.address, blockHeight: await h.rpc.getblockcount() });
    const delivery = answer.deliveries[0] as { kind: string; url: string; body: string };
    expect(delivery.kind).to.equal('webhook');
    const posted = await fetch(delivery.url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.19.7.1' }, body: delivery.body });
    expect(posted.status).to.equal(200);
    // the page polls every 2 s and then asks the person to confirm
    const confirm = p.page.getByRole('button', { name: continueName(alice) });
    await confirm.waitFor({ timeout: 15_000 });
    await checkPage(p.page, 'login-wallet-confirm');
    await confirm.click();
    await p.page.getByRole('link', { name: logoutName(alice) }).waitFor();
    await p.page.getByRole('heading', { name: 'Marketplace' }).waitFor();
    expect((await p.context.cookies()).map((c) => c.name)).to.include('session');
    // logging out ends the session
    await p.page.getByRole('link', { name: logoutName(alice) }).click();
    await p.page.getByRole('link', { name: 'Log in', exact: true }).waitFor();
    const again = await p.page.evaluate(async () => (await fetch('/v1/me/jobs')).status);
    expect(again).to.equal(401);
    noPageErrors(p);
    await p.context.close();
  });

  it('logs in by the command line: the shown signmessage command\'s challenge, signed, then pasted', async () => {
    const bob = await h.identity('bob');
    const p = await person(browser);
    await cliLoginInPage(h, p, bob, 'login-cli');
    // keyboard: the tabs move with the arrow keys
    await p.page.goto(`${h.url}/#/login`);
    await p.page.getByText('You are logged in as').waitFor();
    await p.page.getByRole('tab', { name: 'Wallet' }).focus();
    await p.page.keyboard.press('ArrowRight');
    expect(await p.page.getByRole('tab', { name: 'Command line' }).getAttribute('aria-selected')).to.equal('true');
    expect(await p.page.locator('#panel-cli').isVisible()).to.equal(true);
    noPageErrors(p);
    await p.context.close();
  });

  it('shows a wrong signature as an error and stays logged out', async () => {
    const carol = await h.identity('carol');
    const mallory = await h.identity('mallory');
    const p = await person(browser);
    await p.page.goto(`${h.url}/#/login`);
    await p.page.getByRole('tab', { name: 'Command line' }).click();
    const hash = /"([0-9a-f]{64})"/.exec((await p.page.locator('#challenge-command').textContent())!)![1]!;
    await p.page.getByLabel('Identity (name@ or i-address)').fill(carol.name);
    await p.page.getByLabel('Signature').fill(await h.sign(mallory, hash));
    await p.page.getByRole('button', { name: 'Log in' }).click();
    await p.page.getByRole('alert').filter({ hasText: 'UNAUTHORIZED' }).waitFor();
    expect((await p.context.cookies()).map((c) => c.name)).not.to.include('session');
    await p.context.close();
  });
});
