import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox } from '@onboarding/form-fields';
import type { ConsentState } from '@onboarding/tracking';
import { useEffect, useId, useRef, useState } from 'react';
import { useFlow } from '../api/FlowContext';

/**
 * The cookie choice (docs/architecture.md#the-server, issue 4): nothing that is not strictly necessary is stored or sent before the
 * applicant chooses here. Shown until a choice is made and again from the cookie-settings link (docs/spec/flow/overview.md#benefits-panel-and-legal-disclaimer). It is a
 * non-modal region in the flow of the page after the step (AppLayout; issue 18 item 8: above the step it pushed a
 * phone's Start button under the sticky risk warning): the form stays usable while it is open, it covers nothing,
 * and focus moves into it only when the applicant asked for it with the link. Once the choice is made the banner goes, and focus — which was on one of
 * its buttons — goes back to the cookie-settings link when that opened it, else to the step's heading (WCAG 2.4.3).
 */
export function ConsentBanner() {
  const { consent } = useFlow();
  const { t } = useLingui();
  const [open, setOpen] = useState(() => !consent.hasChosen());
  const [details, setDetails] = useState(false);
  const [choice, setChoice] = useState<ConsentState>(() => consent.get());
  // Counts the applicant's requests (the cookie-settings link): each one moves focus to the banner's heading.
  const [focusRequests, setFocusRequests] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const [decided, setDecided] = useState(0);
  const headingId = useId();

  useEffect(
    () =>
      consent.onRequestChoice(() => {
        setChoice(consent.get());
        returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        setDetails(true);
        setOpen(true);
        setFocusRequests((count) => count + 1);
      }),
    [consent],
  );

  useEffect(() => {
    if (focusRequests > 0) headingRef.current?.focus();
  }, [focusRequests]);

  useEffect(() => {
    if (decided === 0) return;
    const back = returnFocusRef.current;
    returnFocusRef.current = null;
    (back?.isConnected ? back : document.querySelector<HTMLElement>('[data-step-heading]'))?.focus();
  }, [decided]);

  if (!open) return null;

  const decide = (analytics: boolean, marketing: boolean) => {
    consent.set({ analytics, marketing, preferences: analytics });
    setOpen(false);
    // Only when the banner held focus: a choice made with a pointer while typing elsewhere moves nothing.
    if (headingRef.current?.closest('section')?.contains(document.activeElement)) setDecided((count) => count + 1);
  };

  return (
    <section className="onb-consent" aria-labelledby={headingId} data-testid="consent-banner">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="onb-consent__title">
        <Trans>Cookies on this form</Trans>
      </h2>
      <p className="onb-consent__text">
        <Trans>
          We use cookies the form needs to work. With your permission we also use analytics cookies to improve the form
          and marketing cookies to measure our advertising. You can change your choice at any time with the “Cookie
          settings” link at the bottom of the page.
        </Trans>
      </p>
      {details ? (
        <fieldset className="onb-consent__choices">
          <legend>
            <Trans>Optional cookies</Trans>
          </legend>
          <Checkbox
            name="consentAnalytics"
            label={t`Analytics cookies`}
            hint={t`How the form is used, so we can make it easier.`}
            checked={choice.analytics}
            onCheckedChange={(checked) => setChoice({ ...choice, analytics: checked, preferences: checked })}
          />
          <Checkbox
            name="consentMarketing"
            label={t`Marketing cookies`}
            hint={t`Which advertisement brought you here.`}
            checked={choice.marketing}
            onCheckedChange={(checked) => setChoice({ ...choice, marketing: checked })}
          />
        </fieldset>
      ) : null}
      <div className="onb-consent__actions">
        <Button type="button" onClick={() => decide(true, true)}>
          <Trans>Accept all cookies</Trans>
        </Button>
        <Button type="button" variant="secondary" onClick={() => decide(false, false)}>
          <Trans>Only necessary cookies</Trans>
        </Button>
        {details ? (
          <Button type="button" variant="secondary" onClick={() => decide(choice.analytics, choice.marketing)}>
            <Trans>Save my choice</Trans>
          </Button>
        ) : (
          <Button type="button" variant="link" onClick={() => setDetails(true)}>
            <Trans>Choose cookies</Trans>
          </Button>
        )}
      </div>
    </section>
  );
}
