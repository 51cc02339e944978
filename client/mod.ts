/** The platform client: HTTP (login, agents, services, jobs, signed actions) and the real-time channel. */
export { PlatformClient, canonicalAction, deliveryHash, type JobAction, type PlatformClientOptions, type Session, type SignFn } from './platform-client.js';
export { Realtime, type RealtimeOptions } from './realtime.js';
export { PlatformError, PlatformUnreachableError } from './errors.js';
export { JOB_STATUSES, type ChatMessage, type Job, type JobStatusEvent, type PlatformService } from './wire.js';
export { wifSigner } from './wif-signer.js';
export { platformApi, ok, dataOf, type PlatformApi, type PlatformPaths } from './api.js';
