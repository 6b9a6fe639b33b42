import { usePageMeta } from '../../../lib/use-page-meta';
import { CategoryCarousel } from '../components/category-carousel';
import '../home.css';

/** /TarjetasIco (spec §2 "Other routes"): the category cards on their own page. */
export default function CategoryCardsPage() {
  usePageMeta(
    'Categorías a tu Medida',
    'Nutrición interna, externa, específica, deportiva y planes a tu medida: elige la categoría que se ajusta a tus necesidades.',
  );
  return <CategoryCarousel headingLevel={1} />;
}
