/**
 * E-mail domains whose owners are almost all US residents (docs/spec/flow/entities.md#dictionaries "US is added for certain e-mail domains"):
 * the US-only top-level domains and the mail domains of US internet providers. Global services (gmail.com,
 * outlook.com, yahoo.com) are not here: their users live everywhere.
 */
export const US_EMAIL_DOMAINS: readonly string[] = [
  // US-only top-level domains.
  'us', 'edu', 'gov', 'mil',
  // Mail domains of US internet and phone providers.
  'att.net', 'bellsouth.net', 'centurylink.net', 'charter.net', 'comcast.net', 'cox.net', 'earthlink.net',
  'frontier.com', 'optonline.net', 'sbcglobal.net', 'verizon.net', 'windstream.net',
];

/**
 * Whether an e-mail address calls for the US phone prefix: its domain is, or is a subdomain of, one of
 * {@link US_EMAIL_DOMAINS} (`jane@mail.comcast.net`, `joe@cs.stanford.edu`). Letter case is ignored.
 */
export function isUsEmail(email: string): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const domain = email.slice(at + 1).trim().toLowerCase().replace(/\.$/, '');
  return US_EMAIL_DOMAINS.some((us) => domain === us || domain.endsWith(`.${us}`));
}
