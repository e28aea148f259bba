// @vitest-environment node
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';

const options = { backendUrl: 'https://scan.test/idscanenterprisesvc', token: 't'.repeat(20), journeyId: 'j-1' };

it('imports without a browser: nothing touches window or document at import time', async () => {
  expect(typeof globalThis.window).toBe('undefined');
  const widget = await import('../index');
  expect(widget.FLOW_STATES).toContain('IDENTITY:BACK');
});

it('renders nothing on a server, and creating the controller there touches no browser global', async () => {
  const { IdscanWidget, createIdscanWidget } = await import('../index');
  expect(renderToString(createElement(IdscanWidget, options))).toBe('');
  expect(createIdscanWidget(options).getState().screen).toEqual({ name: 'initialising' });
});

it('refuses to start or mount without a browser, with the docs/spec/widget/errors.md "browser-only feature" error', async () => {
  const { createIdscanWidget, mount } = await import('../index');
  const widget = createIdscanWidget(options);
  await widget.start();
  expect(widget.getState().screen).toMatchObject({ name: 'error', error: { kind: 'browserOnly' } });
  expect(() => mount('#widget', options)).toThrow(/needs a browser document/);
});
