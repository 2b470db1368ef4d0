import { defineModule } from '../../kernel/module.js';
import { DevMail } from './dev-mail.entity.js';
import { createMailer, type Mailer } from './mailer.js';

declare module '../../kernel/services.js' {
  interface Services {
    /** Sends mail: to SMTP_URL, or to the dev mailbox when none is set. */
    mailer: Mailer;
  }
}

/** Outgoing mail, and the dev mailbox that keeps it when no SMTP server is configured. */
export const mailModule = defineModule({
  name: 'mail',
  entities: [DevMail],
  services: ({ orm, logger }, settings) => ({
    mailer: createMailer({
      smtpUrl: settings.smtpUrl,
      from: settings.mailFrom,
      orm,
      logger,
      mailboxServed: !settings.isProduction,
    }),
  }),
});
