import { describe, expect, it } from 'vitest';
import { httpErrorMessage, loginWelcome, MESSAGES } from './messages.ts';

describe('MESSAGES', () => {
  it('carries the spec texts verbatim', () => {
    expect(MESSAGES.client.createFailed).toBe('Failed to create client');
    expect(MESSAGES.inventory.updateSuccess).toBe('Inventory item updated successfully');
    expect(MESSAGES.campaign.metricsSuccess).toBe('Campaign metrics updated successfully');
    expect(MESSAGES.marketingAsset.deleteFailed).toBe('Failed to delete marketing asset.');
    expect(MESSAGES.profile.updateFailed).toBe('Failed to update profile. Please try again.');
    expect(MESSAGES.image.tooLarge).toBe('Please select an image smaller than 5MB');
    expect(MESSAGES.documents.dropRejected).toBe(
      'Some files were not added. Only PDF, DOC, DOCX, XLS, XLSX, TXT, and images under 10MB are supported.',
    );
    expect(MESSAGES.notFound.title).toBe('Page Not Found');
    // The spec's developer hint ('Did you forget to add the page to the router?') never reaches a user.
    expect(Object.values(MESSAGES.notFound).join(' ')).not.toMatch(/router|forget/i);
  });

  it('follows the create/update/delete pattern for every CRUD area', () => {
    const areas = [
      ['client', 'client', 'Client'],
      ['product', 'product', 'Product'],
      ['inventory', 'inventory item', 'Inventory item'],
      ['event', 'event', 'Event'],
      ['businessInfo', 'business information', 'Business information'],
      ['vendor', 'vendor', 'Vendor'],
    ] as const;
    for (const [key, noun, title] of areas) {
      const area = MESSAGES[key];
      for (const verb of ['create', 'update', 'delete'] as const) {
        expect(area[`${verb}Failed`]).toBe(`Failed to ${verb} ${noun}`);
        expect(area[`${verb}Success`]).toBe(`${title} ${verb}d successfully`);
      }
    }
  });
});

describe('loginWelcome', () => {
  it('greets by first name, else username', () => {
    expect(loginWelcome({ firstName: 'Ada', username: 'ada' })).toBe('Welcome back, Ada');
    expect(loginWelcome({ firstName: '', username: 'ada' })).toBe('Welcome back, ada');
    expect(loginWelcome({})).toBe('Welcome back');
  });
});

describe('httpErrorMessage', () => {
  it('is the status, a colon and a space, then the body or status text', () => {
    expect(httpErrorMessage(409, 'Version conflict', 'Conflict')).toBe('409: Version conflict');
    expect(httpErrorMessage(500, '', 'Internal Server Error')).toBe('500: Internal Server Error');
  });
});
