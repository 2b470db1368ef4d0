import { Svg, type IconProps } from '../../components/icons';

/** Icons of the note page and its editor toolbar, on the app's shared 24 px stroke frame. */

export const IconBold = (p: IconProps) => (
  <Svg {...p} stroke={2.2}>
    <path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z" />
  </Svg>
);

export const IconItalic = (p: IconProps) => (
  <Svg {...p}>
    <path d="M11 5h6M7 19h6M14 5l-4 14" />
  </Svg>
);

export const IconCode = (p: IconProps) => (
  <Svg {...p}>
    <path d="M8.5 7.5L4 12l4.5 4.5M15.5 7.5L20 12l-4.5 4.5" />
  </Svg>
);

export const IconCodeBlock = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2.5" />
    <path d="M10 10l-2 2 2 2M14 10l2 2-2 2" />
  </Svg>
);

export const IconQuote = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 7v10M9 8h10M9 12h10M9 16h6" />
  </Svg>
);

export const IconLink = (p: IconProps) => (
  <Svg {...p}>
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
    <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  </Svg>
);

export const IconListBullet = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9.5 6.5h10M9.5 12h10M9.5 17.5h10" />
    <path d="M5 6.5h.01M5 12h.01M5 17.5h.01" strokeWidth={3} />
  </Svg>
);

export const IconListOrdered = (p: IconProps) => (
  <Svg {...p}>
    <path d="M10 6.5h10M10 12h10M10 17.5h10M4.5 5l1.5-1v5M4 14.5a1.3 1.3 0 1 1 2.2 1L4 18.5h2.5" />
  </Svg>
);

export const IconChecklist = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3.5" y="4" width="6" height="6" rx="1.2" />
    <path d="M5 7l1 1 2-2M12.5 7h8M12.5 16.5h8" />
    <rect x="3.5" y="13.5" width="6" height="6" rx="1.2" />
  </Svg>
);

export const IconBookmark = ({ filled, ...p }: IconProps & { readonly filled?: boolean }) => (
  <Svg {...p}>
    <path d="M7 4.5h10a1 1 0 0 1 1 1v14l-6-4-6 4v-14a1 1 0 0 1 1-1z" fill={filled ? 'currentColor' : 'none'} />
  </Svg>
);

export const IconShare = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="6.5" cy="12" r="2.5" />
    <circle cx="17.5" cy="6" r="2.5" />
    <circle cx="17.5" cy="18" r="2.5" />
    <path d="M8.7 10.8l6.6-3.6M8.7 13.2l6.6 3.6" />
  </Svg>
);

export const IconExternal = (p: IconProps) => (
  <Svg {...p}>
    <path d="M13.5 4.5h6v6M19.5 4.5l-8 8M17.5 14v4.5a1 1 0 0 1-1 1h-11a1 1 0 0 1-1-1v-11a1 1 0 0 1 1-1H10" />
  </Svg>
);

export const IconCopy = (p: IconProps) => (
  <Svg {...p}>
    <rect x="8.5" y="8.5" width="11" height="11" rx="2" />
    <path d="M15.5 8.5V6a1.5 1.5 0 0 0-1.5-1.5H6A1.5 1.5 0 0 0 4.5 6v8A1.5 1.5 0 0 0 6 15.5h2.5" />
  </Svg>
);

export const IconDots = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 12h.01M12 12h.01M18 12h.01" strokeWidth={3} />
  </Svg>
);

export const IconNote = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6.5 3.5h8l4 4v12a1 1 0 0 1-1 1h-11a1 1 0 0 1-1-1v-15a1 1 0 0 1 1-1z" />
    <path d="M14.5 3.5v4h4M8.5 12h7M8.5 15.5h5" />
  </Svg>
);

export const IconDownload = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 4v11M7.5 10.5L12 15l4.5-4.5M5 19.5h14" />
  </Svg>
);
