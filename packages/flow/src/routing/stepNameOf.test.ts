import { describe, expect, it } from 'vitest';
import { stepNameOf } from './stepNameOf';

describe('stepNameOf (docs/spec/flow/routes.md#route-table route table)', () => {
  it('names /login newLogin, or restart when the history state says so', () => {
    expect(stepNameOf('/login', null)).toBe('newLogin');
    expect(stepNameOf('/login', { stepName: 'restart' })).toBe('restart');
  });

  it('ignores a trailing slash and names unmatched paths NotFound (which shows the entry screen)', () => {
    expect(stepNameOf('/confirm-phone/', {})).toBe('desktopSms');
    expect(stepNameOf('/no-such-page', {})).toBe('NotFound');
    expect(stepNameOf('/', null)).toBe('newAccount');
  });

  it('names a shared path by the route table unless the state says which step it shows', () => {
    expect(stepNameOf('/upload-document', null)).toBe('desktopDocumentUpload');
    expect(stepNameOf('/upload-document', { stepName: 'mobileDocumentUpload' })).toBe('mobileDocumentUpload');
    expect(stepNameOf('/document-selection', { stepName: 'mobileDocumentChoice' })).toBe('mobileDocumentChoice');
  });

  it('names the steps without a path of their own from the state, on the screen that shows them (docs/spec/flow/routes.md#step-names-without-a-path)', () => {
    expect(stepNameOf('/phone-number', { stepName: 'uploadQR' })).toBe('uploadQR');
    expect(stepNameOf('/phone-number', { stepName: 'uploadPhone' })).toBe('uploadPhone');
    expect(stepNameOf('/phone-number', null)).toBe('mobileSms');
    expect(stepNameOf('/upload-document', { stepName: 'cameraPermissionDenied' })).toBe('cameraPermissionDenied');
    expect(stepNameOf('/upload-document', { stepName: 'cameraBlankFeedDetected' })).toBe('cameraBlankFeedDetected');
    expect(stepNameOf('/upload-document', { stepName: 'desktopDocumentUploadBack' })).toBe('desktopDocumentUploadBack');
    expect(stepNameOf('/upload-document', { stepName: 'mobileDocumentUploadBack' })).toBe('mobileDocumentUploadBack');
    expect(stepNameOf('/client-zone-login', { stepName: 'goToClientZone' })).toBe('goToClientZone');
    expect(stepNameOf('/client-zone-login', null)).toBe('errorsReport');
  });

  it('does not trust a state step name that does not belong to the path', () => {
    expect(stepNameOf('/confirm-phone', { stepName: 'accountOpen' })).toBe('desktopSms');
  });
});
