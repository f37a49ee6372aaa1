import { sql } from 'kysely';
import type { Seed } from './seed.ts';

/*
 * The inquiry pipeline of the demo: a published inquiry form (at /f/inquiry) with its auto-reply,
 * tracking codes on three campaigns, and leads in every stage. The booked ones are the conversions of
 * clients and events the demo already invoices and was paid for, so those campaigns show booked revenue.
 * No random draw: the other tables' data stays what it was.
 */

export const DEMO_LEAD_FORM_SLUG = 'inquiry';

const TRACKING_CODES: Record<string, string> = {
  'Spring Wedding Showcase': 'spring-showcase',
  'Instagram Venue Reels': 'venue-reels',
  'LinkedIn Conference Leads': 'linkedin-conf',
};

const FIELDS = [
  { type: 'standard', key: 'name', label: 'Your name', required: true },
  { type: 'standard', key: 'email', label: 'E-mail', required: true },
  { type: 'standard', key: 'phone', label: 'Phone', required: false },
  { type: 'standard', key: 'eventType', label: 'What are you celebrating?', required: true },
  { type: 'standard', key: 'eventDate', label: 'Event date', required: false },
  { type: 'standard', key: 'guestCount', label: 'Number of guests', required: false },
  { type: 'standard', key: 'budget', label: 'Budget', required: false },
  {
    type: 'single-choice',
    key: 'setting',
    label: 'Indoors or outdoors?',
    required: false,
    options: ['Indoors', 'Outdoors', 'Not sure yet'],
  },
  {
    type: 'multiple-choice',
    key: 'services',
    label: 'What can we help with?',
    required: false,
    options: ['Full planning', 'Day-of coordination', 'Catering', 'Rentals', 'Flowers'],
  },
  { type: 'standard', key: 'message', label: 'Tell us about your day', required: false },
  { type: 'checkbox', key: 'newsletter', label: 'Send me planning tips now and then', required: false },
];

type DemoLead = {
  name: string;
  stage: string;
  daysAgo: number;
  eventType: string;
  guestCount: number;
  budget: string;
  campaign?: string;
  source: 'form' | 'email' | 'phone' | 'referral' | 'social';
  lostReason?: 'price' | 'date-unavailable' | 'chose-another' | 'no-response';
  note?: string;
};

const LEADS: DemoLead[] = [
  {
    name: 'Priya Natarajan',
    stage: 'New inquiry',
    daysAgo: 1,
    eventType: 'Wedding',
    guestCount: 140,
    budget: '32000.00',
    campaign: 'Spring Wedding Showcase',
    source: 'form',
  },
  {
    name: 'Marcus Webb',
    stage: 'New inquiry',
    daysAgo: 2,
    eventType: 'Corporate Event',
    guestCount: 80,
    budget: '15000.00',
    campaign: 'LinkedIn Conference Leads',
    source: 'form',
  },
  {
    name: 'Elena Sokolova',
    stage: 'New inquiry',
    daysAgo: 3,
    eventType: 'Party',
    guestCount: 45,
    budget: '6000.00',
    campaign: 'Instagram Venue Reels',
    source: 'form',
  },
  {
    name: 'Tomás Herrera',
    stage: 'New inquiry',
    daysAgo: 5,
    eventType: 'Wedding',
    guestCount: 90,
    budget: '18000.00',
    source: 'email',
  },
  {
    name: 'Grace Okafor',
    stage: 'Contacted',
    daysAgo: 8,
    eventType: 'Wedding',
    guestCount: 160,
    budget: '40000.00',
    campaign: 'Spring Wedding Showcase',
    source: 'form',
    note: 'Called back: wants a tasting in March.',
  },
  {
    name: 'Daniel Kim',
    stage: 'Contacted',
    daysAgo: 11,
    eventType: 'Conference',
    guestCount: 300,
    budget: '55000.00',
    campaign: 'LinkedIn Conference Leads',
    source: 'form',
  },
  {
    name: 'Sofia Rossi',
    stage: 'Contacted',
    daysAgo: 13,
    eventType: 'Party',
    guestCount: 60,
    budget: '7500.00',
    source: 'referral',
  },
  {
    name: 'Hannah Lee',
    stage: 'Proposal sent',
    daysAgo: 18,
    eventType: 'Wedding',
    guestCount: 120,
    budget: '28000.00',
    campaign: 'Instagram Venue Reels',
    source: 'form',
    note: 'Proposal sent with two venue options.',
  },
  {
    name: 'Oliver Brandt',
    stage: 'Proposal sent',
    daysAgo: 22,
    eventType: 'Corporate Event',
    guestCount: 150,
    budget: '24000.00',
    source: 'phone',
  },
  {
    name: 'Amara Diallo',
    stage: 'Proposal sent',
    daysAgo: 26,
    eventType: 'Wedding',
    guestCount: 110,
    budget: '26000.00',
    campaign: 'Spring Wedding Showcase',
    source: 'form',
  },
  {
    name: 'Lucas Martin',
    stage: 'Lost',
    daysAgo: 35,
    eventType: 'Wedding',
    guestCount: 70,
    budget: '9000.00',
    campaign: 'Instagram Venue Reels',
    source: 'form',
    lostReason: 'price',
  },
  {
    name: 'Nina Petrova',
    stage: 'Lost',
    daysAgo: 48,
    eventType: 'Party',
    guestCount: 40,
    budget: '4000.00',
    source: 'social',
    lostReason: 'date-unavailable',
  },
];

