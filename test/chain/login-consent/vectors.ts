/**
 * Reads the login-consent vectors from ../shared/data/verus (never copied into the project) and
 * resolves their cross references ("vector X (signed)") into full JSON inputs.
 */
import { readFileSync } from 'node:fs';
import { sharedPath } from '../../shared-data.js';

export const VECTORS_PATH = sharedPath('data', 'verus', 'loginconsent-vectors.json');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Vector = Record<string, any>;

export const vectorFile: { vdxf_keys: Record<string, { vdxfid: string; qualifiedname: string; serialized_hash160_hex: string }>; signature_prefix_hex: string; vectors: Vector[] } =
  JSON.parse(readFileSync(VECTORS_PATH, 'utf8'));

export const byName: Record<string, Vector> = Object.fromEntries(vectorFile.vectors.map((v) => [v.name, v]));

/** The request JSON of a request vector, with its signature when the vector signed it. */
export function requestInput(v: Vector): Vector {
  const input = structuredClone(v.input);
  if (v.signing) input.signature = { signature: v.signing.signature_base64 };
  return input;
}

/** The response JSON of a response vector, with the referenced request filled in. */
export function responseInput(v: Vector): Vector {
  const input = structuredClone(v.input);
  const ref = String(input.decision.request).replace(/^vector /, '').replace(/ \(signed\)$/, '');
  input.decision.request = requestInput(byName[ref]!);
  if (v.signing) input.signature = { signature: v.signing.signature_base64 };
  return input;
}
