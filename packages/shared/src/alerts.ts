import { z } from './zod';
import { CURRENCIES, LANGS, type Lang, pathInLang } from './locale.mjs';
import { FORM_LIMITS } from './inquiries';
import { shortlistUnitIdsSchema } from './inquiry-request';
import { PAGINATING_KEYS, unitIdParamsSchema, unitQuerySchema } from './unit-queries';

/**
 * Saved searches and alerts (issue 34, docs/decisions/0057-saved-searches-and-alerts.md): what a visitor
 * saves, the limits, the schedule and the API bodies. The API (modules/alerts) and the site share these.
 */

/** How often a confirmed search sends: within a minute of a matching event, daily at 08:00 or Mondays at 08:00 (office time). */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** `search`: a list view's filters (a box or drawn area included). `shortlist`: a fixed set of units. */
export const SAVED_SEARCH_KINDS = ['search', 'shortlist'] as const;
export type SavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number];

/**
 * `pending` until the address confirms (nothing is sent; deleted after UNCONFIRMED_SEARCH_DAYS), `active`,
 * `paused` by its owner on the manage page, `unsubscribed` (one-click or the manage page; kept for the
 * consent record, sends nothing).
 */
export const SAVED_SEARCH_STATUSES = ['pending', 'active', 'paused', 'unsubscribed'] as const;
export type SavedSearchStatus = (typeof SAVED_SEARCH_STATUSES)[number];

/** Searches one address may hold (pending, active and paused ones count; unsubscribed ones do not). */
export const MAX_SAVED_SEARCHES_PER_ADDRESS = 20;
/** Confirmation e-mails one address may be sent per day (office day). */
export const MAX_CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;
/** An unconfirmed search is deleted this many days after it was asked for. */
export const UNCONFIRMED_SEARCH_DAYS = 7;
/** Units listed in one alert e-mail; the e-mail links to the full search for the rest. */
export const MAX_UNITS_PER_ALERT = 10;
/** Daily and weekly alerts go out at this hour, office time (OFFICE_TIME_ZONE, Africa/Cairo). */
export const ALERT_SEND_HOUR = 8;
/** Weekly alerts go out on this day of the week (0 Sunday … 6 Saturday): Monday. */
export const WEEKLY_ALERT_WEEKDAY = 1;
/** An instant alert leaves within this long of the event it reports. */
export const INSTANT_ALERT_WITHIN_MS = 60_000;
/**
 * The version of the consent text a visitor agrees to when saving a search (the site's message catalogues
 * hold the text under this version): stored with each consent as proof of the double opt-in.
 */
export const ALERT_CONSENT_VERSION = '2026-12-07';

/**
 * What an alert reports. A search: new listings, price drops and listings back on the market. A
 * shortlist: price drops and sales. A price drop is a `price_changed` event whose new price is lower, in
 * the listing's own currency.
 */
export const ALERT_REASONS = ['new', 'price_drop', 'back_on_market', 'sold'] as const;
export type AlertReason = (typeof ALERT_REASONS)[number];
export const SEARCH_ALERT_REASONS = ['new', 'price_drop', 'back_on_market'] as const satisfies readonly AlertReason[];
export const SHORTLIST_ALERT_REASONS = ['price_drop', 'sold'] as const satisfies readonly AlertReason[];

/** The longest list query string a search may save. */
export const MAX_SAVED_QUERY_LENGTH = 4000;

/** Tokens in e-mailed links: 32 random bytes, base64url (43 characters). Stored as they are (decision 0057). */
export const alertTokenSchema = z
  .string({ error: 'token is required' })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'token is not a valid link token' });

/**
 * The address, lower-cased (one address, one set of searches). Field messages are the forms' translation
 * keys (`form.errors` in the site's catalogues), as for inquiries.
 */
