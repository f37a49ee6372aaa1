import type { NewDocument } from '../../schema.ts';
import { slug } from './random.ts';
import type { Seed } from './seed.ts';

/** Nine uploaded documents and the monthly report of a completed campaign. */
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
  await trx.insertInto('documents').values(documentRows).execute();
}
