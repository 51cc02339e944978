/** The dispatcher's pure decisions: what to do with a job, what still needs an answer, which replies may go out, health. */
import { expect } from 'chai';
import { deliveryHash, canonicalAction } from '../../client/mod.js';
import type { ChatMessage } from '../../client/mod.js';
import { historyOf, replyCheck, stepFor, unanswered } from '../../dispatcher/job-rules.js';
import { healthOf } from '../../dispatcher/status.js';
import type { AgentView } from '../../dispatcher/agent-host.js';

const ME = 'iSeller11111111111111111111111';
const msg = (id: string, from: string, content = id): ChatMessage => ({ id, jobId: 'j', senderChainId: from, content, createdAt: '2026-01-01T00:00:00Z' });

describe('job rules', () => {
  describe('stepFor', () => {
    const job = (status: string, extra = {}) => ({ status, sellerChainId: ME, acceptedAt: null, ...extra });
    it('accepts a new request, but never while shutting down', () => {
      expect(stepFor(job('requested'), ME, false)).to.equal('accept');
      expect(stepFor(job('requested'), ME, true)).to.equal('ignore');
    });
    it('watches an accepted request waiting for payment, works in_progress, watches paused and pending_delivery, closes the closed', () => {
      expect(stepFor(job('requested', { acceptedAt: '2026-01-01T00:00:00Z' }), ME, false)).to.equal('watch');
      expect(stepFor(job('in_progress'), ME, true)).to.equal('work');
      expect(stepFor(job('paused'), ME, false)).to.equal('watch');
      expect(stepFor(job('pending_delivery'), ME, false)).to.equal('watch');
      expect(stepFor(job('completed'), ME, false)).to.equal('close');
      expect(stepFor(job('cancelled'), ME, false)).to.equal('close');
    });
    it('ignores jobs of other sellers', () => {
      expect(stepFor({ status: 'requested', sellerChainId: 'iOther', acceptedAt: null }, ME, false)).to.equal('ignore');
    });
  });

  describe('unanswered', () => {
    it('is the buyer messages after the agent last spoke', () => {
      const all = [msg('1', 'iB'), msg('2', ME), msg('3', 'iB'), msg('4', 'iB')];
      expect(unanswered(all, ME).map((m) => m.id)).to.deep.equal(['3', '4']);
      expect(unanswered([msg('1', 'iB')], ME).map((m) => m.id)).to.deep.equal(['1']);
      expect(unanswered([msg('1', 'iB'), msg('2', ME)], ME)).to.deep.equal([]);
    });
    it('maps the conversation onto user and assistant turns', () => {
      expect(historyOf([msg('1', 'iB', 'hi'), msg('2', ME, 'hello')], ME)).to.deep.equal([{ role: 'user', content: 'hi' }, { role: 'assistant', content: 'hello' }]);
    });
  });

  describe('replyCheck', () => {
    it('withholds a reply leaking a canary token or a private key', () => {
      expect(replyCheck('the secret is CANARY-123456', ['CANARY-123456'])).to.equal('canary_triggered');
      expect(replyCheck('key: UrEJQMk9PD4Fo9i8FNb1ZSFRrC9TrD4j6CGbFvbFHVH83bStroHH', [])).to.equal('financial_blocked');
      expect(replyCheck('a normal answer about i-addresses like iJhCezBExJHvtyH3fGhNnt2NhU4Ztkf2yq', ['CANARY-123456'])).to.equal(null);
    });
  });

  describe('signed texts', () => {
    it('deliveryHash is sha256:<hex> of the delivered text', () => {
      expect(deliveryHash('hello')).to.equal('sha256:2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824');
    });
    it('register and agent-status sign the JCS text of the fields', () => {
      expect(canonicalAction({ timestamp: 1, nonce: 'n', identity: 'iX', action: 'register', name: 'a' }))
        .to.equal('{"action":"register","identity":"iX","name":"a","nonce":"n","timestamp":1}');
    });
  });

  describe('health', () => {
    const a = (status: AgentView['status']) => ({ status }) as AgentView;
    it('healthy when all are online, degraded when some are not or are reconnecting, unhealthy when none is online or coming back, or on a critical error', () => {
      expect(healthOf([a('online'), a('online')], false)).to.equal('healthy');
      expect(healthOf([a('online'), a('reconnecting')], false)).to.equal('degraded');
      expect(healthOf([a('online'), a('offline')], false)).to.equal('degraded');
      expect(healthOf([a('reconnecting'), a('reconnecting')], false)).to.equal('degraded'); // a platform restart
      expect(healthOf([a('offline'), a('reconnecting')], false)).to.equal('degraded');
      expect(healthOf([a('offline'), a('offline')], false)).to.equal('unhealthy');
      expect(healthOf([], false)).to.equal('unhealthy');
      expect(healthOf([a('online')], true)).to.equal('unhealthy');
    });
  });
});