const emailField = z
  .string({ error: 'required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'required' })
  .max(FORM_LIMITS.email, { error: 'tooLong' })
  .pipe(z.email({ error: 'email' }));

/**
 * POST /api/saved-searches/: save a list view's search (kind `search`, `query` = the list's query string
 * without paging, e.g. `type=studio&bbox=…`) or a shortlist (kind `shortlist`, `unit_ids`). Always
 * answered 202 alike, whether or not the address is known or over its limits: nothing reveals who
 * subscribes. `website` and `elapsedMs` are the forms' automation checks, as for inquiries.
 */
export const savedSearchRequestSchema = z
  .object({
    email: emailField,
    kind: z.enum(SAVED_SEARCH_KINDS, { error: 'invalid' }).default('search'),
    /**
     * The list's query string without paging (kind search; the API checks it as the list call does and
     * answers 400 with `query` named when it is not one). Ignored for a shortlist.
     */
    query: z.string({ error: 'invalid' }).max(MAX_SAVED_QUERY_LENGTH, { error: 'tooLong' }).default(''),
    /** The shortlist's units (kind shortlist): 1 to MAX_UNITS_BY_IDS ids, each once. */
    unit_ids: shortlistUnitIdsSchema.optional(),
    frequency: z.enum(ALERT_FREQUENCIES, { error: 'invalid' }),
    lang: z.enum(LANGS, { error: 'invalid' }),
    currency: z.enum(CURRENCIES, { error: 'invalid' }),
    /** The consent text's version the visitor saw and agreed to (ALERT_CONSENT_VERSION). */
    consent_version: z.literal(ALERT_CONSENT_VERSION, { error: 'invalid' }),
    /** Honeypot and fill time, as for inquiries (automationSignal): a post that trips them is answered 202 and dropped. */
    website: z.string().max(500, { error: 'tooLong' }).optional(),
    elapsedMs: z.number({ error: 'invalid' }).int({ error: 'invalid' }).min(0).max(1e10).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'shortlist' && !body.unit_ids) {
      ctx.addIssue({ code: 'custom', path: ['unit_ids'], message: 'required' });
    }
  });
export type SavedSearchRequest = z.infer<typeof savedSearchRequestSchema>;

/** POST /api/saved-searches/confirm and POST /api/alerts/unsubscribe (JSON form). */
export const alertTokenBodySchema = z.object({ token: alertTokenSchema });

/** One saved search as its owner sees it on the manage page (GET /api/alerts/?token=). */
export const savedSearchViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SAVED_SEARCH_KINDS),
  /** The list's query string (kind search); '' for a shortlist. */
  query: z.string(),
  unit_ids: z.array(z.number().int()),
  frequency: z.enum(ALERT_FREQUENCIES),
  status: z.enum(SAVED_SEARCH_STATUSES),
  lang: z.enum(LANGS),
  currency: z.enum(CURRENCIES),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  last_sent_at: z.string().nullable(),
});
export type SavedSearchView = z.infer<typeof savedSearchViewSchema>;

export const alertsManageAnswerSchema = z.object({
  email: z.string(),
  searches: z.array(savedSearchViewSchema),
});
export type AlertsManageAnswer = z.infer<typeof alertsManageAnswerSchema>;

/** PATCH /api/alerts/:id?token=: change the frequency, pause or resume one search of the address. */
export const savedSearchChangeSchema = z
  .object({
    frequency: z
      .enum(ALERT_FREQUENCIES, { error: `frequency must be one of ${ALERT_FREQUENCIES.join(', ')}` })
      .optional(),
    paused: z.boolean({ error: 'paused must be true or false' }).optional(),
  })
  .refine((b) => b.frequency !== undefined || b.paused !== undefined, {
    message: 'Nothing to change: send frequency or paused',
  });

/** What the alerts' mail outbox sends: a confirmation of a saved search or shortlist, or an alert. */
export const ALERT_MAIL_KINDS = ['confirmation', 'alert'] as const;
export type AlertMailKind = (typeof ALERT_MAIL_KINDS)[number];

/*
 * The addresses the alerts' e-mails link to, made once here: the API writes them into the mails, the site
 * serves them. `siteUrl` is the site's public origin (SITE_URL), without a trailing slash.
 */

/** The page with the one button that confirms a saved search or shortlist alert. */
export function alertConfirmUrl(siteUrl: string, lang: Lang, token: string): string {
  return `${siteUrl}${pathInLang('/alerts/confirm', lang)}?token=${encodeURIComponent(token)}`;
}

/** The manage page: every search of the address (change the frequency, pause, delete, erase the address). */
export function alertManageUrl(siteUrl: string, lang: Lang, token: string): string {
  return `${siteUrl}${pathInLang('/alerts', lang)}?token=${encodeURIComponent(token)}`;
}

/** The body of RFC 8058's one-click unsubscribe POST, as mail providers send it (and the site's button). */
export const ONE_CLICK_UNSUBSCRIBE = 'List-Unsubscribe=One-Click';

