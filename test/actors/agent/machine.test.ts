import { expect } from 'chai';
import { decide, initialAgent, mergeService, type AgentState } from '../../../actors/agent/machine.js';
import { agentCommand, type AgentCommand } from '../../../actors/agent/messages.js';

const ME = 'iMeMeMeMeMeMeMeMeMeMeMeMeMe1';
const OTHER = 'iOtherOtherOtherOtherOther12';
const T = '2026-11-24T12:00:00.000Z';
const profile = { name: 'Translator', type: 'autonomous', description: 'translates', category: null, tags: [], website: null };
const svc = { name: 'S', description: 'D', price: 10, currency: 'VRSCTEST', acceptedCurrencies: [{ currency: 'VRSCTEST', price: 10 }], category: 'c', turnaround: null, paymentTerms: 'prepay' as const, guard: false, privateMode: false };
const SID = '0b6f7c2a-6f2d-4c1e-9a57-2a8c7f1c3d10';
const SID2 = '1b6f7c2a-6f2d-4c1e-9a57-2a8c7f1c3d10';

/** Runs commands in order, failing on any refusal; answers the final state. */
function run(...cmds: AgentCommand[]): AgentState {
  let s = initialAgent(ME);
  for (const c of cmds) {
    agentCommand.parse(c);
    const d = decide(s, c, T);
    if (!d.ok) throw new Error(`${c.type} refused: ${d.code} ${d.message}`);
    s = d.state;
  }
  return s;
}
const refusal = (s: AgentState, c: AgentCommand) => {
  const d = decide(s, c, T);
  if (d.ok) throw new Error(`${c.type} was accepted`);
  return d;
};
const reg: AgentCommand = { type: 'register', by: ME, byName: 'me@', identityName: 'me@', profile };
const by = { by: ME, byName: 'me@' };

