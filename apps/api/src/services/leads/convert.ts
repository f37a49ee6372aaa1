import {
  clientByContactEmail,
  firstStageOfKind,
  insertClientFromLead,
  insertEventFromLead,
  insertLeadActivity,
  leadForUpdate,
  leadsRepository,
  lockLeadEmail,
  updateLead,
} from '@app/db';
import { EVENT_TYPES, type EventType, LEAD_TEXTS, type LeadConvertResult } from '@app/domain';
import { AppError } from '../../lib/app-error.ts';
import type { ServiceContext } from '../context.ts';
import { inTransaction } from '../transaction.ts';
import { leadAnswer } from './answer.ts';

/** The event type a lead's free text names (whatever its case), else Other. */
function eventTypeOf(text: string | null): EventType {
  const found = EVENT_TYPES.find((type) => type.toLowerCase() === text?.trim().toLowerCase());
  if (found) return found;
  if (text && /wedding/i.test(text)) return 'Wedding';
  if (text && /corporate/i.test(text)) return 'Corporate Event';
  return 'Other';
}

/**
 * "Convert": the lead's client (the one with its e-mail address, or a new one) and its event, made
 * from the lead's answers in one transaction, and the lead moved to the pipeline's Booked stage. Under
 * the lead's row lock, so two calls at once queue: the second finds the lead converted and answers
 * what the first made (`created: false`). The address's lock keeps two leads of one address from
 * making two clients.
 */
export function convertLead({ db, user }: ServiceContext, id: number): Promise<LeadConvertResult> {
  return inTransaction(db, async (trx) => {
    const lead = await leadForUpdate(trx, id);
    if (!lead) throw new AppError('LEAD_NOT_FOUND');
    if (lead.convertedAt && lead.clientId !== null && lead.eventId !== null) {
      return {
        lead: leadAnswer(lead),
        clientId: lead.clientId,
        eventId: lead.eventId,
        created: false,
        existingClient: false,
      };
    }
    if (!lead.email) throw new AppError('LEAD_CONVERT_NEEDS_EMAIL');
    if (!lead.eventDate) throw new AppError('LEAD_CONVERT_NEEDS_DATE');
    const booked = await firstStageOfKind(trx, 'booked');
    if (!booked) throw new AppError('LEAD_NO_BOOKED_STAGE');

    await lockLeadEmail(trx, lead.email);
    const existing = lead.clientId === null ? await clientByContactEmail(trx, lead.email) : undefined;
    const client =
      lead.clientId !== null
        ? { id: lead.clientId, name: lead.name }
        : (existing ??
          (await insertClientFromLead(trx, {
            name: lead.name,
            industry: LEAD_TEXTS.clientIndustry,
            contactName: lead.name,
            contactEmail: lead.email,
            contactPhone: lead.phone,
          })));
    const event =
      lead.eventId !== null
        ? { id: lead.eventId }
        : await insertEventFromLead(trx, {
            name: LEAD_TEXTS.eventName(lead.name, lead.eventType),
            type: eventTypeOf(lead.eventType),
            clientId: client.id,
            clientName: client.name,
            date: lead.eventDate,
            time: '12:00',
            venue: lead.venue ?? LEAD_TEXTS.venueToConfirm,
            budget: lead.budget ?? lead.valueEstimate ?? '0',
            description: lead.message,
          });
    await updateLead(trx, id, {
      clientId: client.id,
      eventId: event.id,
      stageId: booked.id,
      lostReason: null,
      convertedAt: new Date(),
    });
    await insertLeadActivity(trx, {
      leadId: id,
      kind: 'converted',
      userId: user.id,
      details: JSON.stringify({
        clientId: client.id,
        eventId: event.id,
        existingClient: existing !== undefined,
      }),
    });
    const row = await leadsRepository.byId(trx, id);
    if (!row) throw new AppError('LEAD_NOT_FOUND');
    return {
      lead: leadAnswer(row),
      clientId: client.id,
      eventId: event.id,
      created: true,
      existingClient: existing !== undefined,
    };
  });
}
