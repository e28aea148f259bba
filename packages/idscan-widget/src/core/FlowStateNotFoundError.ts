import type { FlowState } from './enumerations';

/** docs/spec/widget/errors.md: "flow state not found" — an event named a step that is not part of this journey's flow. */
export class FlowStateNotFoundError extends Error {
  override readonly name = 'FlowStateNotFoundError';
  readonly flowState: string;
  readonly flow: readonly FlowState[];

  constructor(flowState: string, flow: readonly FlowState[], options?: ErrorOptions) {
    super(
      `Expected one of this journey's flow states (${flow.join(', ')}), got "${flowState}". ` +
        'Create the journey with a flow that includes it, or send a step the flow has.',
      options,
    );
    this.flowState = flowState;
    this.flow = flow;
  }
}
