import { unique } from './fixtures.ts';

/*
 * Leads, lead forms and pipeline stages for the cross-cutting tests (authorization matrix, fuzzing,
 * statuses): each made through the REST face by the caller's `asAdmin`.
 */

type AsAdmin = (
  method: 'POST',
  url: string,
  body?: unknown,
) => Promise<{ id: number } & Record<string, unknown>>;

export const leadInput = () => ({
  name: `Matrix Lead ${unique()}`,
  email: `lead-${unique()}@example.com`.toLowerCase(),
  eventDate: '2027-06-14',
  eventType: 'Wedding',
  guestCount: 80,
  budget: '9000.00',
  source: 'phone',
});

export const leadFormInput = (published = false) => ({
  name: `Matrix form ${unique()}`,
  slug: `matrix-${unique()}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  stageId: 1,
  published,
});

const slugs = new Map<number, string>();

/** The public address of a form made here (or one no form has). */
export const slugOf = (id: number | undefined) => slugs.get(id ?? 0) ?? 'no-such-form';

export const newStage = async (asAdmin: AsAdmin) =>
  (await asAdmin('POST', '/api/pipeline-stages', { name: `Matrix stage ${unique()}` })).id;

export const newLead = async (asAdmin: AsAdmin) => (await asAdmin('POST', '/api/leads', leadInput())).id;

export async function newLeadForm(asAdmin: AsAdmin, published = false) {
  const form = await asAdmin('POST', '/api/lead-forms', leadFormInput(published));
  if (typeof form.slug === 'string') slugs.set(form.id, form.slug);
  return form.id;
}
