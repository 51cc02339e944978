import { expect } from 'chai';
import { z } from 'zod';
import {
  InvalidNameError, PaymentReferenceError, ProfileValueError, RpcDaemonError, RpcUnavailableError,
} from '../../chain/errors.js';
import { ApiError, ERRORS, toApiError } from '../../gateway/errors.js';

const SPEC_TABLE: Record<string, number> = {
  UNAUTHORIZED: 401, INVALID_SIGNATURE: 401, FORBIDDEN: 403, NOT_FOUND: 404, VALIDATION_ERROR: 400,
  CURRENCY_NOT_ACCEPTED: 400, JOB_CLOSED: 400, FILE_LIMIT: 400, STORAGE_LIMIT: 400, CONTENT_FLAGGED: 400,
  INTEGRITY_ERROR: 400, INVALID_TXID: 400, INVALID_OPID: 400, OPID_FAILED: 400, RATE_LIMITED: 429,
  RPC_ERROR: 502, INTERNAL_ERROR: 500,
};

describe('platform errors', () => {
  it('declares every code of the spec with its status and a default message', () => {
    expect(Object.keys(ERRORS)).to.have.members(Object.keys(SPEC_TABLE));
    for (const [code, status] of Object.entries(SPEC_TABLE)) {
      const e = new ApiError(code as keyof typeof ERRORS);
      expect(e.status, code).to.equal(status);
      expect(e.message, code).to.be.a('string').and.not.empty;
    }
  });

  it('has the wire shape {error: {code, message, details}}', () => {
    expect(new ApiError('NOT_FOUND', 'Challenge not found').toJSON()).to.deep.equal({
      error: { code: 'NOT_FOUND', message: 'Challenge not found', details: [] },
    });
  });

  it('maps a zod failure to VALIDATION_ERROR naming the failing fields', () => {
    const r = z.object({ txid: z.string(), n: z.object({ m: z.number() }) }).safeParse({ n: { m: 'x' } });
    const e = toApiError(r.error);
    expect(e.code).to.equal('VALIDATION_ERROR');
    expect(e.status).to.equal(400);
    expect(e.details.map((d) => d.field)).to.have.members(['txid', 'n.m']);
  });

  it('keeps a known code thrown by another layer', () => {
    const rpc = Object.assign(new Error('connect ECONNREFUSED'), { code: 'RPC_ERROR' });
    expect(toApiError(rpc).code).to.equal('RPC_ERROR');
    expect(toApiError(rpc).status).to.equal(502);
  });

  describe('chain errors (which carry no HTTP status of their own)', () => {
    const mapped = (err: Error) => { const e = toApiError(err); return { code: e.code, status: e.status }; };
    it('answers an unusable chain node with 502 RPC_ERROR', () => {
      const err = new RpcUnavailableError('Chain node unreachable', 'getidentity');
      expect(err).to.not.have.property('status');
      expect(mapped(err)).to.deep.equal({ code: 'RPC_ERROR', status: 502 });
    });
    it('maps an unhandled daemon error by its verusd code: -5 NOT_FOUND, -8 VALIDATION_ERROR, else RPC_ERROR', () => {
      expect(mapped(new RpcDaemonError(-5, 'Identity not found', 'getidentity'))).to.deep.equal({ code: 'NOT_FOUND', status: 404 });
      expect(mapped(new RpcDaemonError(-8, 'Invalid address', 'getidentity'))).to.deep.equal({ code: 'VALIDATION_ERROR', status: 400 });
      expect(mapped(new RpcDaemonError(-4, 'Wallet error', 'updateidentity'))).to.deep.equal({ code: 'RPC_ERROR', status: 502 });
    });
    it('maps malformed payment references, names and profile values to their 400 codes', () => {
      expect(mapped(new PaymentReferenceError('INVALID_TXID', 'bad'))).to.deep.equal({ code: 'INVALID_TXID', status: 400 });
      expect(mapped(new PaymentReferenceError('INVALID_OPID', 'bad'))).to.deep.equal({ code: 'INVALID_OPID', status: 400 });
      expect(mapped(new InvalidNameError('bad name'))).to.deep.equal({ code: 'VALIDATION_ERROR', status: 400 });
      const profile = toApiError(new ProfileValueError('payaddress', 'must be an i-address'));
      expect(profile.code).to.equal('VALIDATION_ERROR');
      expect(profile.details).to.deep.equal([{ field: 'payaddress', message: 'payaddress: must be an i-address' }]);
    });
  });

  it('hides unknown errors behind INTERNAL_ERROR', () => {
    const e = toApiError(new Error('password=hunter2 at db.ts:12'));
    expect(e.code).to.equal('INTERNAL_ERROR');
    expect(JSON.stringify(e.toJSON())).to.not.contain('hunter2');
  });
});
