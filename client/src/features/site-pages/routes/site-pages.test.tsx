import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ContactPage from './contact-page';
import ComingSoonPage from './coming-soon-page';
import AboutPage from './about-page';
import { renderWithProviders } from '../../../../test/render';

describe('contact page', () => {
  it('shows the phone, a WhatsApp chat link and the four social links', () => {
    renderWithProviders(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Escríbenos por WhatsApp/ }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/573001234567\?text=/,
    );
    expect(screen.getByRole('link', { name: '+57 300 123 4567' })).toHaveAttribute('href', 'tel:+573001234567');
    for (const name of ['Facebook', 'TikTok', 'Instagram', 'YouTube']) {
      const link = screen.getByRole('link', { name: new RegExp(name) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

describe('coming soon pages', () => {
  it.each([
    ['/blog', 'Blog'],
    ['/Blog/', 'Blog'],
  ])("%s says 'Próximamente' honestly and offers a way back", (path, title) => {
    renderWithProviders(<ComingSoonPage />, { route: path });
    expect(screen.getByRole('heading', { level: 1, name: 'Próximamente' })).toBeInTheDocument();
    expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(document.title).toBe(`${title} — Próximamente | Vida Sana Coaching`);
  });
});

describe('about page', () => {
  it('has one h1 and links to the registration and the contact page', () => {
    renderWithProviders(<AboutPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Agenda tu asesoría' })).toHaveAttribute('href', '/registro');
    expect(screen.getByRole('link', { name: 'Contáctanos' })).toHaveAttribute('href', '/contacto');
    expect(document.title).toBe('Quiénes Somos | Vida Sana Coaching');
  });
});