/**
 * The RFC 8058 one-click unsubscribe address (the API's, through the site's /api proxy): a POST with
 * `List-Unsubscribe=One-Click` stops the search; a GET is sent on to the site's page with the button.
 */
export function alertUnsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The site's page with the unsubscribe button that a GET of the unsubscribe address is sent on to. */
export function alertUnsubscribePageUrl(siteUrl: string, lang: Lang, token: string): string {
  return `${siteUrl}${pathInLang('/alerts/unsubscribe', lang)}?token=${encodeURIComponent(token)}`;
}

/** The listings a saved search is of: the private units' list when it asks only for private units. */
export const SAVED_SEARCH_LISTINGS = ['properties', 'private-units-resale'] as const;

/** The full search an alert links to: the list with the saved query, in the saved language. */
export function savedSearchUrl(siteUrl: string, lang: Lang, query: string): string {
  const params = new URLSearchParams(query);
  const listing = params.get('private') === 'true' ? 'private-units-resale' : 'properties';
  if (listing === 'private-units-resale') params.delete('private');
  const rest = params.toString();
  return `${siteUrl}${pathInLang(`/${listing}`, lang)}${rest ? `?${rest}` : ''}`;
}

/** POST /api/saved-searches/: the one answer (202), whatever happened (nothing reveals who subscribes). */
export const savedSearchAcceptedSchema = z.object({ accepted: z.literal(true) });

/**
 * POST /api/saved-searches/confirm: the search now on, and the address's manage token for the page's
 * "manage your alerts" link (the confirmation link proved the address).
 */
export const alertConfirmAnswerSchema = z.object({
  search: savedSearchViewSchema,
  manage_token: z.string(),
});
export type AlertConfirmAnswer = z.infer<typeof alertConfirmAnswerSchema>;

/**
 * POST /api/alerts/unsubscribe?token=: the search is stopped (also when it already was), and its address's
 * manage token for the page's "manage your alerts" link (the same e-mail that carried the unsubscribe
 * address carried the manage link).
 */
export const alertUnsubscribeAnswerSchema = z.object({
  unsubscribed: z.literal(true),
  search: savedSearchViewSchema,
  manage_token: z.string(),
});
export type AlertUnsubscribeAnswer = z.infer<typeof alertUnsubscribeAnswerSchema>;

/*
 * SUBSCRIBE (issue 34): the one form of a saved search's query, made by the API when it stores a search
 * and by the site when it shows or compares one.
 */

/**
 * The list's keys a saved search keeps, in the order it writes them: the list's filters and its order.
 * Paging (page, page_size), the view, the language and any key the list does not know are left out.
 */
export const SAVED_QUERY_KEYS = PAGINATING_KEYS.filter((key) => key !== 'page' && key !== 'page_size');

/**
 * A list's query string (with or without its `?`) as a saved search stores it: only SAVED_QUERY_KEYS, in
 * that order, each once (its first value), trimmed, empty values left out, encoded as URLSearchParams
 * writes it. Two addresses of the same list view give the same text, so the runner matches it once.
 */
export function canonicalSavedQuery(query: string): string {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const canonical = new URLSearchParams();
  for (const key of SAVED_QUERY_KEYS) {
    const value = params.get(key)?.trim();
    if (value) canonical.set(key, value);
  }
  return canonical.toString();
}

/*
 * OFFICE (issue 34 point 5, docs/decisions/0062-demand-in-the-back-office.md): the back office's demand
 * counts, the Demand page and finding and erasing an address. Every role reads counts; only admins see
 * addresses and the saved queries themselves.
 */

/** The most units one demand call counts for (a back office list page has ADMIN_LIST_PAGE_SIZE). */
export const MAX_DEMAND_UNITS = 100;
/** The most saved searches the Demand page lists as the most saved. */
export const TOP_SAVED_SEARCHES = 10;

/** GET /api/admin/demand/units/?ids=1,2,3: the units to count confirmed searches for. */
export const demandUnitsQuerySchema = z.object({
  ids: z
    .string({ error: `ids must be a comma-separated list of 1 to ${MAX_DEMAND_UNITS} unit ids` })
    .trim()
    .regex(/^\d{1,10}(,\d{1,10})*$/, { error: 'ids must be unit ids (whole numbers) separated by commas' })
    .refine((text) => text.split(',').length <= MAX_DEMAND_UNITS, {
      error: `ids must name at most ${MAX_DEMAND_UNITS} units`,
    })
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.every((id) => id >= 1 && id <= 2_147_483_647), {
      error: 'ids must be unit ids from 1 to 2147483647',
    }),
});

