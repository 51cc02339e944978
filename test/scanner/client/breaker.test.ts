import { expect } from 'chai';
import { CircuitBreaker } from '../../../scanner/client/breaker.js';

describe('circuit breaker', () => {
  let now = 0;
  const make = () => new CircuitBreaker({ failureThreshold: 3, openMs: 1_000, now: () => now });
  beforeEach(() => { now = 10_000; });

  it('defaults to 5 failures and 30 s open', () => {
    const b = new CircuitBreaker();
    expect(b.failureThreshold).to.equal(5);
    expect(b.openMs).to.equal(30_000);
  });

  it('opens after the threshold of consecutive failures, not before', () => {
    const b = make();
    b.failure();
    b.failure();
    expect(b.state).to.equal('closed');
    expect(b.recentFailures).to.equal(2);
    b.failure();
    expect(b.state).to.equal('open');
    expect(b.tryAcquire()).to.equal(false);
  });

  it('forgets failures after a success', () => {
    const b = make();
    b.failure();
    b.failure();
    b.success();
    b.failure();
    expect(b.state).to.equal('closed');
    expect(b.recentFailures).to.equal(1);
  });

  it('lets one probe through when the open time is over; success closes it', () => {
    const b = make();
    for (let i = 0; i < 3; i++) b.failure();
    now += 999;
    expect(b.state).to.equal('open');
    now += 1;
    expect(b.state).to.equal('half_open');
    expect(b.tryAcquire()).to.equal(true);
    expect(b.tryAcquire()).to.equal(false);
    b.success();
    expect(b.state).to.equal('closed');
    expect(b.tryAcquire()).to.equal(true);
  });

  it('reopens for another period when the probe fails', () => {
    const b = make();
    for (let i = 0; i < 3; i++) b.failure();
    now += 1_000;
    expect(b.tryAcquire()).to.equal(true);
    b.failure();
    expect(b.state).to.equal('open');
    now += 999;
    expect(b.tryAcquire()).to.equal(false);
    now += 1;
    expect(b.tryAcquire()).to.equal(true);
  });

  it('does not stay half-open forever when a probe never reports back', () => {
    const b = make();
    for (let i = 0; i < 3; i++) b.failure();
    now += 1_000;
    expect(b.tryAcquire()).to.equal(true);
    now += 1_000;
    expect(b.tryAcquire()).to.equal(true);
  });
});
