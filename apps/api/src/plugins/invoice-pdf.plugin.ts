import { INVOICE_RULES, isPortalInvoice } from '@app/db';
import { PORTAL_TEXTS, ZId } from '@app/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bearerToken } from '../auth/api-token-user.ts';
import { type PortalCaller, resolvePortalCaller } from '../auth/portal-session.ts';
import type { SessionTimeouts } from '../auth/session-user.ts';
import { staffCaller } from '../auth/staff-caller.ts';
import { sendStoredFile } from '../lib/file-transfer.ts';
import { invoicePdf } from '../lib/invoice-pdf.ts';
import { errorResponse, type Reason } from '../openapi/errors.ts';
import type { RouteDocs } from '../openapi/route-docs.ts';
import { PORTAL_SECURITY, SIGNED_IN_SECURITY } from '../openapi/security.ts';
import { notFoundReason, REASONS } from '../openapi/statuses.ts';

const ZInvoiceParams = z.object({ id: ZId });
const MALFORMED_ID = 'Malformed invoice id';

/** The invoice id of the path, or null once a 400 is sent. */
async function invoiceIdOf(req: FastifyRequest, reply: FastifyReply): Promise<number | null> {
  const params = ZInvoiceParams.safeParse(req.params);
  if (params.success) return params.data.id;
  await reply.code(400).send({ message: MALFORMED_ID, requestId: req.id });
  return null;
}

/** Sends the invoice's PDF as a download (made now, so it shows the invoice as it stands). */
function sendPdf(reply: FastifyReply, pdf: { fileName: string; bytes: Uint8Array }) {
  return sendStoredFile(
    reply,
    { originalName: pdf.fileName, mimeType: 'application/pdf', content: pdf.bytes },
    false,
  );
}

/**
 * An invoice's PDF, made on the server at each download: for staff, any invoice (a draft's
 * is marked DRAFT); for a client signed in to their portal, only their own issued invoices. Both are
 * plain routes beside the REST face (a PDF is no JSON answer), each in its own scope with its own guard.
 */
const invoicePdfPlugin: FastifyPluginAsync<{ timeouts: SessionTimeouts }> = async (app, { timeouts }) => {
  // Staff: a session, or like the rest of /api a personal API token; a portal session is no staff one.
  await app.register(async (staff) => {
    staff.addHook('preHandler', async (req, reply) => {
      const caller = await staffCaller(app.db, req, timeouts);
      if ('refusal' in caller)
        return reply.code(caller.refusal.status).send({ message: caller.refusal.message, requestId: req.id });
    });

    staff.get('/api/invoices/:id/pdf', async (req, reply) => {
      const id = await invoiceIdOf(req, reply);
      if (id === null) return reply;
      const pdf = await invoicePdf(app.db, id);
      if (!pdf) return reply.code(404).send({ message: INVOICE_RULES.notFound, requestId: req.id });
      return sendPdf(reply, pdf);
    });
  });

  // The client portal: its own session only (like plugins/portal-files.plugin.ts). An invoice that is
  // not one of the client's issued invoices answers 404 as if it did not exist, drafts included.
  await app.register(async (portal) => {
    portal.addHook('preHandler', async (req, reply) => {
      const caller =
        bearerToken(req) === undefined ? await resolvePortalCaller(app.db, req, reply, timeouts) : null;
      if (!caller) return reply.code(401).send({ message: PORTAL_TEXTS.notSignedIn, requestId: req.id });
      req.portalCaller = caller;
    });

    portal.get('/api/portal/invoices/:id/pdf', async (req, reply) => {
      const id = await invoiceIdOf(req, reply);
      if (id === null) return reply;
      const caller = req.portalCaller as PortalCaller;
      const pdf = (await isPortalInvoice(app.db, caller.portalId, id))
        ? await invoicePdf(app.db, id)
        : undefined;
      if (!pdf) return reply.code(404).send({ message: PORTAL_TEXTS.invoiceNotFound, requestId: req.id });
      return sendPdf(reply, pdf);
    });
  });
};

/** An invoice's PDF, as both its routes answer it. */
const invoicePdfAnswer = {
  description: 'The PDF, to download.',
  headers: {
    'Content-Disposition': {
      description: 'attachment, with the file name (ASCII and UTF-8 forms).',
      schema: { type: 'string' },
      example: `attachment; filename="INV-2026-0042.pdf"; filename*=UTF-8''INV-2026-0042.pdf`,
    },
  },
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
};

const invalidInvoiceId: Reason = {
  key: 'invalidInput',
  summary: '`id` is not a positive integer.',
  message: MALFORMED_ID,
};

/** The documentation of both PDF routes above. */
export const invoicePdfOpenApi: RouteDocs = {
  paths: {
    '/invoices/{id}/pdf': {
      get: {
        operationId: 'invoices-pdf',
        tags: ['invoices'],
        summary: "Download an invoice's PDF",
        description:
          "The invoice as a PDF, made now from the invoice as it stands: the company's logo, name, address and phone, the number, dates and status, the client, the event, every line, the totals with what is paid and the balance, payment terms, instructions and notes. A draft's PDF is marked DRAFT and named `invoice-draft-{id}.pdf`; an issued invoice's is named after its number.",
        security: SIGNED_IN_SECURITY,
        parameters: [
          {
            in: 'path',
            name: 'id',
            required: true,
            description: "The invoice's id.",
            schema: { type: 'integer', minimum: 1 },
            example: 57,
          },
        ],
        responses: {
          200: invoicePdfAnswer,
          400: errorResponse(400, [invalidInvoiceId]),
          401: errorResponse(401, [REASONS.notSignedIn, REASONS.invalidToken]),
          403: errorResponse(403, [REASONS.twoFactorSetupPending]),
          404: errorResponse(404, [{ ...notFoundReason('Invoice'), summary: 'No invoice has this id.' }]),
          503: errorResponse(503, [REASONS.databaseUnavailable, REASONS.shuttingDown]),
        },
      },
    },
    '/portal/invoices/{id}/pdf': {
      get: {
        operationId: 'portal-invoices-pdf',
        tags: ['portal'],
        summary: "Download an invoice's PDF as the client",
        description:
          "The PDF of one of the client's issued invoices, made now from the invoice as it stands (what is paid, the balance). A draft, another client's invoice or an unknown id answers 404, whichever it is.",
        security: PORTAL_SECURITY,
        parameters: [
          {
            in: 'path',
            name: 'id',
            required: true,
            description: 'The `id` of an invoice listed by `GET /api/portal/invoices`.',
            schema: { type: 'integer', minimum: 1 },
            example: 57,
          },
        ],
        responses: {
          200: invoicePdfAnswer,
          400: errorResponse(400, [invalidInvoiceId]),
          401: errorResponse(401, [REASONS.portalNotSignedIn]),
          404: errorResponse(404, [
            {
              key: 'notFound',
              summary: 'No issued invoice of this client has this id.',
              message: PORTAL_TEXTS.invoiceNotFound,
            },
          ]),
          503: errorResponse(503, [REASONS.databaseUnavailable, REASONS.shuttingDown]),
        },
      },
    },
  },
};

export default invoicePdfPlugin;
