/**
 * Each executor against a local server speaking its real protocol: OpenAI chat completions (streamed),
 * a webhook, LangServe, a LangGraph server and a local graph, an A2A agent built with the A2A SDK,
 * and an MCP server over stdio built with the MCP SDK.
 */
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { executorSchema, type ExecutorConfig } from '../../dispatcher/agent-profile.js';
import { createExecutor } from '../../dispatcher/executors/registry.js';
import { APOLOGY, runWithRetries } from '../../dispatcher/executors/retry.js';
import { type Executor, type ExecutorContext, type ExecutorRequest } from '../../dispatcher/executors/types.js';
import type { McpExecutor } from '../../dispatcher/executors/mcp.js';
import { startA2aFake, type A2aFake } from './fakes/a2a-server.js';
import { readJson, sendJson, serve, type Fake } from './fakes/http.js';
import { startLanggraphFake, type LanggraphFake } from './fakes/langgraph-server.js';
import { startLangserveFake, type LangserveFake } from './fakes/langserve-server.js';
import { startOpenAiFake, type OpenAiFake } from './fakes/openai-server.js';

const FAKES = fileURLToPath(new URL('./fakes/', import.meta.url));

function request(content: string, history: ExecutorRequest['history'] = []): ExecutorRequest {
  return {
    jobId: 'job-1', agentVerusId: 'iAgent1111111111111111111111111', buyerVerusId: 'iBuyer1111111111111111111111111',
    message: { role: 'user', content }, history,
    metadata: { serviceId: 'svc-1', sessionParams: { duration: 3600, messageLimit: 10 }, workspaceEnabled: false },
  };
}

const signal = () => new AbortController().signal;
const build = (raw: unknown, ctx: ExecutorContext, agent = {}) => lazy(() => createExecutor(executorSchema.parse(raw) as ExecutorConfig, ctx, agent));

/** An executor whose construction is awaited on first use, so tests read synchronously. */
function lazy(make: () => Promise<Executor>): Executor & { lastTurnToolCalls?: number } {
  const p = make();
  let built: Executor | undefined;
  p.then((e) => { built = e; });
  return {
    run: async (r, o) => (await p).run(r, o),
    close: async () => (await p).close(),
    get lastTurnToolCalls() { return (built as McpExecutor | undefined)?.lastTurnToolCalls; },
  };
}

function context(llmUrl: string, keys: Record<string, string> = {}, systemPrompt?: string): ExecutorContext {
  return { systemPrompt, llm: { provider: 'openai', model: 'gpt-test', baseUrl: `${llmUrl}/v1` }, keyOf: (p) => keys[p] };
}

