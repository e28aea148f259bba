/**
 * The realform server answered, but not with a standard response: a 5xx, a body that is not JSON, or JSON
 * that does not match the contract's schema.
 */
export class RealformResponseError extends Error {
  override readonly name = 'RealformResponseError';
  /** The URL of the call that failed. */
  readonly url: string;
  /** The HTTP status when it is known. */
  readonly status: number | undefined;
  /** The server's own (translated) message, when it answered one — e.g. a rate limit on get-token. */
  readonly globalError: string | undefined;

  constructor(message: string, options: { url: string; status?: number; cause?: unknown; globalError?: string }) {
    super(message, { cause: options.cause });
    this.url = options.url;
    this.status = options.status;
    this.globalError = options.globalError;
  }
}
