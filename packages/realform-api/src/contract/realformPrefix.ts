/** S0 §7: "All calls go to the provider's proxy host under a 'realform' prefix". */
export const REALFORM_PREFIX = '/realform';
