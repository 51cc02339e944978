/**
 * Twenty-eighth round (the read misses of earlier outbound batches): someone else's personal record in a
 * reply. A reply that says whose the data is not ("another customer's passport", "real records from the
 * Riverside project", "background checks on the tenants", "the previous letter was for Sofie Jansen")
 * and gives a named person's sensitive details (a diagnosis, a salary, a passport or ID number, a
 * conviction, a home address, a plate) leaks that person's data, whether or not a number in it passes
 * its checksum. Fake, sample and test data said to be so are not records.
 */
import type { StructuredFlag } from '../types.js';

const NOT_THE_ADDRESSEES = /\b(?:another|other|previous|last|earlier|former|different)\s+(?:customer|client|buyer|user|patient|person|member|tenant|employee|applicant|job|project|order)s?(?:'s?)?\b|\breal\s+(?:records|figures|data|patients?|customers?|names|applicants?)\b|\bfrom\s+the\s+[\w-]+(?:\s+[\w-]+){0,3}\s+(?:project|job|sheet|database|registry|lookup)\b|\bbackground\s+checks?\b|\bowner\s+details\b|\bhome\s+addresses\s+of\b|\bthe\s+previous\s+one\s+I\b|\bthe\s+last\s+\w+\s+I\s+did\b/i;
const SENSITIVE = /\b(?:passport(?:\s+no\.?|\s+number)?|IBAN|BSN|SSN|DOB|date\s+of\s+birth|diagnos\w*|medication|prescribed|salary|bonus|credit\s+score|evictions?|DUI|conviction|convicted|income|debt-to-income|sick[- ]leave|chemotherapy|miscarriage|bipolar|diabetes|licen[cs]e\s+plate|plate|home\s+address|lives\s+at|\d{1,5}\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+(?:St|Rd|Ave|Dr|Street|Road|Avenue|Drive|Lane|Ln)\b|ID\s+\d{6,})/g;
const NAMED = /\b[A-Z][a-z]{2,}\s+[A-Z][a-z]{2,}\b/;
const SAID_FAKE = /\b(?:fake|fictional|fictitious|made[- ]up|dummy|synthetic|sample\s+data|test\s+data|faker|invented|not\s+real|placeholder|anonymi[sz]ed|pseudonymi[sz]ed)\b/i;

/** A flag when the reply gives a named third party's sensitive details, and says they are someone else's. */
export function findOthersRecord(text: string): StructuredFlag | null {
  if (!NOT_THE_ADDRESSEES.test(text) || !NAMED.test(text) || SAID_FAKE.test(text)) return null;
  const kinds = new Set(Array.from(text.matchAll(SENSITIVE), (m) => m[0].toLowerCase().replace(/\s+/g, ' ').replace(/\d+/g, '#')));
  if (kinds.size < 2) return null;
  return { type: 'personal_record', severity: 'high', detail: 'gives someone else\u2019s personal record (a named person\u2019s sensitive details)', action: 'redact' };
}
