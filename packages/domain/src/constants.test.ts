import { describe, expect, it } from 'vitest';
import {
  ACTIVE_EVENT_STATUSES,
  DEFAULTS,
  DOCUMENT_ACCEPT,
  DOCUMENT_ACCEPT_EXTENSIONS,
  DOCUMENT_CATEGORIES,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_UPLOAD_CATEGORIES,
  FINANCIAL_EXPENSE_CATEGORIES,
  FINANCIAL_INCOME_CATEGORIES,
  IMAGE_MAX_BYTES,
  PRIORITY_COLORS,
  UPCOMING_EVENT_STATUSES,
} from './constants.ts';

describe('constants', () => {
  it('sizes uploads in binary megabytes', () => {
    expect(DOCUMENT_MAX_BYTES).toBe(10_485_760);
    expect(IMAGE_MAX_BYTES).toBe(5_242_880);
  });

  it('keeps campaign reports out of the upload categories', () => {
    expect(DOCUMENT_CATEGORIES).toContain('campaign-report');
    expect(DOCUMENT_UPLOAD_CATEGORIES).not.toContain('campaign-report');
    expect(DOCUMENT_UPLOAD_CATEGORIES).toContain(DEFAULTS.documentUploadCategory);
  });

  it('accepts on drop exactly the extensions the chooser offers', () => {
    const dropExtensions = Object.values(DOCUMENT_ACCEPT).flat().sort();
    expect(dropExtensions).toEqual([...DOCUMENT_ACCEPT_EXTENSIONS].sort());
  });

  it('counts upcoming events as a subset of active ones', () => {
    for (const status of UPCOMING_EVENT_STATUSES) expect(ACTIVE_EVENT_STATUSES).toContain(status);
  });

  it('keeps income and expense categories apart', () => {
    const shared = FINANCIAL_INCOME_CATEGORIES.filter((c) =>
      (FINANCIAL_EXPENSE_CATEGORIES as readonly string[]).includes(c),
    );
    expect(shared).toEqual([]);
  });

  it('colours priorities as the spec says', () => {
    expect(PRIORITY_COLORS).toEqual({ urgent: 'red', high: 'orange', normal: 'blue', low: 'gray' });
  });
});
