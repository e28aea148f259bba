/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_CAPTCHA_SITE_KEY?: string;
}
