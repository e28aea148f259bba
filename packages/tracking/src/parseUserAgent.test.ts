import { describe, expect, it } from 'vitest';
import { parseUserAgent } from './parseUserAgent';

const UA = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  edgeWindows7: 'Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36 Edg/109.0.1518.140',
  operaWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/106.0.0.0',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:125.0) Gecko/20100101 Firefox/125.0',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  chromeOs: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
  chromeIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  facebookIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/450.0.0.38.108;FBBV/1]',
  ipadDesktopMode: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  samsungPhone: 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  reducedAndroid: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidWebView: 'Mozilla/5.0 (Linux; Android 9; Redmi Note 8 Build/PKQ1.190616.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.82 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

describe('parseUserAgent', () => {
  it.each([
    ['chromeWindows', 'Chrome', '124.0.0.0', 124, 'Blink', 'Windows', '10', 'desktop'],
    ['edgeWindows7', 'Edge', '109.0.1518.140', 109, 'Blink', 'Windows', '7', 'desktop'],
    ['operaWindows', 'Opera', '106.0.0.0', 106, 'Blink', 'Windows', '10', 'desktop'],
    ['firefoxMac', 'Firefox', '125.0', 125, 'Gecko', 'macOS', '10.15', 'desktop'],
    ['firefoxLinux', 'Firefox', '125.0', 125, 'Gecko', 'Linux', undefined, 'desktop'],
    ['chromeOs', 'Chrome', '124.0.0.0', 124, 'Blink', 'Chrome OS', undefined, 'desktop'],
    ['safariIphone', 'Safari', '17.4.1', 17, 'WebKit', 'iOS', '17.4.1', 'mobile'],
    ['chromeIphone', 'Chrome', '124.0.6367.88', 124, 'WebKit', 'iOS', '17.4', 'mobile'],
    ['facebookIphone', 'Facebook', '450.0.0.38.108', 450, 'WebKit', 'iOS', '17.3', 'mobile'],
    ['ipad', 'Safari', '16.6', 16, 'WebKit', 'iOS', '16.6', 'tablet'],
    ['samsungPhone', 'Samsung Internet', '24.0', 24, 'Blink', 'Android', '14', 'mobile'],
    ['reducedAndroid', 'Chrome', '124.0.0.0', 124, 'Blink', 'Android', '10', 'mobile'],
    ['androidTablet', 'Chrome', '124.0.0.0', 124, 'Blink', 'Android', '13', 'tablet'],
  ] as const)('reads %s as %s %s on %s %s (%s)', (key, browser, version, major, engine, os, osVersion, type) => {
    const info = parseUserAgent(UA[key]);
    expect(info.browser).toEqual({ name: browser, version, major, engine });
    expect(info.os).toEqual({ name: os, version: osVersion });
    expect(info.device.type).toBe(type);
  });

  it('names the vendor and model where the user agent tells them, and not the reduced "K"', () => {
    expect(parseUserAgent(UA.samsungPhone).device).toEqual({ type: 'mobile', vendor: 'Samsung', model: 'SM-S918B' });
    expect(parseUserAgent(UA.androidWebView).device).toEqual({ type: 'mobile', vendor: undefined, model: 'Redmi Note 8' });
    expect(parseUserAgent(UA.reducedAndroid).device).toEqual({ type: 'mobile', vendor: undefined, model: undefined });
    expect(parseUserAgent(UA.safariIphone).device).toEqual({ type: 'mobile', vendor: 'Apple', model: 'iPhone' });
  });

  it('tells an iPad in desktop mode from a Mac by touch', () => {
    expect(parseUserAgent(UA.ipadDesktopMode, true)).toMatchObject({ os: { name: 'iOS' }, device: { type: 'tablet', model: 'iPad' } });
    expect(parseUserAgent(UA.ipadDesktopMode, false)).toMatchObject({ os: { name: 'macOS', version: '10.15.7' }, device: { type: 'desktop', model: 'Macintosh' } });
  });

  it('answers Other for what it does not know', () => {
    expect(parseUserAgent('')).toEqual({
      browser: { name: 'Other', version: undefined, major: undefined, engine: undefined },
      os: { name: 'Other' },
      device: { type: 'desktop', vendor: undefined, model: undefined },
    });
  });
});
