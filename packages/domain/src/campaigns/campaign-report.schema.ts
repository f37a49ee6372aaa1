import { z } from 'zod';
import { requiredEnum } from '../common/enums.ts';
import { optionalText, requiredText } from '../common/text.ts';
import { httpUrl } from '../common/urls.ts';
import { REPORT_TYPES, TEXT_MAX } from '../constants.ts';
import type { ZDocumentCreateInput } from '../documents/document.schema.ts';

const VALID_URL_REQUIRED = 'Valid URL required';

/** The 'Upload Campaign Report' dialog. */
export const ZCampaignReportForm = z.object({
  title: requiredText('Report title is required'),
  description: optionalText(TEXT_MAX),
  reportType: requiredEnum(REPORT_TYPES),
  fileUrl: httpUrl(VALID_URL_REQUIRED, VALID_URL_REQUIRED),
});
export type CampaignReportForm = z.infer<typeof ZCampaignReportForm>;

/** The document a campaign report is filed as (POST /api/documents); the server sets uploadedBy. */
export function campaignReportDocument(
  report: CampaignReportForm,
  campaignName: string,
): z.input<typeof ZDocumentCreateInput> {
  return {
    name: report.title,
    description: report.description ?? `${report.reportType} report for ${campaignName}`,
    category: 'campaign-report',
    fileUrl: report.fileUrl,
    fileSize: 'N/A',
    mimeType: 'application/pdf',
  };
}
