/** docs/spec/flow/calls.md#transport: "All calls go to the provider's proxy host under a 'realform' prefix". */
export const REALFORM_PREFIX = '/realform';
