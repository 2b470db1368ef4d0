/**
 * Where a link a person copies from the screen (a note's share link, a calendar feed URL) starts:
 * PUBLIC_URL when it is set; otherwise the address the person's browser is on, which is the one
 * that works for them and their colleagues (localhost would be dead on every other machine). Links
 * that leave by mail always use PUBLIC_URL: no page is there to tell another address.
 */
export interface PublicAddress {
  readonly publicUrl: string;
  readonly publicUrlConfigured: boolean;
}

export function copiedLinkBase(settings: PublicAddress, pageOrigin: string | null): string {
  const base = settings.publicUrlConfigured || !pageOrigin ? settings.publicUrl : pageOrigin;
  return base.replace(/\/+$/, '');
}
