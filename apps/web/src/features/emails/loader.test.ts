import { EMAIL_STATUSES } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { filtersFrom, messagesCardInput } from './loader.ts';

const from = (query: string) => filtersFrom(new URLSearchParams(query));

describe("the E-mail screen's filters from its address", () => {
  it('lists every message by default', () => {
    expect(from('')).toEqual({ status: 'all' });
  });

  it('takes a status, a client and an event', () => {
    expect(from('status=failed&clientId=42')).toEqual({ status: 'failed', clientId: 42 });
    expect(from('eventId=7')).toEqual({ status: 'all', eventId: 7 });
  });

  it('knows every status, and ignores what is none', () => {
    for (const status of EMAIL_STATUSES) expect(from(`status=${status}`).status).toBe(status);
    expect(from('status=toString').status).toBe('all');
    expect(from('status=SENT').status).toBe('all');
  });

  it('ignores an id that is not a positive whole number', () => {
    for (const id of ['0', '-3', '1.5', 'abc', '', '9007199254740993'])
      expect(from(`clientId=${id}&eventId=${id}`), id).toEqual({ status: 'all' });
  });
});

describe("a page's Messages card", () => {
  it("asks for the client's or the event's five newest messages", () => {
    expect(messagesCardInput({ clientId: 42 })).toEqual({
      clientId: 42,
      sortBy: 'createdAt',
      sortDir: 'desc',
      limit: 5,
      offset: 0,
    });
    expect(messagesCardInput({ eventId: 7 })).toMatchObject({ eventId: 7, limit: 5 });
  });
});
