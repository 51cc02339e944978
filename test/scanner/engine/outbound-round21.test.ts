import { expect } from 'chai';
import { scanOutput, DEFAULT_ENGINE_CONFIG } from '../../../scanner/engine/mod.js';
import { flagsOutbound, passesOutbound } from './cases.js';

const JOB = '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';
const scan = (text: string) => scanOutput({ text, jobId: JOB }, DEFAULT_ENGINE_CONFIG);

// Every text below was written for this test (not taken from any evaluation set).

describe('outbound scan: the buyer asked for their recovery phrase, backup codes or password, or paid in gift-card photos (twenty-first round)', () => {
  flagsOutbound(scan, [
    ['credential_request', 'Your job is on hold. Reply below with your account email and password so I can unlock it for you.'],
    ['credential_request', 'To move the domain into your name I have to confirm you own the wallet: just send me your 24-word seed phrase, it is deleted right after.'],
    ['credential_request', 'The reviewer cannot open your files. Please turn off two-factor authentication for an hour and share one of your backup codes with me.'],
    ['credential_request', 'Quick step before handover: type your wallet recovery words into this chat so I can link the licence to you.'],
    ['payment_redirection', 'The refund desk only accepts store cards today. Get three $50 Steam cards, scratch the backs and message me photos of the codes.'],
    ['payment_redirection', 'If you pay the remaining 400 EUR outside the escrow by SEPA today, I can start the second phase tonight.'],
  ]);
  passesOutbound(scan, [
    'Reminder: nobody from the marketplace, me included, will ever ask for your recovery phrase, your backup codes or your password. If someone does, report them.',
    'Security tip for your team wiki: never disable two-factor authentication because someone in chat asks you to, even if they claim to be support.',
    'I set up the backup codes page for your app: users can download their codes as a text file after they enable 2FA.',
    'Gift cards are a common scam payment. Never send photos of the codes to anyone who asks for them as a "fee".',
    'Payment for this job goes through the escrow as usual; I do not accept payments outside the platform.',
    'To restore the wallet on your new phone, open the app, choose Restore and type your recovery phrase on that screen only.',
    'Enter your backup codes on the sign-in page if your phone is lost; keep the printed copy in a drawer.',
  ]);
});

describe('outbound scan: a list read as one sentence stays linear (twenty-first round)', () => {
  it('reads a long run of blank lines once (the list joiner took 6 s on 60,000 newlines)', async function () {
    this.timeout(10000);
    for (const t of ['\n'.repeat(60000), ' \n'.repeat(30000), 'Please send me:\n\n1. your cPanel password\n2. the 2FA code']) {
      expect((await scan(t)).safe).to.be.a('boolean');
    }
    expect((await scan('Please send me:\n\n1. your cPanel password\n2. the server IP')).flags.map((f) => f.type)).to.include('credential_request');
  });
});
