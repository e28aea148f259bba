/**
 * The bot-check configuration cannot work: a hosted provider without its secret, a too-short HMAC key, a complexity
 * out of range. Thrown by createServer before it serves anything, in every mode: a bot check that refuses everyone
 * (or no one) is no default. dist/main.js prints the message and exits 1.
 */
export class CaptchaConfigError extends Error {
  override readonly name = 'CaptchaConfigError';
}
