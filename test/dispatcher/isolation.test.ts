/**
 * Job runners: the executor in a child process given only its own keys, or in a container started
 * through the Docker Engine API on a Unix socket (a fake engine that runs the container's command as
 * a real process with the container's environment).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { executorSchema } from '../../dispatcher/agent-profile.js';
import type { ExecutorRequest } from '../../dispatcher/executors/types.js';
import { DockerEngine, demultiplex } from '../../dispatcher/isolation/docker-engine.js';
import { ContainerRunner, ProcessRunner, RunnerFactory, type RunnerSpec } from '../../dispatcher/isolation/job-runner.js';
import { startFakeEngine, type FakeEngine } from './fakes/docker-engine.js';
import { readJson, sendJson, serve, type Fake } from './fakes/http.js';
import { startOpenAiFake, type OpenAiFake } from './fakes/openai-server.js';

const request = (content: string): ExecutorRequest => ({
  jobId: 'job-iso', agentVerusId: 'iA', buyerVerusId: 'iB', message: { role: 'user', content }, history: [],
  metadata: { serviceId: null, sessionParams: null, workspaceEnabled: false },
});

function spec(executor: unknown, llmUrl: string, keys: Record<string, string> = {}): RunnerSpec {
  return {
    jobId: 'job-iso', agent: 'alpha', keys, deadlineMs: 20_000,
    init: { type: 'init', executor: executorSchema.parse(executor), systemPrompt: 'Be brief.', llm: { provider: 'openai', model: 'm', baseUrl: `${llmUrl}/v1` }, agent: {} },
  };
}

const environOf = async (pid: number) => (await readFile(`/proc/${pid}/environ`, 'utf8')).split('\0').filter(Boolean);

describe('job runners', function () {
  this.timeout(60_000);
  let llm: OpenAiFake;
  let hook: Fake;
  before(async () => {
    llm = await startOpenAiFake();
    hook = await serve(async (req, res) => {
      const body = await readJson(req);
      if (body.message.content === 'hang') return; // never answers
      sendJson(res, 200, { content: `hook: ${body.message.content}`, done: false });
    });
  });
  after(async () => { await llm.close(); await hook.close(); });

  describe('child process (no container socket)', () => {
    it('runs every turn of the job in one child whose environment holds only its own provider key', async () => {
      process.env.AP_TEST_UNRELATED_SECRET = 'do-not-leak';
      const runner = new ProcessRunner(spec('local-llm', llm.url, { openai: 'sk-child-only' }));
      try {
        const reply = await runner.run(request('hi'), { signal: new AbortController().signal });
        expect(reply).to.deep.equal({ content: 'echo: hi', done: false });
        expect(llm.requests.at(-1)!.authorization).to.equal('Bearer sk-child-only');
        const pid = runner.pid!;
        const env = await environOf(pid);
        expect(env).to.include('OPENAI_API_KEY=sk-child-only');
        expect(env.some((kv) => kv.startsWith('AP_TEST_UNRELATED_SECRET='))).to.equal(false);
        expect(env.map((kv) => kv.split('=')[0]).sort()).to.have.members(
          ['OPENAI_API_KEY', ...['PATH', 'HOME', 'LANG', 'TMPDIR', 'TZ'].filter((k) => process.env[k])].sort(),
        );
        await runner.run(request('again'), { signal: new AbortController().signal });
        expect(runner.pid).to.equal(pid);
      } finally {
        delete process.env.AP_TEST_UNRELATED_SECRET;
        await runner.close();
      }
    });

    it('kills a turn past its deadline and starts a fresh runner for the next', async () => {
      const runner = new ProcessRunner({ ...spec({ type: 'webhook', url: hook.url, timeoutMs: 60_000 }, llm.url), deadlineMs: 1_500 });
      try {
        const err = await runner.run(request('hang'), { signal: new AbortController().signal }).catch((e) => e);
        expect(err).to.have.property('name', 'ExecutorFailure');
        expect(err.message).to.match(/longer than 1500 ms/);
        expect((await runner.run(request('next'), { signal: new AbortController().signal })).content).to.equal('hook: next');
      } finally {
        await runner.close(true);
      }
    });
  });

  describe('container (Docker Engine API on a Unix socket)', () => {
    let dir: string;
    let engine: FakeEngine;
    before(async () => {
      dir = await mkdtemp(join(tmpdir(), 'ap-engine-'));
      engine = await startFakeEngine(join(dir, 'docker.sock'));
    });
    after(async () => { await engine.close(); await rm(dir, { recursive: true, force: true }); });

    it('runs a turn in a container with the provider key as a container environment flag, then removes it', async () => {
      const factory = new RunnerFactory({ containerSocket: engine.socketPath, image: 'agentplatform:latest', network: 'bridge', memoryMb: 256 });
      expect(factory.mode).to.equal('container');
      await factory.check();
      const runner = factory.create(spec('local-llm', llm.url, { openai: 'sk-container-only' }));
      expect(runner.kind).to.equal('container');
      const reply = await runner.run(request('boxed'), { signal: new AbortController().signal });
      expect(reply).to.deep.equal({ content: 'echo: boxed', done: false });
      expect(llm.requests.at(-1)!.authorization).to.equal('Bearer sk-container-only');
      const [c] = [...engine.containers.values()].slice(-1);
      expect(c!.create.Env).to.include('OPENAI_API_KEY=sk-container-only');
      expect(c!.create.Labels).to.deep.equal({ 'agentplatform.job': 'job-iso', 'agentplatform.agent': 'alpha' });
      expect(c!.create.HostConfig).to.deep.include({ NetworkMode: 'bridge', Memory: 256 * 1024 * 1024, CapDrop: ['ALL'], ReadonlyRootfs: true });
      expect(c!.removed).to.equal(true);
      expect(engine.calls.slice(-5)).to.deep.equal([
        'POST /containers/create', `POST /containers/${c!.id}/start`, `POST /containers/${c!.id}/wait`, `GET /containers/${c!.id}/logs`, `DELETE /containers/${c!.id}`,
      ]);
    });

    it('reports an executor error from inside the container', async () => {
      const runner = new ContainerRunner(new DockerEngine(engine.socketPath), spec({ type: 'webhook', url: 'http://127.0.0.1:1/none' }, llm.url), { image: 'agentplatform:latest', network: 'none', memoryMb: 64 });
      const err = await runner.run(request('x'), { signal: new AbortController().signal }).catch((e) => e);
      expect(err).to.have.property('name', 'ExecutorFailure');
      expect(err.message).to.match(/cannot reach/);
    });

    it('fails cleanly when the image is missing or the socket is wrong', async () => {
      const missing = new ContainerRunner(new DockerEngine(engine.socketPath), spec('local-llm', llm.url), { image: 'nope:1', network: 'none', memoryMb: 64 });
      expect((await missing.run(request('x'), { signal: new AbortController().signal }).catch((e) => e)).message).to.match(/No such image: nope:1/);
      const wrong = new RunnerFactory({ containerSocket: join(dir, 'absent.sock'), image: 'x', network: 'none', memoryMb: 64 });
      expect((await wrong.check().catch((e) => e)).message).to.match(/absent\.sock/);
    });

    it('splits the multiplexed log stream', () => {
      const f = (s: number, t: string) => { const b = Buffer.from(t); const h = Buffer.alloc(8); h[0] = s; h.writeUInt32BE(b.length, 4); return Buffer.concat([h, b]); };
      expect(demultiplex(Buffer.concat([f(1, 'a'), f(2, 'err'), f(1, 'b')]))).to.deep.equal({ stdout: 'ab', stderr: 'err' });
    });
  });
});
