import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { LAYOUT_VIEWPORT_WIDTH } from './theme';

/** Landing and auth pages are responsive; everything else (including /auth/setting) is the app. */
export function isResponsivePath(pathname: string): boolean {
  if (pathname === '/landing' || pathname.startsWith('/landing/')) return true;
  return pathname.startsWith('/auth/') && !pathname.startsWith('/auth/setting');
}

/**
 * Outside the landing and auth pages the layout viewport is fixed at 1024 px wide (spec 2 section 9):
 * the viewport meta tag says so to mobile browsers, and body[data-layout=app] keeps desktop windows
 * from squeezing the layout below that width.
 */
export function useLayoutViewport(): void {
  const { pathname } = useLocation();
  const responsive = isResponsivePath(pathname);

  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'viewport';
      document.head.appendChild(meta);
    }
    meta.content = responsive ? 'width=device-width, initial-scale=1' : `width=${LAYOUT_VIEWPORT_WIDTH}`;
    document.body.dataset['layout'] = responsive ? 'page' : 'app';
  }, [responsive]);
}
