/** The web pages: the dashboard at `/` and the API reference at `/docs`, with a page CSP of their own. */
import { expect } from 'chai';
import { Browser, startHarness, type Harness } from './harness.js';
import { readQr } from './qr-reader.js';

describe('web pages (GET /, /docs)', function () {
  this.timeout(60_000);
  let h: Harness;
  before(async () => { h = await startHarness({ domain: true }); });
  after(() => h?.stop());

  it('serves the dashboard and its module and stylesheet, scripts from this origin only', async () => {
    const b = new Browser(h.url);
    const page = await b.get('/');
    expect(page.status).to.equal(200);
    expect(page.headers.get('content-type')).to.match(/text\/html/);
    expect(page.headers.get('content-security-policy')).to.contain("script-src 'self'").and.not.contain('unsafe-inline');
    expect(page.body).to.contain('<script type="module" src="/app.js">').and.to.match(/<html lang="en">/);
    const js = await b.get('/app.js');
    expect(js.headers.get('content-type')).to.match(/javascript/);
    for (const route of ['#/login', '#/market', '#/agent/', '#/jobs', '#/job/']) expect(js.body).to.contain(route.replace('#', '').split('/')[1]!);
    expect((await b.get('/style.css')).headers.get('content-type')).to.match(/text\/css/);
    for (const text of [page.body, js.body]) expect(text).not.to.match(/https?:\/\/(?!127\.0\.0\.1)[a-z]/i);
  });

  it('serves every module the pages import (nothing 404s at run time), and the socket.io client from this origin', async () => {
    const b = new Browser(h.url);
    const seen = new Set<string>();
    const queue = ['/app.js'];
    while (queue.length > 0) {
      const path = queue.shift()!;
      if (seen.has(path)) continue;
      seen.add(path);
      const res = await b.get(path);
      expect(res.status, path).to.equal(200);
      expect(res.headers.get('content-type'), path).to.match(/javascript/);
      expect(res.headers.get('content-security-policy'), path).to.contain("script-src 'self'");
      if (path.startsWith('/vendor/')) continue;
      expect(res.body, path).not.to.match(/https?:\/\/(?!127\.0\.0\.1)[a-z]/i);
      // static imports `from './x.js'` and dynamic `import('/x.js')` and the route table's `'./pages/x.js'`
      for (const m of (res.body as string).matchAll(/(?:from |import\(|\[)'(\.{1,2}\/[^']+\.js|\/[^']+\.js)'/g)) {
        queue.push(new URL(m[1]!, `http://x${path}`).pathname);
      }
    }
    for (const page of ['login', 'market', 'agent', 'jobs', 'job', 'inbox', 'notifications', 'my-agent', 'trust', 'admin']) expect(seen).to.include(`/pages/${page}.js`);
    expect(seen).to.include('/vendor/socket.io.esm.min.js');
    // only the listed files: nothing else under web/ is served
    for (const path of ['/pages/nope.js', '/lib/api.ts', '/pages/../app.js.map']) expect((await b.get(path)).status, path).to.equal(404);
  });

  it('draws a payment command as a QR code the page shows, and refuses an empty or too long text', async () => {
    const command = 'verus sendcurrency "*" \'[{"address":"iExample","amount":3,"currency":"VRSCTEST"}]\'';
    const res = await fetch(`${h.url}/qr.png?text=${encodeURIComponent(command)}`);
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.equal('image/png');
    const png = Buffer.from(await res.arrayBuffer());
    expect(readQr(`data:image/png;base64,${png.toString('base64')}`).text).to.equal(command);
    for (const q of ['', '?text=', `?text=${'x'.repeat(1001)}`]) {
      const bad = await new Browser(h.url).get(`/qr.png${q}`);
      expect(bad.status, q.slice(0, 20)).to.equal(400);
      expect(bad.body.error.code).to.equal('VALIDATION_ERROR');
    }
    expect((await new Browser(h.url).get('/pages/job.js')).body).to.contain('/qr.png?text=');
  });

  it('does not count the pages\' files against the visitor\'s API rate limit', async () => {
    const b = new Browser(h.url);
    for (let i = 0; i < 120; i++) expect((await b.get(i % 2 ? '/app.js' : '/')).status).to.equal(200);
    expect((await b.get('/v1/version')).status).to.equal(200);
  });

  it('serves the API reference without inline script, and keeps the API\'s own CSP and 404s', async () => {
    const b = new Browser(h.url);
    const docs = await b.get('/docs');
    expect(docs.body).to.contain('src="/docs.js"').and.not.contain('<script>');
    expect((await b.get('/docs.js')).body).to.contain('/v1/openapi.json');
    const api = await b.get('/v1/version');
    expect(api.headers.get('content-security-policy')).to.equal("default-src 'none'; frame-ancestors 'none'");
    const missing = await b.get('/v1/nope');
    expect([missing.status, missing.body.error.code]).to.deep.equal([404, 'NOT_FOUND']);
  });
});
