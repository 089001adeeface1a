import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ParsedInquiryRequest, SpamReason } from '@app/shared';
import type { Db } from '../../db/client.js';
import { inquiries, inquiryOutbox, compounds, units } from '../../db/schema.js';
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
 * A unit inquiry also records the unit's compound, so the agency sees both. Suspected spam (`spam`
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
    if (request.kind === 'unit') {
      const [unit] = await tx
        .select({ id: units.id, compoundId: units.compoundId })
        .from(units)
        .where(and(eq(units.id, request.unitId), eq(units.listed, true)))
        .limit(1);
      if (!unit) throw new NotFoundError('Unit not found.');
      unitId = unit.id;
      compoundId = unit.compoundId;
    } else if (request.kind === 'compound' || request.kind === 'site-visit') {
      const [compound] = await tx
        .select({ id: compounds.id })
        .from(compounds)
        .where(and(eq(compounds.slug, request.compound), eq(compounds.publication, 'published')))
        .limit(1);
      if (!compound) throw new NotFoundError('Project not found.');
      compoundId = compound.id;
    }
    const data = storedData(request.data);
    await tx.insert(inquiries).values({
      id,
      kind: request.kind,
      name: request.data.name,
      email: request.data.email,
      phone: data.phone ?? null,
      data,
      page: request.page,
      unitId,
      compoundId,
      lang: request.lang,
      currency: request.currency,
      ...(options.spam && { status: 'spam' as const, spamReason: options.spam }),
    });
    if (options.mail && !options.spam) await tx.insert(inquiryOutbox).values({ inquiryId: id });
  });
  return { id };
}
