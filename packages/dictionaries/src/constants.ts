/** How long a loaded translation list is reused before it is fetched again (S0 §7, §9 "Translation cache 5 minutes"). */
export const TRANSLATION_CACHE_TTL_MS = 300_000;
