import { Apple, CalendarCheck, Dumbbell, Sparkles, Target, type LucideIcon } from 'lucide-react';

/** A fixed local card of the home category section (spec §3 "Category card"). */
export interface CategoryCard {
  id: number;
  icon: LucideIcon;
  title: string;
  subtitle: string;
  link: string;
}

/**
 * Spec §2: the five cards, in order, each linking to /tienda (texts are the client's copy, typos
 * included), filtered on its category since the shop exists. The slugs are those of
 * CATEGORIAS in shared/src/shop.ts, written out here (a test keeps them equal) because that module
 * would bring zod into the home page's JavaScript.
 */
export const CATEGORY_CARDS: readonly CategoryCard[] = [
  { id: 1, icon: Apple, title: 'Nutrición Interna', subtitle: 'Nutre tus Organos', link: '/tienda?categoria=nutricion-interna' },
  { id: 2, icon: Sparkles, title: 'Nutrición Externa', subtitle: 'Nutre tu Piel', link: '/tienda?categoria=nutricion-externa' },
  { id: 3, icon: Target, title: 'Nutrición Expecifica', subtitle: 'Logra tus Objetivos', link: '/tienda?categoria=nutricion-especifica' },
  { id: 4, icon: Dumbbell, title: 'Nutrición Deportiva', subtitle: 'Enfocate en tus metas', link: '/tienda?categoria=nutricion-deportiva' },
  { id: 5, icon: CalendarCheck, title: 'Planes para ti', subtitle: 'Retos a tu Medida', link: '/tienda?categoria=planes-para-ti' },
];
