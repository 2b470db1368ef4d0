import type { IconProps as TablerIconProps, TablerIcon } from '@tabler/icons-react';
import { forwardRef } from 'react';

/**
 * The app's one icon set: Tabler's stroke icons (24 px grid, currentColor), each imported by name,
 * drawn at the app's defaults: 18 px, a 1.8 stroke, and hidden from assistive technology (the
 * button or link around an icon carries the name). Props given at the call site win.
 */

export type IconProps = TablerIconProps;

/** A Tabler icon at the app's defaults (`defaults` adds to them, the call site's props win). */
// Marked free of side effects: the bundler drops the icons nothing renders.
/* @__NO_SIDE_EFFECTS__ */
export function withAppDefaults(Glyph: TablerIcon, defaults: IconProps = {}): TablerIcon {
  const AppIcon = forwardRef<SVGSVGElement, IconProps>((props, ref) => (
    <Glyph ref={ref} size={18} stroke={1.8} aria-hidden="true" focusable="false" {...defaults} {...props} />
  ));
  AppIcon.displayName = Glyph.displayName ?? 'AppIcon';
  return AppIcon;
}

/** An icon drawn outlined, or filled when `filled` (a bookmark, a star). */
/* @__NO_SIDE_EFFECTS__ */
export function withFilledVariant(outline: TablerIcon, filled: TablerIcon) {
  const Outline = withAppDefaults(outline);
  const Filled = withAppDefaults(filled);
  return function ToggleIcon({ filled: isFilled = false, ...props }: IconProps & { readonly filled?: boolean }) {
    return isFilled ? <Filled {...props} /> : <Outline {...props} />;
  };
}
