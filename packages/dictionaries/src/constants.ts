/** How long a loaded translation list is reused before it is fetched again (docs/spec/flow/calls.md#translations, docs/spec/flow/constants.md#caching-and-cookies "Translation cache 5 minutes"). */
export const TRANSLATION_CACHE_TTL_MS = 300_000;
