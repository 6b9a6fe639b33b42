import { useEffect } from 'react';
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

/**
 * Sets document.title ("<title> | <brand>") and the meta description for the current page,
 * restoring the previous values when the page unmounts.
 */
export function usePageMeta(title: string, description: string = DEFAULT_DESCRIPTION): void {
  useEffect(() => {
    const previousTitle = document.title;
    const tag = descriptionTag();
    const previousDescription = tag.content;
    document.title = title && title !== brandName ? `${title} | ${brandName}` : brandName;
    tag.content = description;
    return () => {
      document.title = previousTitle;
      tag.content = previousDescription;
    };
  }, [title, description]);
}
