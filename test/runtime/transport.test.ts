import { expect } from 'chai';
import { InProcessTransport, NatsTransport } from '../../runtime/mod.js';
import type { Transport } from '../../runtime/types.js';
import { NATS_URL } from '../fixtures.js';
import { uniqueCluster } from './harness.js';

const transports: [string, () => Promise<Transport>][] = [
  ['inprocess', async () => new InProcessTransport()],
  ['nats', () => NatsTransport.connect(NATS_URL, 'transport-test')],
];

for (const [name, open] of transports) {
  describe(`subscription drain (${name} transport)`, () => {
    it('answers every request sent before the drain, then takes no more', async () => {
      const server = await open();
      const client = name === 'nats' ? await open() : server;
      const subject = `${uniqueCluster('drain')}.cmd`;
      try {
        const seen: number[] = [];
        const sub = server.subscribe(subject, (m) => {
          const n = Number(new TextDecoder().decode(m.data));
          seen.push(n);
          m.respond(new TextEncoder().encode(String(n * 2)));
        });
        await client.flush?.();
        await server.flush?.();
        const requests = [...Array(200).keys()].map((n) =>
          client.request(subject, new TextEncoder().encode(String(n)), 5_000).then((r) => Number(new TextDecoder().decode(r))));
        await client.flush?.();
        await sub.drain();
        expect(await Promise.all(requests)).to.deep.equal([...Array(200).keys()].map((n) => n * 2));
        expect(seen).to.have.length(200);
        let refused: unknown;
        try {
          await client.request(subject, new TextEncoder().encode('1'), 1_000);
        } catch (err) {
          refused = err;
        }
        expect((refused as Error)?.name, 'nobody listens after the drain').to.match(/NoResponders/);
      } finally {
        if (client !== server) await client.close?.();
        await server.close?.();
      }
    });
  });
}