/** The booked leads: one for each of the first paid events, attributed in turn to the tracked campaigns. */
const BOOKED_CAMPAIGNS = [
  'Spring Wedding Showcase',
  'Instagram Venue Reels',
  'LinkedIn Conference Leads',
  'Spring Wedding Showcase',
];

const emailOf = (name: string) =>
  `${name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z ]/g, '')
    .replace(/ /g, '.')}@example.com`;

export async function seedLeads({ trx, now }: Seed) {
  const day = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000);
  for (const [name, code] of Object.entries(TRACKING_CODES)) {
    await trx.updateTable('campaigns').set({ trackingCode: code }).where('name', '=', name).execute();
  }
  const campaigns = new Map(
    (await trx.selectFrom('campaigns').select(['id', 'name']).execute()).map((row) => [row.name, row.id]),
  );
  const stages = new Map(
    (await trx.selectFrom('pipeline_stages').select(['id', 'name']).execute()).map((row) => [
      row.name,
      row.id,
    ]),
  );
  const stage = (name: string) => stages.get(name) as number;
  const template = await trx
    .insertInto('email_templates')
    .values({
      name: 'Inquiry auto-reply',
      purpose: null,
      subject: 'Thank you for your inquiry, {{client.contactName}}',
      html: '<p>Dear {{client.contactName}},</p><p>Thank you for telling us about your plans. One of our planners will be in touch within one working day.</p><p>Warm regards,<br />{{company.name}}</p>',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const form = await trx
    .insertInto('lead_forms')
    .values({
      name: 'Event inquiry',
      slug: DEMO_LEAD_FORM_SLUG,
      intro: 'Tell us about your celebration and we will get back to you within one working day.',
      fields: JSON.stringify(FIELDS),
      thankYouMessage: 'Thank you! A planner will be in touch within one working day.',
      stageId: stage('New inquiry'),
      emailTemplateId: template.id,
      published: true,
      createdAt: day(120),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  // The events the demo invoiced and was paid for, each with its client: booked through the pipeline.
  const paid = await sql<{
    eventId: number;
    clientId: number;
    name: string;
    date: string;
    type: string;
    venue: string;
    budget: string;
    contactEmail: string;
  }>`
    select distinct on (e.id) e.id as event_id, c.id as client_id, c.contact_name as name, e.date::text as date,
      e.type, e.venue, e.budget::text as budget, c.contact_email
    from invoices i join events e on e.id = i.event_id join clients c on c.id = e.client_id
    where i.paid > 0 order by e.id limit ${BOOKED_CAMPAIGNS.length}`.execute(trx);

  const rows = [
    ...LEADS.map((lead) => ({
      name: lead.name,
      email: emailOf(lead.name),
      stageId: stage(lead.stage),
      eventType: lead.eventType,
      eventDate: new Date(now.getTime() + (120 + lead.daysAgo * 3) * 86_400_000).toISOString().slice(0, 10),
      guestCount: lead.guestCount,
      budget: lead.budget,
      valueEstimate: lead.budget,
      source: lead.source,
      campaignId: lead.campaign ? (campaigns.get(lead.campaign) ?? null) : null,
      utmCampaign: lead.campaign ? (TRACKING_CODES[lead.campaign] ?? null) : null,
      utmSource: lead.campaign ? 'instagram' : null,
      formId: lead.source === 'form' ? form.id : null,
      answers: JSON.stringify({
        name: lead.name,
        email: emailOf(lead.name),
        eventType: lead.eventType,
        guestCount: lead.guestCount,
      }),
      lostReason: lead.lostReason ?? null,
      notes: lead.note ?? null,
      createdAt: day(lead.daysAgo),
      clientId: null as number | null,
      eventId: null as number | null,
      convertedAt: null as Date | null,
    })),
    ...paid.rows.map((row, index) => {
      const campaign = BOOKED_CAMPAIGNS[index] as string;
      return {
        name: row.name,
        email: row.contactEmail,
        stageId: stage('Booked'),
        eventType: row.type,
        eventDate: row.date,
        guestCount: 100,
        budget: row.budget,
        valueEstimate: row.budget,
        source: 'form' as const,
        campaignId: campaigns.get(campaign) ?? null,
        utmCampaign: TRACKING_CODES[campaign] ?? null,
        utmSource: 'instagram',
        formId: form.id,
        answers: JSON.stringify({ name: row.name, email: row.contactEmail, eventType: row.type }),
        lostReason: null,
        notes: null,
        createdAt: day(150 + index * 10),
        clientId: row.clientId,
        eventId: row.eventId,
        convertedAt: day(140 + index * 10),
      };
    }),
  ];
  const leads = await trx
    .insertInto('leads')
    .values(rows)
    .returning(['id', 'formId', 'stageId', 'lostReason', 'notes', 'convertedAt', 'createdAt'])
    .execute();

  const activities = leads.flatMap((lead) => [
    lead.formId
      ? {
          leadId: lead.id,
          kind: 'submission' as const,
          details: JSON.stringify({ formId: form.id, formName: 'Event inquiry' }),
          createdAt: lead.createdAt,
        }
      : { leadId: lead.id, kind: 'created' as const, details: null, createdAt: lead.createdAt },
    ...(lead.notes
      ? [
          {
            leadId: lead.id,
            kind: 'note' as const,
            body: lead.notes,
            details: null,
            createdAt: lead.createdAt,
          },
        ]
      : []),
    ...(lead.lostReason
      ? [{ leadId: lead.id, kind: 'lost' as const, details: null, createdAt: lead.createdAt }]
      : []),
    ...(lead.convertedAt
      ? [{ leadId: lead.id, kind: 'converted' as const, details: null, createdAt: lead.convertedAt }]
      : []),
  ]);
  await trx.insertInto('lead_activities').values(activities).execute();
}

/** What the demo's pipeline writes: the listed leads, one booked lead per paid event taken, their timelines. */
export const demoLeadCounts = {
  listed: LEADS.length,
  booked: BOOKED_CAMPAIGNS.length,
  /** One entry each (submission or created), a note, a loss or a conversion where there is one. */
  activities:
    LEADS.length +
    BOOKED_CAMPAIGNS.length +
    LEADS.filter((lead) => lead.note).length +
    LEADS.filter((lead) => lead.lostReason).length +
    BOOKED_CAMPAIGNS.length,
};
