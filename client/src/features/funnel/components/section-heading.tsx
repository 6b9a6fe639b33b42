export type HeadingLevel = 1 | 2;

/** The heading tag of the titles inside a section: one level below the section's own (no skipped level). */
export function subHeadingTag(level: HeadingLevel = 2): 'h2' | 'h3' {
  return level === 1 ? 'h2' : 'h3';
}

/** A section's eyebrow and heading; h1 when the section is the whole page (its own route). */
export function SectionHeading({ id, eyebrow, title, level = 2 }: { id: string; eyebrow?: string; title: string; level?: HeadingLevel }) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="section-header">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <Heading id={id}>{title}</Heading>
    </div>
  );
}
