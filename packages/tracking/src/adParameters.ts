/**
 * Query parameters kept in the tmsc cookie (docs/spec/flow/entities.md#local-storage-and-cookies, docs/spec/flow/routes.md#query-parameters "from and other query strings are kept as source
 * and ad parameters"): click ids of the ad networks, UTM tags and app-install ids.
 */
export const AD_PARAMETERS = [
  'gclid', 'gbraid', 'wbraid', 'msclkid', 'gclsrc', 'adid',
  'utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'utm_id',
  'cmids', 'saids', 'app_instance', 'gadid', 'uuid', 'idfv', 'idfa',
] as const;

export type AdParameter = (typeof AD_PARAMETERS)[number];

/** The URL parameter whose value is stored as `affid` (an affiliate's click id, docs/spec/flow/entities.md#local-storage-and-cookies). */
export const AFFILIATE_CLICK_PARAMETER = 'click_id';

/** docs/spec/flow/routes.md#query-parameters: the `from` query parameter is kept, and sent as new-account's `source`. */
export const SOURCE_PARAMETER = 'from';
