import type { FastifyRequest } from 'fastify';

/**
 * The scheme and host that links in e-mails start with: PUBLIC_URL when it is set, else the request's
 * own (with `trustProxy`, as the proxy forwarded them). A request's Host is what its sender says it
 * is, so a server that anyone can reach should have PUBLIC_URL (docs/security.md).
 */
export function linkOrigin(ctx: { req: FastifyRequest; publicUrl?: string | undefined }): string {
  return ctx.publicUrl ?? `${ctx.req.protocol}://${ctx.req.host}`;
}
