import { CommandRejected } from '../../runtime/errors.js';
import type { ActorKind } from '../../runtime/types.js';
import { decideTxid, type TxidState } from './machine.js';
import { TXID_KIND, txidCommand, type TxidCommand } from './messages.js';

export const txidActor: ActorKind<TxidState, TxidCommand> = {
  kind: TXID_KIND,
  messages: txidCommand,
  initial: () => ({ jobId: null }),
  handle(state, command) {
    const d = decideTxid(state, command);
    if (!d.ok) throw new CommandRejected(d.code, d.message, d.details);
    return { state: d.state, reply: d.reply };
  },
};
