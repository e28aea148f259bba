/** docs/spec/widget/errors.md: "journey is waiting for a response" — a transfer started while the previous one is still in flight. */
export class JourneyWaitingError extends Error {
  override readonly name = 'JourneyWaitingError';
  readonly journeyId: string;

  constructor(journeyId: string, options?: ErrorOptions) {
    super(
      `Journey "${journeyId}" is waiting for the response to its current transfer, so another transfer cannot start. ` +
        'Wait for transferComplete or transferFailed before sending the next image.',
      options,
    );
    this.journeyId = journeyId;
  }
}
