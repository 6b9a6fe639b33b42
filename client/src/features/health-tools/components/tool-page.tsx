import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { usePageMeta } from '../../../lib/use-page-meta';

/** The frame of a tool under /perfil ("Mi reto", "Mi progreso"): the way back to Mi perfil and the title. */
export function ToolPage({ title, children }: { title: string; children: ReactNode }) {
  usePageMeta(title);
  return (
    <section className="section tools-section">
      <div className="container">
        <Link to="/perfil" className="tools-back">
          <ArrowLeft size={18} aria-hidden="true" /> Mi perfil
        </Link>
        <h1>{title}</h1>
        {children}
      </div>
    </section>
  );
}
