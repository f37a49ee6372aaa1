import type { CampaignStatus } from '@app/domain';

export const CAMPAIGN_STATUS_COLORS: Record<CampaignStatus, string> = {
  draft: 'gray',
  active: 'green',
  paused: 'yellow',
  completed: 'blue',
};

/** Spec §4: the card's quick action pauses an active campaign and sets any other one active. */
export function nextCampaignStatus(status: CampaignStatus): CampaignStatus {
  return status === 'active' ? 'paused' : 'active';
}

/** The quick action's label: Pause, Resume (paused) or Activate (draft or completed). */
export function statusActionLabel(status: CampaignStatus): 'Pause' | 'Resume' | 'Activate' {
  if (status === 'active') return 'Pause';
  return status === 'paused' ? 'Resume' : 'Activate';
}
