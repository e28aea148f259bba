// The flow's stylesheet, imported by the stories' harness for its side effect (Storybook's Vite turns it into a style
// of the preview, as the apps' bundler does for `@onboarding/flow/styles.css`).
declare module '*/styles.css';
