import { describe, expect, it } from 'vitest';
import { reportDocument } from './report-document.ts';

const report = {
  title: 'May results',
  description: null,
  reportType: 'monthly' as const,
  fileUrl: 'https://files.example.com/may.pdf',
};

describe('reportDocument', () => {
  it('files a linked report as spec §7 describes', () => {
    expect(reportDocument(report, 'Spring Launch', null)).toEqual({
      name: 'May results',
      description: 'monthly report for Spring Launch',
      category: 'campaign-report',
      fileUrl: 'https://files.example.com/may.pdf',
      fileSize: 'N/A',
      mimeType: 'application/pdf',
    });
  });

  it('points at an uploaded file by its path, with its real type and size', () => {
    const uploaded = {
      id: 'f',
      url: '/api/files/0b7c1c52-1a4e-4b8f-9d55-3f4e3c2a1b0d',
      fileName: 'may.docx',
      mimeType: 'application/msword',
      size: 2048,
    };
    const fileUrl = `${window.location.origin}${uploaded.url}`;
    expect(
      reportDocument({ ...report, fileUrl, description: 'Numbers' }, 'Spring Launch', uploaded),
    ).toMatchObject({
      description: 'Numbers',
      fileUrl: uploaded.url,
      mimeType: 'application/msword',
      fileSize: '2 KB',
    });
  });

  it('ignores an upload the user replaced with another URL', () => {
    const uploaded = {
      id: 'f',
      url: '/api/files/0b7c1c52-1a4e-4b8f-9d55-3f4e3c2a1b0d',
      fileName: 'may.docx',
      mimeType: 'application/msword',
      size: 2048,
    };
    expect(reportDocument(report, 'Spring Launch', uploaded)).toMatchObject({
      fileUrl: report.fileUrl,
      mimeType: 'application/pdf',
    });
  });
});
