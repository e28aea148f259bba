import { LOCALES, toBcp47 } from '@onboarding/dictionaries';
import { describe, expect, it } from 'vitest';
import { translator } from '../../../i18n/translator';
import { codeEmail } from './codeEmail';
import { escapeHtml, htmlEmail, plainTextEmail } from './emailLayout';

const translations = translator();

describe('the code e-mail', () => {
  it('is composed in each of the 14 languages, with the code in the body only', async () => {
    const english = codeEmail({ to: 'jan@example.com', code: '042917', locale: 'en', t: await translations.forLocale('en'), brand: 'eu' });
    for (const locale of LOCALES) {
      const t = await translations.forLocale(locale);
      const email = codeEmail({ to: 'jan@example.com', code: '042917', locale, t, brand: locale === 'pl' ? 'pl' : 'eu' });
      expect(email.subject, locale).not.toContain('042917');
      expect(email.subject, locale).not.toMatch(/\d/);
      expect(email.text, locale).toContain('\n    042917\n');
      expect(email.html, locale).toContain('>042917</p>');
      expect(email.html, locale).toContain(`<html lang="${toBcp47(locale)}" dir="ltr">`);
      expect(email.code, locale).toBe('042917');
      if (locale !== 'en') {
        // A real translation: no sentence of the English e-mail is left.
        expect(email.subject, locale).not.toBe(english.subject);
        for (const line of english.text.split('\n').filter((line) => line.length > 12 && !line.includes('042917') && !line.includes('Broker'))) {
          expect(email.text, `${locale}: "${line}"`).not.toContain(line);
        }
      }
    }
  });

  it('signs with the brand the application belongs to', async () => {
    const t = await translations.forLocale('ru');
    expect(codeEmail({ to: 'a@example.com', code: '111111', locale: 'ru', t, brand: 'pl' }).html).toContain('>Dom Maklerski</h1>');
    expect(codeEmail({ to: 'a@example.com', code: '111111', locale: 'ru', t, brand: 'eu' }).text).toContain('-- \nBroker International\n');
  });

  it('escapes every text it puts in HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
    const content = {
      locale: 'en' as const,
      subject: 'S <b>',
      brandName: 'Broker & "Co" <script>',
      blocks: [
        { kind: 'paragraph' as const, text: '<img src=x onerror=alert(1)>' },
        { kind: 'code' as const, code: '<1>' },
        { kind: 'footer' as const, text: 'a & b' },
      ],
    };
    const html = htmlEmail(content);
    expect(html).not.toMatch(/<script|<img|<b>|<1>/);
    expect(html).toContain('<title>S &#60;b&#62;</title>');
    expect(html).toContain('Broker &#38; &#34;Co&#34; &#60;script&#62;');
    // Plain text is plain: nothing escaped, the footer after the signature.
    expect(plainTextEmail(content)).toBe('<img src=x onerror=alert(1)>\n\n    <1>\n\n-- \nBroker & "Co" <script>\n\na & b\n');
  });
});
