import { describe, expect, it } from 'vitest';
import { afterDataUploadChoice, afterDeviceChoice, DATA_STEPS, nextAfterDataStep, NEXT_STEP, submittableFrom } from './flowOrder';

describe('the flow order', () => {
  it('leads through the data steps in the order of docs/architecture.md#the-server, then the summary and payment (docs/spec/flow/calls.md), ending at accountOpen', () => {
    const order = ['personalDataConfirm'];
    while (order.at(-1) !== 'accountOpen') order.push(NEXT_STEP[order.at(-1) as keyof typeof NEXT_STEP]);
    expect(order).toEqual([...DATA_STEPS, 'summaryAndPaymentChoice', 'accountOpen']);
  });

  it('maps the identity choices of docs/spec/flow/entities.md', () => {
    expect([1, 2, 3].map((choice) => afterDataUploadChoice(choice as 1 | 2 | 3))).toEqual(['personalDataConfirm', 'mobileDesktopChoice', 'mobileSms']);
    expect(afterDeviceChoice(1)).toBe('mobileSms');
    expect(afterDeviceChoice(2)).toBe('desktopDocumentChoice');
  });

  it('given a data step submitted in its turn, leads to the next step', () => {
    expect(nextAfterDataStep('addressDetails', 'addressDetails')).toBe('taxOfficeDetails');
    expect(nextAfterDataStep('riskAssessment', 'riskAssessment')).toBe('summaryAndPaymentChoice');
  });

  it('given a data step re-submitted from a later step, returns to that later step', () => {
    expect(nextAfterDataStep('personalDataConfirm', 'currencyChoice')).toBe('currencyChoice');
    expect(nextAfterDataStep('addressDetails', 'accountOpen')).toBe('accountOpen');
    // "Change" on the summary: the corrected answer leads back to the summary.
    expect(nextAfterDataStep('addressDetails', 'summaryAndPaymentChoice')).toBe('summaryAndPaymentChoice');
  });

  it('lets a data step be sent from itself or any later data step, never from an earlier one', () => {
    expect(submittableFrom('taxOfficeDetails')).toEqual(['taxOfficeDetails', 'currencyChoice', 'declarationAcceptance', 'riskAssessment', 'summaryAndPaymentChoice', 'accountOpen']);
    expect(submittableFrom('taxOfficeDetails')).not.toContain('addressDetails');
  });
});
