import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChallengesSection } from './challenges-section';
import { renderWithProviders } from '../../../../test/render';

describe('challenges section', () => {
  it("shows three cards whose 'Saber Más' open each challenge page", () => {
    renderWithProviders(<ChallengesSection />);
    expect(screen.getByRole('heading', { name: 'El desafío que cambiara tu vida' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /Saber Más/ });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/reto10dias', '/reto21dias', '/reto90dias']);
    links.forEach((l) => expect(l).toHaveTextContent('Saber Más'));
  });
});
