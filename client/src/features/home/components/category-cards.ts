import { Apple, CalendarCheck, Dumbbell, Sparkles, Target, type LucideIcon } from 'lucide-react';

/** A fixed local card of the home category section (spec §3 "Category card"). */
export interface CategoryCard {
  id: number;
  icon: LucideIcon;
  title: string;
  subtitle: string;
  link: string;
}

/** Spec §2: the five cards, in order, each linking to /tienda (texts are the client's copy, typos included). */
export const CATEGORY_CARDS: readonly CategoryCard[] = [
  { id: 1, icon: Apple, title: 'Nutrición Interna', subtitle: 'Nutre tus Organos', link: '/tienda' },
  { id: 2, icon: Sparkles, title: 'Nutrición Externa', subtitle: 'Nutre tu Piel', link: '/tienda' },
  { id: 3, icon: Target, title: 'Nutrición Expecifica', subtitle: 'Logra tus Objetivos', link: '/tienda' },
  { id: 4, icon: Dumbbell, title: 'Nutrición Deportiva', subtitle: 'Enfocate en tus metas', link: '/tienda' },
  { id: 5, icon: CalendarCheck, title: 'Planes para ti', subtitle: 'Retos a tu Medida', link: '/tienda' },
];
