import { expect } from 'chai';
import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';

describe('docker-compose.yml', () => {
  let compose: any;
  before(async () => {
    compose = parse(await readFile(new URL('../../docker-compose.yml', import.meta.url), 'utf8'), { merge: true });
  });

  it('has every service, each with a healthcheck', () => {
    const services = ['postgres', 'nats', 'devchain', 'gateway', 'actor-node', 'scanner', 'dispatcher'];
    expect(Object.keys(compose.services)).to.have.members(services);
    for (const s of services) expect(compose.services[s].healthcheck?.test, s).to.be.an('array');
  });

  it('runs JetStream and several actor nodes', () => {
    expect(compose.services.nats.command).to.include('-js');
    expect(compose.services['actor-node'].deploy.replicas).to.be.greaterThan(1);
  });

  it('runs each program through the one CLI', () => {
    const commands: Record<string, string> = {
      devchain: 'devchain', gateway: 'gateway', 'actor-node': 'actor-node', scanner: 'scanner', dispatcher: 'dispatcher',
    };
    for (const [service, command] of Object.entries(commands)) {
      expect(compose.services[service].command, service).to.deep.equal(['agentplatform', command]);
    }
  });

  it('publishes the spec ports: gateway 3001, scanner 3100, dispatcher health 9842, chain RPC 18843', () => {
    const ports = (s: string) => (compose.services[s].ports as string[]).map((p) => p.split(':').pop());
    expect(ports('gateway')).to.include('3001');
    expect(ports('scanner')).to.include('3100');
    expect(ports('dispatcher')).to.include('9842');
    expect(ports('devchain')).to.include('18843');
  });

  it('gives the platform what it needs to start in production and waits for healthy dependencies', () => {
    const env = compose.services.gateway.environment;
    for (const v of ['DATABASE_URL', 'NATS_URL', 'CHAIN_RPC_USER', 'CHAIN_RPC_PASS', 'COOKIE_SECRET', 'CORS_ORIGIN',
      'WEBHOOK_ENCRYPTION_KEY', 'PLATFORM_FEE_ADDRESS', 'SCANNER_API_URL', 'SCANNER_API_KEY']) {
      expect(env, v).to.have.property(v);
    }
    expect(env.NODE_ENV).to.equal('production');
    for (const dep of ['postgres', 'nats', 'devchain']) {
      expect(compose.services.gateway.depends_on[dep].condition).to.equal('service_healthy');
      expect(compose.services['actor-node'].depends_on[dep].condition).to.equal('service_healthy');
    }
    expect(compose.services.dispatcher.depends_on.gateway.condition).to.equal('service_healthy');
  });
});
