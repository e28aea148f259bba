import type { HighLevelResult, JourneyEventType } from './enumerations';

/** docs/spec/widget/states.md#ended-journey, docs/spec/widget/errors.md: "journey ended so requests cannot be sent" — an event arrived after the journey's end. */
export class JourneyEndedError extends Error {
  override readonly name = 'JourneyEndedError';
  readonly journeyId: string;
  readonly eventType: JourneyEventType;

  constructor(journeyId: string, eventType: JourneyEventType, result: HighLevelResult | null, options?: ErrorOptions) {
    super(
      `Journey "${journeyId}" has ended (result: ${result ?? 'none'}), so the "${eventType}" request cannot be sent. ` +
        'Start a new journey with createJourney() to capture again.',
      options,
    );
    this.journeyId = journeyId;
    this.eventType = eventType;
  }
}
