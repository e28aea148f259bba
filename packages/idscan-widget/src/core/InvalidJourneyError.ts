/** docs/spec/widget/errors.md "invalid parameters: value not valid" — createJourney() was given an unusable id or flow. */
export class InvalidJourneyError extends Error {
  override readonly name = 'InvalidJourneyError';

  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
  }
}
