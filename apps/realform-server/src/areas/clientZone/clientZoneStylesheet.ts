/** Where the client-zone pages' stylesheet is served (a file of our own: the strict CSP allows no inline style). */
export const CLIENT_ZONE_STYLESHEET_PATH = '/api/client-zone.css';

/**
 * The hand-over pages' look (issue 18: they were unstyled, in the browser's serif default): the product's system
 * sans-serif type and colours, one readable column, the client number set apart, and a dark scheme where the
 * browser asks for one. Contrast is WCAG AA in both schemes.
 */
export const CLIENT_ZONE_STYLESHEET = `:root {
  color-scheme: light dark;
  --text: #0b0c0c;
  --muted: #505a5f;
  --surface: #ffffff;
  --page: #f3f2f1;
  --accent: #1d70b8;
}
@media (prefers-color-scheme: dark) {
  :root {
    --text: #f3f2f1;
    --muted: #c9cdd0;
    --surface: #1f2326;
    --page: #111416;
    --accent: #7fb8ff;
  }
}
* { box-sizing: border-box; }
html { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; font-size: 100%; line-height: 1.5; color: var(--text); background: var(--page); }
body { margin: 0; padding: 2rem 1rem; }
main { max-width: 36rem; margin: 0 auto; padding: 2rem 1.5rem; background: var(--surface); border-top: 0.375rem solid var(--accent); border-radius: 0.25rem; }
h1 { margin: 0 0 1rem; font-size: 1.75rem; line-height: 1.25; }
p { margin: 0 0 1rem; }
dl { margin: 0 0 1rem; padding: 1rem; border: 1px solid var(--muted); border-radius: 0.25rem; }
dt { color: var(--muted); font-size: 0.9375rem; }
dd { margin: 0.25rem 0 0; font-size: 1.5rem; font-weight: 700; letter-spacing: 0.05em; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; }
@media (max-width: 30rem) { body { padding: 0; } main { border-radius: 0; min-height: 100vh; } }
`;
