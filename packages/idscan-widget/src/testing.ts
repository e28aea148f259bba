// `@onboarding/idscan-widget/testing`: what a host needs to test its page with the widget end to end, without a
// camera or real documents — deterministic pictures of an ID-card-like document (the same the widget's own frame
// checks are tested with) and a video of one for Chromium's fake camera. Not for production bundles.
export { blankFrame, syntheticDocument, syntheticDocumentGrey } from './capture/fixtures/syntheticDocument';
export { y4mOf } from './capture/fixtures/y4m';

export type { GreyImage } from './capture/checks/GreyImage';
export type { SyntheticDocumentOptions } from './capture/fixtures/syntheticDocument';
