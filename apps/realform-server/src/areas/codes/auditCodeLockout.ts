import type { CodesAreaDeps } from './codesApp';
import type { VerifyResult } from './oneTimeCodes';

/**
 * A code lockout goes to the audit log (issue 14 finding 13): the code's tries used up, or the application's wrong
 * codes over the hourly limit. Ordinary wrong codes do not (the limiter counts them).
 */
export async function auditCodeLockout(deps: CodesAreaDeps, applicationId: string, ip: string, purpose: string, result: VerifyResult): Promise<void> {
  if (result.verified || (result.reason !== 'failureLimit' && result.reason !== 'exhausted')) return;
  await deps.audit.record({ event: 'code.locked', outcome: 'refused', applicationId, ip, detail: { purpose, reason: result.reason } });
}
