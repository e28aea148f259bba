// @vitest-environment node
import { expect, it } from 'vitest';

it('imports without a browser: nothing touches window or document at import time', async () => {
  expect(typeof globalThis.window).toBe('undefined');
  const widget = await import('../index');
  expect(widget.FLOW_STATES).toContain('IDENTITY:BACK');
});
