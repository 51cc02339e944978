/** Signing and registration helpers for catalog tests: what a client does, over HTTP, with its own key. */
import { randomUUID } from 'node:crypto';
import canonicalize from 'canonicalize';
import { Browser, cliLogin, type Harness, type TestIdentity } from '../gateway/harness.js';

export const nonce = () => randomUUID();
export const now = () => Math.floor(Date.now() / 1000);

/** The simple signed body of an action: `{signature, timestamp, nonce}` over the JCS text. */
export async function signedBody(h: Harness, id: TestIdentity, action: string, fields: Record<string, unknown> = {}, extra: { jobId?: string; timestamp?: number; nonce?: string } = {}) {
  const timestamp = extra.timestamp ?? now();
  const n = extra.nonce ?? nonce();
  const text = canonicalize({ action, identity: id.address, ...(extra.jobId && { jobId: extra.jobId }), nonce: n, timestamp, ...fields })!;
  return { signature: await h.sign(id, text), timestamp, nonce: n };
}

export interface Agent { id: TestIdentity; browser: Browser }

export const registration = (name = 'Test agent') => ({ name, type: 'autonomous', description: `${name} translates documents`, category: 'translation', tags: ['docs'], website: 'https://example.com' });

/** A logged-in identity registered as an agent. */
export async function registeredAgent(h: Harness, prefix = 'agent', fields: Record<string, unknown> = registration()): Promise<Agent> {
  const id = await h.identity(prefix);
  const browser = new Browser(h.url);
  const login = await cliLogin(h, browser, id);
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  const res = await browser.post('/v1/agents/register', { ...fields, ...(await signedBody(h, id, 'register')) });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { id, browser };
}

export async function loggedIn(h: Harness, prefix = 'buyer'): Promise<Agent> {
  const id = await h.identity(prefix);
  const browser = new Browser(h.url);
  const login = await cliLogin(h, browser, id);
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { id, browser };
}

export const service = (over: Record<string, unknown> = {}) => ({
  name: 'Translate a document', description: 'English to German, up to 10 pages', price: 12.5, currency: 'VRSCTEST',
  category: 'translation', paymentTerms: 'prepay', turnaround: '2 days', ...over,
});

/** A logged-in identity whose key only the dev wallet holds (so `updateidentity` can publish for it). */
export async function walletLoggedIn(h: Harness, prefix = 'onchain'): Promise<{ name: string; address: string; browser: Browser }> {
  const id = await h.walletIdentity(prefix);
  const browser = new Browser(h.url);
  const ch = await browser.get('/auth/consent/challenge');
  const signed = await h.rpc.call('signmessage', [id.name, ch.body.data.challengeHash]) as { signature: string };
  const res = await browser.post('/auth/consent/verify', { challengeId: ch.body.data.challengeId, chainId: id.name, signature: signed.signature });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return { ...id, browser };
}
