// The widget's stylesheet, imported for its side effect by the upload step's chunk (bundlers turn it into a
// <link> that loads with the chunk: nothing is injected at run time, docs/architecture.md#the-widget).
declare module '@onboarding/idscan-widget/styles.css';
