/**
 * Query parameters kept in the tmsc cookie (S0 §3, S0 §2 "from and other query strings are kept as source
 * and ad parameters"): click ids of the ad networks, UTM tags and app-install ids. The cookie also holds
 * `affid` (read from the `click_id` parameter) and `referrer` (the page that sent the applicant here).
 */
export const AD_PARAMETERS: readonly string[] = [
  'gclid', 'gbraid', 'wbraid', 'msclkid', 'gclsrc', 'adid',
  'utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'utm_id',
  'cmids', 'saids', 'app_instance', 'gadid', 'uuid', 'idfv', 'idfa',
];

/** The URL parameter whose value is stored as `affid` (an affiliate's click id). */
export const AFFILIATE_CLICK_PARAMETER = 'click_id';
