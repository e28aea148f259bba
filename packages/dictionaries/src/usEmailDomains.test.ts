import { describe, expect, it } from 'vitest';
import { isUsEmail } from './usEmailDomains';

describe('isUsEmail', () => {
  it('recognises US providers and US-only top-level domains, subdomains included, in any case', () => {
    expect(isUsEmail('jane@comcast.net')).toBe(true);
    expect(isUsEmail('Jane@Mail.Comcast.NET')).toBe(true);
    expect(isUsEmail('joe@cs.stanford.edu')).toBe(true);
    expect(isUsEmail('ann@city.ny.us')).toBe(true);
  });

  it('does not take global services or look-alike domains for US ones', () => {
    expect(isUsEmail('jan@gmail.com')).toBe(false);
    expect(isUsEmail('jan@wp.pl')).toBe(false);
    expect(isUsEmail('jan@notcomcast.net')).toBe(false);
    expect(isUsEmail('jan@edu.pl')).toBe(false);
  });

  it('answers no for text that is not an address', () => {
    expect(isUsEmail('comcast.net')).toBe(false);
    expect(isUsEmail('')).toBe(false);
  });
});
