/**
 * The VDXF keys of the login-consent protocol (verus-typescript-primitives `src/vdxf/keys.ts`);
 * each is `vdxfId(qualifiedname)`, which the tests check.
 */
export const LOGIN_CONSENT_KEYS = {
  request: 'i3dQmgjq8L8XFGQUrs9Gpo8zvPWqs1KMtV', // vrsc::identity.authentication.loginconsent.request
  response: 'i5fvfsaTFKtrHCPYQHTXRaXcyxHmJMxTMe', // vrsc::identity.authentication.loginconsent.response
  challenge: 'i5maLnB62WmKKXFZniqDRU1JiC2Hd1xpVb', // vrsc::identity.authentication.loginconsent.challenge
  decision: 'iQP5eKQaYDV3FFXsq7276LyWxk4ttjuSdm', // vrsc::identity.authentication.loginconsent.decision
  context: 'iBMochrKPSQfua5yZYWyd6p4QnREakqU44', // vrsc::identity.authentication.loginconsent.context
  signature: 'iPi1DPgDDu7hP1mAp5xJ8rHBWwXSzc6yA8', // vrsc::identity.authentication.signature
  wallet: 'i5JtwbP6zyMEAy9LLnRAGLgJQGdRFfsAu4', // vrsc::applications.wallet
  redirect: 'iDXvHYhRpWcoARCEYeLv8GwkVdrbvSFuam', // vrsc::identity.authentication.loginconsent.redirect
  webhook: 'iSaBWByu4zqhEZ6HQmFxvfR1HyiFuhnJfL', // vrsc::identity.authentication.loginconsent.webhook
  identityView: 'iLUrA89mDKnwxZcMiPadfNB9TLp58A2TKU', // vrsc::identity.authentication.permission.read
} as const;

/** Subject / provisioning-info keys whose data is an i-address (20 bytes), not UTF-8 text. */
export const BASE58_DATA_KEYS: readonly string[] = [
  'i3a3M9n7uVtRYv1vhjmyb4DxY825AVAwic', // vrsc::identity.address
  'i6aJSTKfNiDZ4rPxj1pPh4Y8xDmh1GqYm9', // vrsc::identity.parent
  'iMZTNkNBgBXNHkMLipQw9wQb56pxBSEp3k', // vrsc::identity.systemid
];

export const QUALIFIED_NAMES: Record<string, string> = {
  request: 'vrsc::identity.authentication.loginconsent.request',
  response: 'vrsc::identity.authentication.loginconsent.response',
  challenge: 'vrsc::identity.authentication.loginconsent.challenge',
  decision: 'vrsc::identity.authentication.loginconsent.decision',
  context: 'vrsc::identity.authentication.loginconsent.context',
  signature: 'vrsc::identity.authentication.signature',
  wallet: 'vrsc::applications.wallet',
  redirect: 'vrsc::identity.authentication.loginconsent.redirect',
  webhook: 'vrsc::identity.authentication.loginconsent.webhook',
  identityView: 'vrsc::identity.authentication.permission.read',
};

/** The signature prefix (0x13 "Verus signed data:\n") as hex, for cross-checking with the vectors. */
export const SIGNED_DATA_PREFIX_HEX = '135665727573207369676e656420646174613a0a';
