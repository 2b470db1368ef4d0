import { Router } from 'express';
import type { Orm } from '../database/orm.type.js';
import { DevMail } from '../modules/mail/dev-mail.entity.js';
import { escapeHtml } from '../modules/mail/templates.js';

const PAGE_SIZE = 50;

/**
 * /dev/mailbox: the mail Quarter would have sent, for development without an SMTP server.
 * Never mounted in production mode. ?to= filters by recipient; /dev/mailbox.json answers JSON.
 */
export function devMailboxRoutes(orm: Orm): Router {
  const router = Router();
  const latest = (to: unknown) =>
    orm.em.fork().find(DevMail, typeof to === 'string' && to ? { to: to.toLowerCase() } : {}, {
      orderBy: { sentAt: 'desc' },
      limit: PAGE_SIZE,
    });

  router.get('/dev/mailbox.json', async (req, res) => {
    res.json(await latest(req.query.to));
  });
  router.get('/dev/mailbox', async (req, res) => {
    const mails = await latest(req.query.to);
    res.type('html').send(renderMailbox(mails));
  });
  return router;
}

function renderMailbox(mails: DevMail[]): string {
  const items = mails
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To ${escapeHtml(mail.to)} · ${mail.sentAt.toISOString()}</p>
  <pre>${linkify(escapeHtml(mail.text))}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · Quarter</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;color:#1f2937}article{border:1px solid #e5e7eb;border-radius:8px;padding:12px 16px;margin:12px 0}
h1{font-size:20px}h2{font-size:16px;margin:0 0 4px}.meta{color:#6b7280;font-size:13px;margin:0 0 8px}pre{white-space:pre-wrap;font:inherit;margin:0}</style></head>
<body><h1>Dev mailbox</h1><p class="meta">Mail kept locally because no SMTP_URL is set. Newest first.</p>
${items || '<p>No mail yet.</p>'}</body></html>`;
}

function linkify(escaped: string): string {
  return escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}
