import { Svg, type IconProps } from '../../components/icons';

/** Icons of the goal screens, drawn on the app's shared 24 px stroke frame. */

export const IconDots = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 12h.01M12 12h.01M18 12h.01" strokeWidth={3} />
  </Svg>
);

export const IconEye = (p: IconProps) => (
  <Svg {...p}>
    <path d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12z" />
    <circle cx="12" cy="12" r="2.8" />
  </Svg>
);

export const IconEyeOff = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 4l16 16M10 5.7A9.8 9.8 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a16 16 0 0 1-2.6 3.4M6.5 7.2C4 8.9 2.5 12 2.5 12s3.5 6.5 9.5 6.5a9.5 9.5 0 0 0 4.4-1.1M9.9 10a2.8 2.8 0 0 0 4 4" />
  </Svg>
);

export const IconAdjustments = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 7h9M17 7h3M4 17h3M11 17h9" />
    <circle cx="15" cy="7" r="2" />
    <circle cx="9" cy="17" r="2" />
  </Svg>
);

export const IconSortAsc = (p: IconProps) => (
  <Svg {...p}>
    <path d="M7 19V5M3.5 8.5L7 5l3.5 3.5M14 7h6M14 12h4.5M14 17h3" />
  </Svg>
);

export const IconSortDesc = (p: IconProps) => (
  <Svg {...p}>
    <path d="M7 5v14M3.5 15.5L7 19l3.5-3.5M14 7h3M14 12h4.5M14 17h6" />
  </Svg>
);

export const IconList = (p: IconProps) => (
  <Svg {...p}>
    <path d="M9 6.5h11M9 12h11M9 17.5h11M4.5 6.5h.01M4.5 12h.01M4.5 17.5h.01" />
  </Svg>
);

export const IconBoard = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3.5" y="4.5" width="5" height="15" rx="1.5" />
    <rect x="10.5" y="4.5" width="5" height="10" rx="1.5" />
    <rect x="17.5" y="4.5" width="3" height="7" rx="1.5" />
  </Svg>
);

export const IconX = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6.5 6.5l11 11M17.5 6.5l-11 11" />
  </Svg>
);

export const IconPencil = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4.5 19.5l1-4.5L15.5 5a2.1 2.1 0 0 1 3 3l-10 10-4 1.5zM13.5 7l3 3" />
  </Svg>
);
