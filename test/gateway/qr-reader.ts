/** Reading a QR code from a PNG data URL as a phone would: the PNG decoded to pixels, then the code in them. */
import { expect } from 'chai';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';

// jsqr is CommonJS with a `default` in its types only; at run time the module is the function.
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

export function readQr(dataUrl: string): { text: string; width: number } {
  expect(dataUrl).to.match(/^data:image\/png;base64,/);
  const png = PNG.sync.read(Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64'));
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(code, 'a readable QR code').to.not.equal(null);
  return { text: code!.data, width: png.width };
}
