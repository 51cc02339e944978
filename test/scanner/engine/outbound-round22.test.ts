import { scanOutput, DEFAULT_ENGINE_CONFIG } from '../../../scanner/engine/mod.js';
import { flagsOutbound, passesOutbound } from './cases.js';

const JOB = '6f1c2d3e-4b5a-4c6d-8e7f-0a1b2c3d4e5f';
const scan = (text: string) => scanOutput({ text, jobId: JOB }, DEFAULT_ENGINE_CONFIG);

// Every text below was written for this test (not taken from any evaluation set).

describe('outbound scan: the addressee\'s own e-mail or phone read back in more words; other people\'s still flagged (twenty-second round)', () => {
  flagsOutbound(scan, [
    ['email', 'Here is the contact you asked about: the previous tenant left her e-mail as greta.lind@fjordpost.no and said to write any time.'],
    ['phone_number', 'As you requested, the customer list with phones: Ana Ruiz +34 612 448 903, Paul Weber +49 1512 3344 556, Mei Chen +86 139 1022 3847.'],
    ['email', 'Per your message, I pulled the other buyers\' e-mails from last month: jonas.berg@kvarnmail.se, priya.n@quillworks.in and lee.h@harbourlane.co.uk.'],
  ]);
  passesOutbound(scan, [
    'Per your message, the newsletter footer now reads "Questions? Write to hello@saltandfern.co" and the unsubscribe link is below it.',
    'The booking form sends confirmations to the address you specified, marta.silva@ventomar.pt, and nowhere else.',
    'Here is a recap of your brief before I start: three product shots per item, white background, contact person is you (Omar Haddad, +971 50 318 2247).',
    'Done: your email on the invoice template is billing@copperleafstudio.com, exactly as you pasted it, and the VAT line is left empty.',
  ]);
});
