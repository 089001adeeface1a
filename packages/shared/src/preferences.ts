/**
 * Names of what the browser keeps (spec section 3): the site writes both, its server reads the cookies,
 * and the tests set and read them by these names.
 */
export const STORAGE_KEYS = { lang: 'lang', currency: 'selectedCurrency' } as const;
export const PREFERENCE_COOKIES = { lang: 'lang', currency: 'currency' } as const;