/** How many active searches (and shortlists) would alert about each unit asked for: every id, 0 included. */
export const unitDemandSchema = z.object({
  results: z.array(z.object({ id: z.number().int(), searches: z.number().int() })),
});
export type UnitDemand = z.infer<typeof unitDemandSchema>;

/** A search's area on the Demand page: a location, `map` (a box or a drawn area) or `any` (neither). */
export const DEMAND_AREA_MAP = 'map';
/** A filter a saved search leaves open (any type, any price band, any location). */
export const DEMAND_ANY = 'any';

const demandCountsSchema = z.array(z.object({ key: z.string(), searches: z.number().int() }));

/**
 * GET /api/admin/demand/: what the active (confirmed) searches ask for, most saved first. `top` (the most
 * saved queries) is for admins only (null for other roles): a drawn area saved once can point at a person.
 */
export const demandSummarySchema = z.object({
  /** Active searches of kind search and of kind shortlist. */
  searches: z.number().int(),
  shortlists: z.number().int(),
  /** Active addresses (with at least one active search or shortlist). */
  addresses: z.number().int(),
  by_area: demandCountsSchema,
  by_type: demandCountsSchema,
  by_price_band: demandCountsSchema,
  by_currency: demandCountsSchema,
  top: z.array(z.object({ query: z.string(), searches: z.number().int() })).nullable(),
});
export type DemandSummary = z.infer<typeof demandSummarySchema>;

/** GET /api/admin/alert-addresses/?email=: the address to find (admins only), compared lower-cased. */
export const alertAddressQuerySchema = z.object({
  email: z
    .string({ error: 'email is required' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'email is required' })
    .max(FORM_LIMITS.email, { error: `email must be at most ${FORM_LIMITS.email} characters` }),
});

/** One address found in the back office: its searches, and what erasing it deletes besides. */
export const alertAddressSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  created_at: z.string(),
  searches: z.array(savedSearchViewSchema),
  consents: z.number().int(),
  unsent_mails: z.number().int(),
});
export type AlertAddress = z.infer<typeof alertAddressSchema>;

/** The address asked for, or none (`results` empty). */
export const alertAddressListSchema = z.object({ results: z.array(alertAddressSchema) });

/** DELETE /api/admin/alert-addresses/:id */
export const alertAddressIdParamsSchema = z.object({ id: unitIdParamsSchema.shape.id });

/**
 * What a saved query asks for, as the Demand page summarises it (the page translates each part); null
 * when the stored text is not one the list call takes. Keys the summary does not name are left out.
 */
export function savedQueryParts(query: string) {
  const parsed = unitQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(query)));
  if (!parsed.success) return null;
  const q = parsed.data;
  return {
    location: q.location ?? null,
    map: q.area ? ('area' as const) : q.bbox ? ('box' as const) : null,
    type: q.type ?? null,
    bedrooms: q.bedrooms ?? null,
    price_band: q.price_band ?? null,
    project: q.project ?? null,
    private: q.private ?? null,
    search: q.search || null,
  };
}
export type SavedQueryParts = NonNullable<ReturnType<typeof savedQueryParts>>;

/*
 * WEB (issue 34, the site's "Email me new matches" form): its own fields, checked as the API checks them
 * (the rest of the body comes from the page).
 */
export const savedSearchFormSchema = z.object({
  email: emailField,
  frequency: z.enum(ALERT_FREQUENCIES, { error: 'required' }),
});
export type SavedSearchForm = z.infer<typeof savedSearchFormSchema>;
/* RUNNER (issue 34): the addresses an alert e-mail links to besides the search, and the runner's tick. */

/** The runner matches new events and sends instant alerts this often (ALERTS_INTERVAL_SECONDS). */
export const DEFAULT_ALERTS_INTERVAL_MS = 15_000;

/** A unit's public page, in the saved language: each unit of an alert links to it. */
export function alertUnitUrl(siteUrl: string, lang: Lang, unitId: number): string {
  return `${siteUrl}${pathInLang(`/property/${unitId}`, lang)}`;
}

/** A shortlist alert's "open your shortlist": the shortlist page with the saved units (`?ids=`). */
export function savedShortlistUrl(siteUrl: string, lang: Lang, unitIds: readonly number[]): string {
  return `${siteUrl}${pathInLang('/shortlist', lang)}?ids=${unitIds.join(',')}`;
}
