import { Link } from 'react-router-dom';
import { brandName } from '../../lib/site-config';

interface LogoProps {
  /** Footer variant uses light text on the dark background. */
  variant?: 'default' | 'light';
  onClick?: () => void;
}

export function LogoMark() {
  return (
    <svg className="logo-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill="#E8F5E9" />
      <path d="M8 23c0-9 6-15 17-16-1 11-7 17-16 17" fill="#2E7D32" />
      <path d="M9 24c3-5 7-9 12-12" fill="none" stroke="#E8F5E9" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

/** Leaf mark + brand name, linking home. */
export function Logo({ variant = 'default', onClick }: LogoProps) {
  return (
    <Link to="/" className={`logo logo-${variant}`} onClick={onClick} aria-label={`${brandName} — Inicio`}>
      <LogoMark />
      <span className="logo-text">{brandName}</span>
    </Link>
  );
}
