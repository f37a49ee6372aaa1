import { toastError } from './toast.ts';

export type FieldIssue = { path: string; message: string };

/** A failed tRPC call as the client sees it: the server's message and the error body's data. */
export type ClientError = {
  message: string;
  data?: { code?: string; httpStatus?: number; issues?: FieldIssue[] | undefined } | null;
};

/**
 * The server's own words when it refused for a reason the user can act on (a 4xx: a duplicate, a record
 * still in use, a field it refused, a changed record); null for a signed-out call, a server fault or a
 * network failure, where the spec's text alone is the better message.
 */
export function serverReason(error: ClientError): string | null {
  const status = error.data?.httpStatus;
  if (status === undefined || status < 400 || status >= 500 || status === 401) return null;
  return error.message.trim() || null;
}

/** The fields a 400 named, to show under the inputs. */
export function serverIssues(error: ClientError): FieldIssue[] {
  return error.data?.issues ?? [];
}

/**
 * A failure toast: the spec's text stays (spec §8) and the server's reason goes under it when there is
 * one; otherwise the spec's toast as written.
 */
export function toastFailure(specText: string, error: ClientError, specTitle?: string) {
  const reason = serverReason(error);
  if (reason && !specText.includes(reason)) toastError(reason, specText);
  else toastError(specText, specTitle);
}
