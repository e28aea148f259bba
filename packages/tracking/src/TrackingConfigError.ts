/** The host configured an adapter or an experiment in a way that cannot work; thrown when it is created. */
export class TrackingConfigError extends Error {
  override readonly name = 'TrackingConfigError';

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
