import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Sends through the SMTP server at `url` (smtp:// or smtps://, credentials in the URL). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/**
 * Without SMTP, each message becomes an .eml file in `folder` and its links are logged, so a person
 * running the product locally can still follow a reset link.
 */
export function outboxMailer(folder: string, from: string, log: Pick<FastifyBaseLogger, 'info'>): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(folder, { recursive: true });
      const file = join(
        folder,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ to: message.to, file, links }, `Mail "${message.subject}" written to the outbox`);
    },
  };
}

export function mailerFromConfig(
  config: { smtpUrl?: string; mailFrom: string; dataDir: string },
  log: Pick<FastifyBaseLogger, 'info'>,
): Mailer {
  return config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(join(config.dataDir, 'outbox'), config.mailFrom, log);
}
