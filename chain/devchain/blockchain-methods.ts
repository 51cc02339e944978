/**
 * The dev chain's blockchain methods, as verusd's src/rpc/blockchain.cpp and rawtransaction.cpp
 * have them: `getinfo`, `getblockcount`, `getbestblockhash`, `getblockhash`, `getblock`,
 * `getrawtransaction`, and the dev-only `dev_generate`. A chain follower finds every identity
 * registered or updated with these alone (docs/chain.md, "Following the chain").
 */
import { RPC_CODES } from '../rpc.js';
import type { DevLedger } from './ledger.js';
import type { RpcMethod } from './methods.js';
import { hexOf, renderBlock, renderTransaction } from './render.js';
import { bool, fault, HEX, int, str, usage } from './rpc-fault.js';

const { INVALID_ADDRESS_OR_KEY, INVALID_PARAMETER } = RPC_CODES;

export function blockchainMethods(ledger: DevLedger): Record<string, RpcMethod> {
  /** getblock's first parameter: a block hash, or a height as a string of digits. */
  const blockHeight = (param: unknown): number => {
    const s = str(param);
    if (s.length < 64) {
      if (!/^[0-9]+$/.test(s)) throw fault(INVALID_PARAMETER, 'Invalid block height parameter');
      const h = Number(s);
      if (!Number.isSafeInteger(h) || h > ledger.height) throw fault(INVALID_PARAMETER, 'Block height out of range');
      return h;
    }
    const h = HEX.test(s) && s.length === 64 ? ledger.heightOf(s) : undefined;
    if (h === undefined || ledger.blockHash(h) !== s.toLowerCase()) throw fault(INVALID_ADDRESS_OR_KEY, 'Block not found');
    return h;
  };

  return {
    getinfo(params) {
      if (params.length !== 0) throw usage('getinfo\nReturns an object containing various state info.');
      const s = ledger.state;
      return {
        VRSCversion: '1.2.x-devchain',
        version: 2000753,
        protocolversion: 170010,
        chainid: ledger.chainId,
        name: ledger.chain,
        walletversion: 60000,
        blocks: s.height,
        longestchain: s.height,
        timeoffset: 0,
        tiptime: s.tiptime,
        connections: 0,
        proxy: '',
        difficulty: 1,
        testnet: ledger.chain === 'VRSCTEST',
        keypoololdest: s.tiptime,
        keypoolsize: Object.keys(s.wallet.keys).length,
        paytxfee: 0,
        relayfee: 0.000001,
        errors: '',
      };
    },

    getblockcount(params) {
      if (params.length !== 0) throw usage('getblockcount\nReturns the number of blocks in the best valid block chain.');
      return ledger.height;
    },

    getbestblockhash(params) {
      if (params.length !== 0) throw usage('getbestblockhash\nReturns the hash of the best (tip) block in the longest block chain.');
      return ledger.blockHash(ledger.height);
    },

    getblockhash(params) {
      if (params.length !== 1) throw usage('getblockhash index\nReturns hash of block in best-block-chain at index provided.');
      const h = int(params[0]);
      if (h < 0 || h > ledger.height) throw fault(INVALID_PARAMETER, 'Block height out of range');
      return ledger.blockHash(h);
    },

    getblock(params) {
      if (params.length < 1 || params.length > 2) throw usage('getblock "hash|height" ( verbosity )');
      const height = blockHeight(params[0]);
      let verbosity = 1;
      if (params.length > 1) verbosity = typeof params[1] === 'number' ? int(params[1]) : (bool(params[1]) ? 1 : 0);
      if (verbosity < 0 || verbosity > 2) throw fault(INVALID_PARAMETER, 'Verbosity must be in range from 0 to 2');
      return verbosity === 0 ? hexOf(renderBlock(ledger, height, 2)) : renderBlock(ledger, height, verbosity as 1 | 2);
    },

    getrawtransaction(params) {
      if (params.length < 1 || params.length > 2) throw usage('getrawtransaction "txid" ( verbose )');
      const txid = str(params[0]);
      if (!HEX.test(txid) || txid === '') throw fault(INVALID_PARAMETER, `parameter 1 must be hexadecimal string (not '${txid}')`);
      if (txid.length !== 64) throw fault(INVALID_PARAMETER, `parameter 1 must be of length 64 (not ${txid.length}, for '${txid}')`);
      const tx = ledger.transaction(txid);
      const verbose = params.length > 1 && (params[1] === true || Number(params[1]) > 0);
      const height = tx ? undefined : ledger.heightOf(txid);
      const coinbase = height !== undefined && ledger.coinbaseTxid(height) === txid.toLowerCase();
      if (!tx && !coinbase) throw fault(INVALID_ADDRESS_OR_KEY, 'No information available about transaction');
      const rendered = renderTransaction(ledger, tx ?? { coinbase: height! }, true);
      return verbose ? { hex: hexOf(rendered), ...rendered } : hexOf(rendered);
    },

    dev_generate(params) {
      if (params.length > 1) throw usage('dev_generate (numblocks)');
      const n = params.length === 0 ? 1 : Number(params[0]);
      if (!Number.isInteger(n) || n < 1 || n > 1000) throw fault(INVALID_PARAMETER, 'numblocks must be a whole number from 1 to 1000');
      const hashes: string[] = [];
      for (let k = 0; k < n; k++) hashes.push(ledger.blockHash(ledger.mineBlock()));
      return hashes;
    },
  };
}
