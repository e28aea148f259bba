/**
 * The bot-check token the apps send when no captcha provider is configured (local runs, tests). The server's
 * local verifier accepts it — like the provider's published test keys, which pass every non-empty token.
 */
export const LOCAL_CAPTCHA_TOKEN = 'local-captcha-token';
