export { createServer } from './createServer';
export { localCaptchaVerifier, recaptchaVerifier } from './security/captcha';
export { DEFAULT_LOGIN_THROTTLE } from './security/loginThrottle';
export { DEFAULT_PASSWORD_HASHING, hashPassword, verifyPassword } from './security/passwordHash';
export { contentSecurityPolicy } from './security/securityHeaders';
export { redact } from './log/redact';
export { smtpEmailProvider } from './areas/codes/smtpEmailProvider';
export { DEFAULT_RATE_LIMITS } from './security/rateLimits';
export { InsecureProductionConfigError } from './security/productionConfig';
export { DataDirLockedError } from './db/dataDirLock';

export type { RealformServer, ServerConfig } from './config';
export type { CaptchaVerifier, RecaptchaVerifierOptions } from './security/captcha';
export type { LoginThrottleLimits } from './security/loginThrottle';
export type { PasswordHashing } from './security/passwordHash';
export type { EmailProvider, SmsProvider } from './areas/codes/messageProviders';
export type { RateLimits } from './security/rateLimits';
export type { ProductionConfigProblem } from './security/productionConfig';
