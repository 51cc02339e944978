import { expect } from 'chai';
import fc from 'fast-check';
import { ERRORS } from '../../gateway/errors.js';
import { startHarness, type Harness } from './harness.js';
import { testRoutes } from './test-routes.js';

const ROUTES: [string, string][] = [
  ['GET', '/auth/consent/challenge'],
  ['POST', '/auth/consent/verify'],
  ['POST', '/auth/consent/callback'],
  ['GET', '/auth/consent/status/:id'],
  ['POST', '/auth/consent/confirm/:id'],
  ['POST', '/auth/logout'],
  ['GET', '/v1/version'],
  ['POST', '/v1/resolve-names'],
  ['GET', '/health'],
  ['GET', '/v1/health'],
  ['POST', '/test/jobs/:id/request-access'],
  ['GET', '/test/whoami'],
  ['GET', '/test/admin'],
];

const printable = fc.string({ unit: fc.constantFrom(...' !#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]^_`abcdefghijklmnopqrstuvwxyz{|}~'.split('')), maxLength: 200 });

/** Bodies: random JSON, near-miss shapes of our payloads, and raw text that may not parse. */
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  fc.record({
    challengeId: fc.oneof(fc.uuid(), printable), chainId: fc.oneof(printable, fc.constant('alice@')),
    signature: fc.oneof(fc.base64String(), printable),
  }, { requiredKeys: [] }).map((v) => JSON.stringify(v)),
  fc.record({
    envelope: fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.record({
      action: fc.constantFrom('request-access', 'x'), identity: fc.oneof(printable, fc.constant('alice@')),
      timestamp: fc.oneof(fc.integer(), fc.double()), nonce: printable, jobId: fc.oneof(printable, fc.constant(null)),
    }, { requiredKeys: [] })),
    signatures: fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.array(fc.record({ identity: printable, signature: fc.base64String() }, { requiredKeys: [] }))),
  }, { requiredKeys: [] }).map((v) => JSON.stringify(v)),
  fc.record({ names: fc.oneof(fc.array(printable, { maxLength: 60 }), fc.jsonValue({ maxDepth: 2 })) }).map((v) => JSON.stringify(v)),
  printable,
  fc.uint8Array({ maxLength: 300 }).map((b) => Buffer.from(b).toString('latin1')),
);

const contentType = fc.constantFrom(
  'application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x', 'application/json; charset=utf-16', 'application/octet-stream', '',
);

const cookie = fc.oneof(
  fc.constant(''),
  printable.map((s) => `session=${s}`),
  printable.map((s) => `svc_login_claim=${s}`),
  fc.tuple(printable, printable).map(([a, b]) => `session=${a}; svc_login_claim=${b}`),
  printable,
);

const pathId = fc.oneof(fc.uuid(), printable.map((s) => encodeURIComponent(s) || 'x'), fc.constant('%E0%A4%A'));

describe('fuzz: random and malformed requests to every route in scope', function () {
  this.timeout(180_000);
  let h: Harness;

  before(async () => {
    h = await startHarness({ routers: testRoutes, env: { RATE_LIMIT_STORE: 'memory' } });
  });
  after(() => h?.stop());

  it('never answers 5xx, and every error has the spec shape {error: {code, message, details}}', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES), fc.option(fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'), { freq: 4 }),
        body, contentType, cookie, pathId, printable, fc.ipV4(),
        async ([method, path], otherMethod, b, ct, c, id, requestId, ip) => {
          const m = otherMethod ?? method;
          const headers: Record<string, string> = { 'x-forwarded-for': ip, 'x-request-id': requestId };
          if (ct) headers['content-type'] = ct;
          if (c) headers.cookie = c;
          const res = await fetch(h.url + path.replace(':id', id), {
            method: m, headers, body: m === 'GET' ? undefined : b,
          });
          const text = await res.text();
          expect(res.status, `${m} ${path} ${text.slice(0, 300)}`).to.be.below(500);
          if (res.status >= 400 && m !== 'HEAD') {
            const parsed = JSON.parse(text);
            expect(Object.keys(parsed)).to.deep.equal(['error']);
            expect(Object.keys(ERRORS)).to.include(parsed.error.code);
            expect(parsed.error.message).to.be.a('string');
            expect(parsed.error.details).to.be.an('array');
            expect(res.status).to.equal(ERRORS[parsed.error.code as keyof typeof ERRORS].status);
          }
        },
      ),
      { numRuns: 600 },
    );
  });
});
