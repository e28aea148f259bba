/** The image of an upload outcome (docs/spec/flow/screens.md#uploadfailed: uploadFailed's "partial-success image"); decorative, the heading says it. */
export function OutcomeIllustration({ kind }: { kind: 'success' | 'partial' | 'phone' }) {
  return (
    <svg className="onb-outcome-image" data-kind={kind} viewBox="0 0 96 72" width="96" height="72" aria-hidden="true" focusable="false">
      {kind === 'phone' ? (
        <>
          <rect x="30" y="4" width="36" height="64" rx="6" className="onb-outcome-image__shape" />
          <path d="M42 60h12" className="onb-outcome-image__line" />
          <path d="M38 30l8 8 14-16" className="onb-outcome-image__mark" />
        </>
      ) : (
        <>
          <rect x="6" y="10" width="64" height="44" rx="5" className="onb-outcome-image__shape" />
          <circle cx="24" cy="30" r="8" className="onb-outcome-image__line" />
          <path d="M40 26h22M40 36h16" className="onb-outcome-image__line" />
          <circle cx="72" cy="52" r="16" className="onb-outcome-image__badge" />
          <path d={kind === 'success' ? 'M64 52l6 6 10-12' : 'M72 43v11m0 5v1'} className="onb-outcome-image__mark" />
        </>
      )}
    </svg>
  );
}
