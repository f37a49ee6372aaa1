import { campaignLeadFigures, leadSourceFigures, leadsRepository } from '@app/db';
import type { LeadListInput, LeadSourcesInput } from '@app/domain';
import { fieldError } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { leadAnswer } from './answer.ts';

/** A page of leads: the search and filters of the Leads list. */
export async function listLeads({ db }: Pick<ServiceContext, 'db'>, input: LeadListInput) {
  const { search, limit, offset, sortBy, sortDir, from, to, ...filters } = input;
  if (from !== undefined && to !== undefined && from > to)
    throw fieldError('from', "'from' must not be after 'to'");
  const page = await leadsRepository.list(db, {
    search,
    limit,
    offset,
    sortBy,
    sortDir,
    filters: { ...filters, from, to },
  });
  return { ...page, items: page.items.map(leadAnswer) };
}

const MONTHS_MAX = 36;

/** The Sources report: per month, source and campaign, leads, booked leads, conversion and booked revenue. */
export async function leadSources({ db }: Pick<ServiceContext, 'db'>, input: LeadSourcesInput) {
  if (input.from > input.to) throw fieldError('from', "'from' must not be after 'to'");
  const months =
    (Number(input.to.slice(0, 4)) - Number(input.from.slice(0, 4))) * 12 +
    Number(input.to.slice(5, 7)) -
    Number(input.from.slice(5, 7));
  if (months >= MONTHS_MAX) throw fieldError('to', `At most ${MONTHS_MAX} months`);
  const rows = await leadSourceFigures(db, input.from, input.to);
  return {
    rows: rows.map((row) => ({
      ...row,
      conversionRate: row.leads === 0 ? 0 : Math.round((row.booked / row.leads) * 10000) / 10000,
    })),
  };
}
