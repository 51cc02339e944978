// Entry of the wallet-request worker thread. Worker threads do not inherit a loader registered with
// `register()` in the main thread (as bin/agentplatform.mjs does), so the worker registers tsx itself
// before importing the TypeScript body. Under `node --import tsx` (mocha) registering again is harmless.
import { register } from 'tsx/esm/api';

register();
const body = await import('./wallet-request-task.ts');

export default body.default;
