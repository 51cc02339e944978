/** Routes a test mounts on the gateway to prove its auth middleware end to end (later issues mount real ones). */
import Router from '@koa/router';
import type { AppState } from '../../gateway/app.js';
import type { GatewayKit } from '../../gateway/mod.js';

export function testRoutes(kit: GatewayKit): Router<AppState>[] {
  const r = new Router<AppState>();
  r.get('/test/whoami', kit.requireSession, (ctx) => {
    ctx.body = { data: { identityAddress: ctx.state.auth!.identityAddress, via: ctx.state.auth!.via } };
  });
  r.post('/test/jobs/:id/request-access', kit.sessionOrSignedEnvelope({
    action: 'request-access', bind: (ctx) => ({ jobId: ctx.params.id }),
  }), (ctx) => {
    const a = ctx.state.auth!;
    ctx.body = { data: { identityAddress: a.identityAddress, via: a.via, signed: a.signed ?? null } };
  });
  r.get('/test/admin', kit.requireAdmin, (ctx) => {
    ctx.body = { data: { admin: ctx.state.auth!.identityAddress } };
  });
  return [r];
}
