import { EMAIL_STATUSES, EMAIL_TEXTS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { canCancel, canResend, emailStatus, STATUS_FILTER } from './email-status.ts';

describe('an e-mail status badge', () => {
  it('says each status in the words of the domain, unconfirmed as "Check delivery"', () => {
    expect(EMAIL_STATUSES.map((status) => emailStatus({ status, error: null }).label)).toEqual([
      'Queued',
      'Sending',
      'Sent',
      'Failed',
      'Cancelled',
      'Check delivery',
    ]);
  });

  it('gives every status a colour of its own', () => {
    const colors = EMAIL_STATUSES.map((status) => emailStatus({ status, error: null }).color);
    expect(new Set(colors).size).toBe(EMAIL_STATUSES.length);
    expect(emailStatus({ status: 'failed', error: null }).color).toBe('red');
    expect(emailStatus({ status: 'sent', error: null }).color).toBe('green');
  });

  it("shows the note of a queued message, a failed one's error and what to check on an unconfirmed one", () => {
    expect(emailStatus({ status: 'queued', error: EMAIL_TEXTS.noMailServer }).note).toBe(
      'Not sent: no mail server configured',
    );
    expect(emailStatus({ status: 'failed', error: '550 5.1.1 No such user' }).note).toBe(
      '550 5.1.1 No such user',
    );
    expect(emailStatus({ status: 'unconfirmed', error: EMAIL_TEXTS.interrupted }).note).toBe(
      EMAIL_TEXTS.interrupted,
    );
  });

  it('shows no line under a queued message without a note, nor under sent, sending or cancelled ones', () => {
    expect(emailStatus({ status: 'queued', error: null }).note).toBeNull();
    expect(emailStatus({ status: 'queued', error: '  ' }).note).toBeNull();
    for (const status of ['sent', 'sending', 'cancelled'] as const)
      expect(emailStatus({ status, error: 'left from an earlier try' }).note, status).toBeNull();
  });

  it('offers "All statuses" and then each status to filter by', () => {
    expect(STATUS_FILTER[0]).toEqual({ value: 'all', label: 'All statuses' });
    expect(STATUS_FILTER.slice(1).map((choice) => choice.value)).toEqual([...EMAIL_STATUSES]);
    expect(STATUS_FILTER.at(-1)).toEqual({ value: 'unconfirmed', label: 'Check delivery' });
  });
});

describe('what can be done with a message', () => {
  it('cancels a queued one only', () => {
    expect(EMAIL_STATUSES.filter(canCancel)).toEqual(['queued']);
  });

  it('sends again a failed, cancelled or unconfirmed one, never one queued, being sent or sent', () => {
    expect(EMAIL_STATUSES.filter(canResend)).toEqual(['failed', 'cancelled', 'unconfirmed']);
  });
});
