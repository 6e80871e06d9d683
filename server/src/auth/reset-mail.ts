import { escapeHtml } from '../mail/html';

export function resetPasswordMail(name: string, link: string, minutes: number) {
  const subject = 'Reset your Press Release Workbench password';
  const text = [
    `Hello ${name},`,
    '',
    'Someone asked to reset the password of your Press Release Workbench account.',
    `Open this link within ${minutes} minutes to choose a new password:`,
    '',
    link,
    '',
    'If you did not ask for this, ignore this mail: your password stays as it is.',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>Hello ${escapeHtml(name)},</p>
<p>Someone asked to reset the password of your Press Release Workbench account.
Open this link within ${minutes} minutes to choose a new password:</p>
<p><a href="${escapeHtml(link)}" style="color:#1d4ed8">Reset my password</a></p>
<p style="color:#475569">If you did not ask for this, ignore this mail: your password stays as it is.</p>
</body></html>`;
  return { subject, text, html };
}
