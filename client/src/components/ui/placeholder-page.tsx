import { usePageMeta } from '../../lib/use-page-meta';

/** Temporary page used until a feature's real screen replaces it. */
export function PlaceholderPage({ title }: { title: string }) {
  usePageMeta(title);
  return (
    <section className="section">
      <div className="container placeholder-page">
        <h1>{title}</h1>
        <p>Esta sección estará disponible muy pronto.</p>
      </div>
    </section>
  );
}
