import { describe, expect, it } from 'vitest';
import { highlightParts, indexWords, queryStems, stemMatches, stemWord } from '@app/shared/search';

const stem = (w: string) => stemWord(w);

describe('Search words: Spanish as people type it (shared/src/search-public.ts)', () => {
  it.each([
    ['batido', 'batidos'],
    ['receta', 'recetas'],
    ['proteina', 'proteinas'],
    ['nutricion', 'nutriciones'],
    ['mujer', 'mujeres'],
    ['mes', 'meses'],
    ['clase', 'clases'],
    ['postre', 'postres'],
    ['luz', 'luces'],
    ['nuez', 'nueces'],
    ['dulce', 'dulces'],
    ['vez', 'veces'],
    ['pais', 'paises'],
    ['limon', 'limones'],
    ['cafe', 'cafes'],
    ['snack', 'snacks'],
    ['ajo', 'ajos'],
    ['dia', 'dias'],
    ['ley', 'leyes'],
    ['dosis', 'dosis'],
    ['analisis', 'analisis'],
  ])('«%s» and «%s» meet at one stem', (singular, plural) => {
    expect(stem(plural)).toBe(stem(singular));
  });

  it('keeps numbers and short words as they are', () => {
    expect(stem('10')).toBe('10');
    expect(stem('1480')).toBe('1480');
    expect(stem('te')).toBe('te');
  });

  it('folds accents and capitals, drops stopwords and one-letter words from what is indexed', () => {
    expect([...indexWords('Proteína de SUERO y Nutrición, ¡con sabor a vainilla!')]).toEqual([
      'protein',
      'suer',
      'nutricion',
      'sabor',
      'vainill',
    ]);
  });

  it('looks a query up by the stems of its words, the last one kept while it is being typed', () => {
    expect(queryStems('NUTRICIÓN')).toEqual(['nutricion']);
    expect(queryStems('  batidos de proteína ')).toEqual(['batid', 'protein']);
    expect(queryStems('con')).toEqual(['con']);
    expect(queryStems('batido con ')).toEqual(['batid']);
    expect(queryStems('de la')).toEqual(['la']);
    expect(queryStems('de la ')).toEqual([]);
    expect(queryStems('%_\'" ;--')).toEqual([]);
    expect(queryStems('a b c d e f g h i j k l')).toEqual([]);
    expect(queryStems('uno dos tres cuatro cinco seis siete ocho')).toHaveLength(6);
  });

  it('a plural the stemmer cannot tell from a singular also finds the singular, and the highlight agrees', () => {
    expect(stemMatches(stem('kiwi'), stem('kiwis'))).toBe(true);
    expect(stemMatches(stem('kiwis'), stem('kiwi'))).toBe(true);
    expect(stemMatches(stem('te'), stem('tes'))).toBe(true);
    expect(stemMatches(stem('tes'), stem('te'))).toBe(true);
    expect(stemMatches(stem('teff'), stem('te'))).toBe(false);
    expect(stemMatches(stem('dosis'), stem('dosis'))).toBe(true);
    expect(highlightParts('Kiwi y kiwis', 'kiwis')).toEqual([
      { text: 'Kiwi', match: true },
      { text: ' y ', match: false },
      { text: 'kiwis', match: true },
    ]);
  });

  it('highlights the words a query finds, as written, and nothing else', () => {
    expect(highlightParts('Batidos de Proteína: hidratación', 'batido hidrat')).toEqual([
      { text: 'Batidos', match: true },
      { text: ' de Proteína: ', match: false },
      { text: 'hidratación', match: true },
    ]);
    expect(highlightParts('<img src=x onerror=alert(1)>', 'img')).toEqual([
      { text: '<', match: false },
      { text: 'img', match: true },
      { text: ' src=x onerror=alert(1)>', match: false },
    ]);
    expect(highlightParts('Sin coincidencias', '')).toEqual([{ text: 'Sin coincidencias', match: false }]);
  });
});
