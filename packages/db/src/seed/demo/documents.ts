import type { NewDocument } from '../../schema.ts';
import { slug } from './random.ts';
import type { Seed } from './seed.ts';

/** The run sheet's text: the one demo document with real bytes, shared with the demo client portal. */
const DEMO_RUN_SHEET = `Event day run sheet

14:00  Venue access, florist and lighting load-in
15:30  Ceremony chairs set, sound check
16:00  Guests arrive, welcome drinks on the terrace
16:30  Ceremony
17:15  Photos, canapes
18:30  Dinner service
21:00  First dance, band
23:30  Last song, shuttle to the hotel
`;

/**
 * Nine uploaded documents, the event-day run sheet (stored with real bytes) and the monthly report of a
 * completed campaign. Answers the ids of what the demo client portal gets shared: the run sheet.
 */
export async function seedDocuments({ trx }: Seed, reportCampaign: { id: number; name: string }) {
  const documentRows: NewDocument[] = (
    [
      ['Northwind Service Agreement.pdf', 'contracts', 'application/pdf', '245 KB'],
      ['Bluebird Wedding Contract.pdf', 'contracts', 'application/pdf', '312 KB'],
      ['Invoice 2041 - Summit Financial.pdf', 'invoices', 'application/pdf', '88 KB'],
      ['Invoice 2042 - Harborview Hotels.pdf', 'invoices', 'application/pdf', '91 KB'],
      [
        'Q3 Expense Summary.xlsx',
        'invoices',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        '56 KB',
      ],
      [
        'Brightwave Launch Proposal.docx',
        'proposals',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        '1.2 MB',
      ],
      ['Greenfield Gala Proposal.pdf', 'proposals', 'application/pdf', '2.4 MB'],
      ['Venue Floor Plan.png', 'other', 'image/png', '640 KB'],
      ['Insurance Certificate.pdf', 'other', 'application/pdf', '150 KB'],
    ] as const
  ).map(([name, category, mimeType, fileSize]) => ({
    name,
    description: `Uploaded ${name}`,
    category,
    fileUrl: `/uploads/${slug(name)}`,
    fileSize,
    mimeType,
    uploadedBy: 'Jordan Ellis',
  }));
  documentRows.push({
    name: `${reportCampaign.name} - Monthly Report`,
    description: `monthly report for ${reportCampaign.name}`,
    category: 'campaign-report',
    fileUrl: `https://files.example.com/reports/${slug(reportCampaign.name)}.pdf`,
    fileSize: 'N/A',
    mimeType: 'application/pdf',
    uploadedBy: 'Samira Khan',
    campaignId: reportCampaign.id,
  });
  const runSheet = Buffer.from(DEMO_RUN_SHEET);
  const stored = await trx
    .insertInto('stored_files')
    .values({
      originalName: 'Event Day Run Sheet.txt',
      mimeType: 'text/plain',
      sizeBytes: runSheet.length,
      content: runSheet,
      purpose: 'document',
      uploadedBy: null,
      storageName: 'demo-run-sheet',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  documentRows.push({
    name: 'Event Day Run Sheet.txt',
    description: 'Timings for the day, shared with the client',
    category: 'other',
    fileUrl: `/api/files/${stored.id}`,
    fileSize: `${runSheet.length} B`,
    mimeType: 'text/plain',
    uploadedBy: 'Jordan Ellis',
    fileId: stored.id,
  });
  const documents = await trx
    .insertInto('documents')
    .values(documentRows)
    .returning(['id', 'name'])
    .execute();
  const byName = (name: string) => documents.find((d) => d.name === name)!.id;
  return [byName('Event Day Run Sheet.txt')];
}
