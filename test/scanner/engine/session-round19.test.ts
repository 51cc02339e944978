/**
 * Nineteenth issue-16 round: below the intent model's own bar, a turn that also aims harm at someone
 * in so many words (escalation.ts, HARM_INTENT) fires from a probability of 0.8.
 */
import { expect } from 'chai';
import { stepEscalation, type TurnCues, type EscalationState } from '../../../scanner/engine/session/escalation.js';
import { loadIntentModel } from '../../../scanner/engine/session/intent.js';

const logit = (p: number) => Math.log(p / (1 - p));

/** Two earlier turns on nothing sensitive, their model parts summing to zero. */
const before = (now: number): EscalationState => ({ turns: 2, topicTurns: 0, pushTurns: 0, intensified: 0, framed: false, sensitiveTurns: 0, carried: 0, lastAt: now, ctxSum: 0, ctxTurns: 2, prevDot: 0 });

/** A third turn whose model probability is `p` (earlier parts zero), with or without harm aimed at someone. */
function third(p: number, harmIntent: boolean): TurnCues {
  const m = loadIntentModel()!;
  return { topic: false, refersBack: false, continues: false, intensifies: false, framed: false, sensitive: false, harmIntent, score: 0, intentLast: logit(p) - m.bias, intentCtx: 0, intentPrev: 0 };
}

describe('scanner engine: the intent model beside harm aimed at someone (nineteenth round)', () => {
  const now = 5_000_000;
  const fires = (p: number, harm: boolean) => stepEscalation(before(now), third(p, harm), now + 1000).signals.some(([f]) => f === 'crescendo_escalation');
  it('fires below the model\'s threshold when the turn aims harm at someone', () => {
    const t = loadIntentModel()!.threshold;
    expect(t).to.be.above(0.85);
    expect(fires(0.85, true)).to.equal(true);
    expect(fires(0.85, false)).to.equal(false);
  });
  it('needs a probability of 0.8 at least, and the model\'s own threshold alone', () => {
    expect(fires(0.7, true)).to.equal(false);
    expect(fires(loadIntentModel()!.threshold + 0.01, false)).to.equal(true);
  });
});
