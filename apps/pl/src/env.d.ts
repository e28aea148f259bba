/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_CAPTCHA_SITE_KEY?: string;
  readonly VITE_NON_EU_PAGE_URL?: string;
  readonly VITE_REMIND_PASSWORD_URL?: string;
  readonly VITE_FEES_TABLE_URL?: string;
  readonly VITE_DOCUMENTS_URL?: string;
}
