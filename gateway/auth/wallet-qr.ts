/**
 * The wallet deeplink as a QR code in a PNG data URL (the challenge's `qrDataUrl`), drawn for about
 * a tenth of what `QRCode.toDataURL` costs, same size and look (scale 2, margin 2, black on white):
 *
 * - the deeplink goes in as one byte-mode segment: it is URL text, byte mode is what the library's
 *   segment optimiser ends up with anyway, and skipping that search saves half the time;
 * - a fixed mask pattern instead of scoring all eight: any mask is a valid QR code (the reader
 *   takes it from the format bits; the scoring only avoids patterns that might slow a reader on a
 *   poor print), and the scoring was a third of the time;
 * - our own PNG writer: one-bit greyscale rows deflated at once, where the library's goes through
 *   RGBA pixels and pngjs.
 */
import { deflateSync } from 'node:zlib';
import QRCode from 'qrcode';

const SCALE = 2;
const MARGIN = 2;
const MASK = 0;

let crcTable: Uint32Array | undefined;
function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG of `text` as a QR code (error correction L), one-bit greyscale. */
export function qrPng(text: string): Buffer {
  const { modules } = QRCode.create([{ data: Buffer.from(text, 'utf8'), mode: 'byte' }], { errorCorrectionLevel: 'L', maskPattern: MASK });
  const size = modules.size;
  const px = (size + 2 * MARGIN) * SCALE;
  const rowBytes = Math.ceil(px / 8);
  // Filter byte 0 then the row's bits; 1 is white in greyscale, so start white and clear dark pixels.
  const raw = Buffer.alloc((rowBytes + 1) * px, 0xff);
  for (let y = 0; y < px; y++) raw[y * (rowBytes + 1)] = 0;
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      if (!modules.data[r * size + c]) continue;
      for (let dy = 0; dy < SCALE; dy++) {
        const row = ((r + MARGIN) * SCALE + dy) * (rowBytes + 1) + 1;
        for (let dx = 0; dx < SCALE; dx++) {
          const x = (c + MARGIN) * SCALE + dx;
          raw[row + (x >> 3)]! &= ~(0x80 >> (x & 7));
        }
      }
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(px, 0);
  header.writeUInt32BE(px, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', new Uint8Array(0))]);
}

/** `qrPng` as a `data:image/png;base64,` URL. */
export function qrDataUrl(text: string): string {
  return `data:image/png;base64,${qrPng(text).toString('base64')}`;
}
