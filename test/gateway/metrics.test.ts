/** `GET /metrics`: request, payment and scan figures in Prometheus text, to allowed addresses only. */
import { expect } from 'chai';
import { Browser, startHarness, type Harness } from './harness.js';

describe('GET /metrics', function () {
  this.timeout(60_000);
  let h: Harness;
  before(async () => { h = await startHarness({ domain: true, env: { ADMIN_ALLOWED_IPS: '198.18.0.0/15' } }); });
  after(() => h?.stop());

  it('counts requests by route template and status, to an allowed address', async () => {
    const b = new Browser(h.url);
    await b.get('/v1/agents/iNobodyNobodyNobodyNobody12');
    await b.get('/v1/version');
    const res = await b.get('/metrics');
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/text\/plain/);
    expect(res.body).to.match(/http_requests_total\{method="GET",route="\/v1\/agents\/:id",status="404"\} \d+/);
    expect(res.body).to.match(/http_requests_total\{method="GET",route="\/v1\/version",status="200"\} \d+/);
    // The duration histogram: cumulative buckets ending in +Inf, which equals the count.
    const version = (suffix: string, le?: string) => Number(new RegExp(
      `http_request_duration_seconds_${suffix}\\{${le ? `le="${le.replace('+', '\\+')}",` : ''}method="GET",route="/v1/version"\\} ([0-9.e-]+)`,
    ).exec(res.body)?.[1]);
    const count = version('count');
    expect(count).to.be.at.least(1);
    expect(version('bucket', '+Inf')).to.equal(count);
    expect(version('bucket', '0.001')).to.be.at.most(version('bucket', '10'));
    expect(version('bucket', '10')).to.equal(count);
    expect(version('sum')).to.be.greaterThan(0);
    expect(res.body).to.contain('# TYPE http_request_duration_seconds histogram');
    expect(res.body).to.contain('# TYPE http_requests_total counter');
    expect(res.body).to.contain('payments_recorded_total');
    expect(res.body).to.contain('chat_scans_total');
    expect(res.body).not.to.contain('iNobodyNobody');
  });

  it('refuses an address outside ADMIN_ALLOWED_IPS', async () => {
    const res = await new Browser(h.url, '203.0.113.9').get('/metrics');
    expect([res.status, res.body.error.code]).to.deep.equal([403, 'FORBIDDEN']);
  });
});
