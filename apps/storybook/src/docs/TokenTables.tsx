import tokensCss from '@onboarding/form-fields/tokens.css?raw';
import { useEffect, useState, type ReactNode } from 'react';

/**
 * The design tokens as the docs pages show them: the names are read from the real tokens.css (form-fields), and
 * every sample is drawn with `var(--of-…)` and its value read back from the page with getComputedStyle, so the
 * pages show what the components get, brand included (the toolbar's brand sets data-brand on the page's root).
 */

/** The token names declared in tokens.css's base set (`:root { … }`), in file order. */
function tokenNames(): string[] {
  const start = tokensCss.indexOf(':root {');
  const base = tokensCss.slice(start, tokensCss.indexOf('\n}', start));
  const derived = tokensCss.slice(tokensCss.indexOf('[data-brand] {'));
  const names = [...base.matchAll(/^\s*(--of-[a-z0-9-]+):/gm), ...derived.matchAll(/^\s*(--of-[a-z0-9-]+):/gm)].map(([, name]) => name!);
  return [...new Set(names)];
}

const ALL = tokenNames();

/** The tokens whose name starts with one of `prefixes` (e.g. `--of-color-`). */
export function tokensStartingWith(...prefixes: string[]): string[] {
  return ALL.filter((name) => prefixes.some((prefix) => name.startsWith(prefix)));
}

/** The value each token computes to on the page's root, refreshed when the brand changes (data-brand). */
function useComputedValues(names: readonly string[]): Record<string, string> {
  const read = () => {
    const style = getComputedStyle(document.documentElement);
    return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name).trim()]));
  };
  const [values, setValues] = useState(read);
  useEffect(() => {
    const observer = new MutationObserver(() => setValues(read()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-brand', 'style', 'class'] });
    return () => observer.disconnect();
    // The names of one table never change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return values;
}

function Table({ names, sample, caption }: { names: readonly string[]; sample(name: string): ReactNode; caption: string }) {
  const values = useComputedValues(names);
  return (
    <table className="sb-tokens">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Token</th>
          <th scope="col">Value on this page</th>
          <th scope="col">Sample</th>
        </tr>
      </thead>
      <tbody>
        {names.map((name) => (
          <tr key={name}>
            <th scope="row">
              <code>{name}</code>
            </th>
            <td>
              <code>{values[name] || '—'}</code>
            </td>
            <td>{sample(name)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Colour swatches. */
export function ColorTokens() {
  const names = tokensStartingWith('--of-color-');
  return <Table caption="Colour" names={names} sample={(name) => <span className="sb-tokens__swatch" style={{ background: `var(${name})` }} />} />;
}

/** The type scale: each size with a line of text. */
export function TypeTokens() {
  const sizes = tokensStartingWith('--of-font-size');
  const other = tokensStartingWith('--of-font', '--of-line-height').filter((name) => !sizes.includes(name));
  return (
    <>
      <Table
        caption="Type scale"
        names={sizes}
        sample={(name) => (
          <span style={{ fontSize: `var(${name})`, lineHeight: 'var(--of-line-height-heading)', fontWeight: name.includes('heading') ? 'var(--of-font-weight-bold)' : undefined }}>
            Open your account
          </span>
        )}
      />
      <Table caption="Font, weight and line height" names={other} sample={() => null} />
    </>
  );
}

/** Spacing: a bar as long as the space. */
export function SpaceTokens() {
  return (
    <Table
      caption="Spacing"
      names={tokensStartingWith('--of-space', '--of-layout-', '--of-control-', '--of-border-')}
      sample={(name) => <span className="sb-tokens__bar" style={{ width: `var(${name})` }} />}
    />
  );
}

/** Corner radii. */
export function RadiusTokens() {
  return <Table caption="Radius" names={tokensStartingWith('--of-radius')} sample={(name) => <span className="sb-tokens__box" style={{ borderRadius: `var(${name})` }} />} />;
}

/** Elevation: a card with each shadow. */
export function ElevationTokens() {
  return <Table caption="Elevation" names={tokensStartingWith('--of-shadow-')} sample={(name) => <span className="sb-tokens__box" style={{ boxShadow: `var(${name})` }} />} />;
}

/** The focus ring, drawn as every focusable control draws it. */
export function FocusTokens() {
  return (
    <Table
      caption="Focus"
      names={tokensStartingWith('--of-focus-')}
      sample={(name) =>
        name === '--of-focus-ring' ? (
          <span className="sb-tokens__box" style={{ boxShadow: 'var(--of-focus-ring)' }} />
        ) : (
          <span className="sb-tokens__box" style={{ outline: 'var(--of-focus-outline)', outlineOffset: 'var(--of-focus-offset)' }} />
        )
      }
    />
  );
}
