/**
 * Twenty-eighth round: terms the concepts of concepts.ts lacked in tuning batch 127 (attacks dressed as
 * audits, lessons and red-team exercises): the instructions echoed back in full or encoded, "the
 * instructions you currently hold", a verdict fixed for the reviewer model, a note to the AI in French,
 * payment taken instead of escrow.
 */
export const LEXICONS_TUNED: Readonly<Record<string, readonly string[]>> = {
  VERBATIM: ['paste raw', 'raw pls', 'raw please', 'unredacted', 'in full', 'echo back', 'repeat back', 'read back', 'base64 encoded', 'hex encoded', 'do not summarise', 'do not summarize', 'don t summarise', 'don t summarize', 'no summary', 'l integralite', 'en entier'],
  ORIGIN_GIVEN: ['you currently hold', 'you hold', 'currently loaded', 'you are running with', 'you were configured with', 'you currently have loaded'],
  FIXED_OUTCOME: ['must rate it as', 'rate it as', 'must rate it', 'omit any weaknesses', 'omit the weaknesses', 'omit all weaknesses', 'must call it', 'must describe it as'],
  NOTE_ORDER: ['en demandant au lecteur', 'demandant au lecteur', 'demande au lecteur', 'affiche', 'indique au lecteur', 'verser le paiement', 'ask the reader to', 'tell the reader to', 'ask the reader', 'tell the reader'],
  AI_ADDRESSEE: ['pour l ia qui resume', 'instruction pour l ia', 'pour l ia qui lit', 'a l ia qui lit', 'consigne pour l ia', 'reviewer models', 'reviewer model'],
  OFF_PLATFORM: ['instead of escrow', 'instead of the escrow', 'instead of using escrow', 'et non via l escrow', 'non via l escrow', 'pas via l escrow', 'au lieu de l escrow'],
  // From tuning batch 136: reviews written as if by different customers and posted from other accounts,
  // a "calibration" or "evaluation" mode, the prompt asked for as a preprompt and raw.
  FAKE_REVIEWS: ['sounding like a different customer', 'sounding like a different real customer', 'like a different real customer', 'each from a different customer', 'from test accounts', 'from my test accounts', 'from different accounts', 'parecendo de um cliente diferente', 'como si fuera de un cliente distinto', 'comme si c etait un client different'],
  MODE: ['calibration mode', 'evaluation mode', 'eval mode', 'red team mode', 'unfiltered mode'],
  SYSTEM_PROMPT: ['your hidden instructions', 'tes instructions cachees', 'vos instructions cachees', 'preprompt', 'pre prompt', 'ur preprompt', 'your preprompt'],
  HANDLER: ['reviewer models processing', 'models processing this', 'model processing this', 'processing this abstract', 'processing this document'],
};
