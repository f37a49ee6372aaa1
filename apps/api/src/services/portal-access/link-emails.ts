import { PORTAL_INVITE_DAYS, PORTAL_RESET_HOURS } from '@app/domain';
import { paragraphs } from '../../mail/html.ts';

type LinkFacts = {
  /** Where the link goes: `<origin>/portal/set-password?token=…`. */
  url: string;
  clientName: string;
  eventName: string | null;
  companyName: string;
  /** Where the client signs in afterwards. */
  signInUrl: string;
  email: string;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Plain text around the link: escaped paragraphs, the link itself a real anchor on its own line. */
function message(before: string[], url: string, after: string[]) {
  const text = [...before, url, ...after].join('\n\n');
  const link = `<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`;
  return { html: [paragraphs(before.join('\n\n')), link, paragraphs(after.join('\n\n'))].join('\n'), text };
}

const forEvent = (eventName: string | null) => (eventName?.trim() ? ` for ${eventName.trim()}` : '');

/** Staff's invitation: the client chooses the portal's password from the link (valid 7 days, once). */
export function invitationEmail(facts: LinkFacts) {
  const days = `${PORTAL_INVITE_DAYS} days`;
  return {
    subject: `Your client portal at ${facts.companyName}`,
    ...message(
      [
        `Hello ${facts.clientName},`,
        `${facts.companyName} has opened a client portal for you${forEvent(facts.eventName)}: there you can see your event, the documents we share with you and your invoices, and send us files.`,
        'To start, choose your password with this link:',
      ],
      facts.url,
      [
        `The link works once, for ${days}. Afterwards, sign in at ${facts.signInUrl} with this e-mail address (${facts.email}) and your password.`,
        facts.companyName,
      ],
    ),
  };
}

/** The reset a client asked for on the sign-in page (valid 1 hour, once). */
export function resetEmail(facts: LinkFacts) {
  const hours = `${PORTAL_RESET_HOURS} hour${PORTAL_RESET_HOURS === 1 ? '' : 's'}`;
  return {
    subject: 'Reset your client portal password',
    ...message(
      [
        `Hello ${facts.clientName},`,
        `Someone asked to reset the password of your client portal at ${facts.companyName}${forEvent(facts.eventName)}. To choose a new password, use this link:`,
      ],
      facts.url,
      [
        `The link works once, for ${hours}. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
        facts.companyName,
      ],
    ),
  };
}

/** The link of a token, and the sign-in page, at `origin`. */
export function portalLinks(origin: string, token: string) {
  return {
    url: `${origin}/portal/set-password?token=${encodeURIComponent(token)}`,
    signInUrl: `${origin}/portal/login`,
  };
}
