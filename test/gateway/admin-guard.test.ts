import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { generateWif, rAddressOfWif } from '../../chain/keys.js';
import { ipAllowList } from '../../gateway/auth/admin-guard.js';
import { Browser, cliLogin, freshIp, startHarness, type Harness, type TestIdentity } from './harness.js';
import { testRoutes } from './test-routes.js';

describe('admin guard', function () {
  this.timeout(60_000);
  let h: Harness;
  let admin: TestIdentity;
  let adminByAddress: TestIdentity;
  let user: TestIdentity;
  const adminName = `adm${randomBytes(4).toString('hex')}`;

  before(async () => {
    const { identityAddressOfName } = await import('../../chain/identity-address.js');
    const second = generateWif();
    // One admin listed by name, one by i-address (computed offline before it exists).
    const secondName = `adm2${randomBytes(4).toString('hex')}`;
    h = await startHarness({
      routers: testRoutes,
      env: {
        ADMIN_IDENTITIES: `${adminName}@,${identityAddressOfName(`${secondName}@`)}`,
        ADMIN_ALLOWED_IPS: '10.0.0.0/8,198.18.0.0/15,2001:db8::/32',
      },
    });
    const mk = async (name: string, wif: string): Promise<TestIdentity> => {
      const created = await h.rpc.call('dev_createidentity', [{ name, primaryaddresses: [rAddressOfWif(wif)] }]) as any;
      return { name: `${name}@`, address: created.identity.identityaddress, wif };
    };
    admin = await mk(adminName, generateWif());
    adminByAddress = await mk(secondName, second);
    user = await h.identity('user');
  });
  after(() => h?.stop());

  async function loggedIn(id: TestIdentity, ip = freshIp()) {
    const b = new Browser(h.url, ip);
    expect((await cliLogin(h, b, id)).status).to.equal(200);
    return b;
  }

  it('lets an admin (listed by name or by i-address) in from an allowed IP', async () => {
    for (const id of [admin, adminByAddress]) {
      const res = await (await loggedIn(id)).get('/test/admin');
      expect(res.status).to.equal(200);
      expect(res.body.data.admin).to.equal(id.address);
    }
  });

  it('answers 401 without a session', async () => {
    const res = await new Browser(h.url).get('/test/admin');
    expect(res.status).to.equal(401);
    expect(res.body.error.code).to.equal('UNAUTHORIZED');
  });

  it('answers 403 to a logged-in identity that is not an admin', async () => {
    const res = await (await loggedIn(user)).get('/test/admin');
    expect(res.status).to.equal(403);
    expect(res.body.error.code).to.equal('FORBIDDEN');
  });

  it('answers 403 to an admin outside ADMIN_ALLOWED_IPS, and allows IPv6 inside a range', async () => {
    const b = await loggedIn(admin);
    const outside = new Browser(h.url, '203.0.113.9');
    outside.cookies.set('session', b.cookies.get('session')!);
    expect((await outside.get('/test/admin')).status).to.equal(403);
    const v6 = new Browser(h.url, '2001:db8::42');
    v6.cookies.set('session', b.cookies.get('session')!);
    expect((await v6.get('/test/admin')).status).to.equal(200);
    const v6out = new Browser(h.url, '2001:db9::1');
    v6out.cookies.set('session', b.cookies.get('session')!);
    expect((await v6out.get('/test/admin')).status).to.equal(403);
  });

  describe('ipAllowList', () => {
    it('matches IPv4, IPv6, CIDR ranges and IPv4-mapped IPv6 addresses', () => {
      const allowed = ipAllowList(['127.0.0.1', '10.0.0.0/8', '2001:db8::/32', '::1']);
      expect(allowed('127.0.0.1')).to.equal(true);
      expect(allowed('::ffff:127.0.0.1')).to.equal(true);
      expect(allowed('10.255.1.2')).to.equal(true);
      expect(allowed('::ffff:10.1.1.1')).to.equal(true);
      expect(allowed('11.0.0.1')).to.equal(false);
      expect(allowed('2001:db8:1::5')).to.equal(true);
      expect(allowed('::1')).to.equal(true);
      expect(allowed('::2')).to.equal(false);
      expect(allowed('not an ip')).to.equal(false);
      expect(allowed('')).to.equal(false);
    });

    it('allows every IP when the list is empty', () => {
      expect(ipAllowList([])('203.0.113.1')).to.equal(true);
    });
  });
});
