import { LEAD_FORM_TEXTS, ZLeadSubmissionInput, ZLeadSubmissionResult, ZPublicLeadForm } from '@app/domain';
import { z } from 'zod';
import { defineTag } from '../openapi/tags.ts';
import { publicLeadForm, submitLeadForm } from '../services/lead-forms/public.ts';
import { spamSecrets } from '../services/lead-forms/spam.ts';
import { type Context, publicProcedure, router } from '../trpc/trpc.ts';

/*
 * The public face of the lead forms: no session. A visitor's page reads a published form with a fresh
 * proof-of-work challenge and form token, and sends the answers back. The spam checks (services/
 * lead-forms/spam.ts) answer a bot exactly as a person; the address's rate limit is the
 * public-forms plugin's (plugins/public-forms.plugin.ts).
 */

const TAGS = [
  defineTag(
    'public-forms',
    "A lead form as a website's visitor reads and sends it: no session, spam checks that answer a bot as a person.",
  ),
];
const spamOf = (ctx: Context) => spamSecrets((purpose) => ctx.secrets.derive(purpose));
const NOT_FOUND = {
  key: 'formNotFound',
  summary: 'No published form has this address.',
  message: LEAD_FORM_TEXTS.notFound,
};

export const publicFormsRouter = router({
  form: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/public/forms/{slug}',
        tags: TAGS,
        summary: 'Read a published lead form',
        description:
          "No session. The form's fields in order, the company's name, a proof-of-work `challenge` (ALTCHA v2, SHA-256: find the counter whose key starts with `keyPrefix`) and a signed `formToken` holding the time it was handed out; both go back with the submission. An unknown or unpublished address is a 404.",
      },
      examples: {
        response: {
          slug: 'wedding-inquiry',
          name: 'Wedding inquiry',
          intro: 'Tell us about your day.',
          fields: [{ type: 'standard', key: 'name', label: 'Name', required: true }],
          companyName: 'Golden Hour Events',
          logoUrl: null,
          challenge: {
            parameters: {
              algorithm: 'SHA-256',
              cost: 1,
              data: { form: 'wedding-inquiry' },
              expiresAt: 1795000000,
              keyLength: 32,
              keyPrefix: '5e1f0c2a9b7d4e3f8a6b5c4d3e2f1a0b',
              keySignature: '9f0e…',
              nonce: '1b2c3d4e5f60718293a4b5c6d7e8f901',
              salt: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
            },
            signature: '4c5d…',
          },
          formToken: '1795000000000.Zm9ybS10b2tlbi1zaWduYXR1cmUtZXhhbXBsZS0wMDAwMDA',
          honeypotField: 'website',
        },
      },
      errors: { 404: [NOT_FOUND] },
    })
    .input(z.object({ slug: z.string().max(80) }))
    .output(ZPublicLeadForm)
    .query(({ ctx, input }) =>
      publicLeadForm({ db: ctx.db, outbox: ctx.outbox, spam: spamOf(ctx) }, input.slug),
    ),

  submit: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/public/forms/{slug}/submissions',
        tags: TAGS,
        summary: 'Send a lead form',
        description:
          "No session. `answers` by field key (each typed: a number as a number, a checkbox as true or false, choices among the options), `altcha` (the solved challenge: base64 of `{ challenge, solution }`), `formToken`, the honeypot `website` left empty, and the page's `utmSource`/`utmMedium`/`utmCampaign`, `referrer` and `pageUrl`. A person's answers that break the form's rules are a 400 naming each; every submission that passes them gets the same 200, whether it made a lead or was taken for a bot's (honeypot filled, sent within seconds of the form, no, a wrong or a used challenge): a bot learns nothing. One address may send 20 submissions in 10 minutes; past that, 429. A body over 64 KiB is a 413.",
      },
      examples: {
        request: {
          answers: {
            name: 'Maya Lopez',
            email: 'maya.lopez@example.com',
            guestCount: 120,
            ceremony: 'Outdoors',
          },
          altcha: 'eyJjaGFsbGVuZ2UiOnsi…',
          formToken: '1795000000000.Zm9ybS10b2tlbi1zaWduYXR1cmUtZXhhbXBsZS0wMDAwMDA',
          utmSource: 'instagram',
          utmMedium: 'social',
          utmCampaign: 'spring-weddings',
          referrer: 'https://www.instagram.com/',
          pageUrl: 'https://goldenhour.example/weddings',
        },
        response: { received: true, thankYouMessage: LEAD_FORM_TEXTS.defaultThankYou, redirectUrl: null },
      },
      errors: {
        404: [NOT_FOUND],
        413: [
          { key: 'tooLarge', summary: 'The body is over 64 KiB.', message: 'The submission is too large' },
        ],
        429: [
          {
            key: 'tooManyRequests',
            summary: 'Over 20 submissions from this address in 10 minutes.',
            message: 'Too many submissions from this address. Try again in a few minutes.',
          },
        ],
      },
    })
    .input(ZLeadSubmissionInput)
    .output(ZLeadSubmissionResult)
    .mutation(({ ctx, input }) =>
      submitLeadForm({ db: ctx.db, outbox: ctx.outbox, spam: spamOf(ctx) }, input),
    ),
});
