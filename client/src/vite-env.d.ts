/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_BRAND_NAME?: string;
  readonly VITE_COACH_NAME?: string;
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_LEGAL_ID?: string;
  readonly VITE_LEGAL_ADDRESS?: string;
  readonly VITE_CONTACT_PHONE?: string;
  readonly VITE_WHATSAPP_NUMBER?: string;
  readonly VITE_FACEBOOK_URL?: string;
  readonly VITE_TIKTOK_URL?: string;
  readonly VITE_INSTAGRAM_URL?: string;
  readonly VITE_YOUTUBE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The year the bundle was built (vite.config.ts `define`): pre-rendered pages show it until hydration. */
declare const __BUILD_YEAR__: number;
