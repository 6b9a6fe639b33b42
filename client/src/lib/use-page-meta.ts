import { createContext, useContext, useEffect } from 'react';
import { brandName } from './site-config';

export const DEFAULT_DESCRIPTION = 'Asesorías personalizadas de nutrición y retos de bienestar de 10, 21 y 90 días en Colombia.';

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  return tag;
}

/** What the pre-render records of a page: its document title and meta description. */
export interface CollectedPageMeta {
  title?: string;
  description?: string;
}

const PageMetaContext = createContext<CollectedPageMeta | null>(null);

/** Pre-render only (entry-prerender.tsx): pages write their title and description into `value`. */
export const PageMetaCollector = PageMetaContext.Provider;

function documentTitle(title: string): string {
  return title && title !== brandName ? `${title} | ${brandName}` : brandName;
}

/**
 * Sets document.title ("<title> | <brand>") and the meta description for the current page,
 * restoring the previous values when the page unmounts.
 */
export function usePageMeta(title: string, description: string = DEFAULT_DESCRIPTION): void {
  const collector = useContext(PageMetaContext);
  if (collector) {
    // Server render only: effects do not run there, so the page's head is recorded as it renders.
    collector.title = documentTitle(title);
    collector.description = description;
  }
  useEffect(() => {
    const previousTitle = document.title;
    const tag = descriptionTag();
    const previousDescription = tag.content;
    document.title = documentTitle(title);
    tag.content = description;
    return () => {
      document.title = previousTitle;
      tag.content = previousDescription;
    };
  }, [title, description]);
}
