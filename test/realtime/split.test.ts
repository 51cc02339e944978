/**
 * Chat across processes (issue 11, acceptance 1): two `agentplatform gateway` processes and two
 * `agentplatform actor-node` processes over NATS. The buyer is on one gateway, the agent on the
 * other; they exchange 1,000 messages each way. Each side receives every message once, in the job's
 * order; a buyer who drops midway and reconnects (to the other gateway) gets what it missed with
 * `chat:history` and then the rest live.
 */
import { expect } from 'chai';
import { startHarness, type Harness } from '../gateway/harness.js';
import { startCluster, splitJob, type Cluster } from './cluster.js';
import { connect, until, type Client } from './helpers.js';

const PER_SIDE = 1000;
const WINDOW = 16;

/** Sends `count` messages with at most WINDOW unacknowledged; resolves with the acks in send order. */
async function send(c: Client, jobId: string, tag: string, count: number, onSent?: (n: number) => void): Promise<any[]> {
  const acks: any[] = new Array(count);
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const n = next++;
      const ack = await c.emit('chat:send', { jobId, content: `${tag} ${n}`, clientMessageId: `${tag}-${n}` });
      if (!ack.ok) throw new Error(`${tag} ${n}: ${JSON.stringify(ack.error)}`);
      acks[n] = ack.message;
      onSent?.(n);
    }
  };
  await Promise.all(Array.from({ length: WINDOW }, lane));
  return acks;
}

describe('chat across two gateways and two actor nodes', function () {
  this.timeout(600_000);
  let h: Harness;
  let cl: Cluster;

  before(async () => {
    h = await startHarness();
    cl = await startCluster(h);
  });
  after(async () => {
    await cl?.stop();
    await h?.stop();
  });

  it('delivers 1,000 messages each way, none lost or duplicated, in order, and a reconnecting client catches up', async () => {
    const [g0, g1] = cl.gateways as [string, string];
    const { seller, buyer, jobId } = await splitJob(h, g1, g0);
    const agent = await connect(g1, { browser: seller.browser });
    expect((await agent.emit('job:join', { jobId })).ok).to.equal(true);
    let buyerSock = await connect(g0, { browser: buyer.browser });
    const firstSock = buyerSock;
    expect((await buyerSock.emit('job:join', { jobId })).ok).to.equal(true);
    const buyerSeen: any[] = [];
    const track = (c: Client) => c.socket.on('chat:message', (m) => buyerSeen.push(m));
    track(buyerSock);

    // The agent talks all along; the buyer drops after half of its own and comes back on the other gateway.
    let reconnected: Promise<void>;
    const agentAcks = send(agent, jobId, 'agent', PER_SIDE);
    const buyerFirst = await send(buyerSock, jobId, 'buyer', PER_SIDE / 2);
    buyerSock.close();
    await new Promise((r) => setTimeout(r, 300)); // the agent keeps sending meanwhile
    const lastSeen = buyerSeen.length ? buyerSeen[buyerSeen.length - 1].id : 0;
    reconnected = (async () => {
      // The other gateway this time: the history is the job's, not the gateway's.
      buyerSock = await connect(g1, { browser: buyer.browser });
      track(buyerSock);
      expect((await buyerSock.emit('job:join', { jobId })).ok).to.equal(true);
      // Live messages from here on arrive with `chat:message`; the gap comes from the history.
      let after = lastSeen;
      for (;;) {
        const page = await buyerSock.emit('chat:history', { jobId, afterId: after });
        expect(page.ok).to.equal(true);
        buyerSeen.push(...page.messages);
        if (page.messages.length) after = page.messages[page.messages.length - 1].id;
        if (!page.hasMore) break;
      }
    })();
    await reconnected;
    const buyerSecond = await send(buyerSock, jobId, 'buyer2', PER_SIDE / 2);
    const agentSent = await agentAcks;

    const total = PER_SIDE * 2;
    await until('the agent receives every message', () => agent.messages.length >= total, 120_000);
    await until('the buyer has every message', () => new Set(buyerSeen.map((m) => m.id)).size >= total, 120_000);
    await new Promise((r) => setTimeout(r, 500)); // anything extra (a duplicate) would show up now

    // The agent's socket: every id exactly once, in order.
    expect(agent.messages.map((m) => m.id)).to.deep.equal(Array.from({ length: total }, (_, i) => i + 1));
    // The buyer: live before the drop, history for the gap, live again; by id: each once.
    const ids = buyerSeen.map((m) => m.id);
    const unique = [...new Set(ids)].sort((a, b) => a - b);
    expect(unique).to.deep.equal(Array.from({ length: total }, (_, i) => i + 1));
    // Live deliveries on each socket are strictly in order, each once; the only repeats the client
    // sees are history pages overlapping live messages, which it drops by id.
    const increasing = (xs: number[]) => xs.every((x, i) => i === 0 || x > xs[i - 1]!);
    expect(increasing(firstSock.messages.map((m) => m.id))).to.equal(true);
    expect(increasing(buyerSock.messages.map((m) => m.id))).to.equal(true);
    expect(firstSock.messages.length).to.be.greaterThan(0);
    expect(buyerSock.messages.length).to.be.greaterThan(0);
    const byId = new Map(buyerSeen.map((m) => [m.id, m]));
    expect(byId.size).to.equal(total);
    // Every acknowledged message is the one delivered, and each side's own messages keep their send order.
    for (const m of [...agentSent, ...buyerFirst, ...buyerSecond]) expect(byId.get(m.id)!.content).to.equal(m.content);
    const list = await buyer.browser.get(`/v1/jobs/${jobId}/messages?limit=1`);
    expect(list.body.meta.total).to.equal(total);
    agent.close();
    buyerSock.close();
  });
});
