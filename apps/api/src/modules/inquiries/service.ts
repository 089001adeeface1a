import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { type ParsedInquiryRequest, type SpamReason, videoCallSlot } from '@app/shared';
import type { Db } from '../../db/client.js';
import { inquiries, inquiryOutbox, inquiryUnits, compounds, units } from '../../db/schema/index.js';
import { NotFoundError } from '../../errors.js';

/** The form's fields as stored: trimmed by the schema, empty optional fields left out. */
function storedData(data: ParsedInquiryRequest['data']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(data).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );
}

/**
 * Stores one inquiry, and its e-mail in the outbox when mail is on, in one transaction: either both
 * are there or neither. The unit or compound it names must be one the public site shows (404 otherwise,
 * nothing stored).
 * A unit inquiry also records the unit's compound, so the agency sees both. A shortlist links each of
 * its units (all must be shown on the site: 404 naming the others otherwise); a video call stores its
 * window as instants with the visitor's zone. Suspected spam (`spam`
 * set) is stored with the status `spam` and no e-mail; moving it to the inbox queues the e-mail then.
 */
export async function createInquiry(
  db: Db,
  request: ParsedInquiryRequest,
  options: { mail: boolean; spam: SpamReason | null },
): Promise<{ id: string }> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    let unitId: number | null = null;
    let compoundId: number | null = null;
    const askedUnit = request.kind === 'unit' || request.kind === 'video-call' ? request.unitId : undefined;
    const askedCompound =
      request.kind === 'compound' || request.kind === 'site-visit' || request.kind === 'video-call'
        ? request.compound
        : undefined;
    if (askedUnit !== undefined) {
      const [unit] = await tx
        .select({ id: units.id, compoundId: units.compoundId })
        .from(units)
        .where(and(eq(units.id, askedUnit), eq(units.listed, true)))
        .limit(1);
      if (!unit) throw new NotFoundError('Unit not found.');
      unitId = unit.id;
      compoundId = unit.compoundId;
    } else if (request.kind === 'shortlist') {
      const found = await tx
        .select({ id: units.id })
        .from(units)
        .where(and(inArray(units.id, request.unitIds), eq(units.listed, true)));
      const known = new Set(found.map((unit) => unit.id));
      const missing = request.unitIds.filter((id) => !known.has(id));
      if (missing.length > 0) {
        throw new NotFoundError(
          `${missing.length === 1 ? 'Unit' : 'Units'} not found: ${missing.join(', ')}. Nothing was stored.`,
        );
      }
    } else if (askedCompound !== undefined) {
      const [compound] = await tx
        .select({ id: compounds.id })
        .from(compounds)
        .where(and(eq(compounds.slug, askedCompound), eq(compounds.publication, 'published')))
        .limit(1);
      if (!compound) throw new NotFoundError('Project not found.');
      compoundId = compound.id;
    }
    const data = storedData(request.data);
    const viewing =
      request.kind === 'video-call'
        ? videoCallSlot(request.data.preferredDate, request.data.preferredTime, request.data.timeZone)
        : null;
    await tx.insert(inquiries).values({
      id,
      kind: request.kind,
      name: request.data.name,
      email: data.email ?? null,
      phone: data.phone ?? null,
      ...(viewing &&
        request.kind === 'video-call' && {
          viewingStartsAt: viewing.start,
          viewingEndsAt: viewing.end,
          visitorTimeZone: request.data.timeZone,
        }),
      data,
      page: request.page,
      unitId,
      compoundId,
      lang: request.lang,
      currency: request.currency,
      ...(options.spam && { status: 'spam' as const, spamReason: options.spam }),
    });
    if (request.kind === 'shortlist') {
      await tx
        .insert(inquiryUnits)
        .values(request.unitIds.map((unit, position) => ({ inquiryId: id, unitId: unit, position })));
    }
    if (options.mail && !options.spam) await tx.insert(inquiryOutbox).values({ inquiryId: id });
  });
  return { id };
}
