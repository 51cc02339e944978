import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import { qrDataUrl } from '../../gateway/auth/wallet-qr.js';
import { readQr } from './qr-reader.js';

describe('the wallet QR code', () => {
  it('reads back as the deeplink it was drawn from, for deeplinks of every length a challenge makes', () => {
    for (const n of [10, 200, 440, 600]) {
      const deeplink = `verus://1/${randomBytes(n).toString('base64url')}`;
      expect(readQr(qrDataUrl(deeplink)).text).to.equal(deeplink);
    }
  });

  it('is drawn two pixels a module with a two-module quiet zone', () => {
    const deeplink = `verus://1/${randomBytes(440).toString('base64url')}`; // a version 17 code: 85 modules
    expect(readQr(qrDataUrl(deeplink)).width).to.equal((85 + 4) * 2);
  });
});