describe('agent machine', () => {
  it('never mutates the state it is given', () => {
    const s = run(reg);
    const frozen = JSON.stringify(s);
    decide(s, { type: 'service-create', ...by, serviceId: SID, service: svc }, T);
    decide(s, { type: 'set-status', ...by, status: 'inactive' }, T);
    expect(JSON.stringify(s)).to.equal(frozen);
  });

  describe('register', () => {
    it('registers the signer as an active public agent it owns', () => {
      const s = run(reg);
      expect(s).to.deep.include({ registered: true, owner: ME, status: 'active', privacyTier: 'public', source: 'api', registeredAt: T });
    });
    it('refuses a second registration', () => expect(refusal(run(reg), reg).code).to.equal('VALIDATION_ERROR'));
    it('refuses registering another identity', () => expect(refusal(initialAgent(ME), { ...reg, by: OTHER }).code).to.equal('FORBIDDEN'));
  });

  describe('status, privacy, data policy', () => {
    it('toggles status for the owner only', () => {
      expect(run(reg, { type: 'set-status', ...by, status: 'inactive' }).status).to.equal('inactive');
      expect(refusal(run(reg), { type: 'set-status', by: OTHER, byName: null, status: 'inactive' }).code).to.equal('FORBIDDEN');
    });
    it('answers NOT_FOUND for an agent never registered', () => {
      expect(refusal(initialAgent(ME), { type: 'set-status', ...by, status: 'inactive' }).code).to.equal('NOT_FOUND');
    });
    it('sets the privacy tier and data policy', () => {
      const s = run(reg, { type: 'set-privacy', ...by, privacyTier: 'limited' },
        { type: 'set-data-policy', ...by, policy: { retention: '30 days', allowTraining: false, allowThirdParty: false, requireDeletion: true } });
      expect(s.privacyTier).to.equal('limited');
      expect(s.dataPolicy?.requireDeletion).to.equal(true);
    });
    it('asks an unregistered identity to register before publishing or configuring', () => {
      expect(refusal(initialAgent(ME), { type: 'set-privacy', ...by, privacyTier: 'private' }).code).to.equal('FORBIDDEN');
      expect(refusal(initialAgent(ME), { type: 'service-create', ...by, serviceId: SID, service: svc }).code).to.equal('FORBIDDEN');
    });
  });

  describe('services', () => {
    it('creates, updates and deletes a service', () => {
      let s = run(reg, { type: 'service-create', ...by, serviceId: SID, service: svc });
      expect(s.services[SID]).to.deep.include({ name: 'S', source: 'api' });
      s = run(reg, { type: 'service-create', ...by, serviceId: SID, service: svc }, { type: 'service-update', ...by, serviceId: SID, patch: { price: 20 } });
      expect(s.services[SID]!.acceptedCurrencies).to.deep.equal([{ currency: 'VRSCTEST', price: 20 }]);
      s = run(reg, { type: 'service-create', ...by, serviceId: SID, service: svc }, { type: 'service-delete', ...by, serviceId: SID });
      expect(s.services).to.deep.equal({});
    });
    it('refuses currencies without the primary one, at another price, or listed twice', () => {
      const s = run(reg);
      const make = (acceptedCurrencies: { currency: string; price: number }[]) =>
        refusal(s, { type: 'service-create', ...by, serviceId: SID, service: { ...svc, acceptedCurrencies } });
      expect(make([{ currency: 'VRSC', price: 10 }]).details![0]!.field).to.equal('acceptedCurrencies');
      expect(make([{ currency: 'VRSCTEST', price: 9 }]).code).to.equal('VALIDATION_ERROR');
      expect(make([{ currency: 'VRSCTEST', price: 10 }, { currency: 'VRSCTEST', price: 10 }]).details![0]!.field).to.equal('acceptedCurrencies.1.currency');
    });
    it('refuses a suspended agent publishing, and unknown services', () => {
      const s = run(reg, { type: 'suspend', by: OTHER, byName: 'admin@', reason: 'spam' });
      expect(refusal(s, { type: 'service-create', ...by, serviceId: SID, service: svc }).code).to.equal('FORBIDDEN');
      expect(refusal(run(reg), { type: 'service-delete', ...by, serviceId: SID }).code).to.equal('NOT_FOUND');
      expect(refusal(run(reg), { type: 'service-update', ...by, serviceId: SID, patch: { price: 1 } }).code).to.equal('NOT_FOUND');
    });
    it('keeps other accepted currencies when the primary price changes', () => {
      const merged = mergeService({ ...svc, acceptedCurrencies: [{ currency: 'VRSCTEST', price: 10 }, { currency: 'VRSC', price: 1 }] }, { price: 12 });
      expect(merged.acceptedCurrencies).to.deep.equal([{ currency: 'VRSCTEST', price: 12 }, { currency: 'VRSC', price: 1 }]);
    });
  });

  describe('canaries', () => {
    const add = (id: string, token: string): AgentCommand => ({ type: 'canary-add', ...by, canaryId: id, token });
    it('keeps at most five, refuses duplicates, removes by id', () => {
      const ids = [1, 2, 3, 4, 5].map((n) => `${n}b6f7c2a-6f2d-4c1e-9a57-2a8c7f1c3d10`);
      const s = run(reg, ...ids.map((id, n) => add(id, `token-number-${n}`)));
      expect(s.canaries).to.have.length(5);
      expect(refusal(s, add('6b6f7c2a-6f2d-4c1e-9a57-2a8c7f1c3d10', 'token-six-six')).code).to.equal('VALIDATION_ERROR');
      expect(refusal(run(reg, add(ids[0]!, 'same-token-x')), add(ids[1]!, 'same-token-x')).code).to.equal('VALIDATION_ERROR');
      expect(run(reg, add(ids[0]!, 'token-a-a-a'), { type: 'canary-remove', ...by, canaryId: ids[0]! }).canaries).to.deep.equal([]);
      expect(refusal(run(reg), { type: 'canary-remove', ...by, canaryId: ids[0]! }).code).to.equal('NOT_FOUND');
    });
    it('never puts a token in an event', () => {
      const d = decide(run(reg), add(SID, 'secret-canary-value'), T);
      expect(JSON.stringify(d.ok && d.events)).not.to.contain('secret-canary-value');
    });
  });

  describe('suspension', () => {
    it('suspends and unsuspends once each; a suspended agent cannot be activated', () => {
      const s = run(reg, { type: 'set-status', ...by, status: 'inactive' }, { type: 'suspend', by: OTHER, byName: null, reason: 'r' });
      expect(refusal(s, { type: 'suspend', by: OTHER, byName: null, reason: 'r' }).code).to.equal('VALIDATION_ERROR');
      expect(refusal(s, { type: 'set-status', ...by, status: 'active' }).code).to.equal('FORBIDDEN');
      const back = run(reg, { type: 'suspend', by: OTHER, byName: null, reason: 'r' }, { type: 'unsuspend', by: OTHER, byName: null });
      expect(back.suspended).to.equal(null);
      expect(refusal(back, { type: 'unsuspend', by: OTHER, byName: null }).code).to.equal('VALIDATION_ERROR');
    });
  });

  describe('chain-sync', () => {
    const sync = (height: number, over: Partial<Extract<AgentCommand, { type: 'chain-sync' }>> = {}): AgentCommand => ({
      type: 'chain-sync', identityName: 'me@', profile, status: 'active', owner: ME, payAddress: null, service: svc, height, ...over,
    });
    it('registers an agent and its one on-chain service, then follows changes and ignores older heights', () => {
      const s = run(sync(10));
      expect(s).to.deep.include({ registered: true, source: 'chain', chainHeight: 10 });
      expect(Object.values(s.services).map((v) => v.source)).to.deep.equal(['chain']);
      const changed = run(sync(10), sync(12, { profile: { ...profile, name: 'Renamed' }, service: null }));
      expect(changed.profile!.name).to.equal('Renamed');
      expect(changed.services).to.deep.equal({});
      const d = decide(run(sync(12)), sync(11, { profile: { ...profile, name: 'Old' } }), T);
      expect(d.ok && d.state.profile!.name).to.equal('Translator');
    });
    it('keeps services published through the API', () => {
      const s = run(reg, { type: 'service-create', ...by, serviceId: SID2, service: svc }, sync(5));
      expect(Object.keys(s.services).sort()).to.deep.equal([`chain-${ME}`, SID2].sort());
    });
    it('refuses an API change to the on-chain service', () => {
      expect(refusal(run(sync(5)), { type: 'service-update', ...by, serviceId: `chain-${ME}`, patch: { price: 1 } }).code).to.equal('VALIDATION_ERROR');
    });
  });
});
