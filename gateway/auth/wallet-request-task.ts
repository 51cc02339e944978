/** Body of the wallet-request worker thread: draws requests for the signer given as workerData. */
import { workerData } from 'node:worker_threads';
import { drawRequest, type DrawnRequest, type RequestSigner } from './wallet-request.js';

const signer = workerData as RequestSigner;

export default function draw(input: { callbackUrl: string; height: number }): DrawnRequest {
  return drawRequest(signer, input);
}
