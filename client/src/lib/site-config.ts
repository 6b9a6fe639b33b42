/** Brand values shown across the site. One place, overridable per deployment through Vite env vars. */
const env = import.meta.env;

export const brandName: string = env.VITE_BRAND_NAME || 'Vida Sana Coaching';
export const coachName: string = env.VITE_COACH_NAME || 'Laura Méndez';
export const contactPhone: string = env.VITE_CONTACT_PHONE || '+57 300 123 4567';
/** International digits only, as wa.me expects them. */
export const whatsappNumber: string = env.VITE_WHATSAPP_NUMBER || '573001234567';
export const country = 'Colombia';
/** Where people write to exercise their data rights (Ley 1581); shown on /Politicas. */
export const contactEmail: string = env.VITE_CONTACT_EMAIL || 'contacto@vidasanacoaching.com';
/** The responsible party's tax id and address: unset, /Politicas keeps the placeholders the lawyer completes. */
export const legalId: string = env.VITE_LEGAL_ID || '[número de NIT]';
export const legalAddress: string = env.VITE_LEGAL_ADDRESS || '[dirección], [ciudad]';

/** `tel:` link for the contact phone (spaces and punctuation removed). */
export const contactPhoneHref = `tel:${contactPhone.replace(/[^\d+]/g, '')}`;

/** Chat link with an optional prefilled message. */
export function whatsappUrl(text?: string): string {
  const base = `https://wa.me/${whatsappNumber}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

export type SocialNetwork = 'facebook' | 'tiktok' | 'instagram' | 'youtube';

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  href: string;
}

export const socialLinks: readonly SocialLink[] = [
  { network: 'facebook', label: 'Facebook', href: env.VITE_FACEBOOK_URL || 'https://www.facebook.com/' },
  { network: 'tiktok', label: 'TikTok', href: env.VITE_TIKTOK_URL || 'https://www.tiktok.com/' },
  { network: 'instagram', label: 'Instagram', href: env.VITE_INSTAGRAM_URL || 'https://www.instagram.com/' },
  { network: 'youtube', label: 'YouTube', href: env.VITE_YOUTUBE_URL || 'https://www.youtube.com/' },
];
