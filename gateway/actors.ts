/**
 * Sending a command to an actor from a route: the runtime's refusals become the API's errors (same
 * code, message and details); an actor cluster that cannot be reached in time is INTERNAL_ERROR
 * with a message that says so (the spec has no 503 code).
 */
import { RuntimeError, type RuntimeClient, type SendOptions } from '../runtime/mod.js';
import { ApiError, isErrorCode } from './errors.js';

export type Actors = Pick<RuntimeClient, 'send'>;

export async function sendCommand<R>(actors: Actors, kind: string, id: string, message: unknown, opts: SendOptions = {}): Promise<R> {
  try {
    return await actors.send<R>(kind, id, message, opts);
  } catch (err) {
    if (err instanceof RuntimeError) {
      if (isErrorCode(err.code)) {
        throw new ApiError(err.code, err.message, (err.details ?? []) as Record<string, unknown>[], { cause: err });
      }
      throw new ApiError('INTERNAL_ERROR', 'The platform could not complete the request in time; retry', [], { cause: err });
    }
    throw err;
  }
}
