import { describe, expect, it } from 'vitest';
import { nextCampaignStatus, statusActionLabel } from './campaign-status.ts';

describe('campaign quick action', () => {
  it('pauses an active campaign and sets every other one active', () => {
    expect(nextCampaignStatus('active')).toBe('paused');
    expect(nextCampaignStatus('paused')).toBe('active');
    expect(nextCampaignStatus('draft')).toBe('active');
    expect(nextCampaignStatus('completed')).toBe('active');
  });

  it('names the action after what it does', () => {
    expect(statusActionLabel('active')).toBe('Pause');
    expect(statusActionLabel('paused')).toBe('Resume');
    expect(statusActionLabel('draft')).toBe('Activate');
    expect(statusActionLabel('completed')).toBe('Activate');
  });
});
