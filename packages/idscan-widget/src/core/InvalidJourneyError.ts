/** S1 §8 "invalid parameters: value not valid" — createJourney() was given an unusable id or flow. */
export class InvalidJourneyError extends Error {
  override readonly name = 'InvalidJourneyError';

  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
  }
}
