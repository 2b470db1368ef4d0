import type { MikroORM } from '@mikro-orm/core';
import nodemailer from 'nodemailer';
import type { Logger } from '../../logger.js';
import { DevMail } from './dev-mail.entity.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends mail. Callers do not know whether it goes to a real server or to the dev mailbox. */
export interface Mailer {
  readonly kind: 'smtp' | 'dev-mailbox';
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  orm: MikroORM;
  logger: Logger;
  mailboxServed: boolean;
}): Mailer {
  return options.smtpUrl
    ? smtpMailer(options.smtpUrl, options.from)
    : devMailbox(options.orm, options.logger, options.mailboxServed);
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/**
 * Keeps messages in the database (listed at /dev/mailbox outside production) and prints their links
 * in the log: without SMTP, that log line is how a self-hoster in production mode gets a link.
 */
function devMailbox(orm: MikroORM, logger: Logger, mailboxServed: boolean): Mailer {
  return {
    kind: 'dev-mailbox',
    async send(message) {
      const em = orm.em.fork();
      em.create(DevMail, { ...message, sentAt: new Date() });
      await em.flush();
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      const where = mailboxServed
        ? 'kept in the dev mailbox (/dev/mailbox)'
        : 'not sent (no SMTP_URL): its links are here';
      logger.info({ to: message.to, subject: message.subject, links }, `mail ${where}`);
    },
  };
}
