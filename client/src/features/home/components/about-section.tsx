// Temporary: the about section rendered by the main layout between the header and the page.
export function AboutSection() {
  return (
    <section id="sobre-nosotros-sec" className="section section-alt" aria-label="Sobre nosotros">
      <div className="container">
        <p className="eyebrow">Sobre nosotros</p>
        <p>Esta sección estará disponible muy pronto.</p>
      </div>
    </section>
  );
}
