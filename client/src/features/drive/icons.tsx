import { Svg, type IconProps } from '../../components/icons';

/** The bookmark star: outlined, or filled when `filled`. */
export const IconStar = ({ filled, ...p }: IconProps & { readonly filled?: boolean }) => (
  <Svg {...p}>
    <path
      d="M12 3.8l2.5 5.1 5.6.8-4.05 3.95.96 5.6L12 16.6l-5.01 2.65.96-5.6L3.9 9.7l5.6-.8z"
      fill={filled ? 'currentColor' : 'none'}
    />
  </Svg>
);

export const IconSearch = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="M15.5 15.5L20 20" />
  </Svg>
);