describe('executors', function () {
  this.timeout(60_000);
  let llm: OpenAiFake;
  before(async () => { llm = await startOpenAiFake(); });
  after(() => llm.close());
  beforeEach(() => { llm.requests.length = 0; });

  describe('local-llm (ai SDK, OpenAI-compatible base_url)', () => {
    it('streams the reply, with the SOUL prompt as system and the history as messages', async () => {
      const ex = build('direct', context(llm.url, { openai: 'sk-local-test' }, 'You are Soul.'));
      const deltas: string[] = [];
      const reply = await ex.run(request('hello there', [{ role: 'user', content: 'hi' }, { role: 'assistant', content: 'hey' }]), { signal: signal(), onDelta: (t) => deltas.push(t) });
      expect(reply).to.deep.equal({ content: 'echo: hello there', done: false });
      expect(deltas.length).to.be.greaterThan(1);
      expect(deltas.join('')).to.equal('echo: hello there');
      const sent = llm.requests[0]!;
      expect(sent.body.stream).to.equal(true);
      expect(sent.body.model).to.equal('gpt-test');
      expect(sent.authorization).to.equal('Bearer sk-local-test');
      expect(sent.body.messages[0].role).to.equal('system');
      expect(sent.body.messages[0].content).to.match(/^You are Soul\./);
      expect(sent.body.messages.slice(1).map((m: any) => m.content)).to.deep.equal(['hi', 'hey', 'hello there']);
    });

    it('reads the [[deliver]] marker as done and keeps it from the buyer', async () => {
      llm.answer = () => ({ content: 'Here is your poem.\n[[deliver]]' });
      try {
        const reply = await build({ type: 'local-llm', temperature: 0.2, maxTokens: 50 }, context(llm.url)).run(request('poem'), { signal: signal() });
        expect(reply).to.deep.equal({ content: 'Here is your poem.', done: true });
        expect(llm.requests[0]!.body.temperature).to.equal(0.2);
        expect(llm.requests[0]!.body.max_tokens).to.equal(50);
      } finally {
        llm.answer = (await import('./fakes/openai-server.js')).defaultAnswer;
      }
    });

    it('turns a provider error into an ExecutorFailure', async () => {
      llm.answer = () => ({ status: 500, error: 'model overloaded' });
      try {
        const err = await build('local-llm', context(llm.url)).run(request('x'), { signal: signal() }).catch((e) => e);
        expect(err).to.have.property('name', 'ExecutorFailure');
        expect(err.message).to.match(/model overloaded/);
      } finally {
        llm.answer = (await import('./fakes/openai-server.js')).defaultAnswer;
      }
    });
  });

  describe('webhook', () => {
    let hook: Fake;
    const bodies: any[] = [];
    let failuresLeft = 0;
    before(async () => {
      hook = await serve(async (req, res) => {
        const body = await readJson(req);
        bodies.push({ body, headers: req.headers });
        if (req.url === '/slow') return void setTimeout(() => sendJson(res, 200, { content: 'late', done: false }), 1_000);
        if (failuresLeft > 0) { failuresLeft -= 1; return sendJson(res, 503, { error: 'busy' }); }
        if (req.url === '/bad') return sendJson(res, 200, { text: 'wrong shape' });
        sendJson(res, 200, { content: `handled ${body.message.content}`, done: body.message.content === 'finish' });
      });
    });
    after(() => hook.close());

    it('posts the spec request body with the headers, and reads {content, done}', async () => {
      const ex = build({ type: 'custom', url: `${hook.url}/agent`, headers: { 'x-secret': 's1' } }, context(llm.url));
      expect(await ex.run(request('finish', [{ role: 'user', content: 'earlier' }]), { signal: signal() })).to.deep.equal({ content: 'handled finish', done: true });
      const { body, headers } = bodies.at(-1);
      expect(body).to.deep.equal({
        jobId: 'job-1', agentVerusId: 'iAgent1111111111111111111111111', buyerVerusId: 'iBuyer1111111111111111111111111',
        message: { role: 'user', content: 'finish' }, history: [{ role: 'user', content: 'earlier' }],
        metadata: { serviceId: 'svc-1', sessionParams: { duration: 3600, messageLimit: 10 }, workspaceEnabled: false },
      });
      expect(headers['x-secret']).to.equal('s1');
    });

    it('defaults to 30000 ms and 2 retries', () => {
      expect(executorSchema.parse({ type: 'webhook', url: 'http://x' })).to.deep.include({ timeoutMs: 30_000, retries: 2, headers: {} });
    });

    it('times out after timeoutMs', async () => {
      const err = await build({ type: 'webhook', url: `${hook.url}/slow`, timeoutMs: 200 }, context(llm.url)).run(request('x'), { signal: signal() }).catch((e) => e);
      expect(err.message).to.match(/within 200 ms/);
    });

    it('refuses an answer without {content, done}', async () => {
      const err = await build({ type: 'webhook', url: `${hook.url}/bad` }, context(llm.url)).run(request('x'), { signal: signal() }).catch((e) => e);
      expect(err.message).to.match(/content: string/);
    });

    it('is retried per its retries setting, then succeeds or fails with every attempt reported', async () => {
      const ex = build({ type: 'webhook', url: `${hook.url}/agent`, retries: 2 }, context(llm.url));
      failuresLeft = 2;
      const attempts: any[] = [];
      const ok = await runWithRetries(ex, request('again'), { retries: 2, signal: signal(), backoffMs: 1, onAttempt: (a) => attempts.push(a) });
      expect(ok).to.deep.include({ ok: true, attempts: 3 });
      expect(attempts.map((a) => Boolean(a.error))).to.deep.equal([true, true, false]);
      failuresLeft = 3;
      const failed = await runWithRetries(ex, request('again'), { retries: 2, signal: signal(), backoffMs: 1 });
      expect(failed).to.deep.include({ ok: false, attempts: 3 });
      expect(APOLOGY).to.equal("I'm experiencing technical difficulties. Please try again in a moment.");
    });
  });

  describe('langserve', () => {
    let ls: LangserveFake;
    before(async () => { ls = await startLangserveFake(); });
    after(() => ls.close());

    it('streams from {url}/stream', async () => {
      const deltas: string[] = [];
      const ex = build({ type: 'langchain', url: `${ls.url}/chain/`, headers: { authorization: 'Bearer t' } }, context(llm.url));
      const reply = await ex.run(request('make it loud', [{ role: 'user', content: 'a' }]), { signal: signal(), onDelta: (t) => deltas.push(t) });
      expect(reply).to.deep.equal({ content: 'MAKE IT LOUD (history 1)', done: false });
      expect(deltas.length).to.be.greaterThan(3);
      expect(ls.requests.at(-1)).to.deep.include({ path: '/chain/stream' });
      expect(ls.requests.at(-1)!.body.input).to.deep.equal({ input: 'make it loud', chat_history: [{ role: 'user', content: 'a' }] });
      expect(ls.requests.at(-1)!.headers.authorization).to.equal('Bearer t');
    });

    it('invokes {url}/invoke when streaming is off, with a 60000 ms default timeout', async () => {
      const reply = await build({ type: 'langserve', url: `${ls.url}/chain`, stream: false }, context(llm.url)).run(request('quiet'), { signal: signal() });
      expect(reply.content).to.equal('QUIET');
      expect(ls.requests.at(-1)!.path).to.equal('/chain/invoke');
      expect(executorSchema.parse({ type: 'langserve', url: 'http://x' })).to.deep.include({ timeoutMs: 60_000 });
    });

    it('fails on a server error', async () => {
      const err = await build({ type: 'langserve', url: `${ls.url}/broken`, stream: false }, context(llm.url)).run(request('x'), { signal: signal() }).catch((e) => e);
      expect(err).to.have.property('name', 'ExecutorFailure');
      expect(err.message).to.match(/HTTP 500/);
    });
  });

  describe('langgraph', () => {
    let lg: LanggraphFake;
    before(async () => { lg = await startLanggraphFake('support-graph'); });
    after(() => lg.close());

    it('remote: one thread per job, a run per turn, the last message as the reply', async () => {
      const ex = build({ type: 'langgraph', url: lg.url, graphId: 'support-graph' }, context(llm.url));
      expect((await ex.run(request('first'), { signal: signal() })).content).to.equal('graph saw 1 human message(s); last: first');
      expect((await ex.run(request('second'), { signal: signal() })).content).to.equal('graph saw 2 human message(s); last: second');
      expect(lg.threads.size).to.equal(1);
      expect([...lg.threads.values()][0]!.metadata).to.deep.include({ jobId: 'job-1' });
    });

    it('remote: an unknown graphId fails', async () => {
      const err = await build({ type: 'langgraph', url: lg.url, graphId: 'nope' }, context(llm.url)).run(request('x'), { signal: signal() }).catch((e) => e);
      expect(err.message).to.match(/HTTP 404/);
    });

    it('local: runs graphPath with pythonPath, one process for the job', async () => {
      const ex = build({ type: 'langgraph', graphPath: `${FAKES}graph.py:graph`, pythonPath: 'python3', timeoutMs: 120_000 }, context(llm.url));
      try {
        expect((await ex.run(request('one'), { signal: signal() })).content).to.equal('local graph got 1 message(s); last: one');
        expect((await ex.run(request('two', [{ role: 'user', content: 'one' }, { role: 'assistant', content: 'ok' }]), { signal: signal() })).content)
          .to.equal('local graph got 3 message(s); last: two');
        const err = await ex.run(request('crash'), { signal: signal() }).catch((e) => e);
        expect(err.message).to.match(/graph crashed on purpose/);
        expect((await ex.run(request('after'), { signal: signal() })).content).to.match(/last: after/);
      } finally {
        await ex.close();
      }
    });

    it('needs url + graphId or graphPath', () => {
      const r = executorSchema.safeParse({ type: 'langgraph', url: 'http://x' });
      expect(r.success).to.equal(false);
    });
  });

  describe('a2a (A2A SDK client and server)', () => {
    let researcher: A2aFake;
    let writer: A2aFake;
    before(async () => {
      researcher = await startA2aFake('researcher');
      writer = await startA2aFake('writer', { task: true });
    });
    after(async () => { await researcher.close(); await writer.close(); });

    const agents = () => [
      { verusId: 'researcher@', url: researcher.url, purpose: 'research', maxBudget: 2 },
      { verusId: 'writer@', url: writer.url, purpose: 'writing', maxBudget: 5 },
    ];

    it('parallel: sends each agent a sub-task with its maxBudget and joins the results', async () => {
      const ex = build({ type: 'a2a', agents: agents(), strategy: 'parallel' }, context(llm.url));
      const reply = await ex.run(request('find facts about owls'), { signal: signal() });
      expect(reply.content).to.equal('[research]\nresearcher did: find facts about owls (budget 2)\n\n[writing]\nwriter did: find facts about owls (budget 5)');
      expect(researcher.seen.at(-1)!.metadata).to.deep.equal({ maxBudget: 2, purpose: 'research', parentJobId: 'job-1' });
      expect(writer.seen.at(-1)!.metadata).to.deep.include({ maxBudget: 5 });
    });

    it('sequential: each agent sees the results before it, in one context per agent for the job', async () => {
      const ex = build({ type: 'a2a', agents: agents(), strategy: 'sequential' }, context(llm.url));
      await ex.run(request('step one'), { signal: signal() });
      expect(writer.seen.at(-1)!.text).to.contain('Result from researcher@ (research):\nresearcher did: step one');
      await ex.run(request('step two'), { signal: signal() });
      expect(researcher.seen.at(-1)!.contextId).to.equal(researcher.seen.at(-2)!.contextId);
    });

    it('discards a result over budget and a failed task; fails when every sub-task fails', async () => {
      const ex = build({ type: 'a2a', agents: agents(), strategy: 'parallel' }, context(llm.url));
      const partial = await ex.run(request('expensive for researcher'), { signal: signal() });
      expect(partial.content).to.equal('writer did: expensive for researcher (budget 5)');
      const only = build({ type: 'a2a', agents: [agents()[1]!] }, context(llm.url));
      const err = await only.run(request('please fail'), { signal: signal() }).catch((e) => e);
      expect(err).to.have.property('name', 'ExecutorFailure');
      expect(err.message).to.match(/TASK_STATE_FAILED: could not do it/);
    });

    it('with a coordinator model: plans instructions per agent and writes the answer', async () => {
      llm.answer = (body) => {
        const prompt = body.messages.map((m: any) => m.content).join('\n');
        if (prompt.includes('split a task')) return { content: '{"researcher@": "look up owls", "writer@": "write about owls"}' };
        return { content: 'Owls are great.\n[[deliver]]' };
      };
      try {
        const ex = build({ type: 'a2a', agents: agents(), coordinatorProvider: 'openai', coordinatorModel: 'coord' }, context(llm.url));
        const reply = await ex.run(request('owls please'), { signal: signal() });
        expect(reply).to.deep.equal({ content: 'Owls are great.', done: true });
        expect(researcher.seen.at(-1)!.text).to.equal('look up owls');
        expect(writer.seen.at(-1)!.text).to.equal('write about owls');
        expect(llm.requests.every((r) => r.body.model === 'coord')).to.equal(true);
      } finally {
        llm.answer = (await import('./fakes/openai-server.js')).defaultAnswer;
      }
    });
  });

  describe('mcp (MCP SDK server over stdio)', () => {
    const server = { name: 'calc', command: process.execPath, args: ['--import', 'tsx', `${FAKES}mcp-server.ts`], env: { MCP_FAKE_NAME: 'calc-server' } };

    it('offers the server tools to the model and runs the calls through MCP', async () => {
      llm.answer = (body) => {
        const toolMsgs = body.messages.filter((m: any) => m.role === 'tool');
        if (toolMsgs.length === 0) return { toolCalls: [{ name: 'calc_add', arguments: { a: 2, b: 40 } }] };
        return { content: `the sum is ${JSON.stringify(toolMsgs.at(-1).content)}` };
      };
      const ex = build({ type: 'mcp', servers: [server], maxToolCalls: 3 }, context(llm.url));
      try {
        const reply = await ex.run(request('add 2 and 40'), { signal: signal() });
        expect(reply.content).to.match(/the sum is .*42/);
        expect(ex.lastTurnToolCalls).to.equal(1);
        const offered = llm.requests[0]!.body.tools.map((t: any) => t.function.name).sort();
        expect(offered).to.deep.equal(['calc_add', 'calc_whoami']);
      } finally {
        await ex.close();
        llm.answer = (await import('./fakes/openai-server.js')).defaultAnswer;
      }
    });

    it('stops at maxToolCalls per turn, then lets the model answer without tools', async () => {
      llm.answer = (body) => (body.tools && body.tool_choice !== 'none'
        ? { toolCalls: [{ name: 'calc_whoami', arguments: {} }] }
        : { content: `done after ${body.messages.filter((m: any) => m.role === 'tool').length} tool results` });
      const ex = build({ type: 'mcp', servers: [server], maxToolCalls: 2 }, context(llm.url));
      try {
        const reply = await ex.run(request('loop forever'), { signal: signal() });
        expect(ex.lastTurnToolCalls).to.equal(2);
        expect(reply.content).to.equal('done after 2 tool results');
        // The server got its own environment variable; the tool answered with it.
        const toolResult = llm.requests.at(-1)!.body.messages.find((m: any) => m.role === 'tool');
        expect(JSON.stringify(toolResult.content)).to.contain('calc-server');
      } finally {
        await ex.close();
        llm.answer = (await import('./fakes/openai-server.js')).defaultAnswer;
      }
    });
  });
});
