/** A frame check that could not finish: the worker crashed or the checker was disposed while it ran. */
export class FrameCheckerError extends Error {
  override readonly name = 'FrameCheckerError';

  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
  }
}
