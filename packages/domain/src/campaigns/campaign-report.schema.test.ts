import { describe, expect, it } from 'vitest';
import { ZDocumentCreateInput } from '../documents/document.schema.ts';
import { issuesByPath } from '../test-utils/issues.ts';
import { campaignReportDocument, ZCampaignReportForm } from './campaign-report.schema.ts';

const valid = {
  title: 'March results',
  reportType: 'monthly',
  fileUrl: 'https://files.example.com/march.pdf',
};

describe('ZCampaignReportForm', () => {
  it('uses the report messages', () => {
    expect(
      issuesByPath(ZCampaignReportForm, { title: '', reportType: 'yearly', fileUrl: 'march.pdf' }),
    ).toEqual({
      title: ['Report title is required'],
      reportType: ['Must be one of: weekly, monthly, quarterly, custom'],
      fileUrl: ['Valid URL required'],
    });
    expect(issuesByPath(ZCampaignReportForm, { ...valid, fileUrl: '' })).toEqual({
      fileUrl: ['Valid URL required'],
    });
  });
});

describe('campaignReportDocument', () => {
  it('files the report as a campaign-report document with a default description', () => {
    const document = campaignReportDocument(ZCampaignReportForm.parse(valid), 'Spring promo');
    expect(document).toEqual({
      name: 'March results',
      description: 'monthly report for Spring promo',
      category: 'campaign-report',
      fileUrl: 'https://files.example.com/march.pdf',
      fileSize: 'N/A',
      mimeType: 'application/pdf',
    });
    expect(ZDocumentCreateInput.safeParse(document).success).toBe(true);
  });

  it('keeps a description that was given', () => {
    const report = ZCampaignReportForm.parse({ ...valid, description: 'Board pack' });
    expect(campaignReportDocument(report, 'X').description).toBe('Board pack');
  });
});
