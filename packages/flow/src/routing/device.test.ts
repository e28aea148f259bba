import { describe, expect, it } from 'vitest';
import { detectDevice, routeNameFor } from './device';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const IPADOS = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('the detected-device flag (docs/spec/flow/screens.md#upload-document, docs/spec/flow/overview.md#roles-and-permissions)', () => {
  it('names phones and tablets mobile: by client hints, by user agent, and an iPad that says it is a Mac', () => {
    expect(detectDevice({ userAgent: WINDOWS, userAgentData: { mobile: true } })).toBe('mobile');
    expect(detectDevice({ userAgent: IPHONE })).toBe('mobile');
    expect(detectDevice({ userAgent: ANDROID })).toBe('mobile');
    expect(detectDevice({ userAgent: IPADOS, maxTouchPoints: 5 })).toBe('mobile');
  });

  it('names computers desktop, also a Mac (no touch points) and a narrow window', () => {
    expect(detectDevice({ userAgent: WINDOWS, userAgentData: { mobile: false } })).toBe('desktop');
    expect(detectDevice({ userAgent: IPADOS, maxTouchPoints: 0 })).toBe('desktop');
    expect(detectDevice(undefined)).toBe('desktop');
  });
});

describe('route names of mobile variants (docs/spec/flow/routes.md#step-names-without-a-path "A suffix _M marks mobile variants")', () => {
  it('add _M on a mobile device to the steps that have a mobile variant', () => {
    expect(routeNameFor('desktopDocumentUpload', 'mobile')).toBe('desktopDocumentUpload_M');
    expect(routeNameFor('newAccount', 'mobile')).toBe('newAccount_M');
    expect(routeNameFor('uploadException', 'mobile')).toBe('uploadException_M');
  });

  it('keep the name on a desktop, and for steps that look the same on every device', () => {
    expect(routeNameFor('desktopDocumentUpload', 'desktop')).toBe('desktopDocumentUpload');
    expect(routeNameFor('addressDetails', 'mobile')).toBe('addressDetails');
    expect(routeNameFor('mobileDocumentUpload', 'mobile')).toBe('mobileDocumentUpload');
  });
});
