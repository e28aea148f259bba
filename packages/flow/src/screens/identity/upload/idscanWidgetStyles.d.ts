// The widget's stylesheet, imported for its side effect by the upload step's chunk (bundlers turn it into a
// <link> that loads with the chunk: nothing is injected at run time, DESIGN §6).
declare module '@onboarding/idscan-widget/styles.css';
