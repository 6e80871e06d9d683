import type { MemberRole } from '../db/schema';
import { escapeHtml } from '../mail/html';

const WHAT_ROLE_ALLOWS: Record<MemberRole, string> = {
  viewer: 'read its events, answers and keywords, ask it questions and export them',
  editor:
    'read it, ask it questions and export, and also add and remove events, save and delete answers and correct events',
};

/**
 * The mail to an address a notebook or saved search was shared with: who shared what, and how to
 * open it. The same whether or not the address has an account, since the sharer must not learn which.
 */
export function invitationMail(input: {
  sharer: { name: string; email: string };
  what: string;
  link: string;
  signUpLink: string;
  /** What the address may do with it, as a phrase after "you can". */
  allows: string;
}) {
  const { sharer, what, link, signUpLink, allows } = input;
  const subject = `${sharer.name} shared ${what} with you`;
  const text = [
    'Hello,',
    '',
    `${sharer.name} (${sharer.email}) shared ${what} with you on Press Release Workbench. You can ${allows}.`,
    '',
    `Open it: ${link}`,
    '',
    `No account for this address yet? Sign up with it and it will be waiting for you: ${signUpLink}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>Hello,</p>
<p>${escapeHtml(sharer.name)} (${escapeHtml(sharer.email)}) shared ${escapeHtml(what)} with you on Press Release Workbench. You can ${escapeHtml(allows)}.</p>
<p><a href="${escapeHtml(link)}" style="color:#1d4ed8">Open it</a></p>
<p style="color:#475569">No account for this address yet? <a href="${escapeHtml(signUpLink)}" style="color:#475569">Sign up with it</a> and it will be waiting for you.</p>
</body></html>`;
  return { subject, text, html };
}

export const notebookRoleAllows = (role: MemberRole) => WHAT_ROLE_ALLOWS[role];
