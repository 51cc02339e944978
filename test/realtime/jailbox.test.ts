/**
 * Workspace sessions with a real workspace client (issue 11, acceptance 4): `agentplatform workspace`
 * runs as its own process on a temporary folder; the agent works over a socket with its connect
 * token. A supervised write waits for approval, a rejected one never lands, `../` and symlink
 * escapes are refused, abort ends both sides at once, and every operation is logged and counted on
 * the job. Then every jailbox route's refusals.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { Browser, startHarness, type Harness } from '../gateway/harness.js';
import { loggedIn } from '../catalog/helpers.js';
import { runCli, type Program } from '../programs.js';
import { connect, joined, room, until, type Client } from './helpers.js';

const b64 = (s: string) => Buffer.from(s).toString('base64');

describe('workspace sessions with a real workspace client', function () {
  this.timeout(180_000);
  let h: Harness;
  let base: string;
  let dir: string;
  let outside: string;
  const programs: Program[] = [];

  before(async () => {
    h = await startHarness({ domain: true });
    base = await mkdtemp(join(tmpdir(), 'ap-jailbox-'));
    dir = join(base, 'shared');
    outside = join(base, 'private');
    await mkdir(join(dir, 'src'), { recursive: true });
    await mkdir(outside);
    await writeFile(join(dir, 'README.md'), 'Project readme\nTODO: translate\n');
    await writeFile(join(dir, 'src', 'main.txt'), 'hello world\nTODO: more\n');
    await writeFile(join(outside, 'secret.txt'), 'the buyer\'s secret');
    await symlink(outside, join(dir, 'escape'));
    await symlink(join(outside, 'secret.txt'), join(dir, 'secret-link.txt'));
  });
  after(async () => {
    for (const p of programs) await p.stop('SIGKILL').catch(() => {});
    await h?.stop();
    await rm(base, { recursive: true, force: true });
  });

  /** Sends an operation and waits for its `jailbox:result`. */
  async function run(agent: Client, jobId: string, op: Record<string, unknown>, approve?: (opId: string) => Promise<void>) {
    const ack = await agent.emit('jailbox:op', { jobId, ...op });
    expect(ack.ok, JSON.stringify(ack)).to.equal(true);
    if (approve) await approve(ack.opId);
    await until(`result of ${ack.opId}`, () => agent.events.some((e) => e.name === 'jailbox:result' && e.payload.opId === ack.opId));
    return { ack, result: agent.events.find((e) => e.name === 'jailbox:result' && e.payload.opId === ack.opId)!.payload };
  }

  it('serves the folder: supervised writes wait, rejected ones never land, escapes are refused, abort ends both sides', async () => {
    const r = await room(h);
    const opened = await r.buyer.browser.post(`/v1/jailbox/${r.jobId}/token`, { mode: 'supervised', permissions: { read: true, write: true } });
    expect(opened.status, JSON.stringify(opened.body)).to.equal(201);
    expect(opened.body.data).to.include({ status: 'active', mode: 'supervised' });
    expect(opened.body.data.command).to.match(/agentplatform workspace --job /);
    const ws = runCli(['workspace', '--job', r.jobId, '--dir', dir, '--url', h.url], { AGENTPLATFORM_WORKSPACE_TOKEN: opened.body.data.token });
    programs.push(ws);
    await ws.waitFor(/workspace is serving/, 60_000);

    const status = await r.seller.browser.get(`/v1/jailbox/${r.jobId}`);
    expect(status.body.data).to.include({ status: 'active', mode: 'supervised' });
    expect(status.body.data.connect).to.include({ path: '/ws' });
    const ct = await r.seller.browser.get(`/v1/jailbox/${r.jobId}/connect-token`);
    expect(ct.status, JSON.stringify(ct.body)).to.equal(200);
    const agent = await connect(h.url, { token: ct.body.data.token });
    expect((await agent.emit('job:join', { jobId: r.jobId })).ok).to.equal(true);
    const buyer = await joined(h.url, r.buyer.browser, r.jobId);

    // reads, lists and searches run at once
    const list = await run(agent, r.jobId, { op: 'list', path: '.' });
    expect(list.ack.status).to.equal('approved');
    expect(list.result.ok).to.equal(true);
    expect(list.result.entries.map((e: any) => e.name)).to.include.members(['README.md', 'src', 'escape']);
    const read = await run(agent, r.jobId, { op: 'read', path: 'src/main.txt' });
    expect(Buffer.from(read.result.data, 'base64').toString()).to.equal('hello world\nTODO: more\n');
    const search = await run(agent, r.jobId, { op: 'search', path: '.', query: 'TODO' });
    expect(search.result.matches.map((m: any) => m.path).sort()).to.deep.equal(['README.md', 'src/main.txt']);

    // supervised: the write waits; nothing lands before approval
    const pending = await agent.emit('jailbox:op', { jobId: r.jobId, op: 'write', path: 'out/translation.txt', data: b64('Übersetzung') });
    expect(pending).to.include({ ok: true, status: 'pending' });
    await until('the buyer is told', () => buyer.events.some((e) => e.name === 'jailbox:pending' && e.payload.opId === pending.opId));
    await new Promise((res) => setTimeout(res, 500));
    expect(existsSync(join(dir, 'out', 'translation.txt'))).to.equal(false);
    const view = await r.buyer.browser.get(`/v1/jailbox/${r.jobId}`);
    expect(view.body.data.pending.map((p: any) => p.opId)).to.deep.equal([pending.opId]);
    expect((await r.buyer.browser.post(`/v1/jailbox/${r.jobId}/approve/${pending.opId}`)).status).to.equal(200);
    await until('the write result', () => agent.events.some((e) => e.name === 'jailbox:result' && e.payload.opId === pending.opId));
    expect(await readFile(join(dir, 'out', 'translation.txt'), 'utf8')).to.equal('Übersetzung');

    // rejected: never lands
    const rejected = await run(agent, r.jobId, { op: 'write', path: 'README.md', data: b64('overwritten') },
      async (opId) => { expect((await r.buyer.browser.post(`/v1/jailbox/${r.jobId}/reject/${opId}`)).status).to.equal(200); });
    expect(rejected.result).to.include({ ok: false });
    expect(await readFile(join(dir, 'README.md'), 'utf8')).to.equal('Project readme\nTODO: translate\n');
    expect((await r.buyer.browser.post(`/v1/jailbox/${r.jobId}/approve/${rejected.ack.opId}`)).body.error.code).to.equal('NOT_FOUND');

    // escapes: ../, absolute paths, links out, writes through links
    for (const path of ['../private/secret.txt', '/etc/passwd', 'escape/secret.txt', 'secret-link.txt', 'src/../../private/secret.txt']) {
      const x = await run(agent, r.jobId, { op: 'read', path });
      expect(x.result.ok, path).to.equal(false);
      expect(JSON.stringify(x.result)).to.not.include(b64('the buyer\'s secret'));
    }
    expect((await run(agent, r.jobId, { op: 'list', path: 'escape' })).result.ok).to.equal(false);
    const through = await run(agent, r.jobId, { op: 'write', path: 'escape/planted.txt', data: b64('x') },
      async (opId) => { await r.buyer.browser.post(`/v1/jailbox/${r.jobId}/approve/${opId}`); });
    expect(through.result.ok).to.equal(false);
    expect(existsSync(join(outside, 'planted.txt'))).to.equal(false);
    const dotdot = await run(agent, r.jobId, { op: 'write', path: '../planted.txt', data: b64('x') },
      async (opId) => { await r.buyer.browser.post(`/v1/jailbox/${r.jobId}/approve/${opId}`); });
    expect(dotdot.result.ok).to.equal(false);
    expect(existsSync(join(base, 'planted.txt'))).to.equal(false);

    // every operation is logged on the job and counted
    const counted = (await r.buyer.browser.get(`/v1/jailbox/${r.jobId}`)).body.data.counts;
    expect(counted).to.deep.equal({ requested: 13, approved: 12, rejected: 1, completed: 4, failed: 8 });
    const events = (await r.buyer.browser.get(`/v1/jobs/${r.jobId}/events`)).body.data.map((e: any) => e.type);
    expect(events.filter((t: string) => t === 'jailbox_op_requested')).to.have.length(13);
    expect(events.filter((t: string) => t === 'jailbox_op_finished')).to.have.length(12);

    // abort: both sides end at once
    const abort = await r.buyer.browser.post(`/v1/jailbox/${r.jobId}/abort`);
    expect(abort.status, JSON.stringify(abort.body)).to.equal(200);
    expect(await ws.exited).to.equal(0);
    await until('the agent is told and cut off', () => agent.events.some((e) => e.name === 'jailbox:ended') && !agent.socket.connected);
    expect(ws.output()).to.match(/workspace session ended \(aborted\)/);
    expect((await r.seller.browser.get(`/v1/jailbox/${r.jobId}/connect-token`)).status).to.equal(404);
    const again = await connect(h.url, { token: ct.body.data.token }).then(() => null, (e) => e);
    expect(again.data.code).to.equal('UNAUTHORIZED');
    const late = await buyer.emit('jailbox:op', { jobId: r.jobId, op: 'list', path: '.' });
    expect(late.ok).to.equal(false);
    buyer.close();
  });

  it('standard mode runs writes without approval; a read-only session refuses writes', async () => {
    const r = await room(h);
    const opened = await r.buyer.browser.post(`/v1/jailbox/${r.jobId}/token`, { mode: 'standard', permissions: { read: true, write: true } });
    const ws = runCli(['workspace', '--job', r.jobId, '--dir', dir, '--url', h.url], { AGENTPLATFORM_WORKSPACE_TOKEN: opened.body.data.token });
    programs.push(ws);
    await ws.waitFor(/workspace is serving/, 60_000);
    const agent = await joined(h.url, r.seller.browser, r.jobId);
    const w = await run(agent, r.jobId, { op: 'write', path: 'standard.txt', data: b64('direct') });
    expect(w.ack.status).to.equal('approved');
    expect(w.result.ok).to.equal(true);
    expect(await readFile(join(dir, 'standard.txt'), 'utf8')).to.equal('direct');
    // A new session replaces this one: the running client ends, the new one is read-only.
    const ro = await r.buyer.browser.post(`/v1/jailbox/${r.jobId}/token`, { mode: 'standard', permissions: { read: true, write: false } });
    expect(ro.status).to.equal(201);
    expect(await ws.exited).to.equal(0);
    const refused = await agent.emit('jailbox:op', { jobId: r.jobId, op: 'write', path: 'x.txt', data: b64('x') });
    expect(refused.error.code).to.equal('FORBIDDEN');
    agent.close();
  });

  it('refuses bad input, the wrong party and a missing session on every route', async () => {
    const r = await room(h);
    const stranger = await loggedIn(h, 'stranger');
    const anon = new Browser(h.url);
    const at = (p: string) => `/v1/jailbox/${r.jobId}${p}`;
    const opId = '00000000-0000-4000-8000-000000000000';
    const routes: [string, string][] = [
      ['POST', at('/token')], ['GET', at('')], ['GET', at('/connect-token')], ['POST', at(`/approve/${opId}`)], ['POST', at(`/reject/${opId}`)], ['POST', at('/abort')],
    ];
    for (const [method, path] of routes) {
      expect((await anon.request(method, path, method === 'POST' ? {} : undefined)).status, `${method} ${path}`).to.equal(401);
      expect((await stranger.browser.request(method, path, method === 'POST' ? {} : undefined)).body.error.code, `${method} ${path}`).to.equal('FORBIDDEN');
    }
    // the wrong party
    expect((await r.seller.browser.post(at('/token'), { mode: 'standard', permissions: { read: true, write: true } })).status).to.equal(403);
    expect((await r.buyer.browser.get(at('/connect-token'))).status).to.equal(403);
    expect((await r.seller.browser.post(at('/abort'))).status).to.equal(403);
    expect((await r.seller.browser.post(at(`/approve/${opId}`))).status).to.equal(403);
    // bad input and no session open
    expect((await r.buyer.browser.post(at('/token'), { mode: 'watch', permissions: { read: true, write: true } })).body.error.code).to.equal('VALIDATION_ERROR');
    expect((await r.buyer.browser.post(at('/token'), { mode: 'standard' })).body.error.code).to.equal('VALIDATION_ERROR');
    expect((await r.buyer.browser.post(at('/token'), { mode: 'standard', permissions: { read: false, write: false } })).body.error.code).to.equal('VALIDATION_ERROR');
    expect((await r.buyer.browser.get(at(''))).body.data.status).to.equal('none');
    expect((await r.seller.browser.get(at('/connect-token'))).status).to.equal(404);
    expect((await r.buyer.browser.post(at('/abort'))).body.error.code).to.equal('VALIDATION_ERROR');
    expect((await r.buyer.browser.post(at('/approve/not-an-op'))).status).to.equal(404);
    expect((await r.buyer.browser.get('/v1/jailbox/not-a-job')).status).to.equal(404);
    // sockets: a workspace token cannot be used for another job, nor to send operations
    const opened = await r.buyer.browser.post(at('/token'), { mode: 'supervised', permissions: { read: true, write: false } });
    const other = await room(h);
    const sock = await connect(h.url, { token: opened.body.data.token });
    expect((await sock.emit('job:join', { jobId: other.jobId })).error.code).to.equal('FORBIDDEN');
    expect((await sock.emit('jailbox:op', { jobId: r.jobId, op: 'list', path: '.' })).error.code).to.equal('FORBIDDEN');
    expect((await sock.emit('jailbox:op', { jobId: r.jobId, op: 'teleport' })).error.code).to.equal('VALIDATION_ERROR');
    sock.close();
    const agent = await joined(h.url, r.seller.browser, r.jobId);
    expect((await agent.emit('jailbox:ready', { jobId: r.jobId })).error.code).to.equal('FORBIDDEN');
    expect((await agent.emit('jailbox:op', { jobId: r.jobId, op: 'write', path: 'a', data: b64('x') })).error.code).to.equal('FORBIDDEN');
    agent.close();
  });
});
