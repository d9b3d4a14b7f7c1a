/** Small inline SVG icons. All are decorative (aria-hidden): the control carries the label. */
import type { ReactNode } from "react";

function Svg({ children, size = 20, className }: { children: ReactNode; size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export const SunIcon = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <circle cx="12" cy="12" r="4.5" fill="currentColor" />
    <path
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      d="M12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8"
    />
  </Svg>
);

export const MoonIcon = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <path
      fill="currentColor"
      d="M20.7 14.6A8.7 8.7 0 0 1 9.4 3.3a.6.6 0 0 0-.8-.7 9.9 9.9 0 1 0 12.8 12.8.6.6 0 0 0-.7-.8Z"
    />
  </Svg>
);

export const SystemIcon = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <path fill="currentColor" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 2v16a8 8 0 0 1 0-16Z" />
  </Svg>
);

export const MenuIcon = () => (
  <Svg size={26}>
    <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
  </Svg>
);

export const CloseIcon = ({ size = 20 }: { size?: number }) => (
  <Svg size={size}>
    <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
  </Svg>
);

export const HomeIcon = () => (
  <Svg size={18}>
    <path fill="currentColor" d="M12 3.2 2.5 11h2.7v9h5.3v-6h3v6h5.3v-9h2.7L12 3.2Z" />
  </Svg>
);

export const ExternalLinkIcon = () => (
  <Svg size={13} className="icon-external">
    <path
      fill="currentColor"
      d="M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14V3ZM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z"
    />
  </Svg>
);

export const EditIcon = () => (
  <Svg size={16} className="icon-edit">
    <path
      fill="currentColor"
      d="M15.9 3.6a2 2 0 0 1 2.9 0l1.6 1.6a2 2 0 0 1 0 2.9L9 19.5 3.5 21a.4.4 0 0 1-.5-.5L4.5 15 15.9 3.6ZM6.3 15.8l-.8 2.7 2.7-.8 9.4-9.4-1.9-1.9-9.4 9.4Z"
    />
  </Svg>
);

export const GitHubIcon = () => (
  <Svg size={22}>
    <path
      fill="currentColor"
      d="M12 1.8a10.2 10.2 0 0 0-3.2 19.9c.5.1.7-.2.7-.5v-1.8c-2.8.6-3.4-1.2-3.4-1.2-.5-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.6 1.1 1.6 1.1.9 1.6 2.4 1.1 3 .8.1-.7.4-1.1.6-1.4-2.3-.3-4.7-1.1-4.7-5 0-1.1.4-2 1-2.7-.1-.3-.5-1.3.1-2.7 0 0 .9-.3 2.8 1a9.6 9.6 0 0 1 5.1 0c1.9-1.3 2.8-1 2.8-1 .6 1.4.2 2.4.1 2.7.6.7 1 1.6 1 2.7 0 3.9-2.4 4.7-4.7 5 .4.3.7.9.7 1.9v2.8c0 .3.2.6.7.5A10.2 10.2 0 0 0 12 1.8Z"
    />
  </Svg>
);

/** The projen mark (same drawing as /img/favicon.svg), inline so it costs no request. */
export const LogoMark = ({ size = 32, className }: { size?: number; className?: string }) => (
  <svg className={className} width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
    <rect width="64" height="64" rx="14" fill="#0b7566" />
    <path d="M22 50V17" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
    <circle cx="33.5" cy="28.5" r="11" fill="none" stroke="#fff" strokeWidth="7" />
    <circle cx="46" cy="47" r="4.5" fill="#6fe0c8" />
  </svg>
);
