import { type CampaignReportForm, campaignReportDocument, formatFileSize } from '@app/domain';
import type { UploadedFile } from '../../lib/upload.ts';
import { absoluteFileUrl } from './UploadFileButton.tsx';

/**
 * The document a campaign report is filed as (spec §7). When the report's file was really uploaded
 * (and its URL left as uploaded) the document points at the stored file by its site path, so the
 * server links it, and carries the file's real type and size instead of 'application/pdf' and 'N/A'.
 */
export function reportDocument(
  report: CampaignReportForm,
  campaignName: string,
  uploaded: UploadedFile | null,
): ReturnType<typeof campaignReportDocument> {
  const document = campaignReportDocument(report, campaignName);
  if (!uploaded || report.fileUrl !== absoluteFileUrl(uploaded.url)) return document;
  return {
    ...document,
    fileUrl: uploaded.url,
    mimeType: uploaded.mimeType,
    fileSize: formatFileSize(uploaded.size),
  };
}
