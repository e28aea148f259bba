/** What `parseUserAgent` reads from a user-agent string: enough for the analytics log, no more. */
export interface UserAgentInfo {
  browser: { name: string; version?: string; major?: number; engine?: string };
  os: { name: string; version?: string };
  device: { type: 'mobile' | 'tablet' | 'desktop'; vendor?: string; model?: string };
}

// Order matters: most browsers also claim to be Chrome and Safari, so the specific tokens come first.
const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
  ['Opera', /(?:OPR|OPT)\/([\d.]+)/],
  ['Samsung Internet', /SamsungBrowser\/([\d.]+)/],
  ['Facebook', /FBAV\/([\d.]+)/],
  ['Instagram', /Instagram ([\d.]+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
  ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari/],
];

const WINDOWS_VERSIONS: Readonly<Record<string, string>> = { '10.0': '10', '6.3': '8.1', '6.2': '8', '6.1': '7' };

const dotted = (version: string | undefined) => version?.replace(/_/g, '.');

/**
 * A deliberately small user-agent parser (no library: this package must stay tiny). It knows the browsers and
 * systems that open the form in practice and answers "Other" for the rest. Windows 11 reports itself as
 * "Windows NT 10.0", so it reads as 10; an iPad in desktop mode reads as macOS unless `touch` says otherwise.
 * @param touch whether the screen takes touch (navigator.maxTouchPoints > 1): tells an iPad from a Mac
 */
export function parseUserAgent(userAgent: string, touch = false): UserAgentInfo {
  const found = BROWSERS.find(([, pattern]) => pattern.test(userAgent));
  const version = found && userAgent.match(found[1])?.[1];
  const apple = /iPhone|iPad|iPod|Macintosh/.test(userAgent);
  const iPad = /iPad/.test(userAgent) || (/Macintosh/.test(userAgent) && touch);

  let os: UserAgentInfo['os'];
  let match: RegExpMatchArray | null;
  if ((match = userAgent.match(/Windows NT ([\d.]+)/))) os = { name: 'Windows', version: WINDOWS_VERSIONS[match[1]!] ?? match[1]! };
  else if ((match = userAgent.match(/(?:iPhone|CPU) OS ([\d_]+)/)) || iPad) os = { name: 'iOS', version: dotted(match?.[1]) };
  else if ((match = userAgent.match(/Android ([\d.]+)/))) os = { name: 'Android', version: match[1] };
  else if ((match = userAgent.match(/Mac OS X ([\d_.]+)/))) os = { name: 'macOS', version: dotted(match[1]) };
  else if (/CrOS/.test(userAgent)) os = { name: 'Chrome OS' };
  else if (/Linux/.test(userAgent)) os = { name: 'Linux' };
  else os = { name: 'Other' };

  const android = os.name === 'Android';
  const type = iPad || (android && !/Mobile/.test(userAgent)) ? 'tablet' : /Mobi|iPhone|iPod|Android/.test(userAgent) ? 'mobile' : 'desktop';
  // Reduced user agents say "Android 10; K": the model is then unknown.
  const model = apple ? (iPad ? 'iPad' : userAgent.match(/iPhone|iPod|Macintosh/)?.[0]) : android ? userAgent.match(/Android [\d.]+; ([^;)]+?)(?: Build\/|;|\))/)?.[1] : undefined;
  const vendor = apple ? 'Apple' : model && /^SM-|^GT-/.test(model) ? 'Samsung' : undefined;

  return {
    browser: {
      name: found?.[0] ?? 'Other',
      version,
      major: version ? Number.parseInt(version, 10) : undefined,
      // Every browser on iOS runs WebKit (App Store rule); Gecko and WebKit name themselves; the rest are Blink.
      engine: !found ? undefined : os.name === 'iOS' || found[0] === 'Safari' ? 'WebKit' : found[0] === 'Firefox' ? 'Gecko' : 'Blink',
    },
    os,
    device: { type, vendor, model: model === 'K' ? undefined : model },
  };
}
