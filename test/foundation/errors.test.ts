import { expect } from 'chai';
import { z } from 'zod';
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

  it('hides unknown errors behind INTERNAL_ERROR', () => {
    const e = toApiError(new Error('password=hunter2 at db.ts:12'));
    expect(e.code).to.equal('INTERNAL_ERROR');
    expect(JSON.stringify(e.toJSON())).to.not.contain('hunter2');
  });
});
