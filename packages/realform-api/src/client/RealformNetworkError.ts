/** The realform server could not be reached, or did not answer in time. Retrying later may help. */
export class RealformNetworkError extends Error {
  override readonly name = 'RealformNetworkError';
  /** The URL of the call that failed. */
  readonly url: string;

  constructor(message: string, options: { url: string; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.url = options.url;
  }
}
