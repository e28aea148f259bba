import type { Page } from '@playwright/test';

export declare const AXE_TAGS: string[];
export declare const STRONG_PASSWORD: string;
export interface FlowTexts {
  start: string;
  yes?: string;
  country?: { label: string; typed: string; option: string };
  continue: string;
  email: string;
  confirmEmailButton: string;
  repeatEmail: string;
  password: string;
  terms: string;
  next: string;
  confirmPhoneHeading: string;
  loginLink: string;
  loginEmail: string;
  loginPassword: string;
  loginButton: string;
}
export declare function expectNoAxeViolations(page: Page, options?: { disableRules?: string[] }): Promise<void>;
export declare function uniqueEmail(prefix?: string): string;
export declare function answerResidence(page: Page, texts: FlowTexts): Promise<void>;
export declare function register(page: Page, texts: FlowTexts, email: string): Promise<void>;
export declare function logIn(page: Page, texts: FlowTexts, email: string): Promise<void>;
