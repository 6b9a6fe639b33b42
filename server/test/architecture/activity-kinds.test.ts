import { describe, expect, it } from 'vitest';
import { ACTIVITY_ACTION_NAMES, type ActivityAction } from '@app/shared/activity';
import { activityKindsOf, SERVER_MODULES } from '../../src/modules.js';

/**
 * Every action of the activity log (shared/src/activity.ts) names its target with a kind one
 * module declares (its descriptor's `activity`); the runtime refuses to start otherwise
 * (activityKindsOf), instead of logging an undeclared one as 'contenido'.
 */
describe('activity actions and their declared kinds', () => {
  const declarations = SERVER_MODULES.flatMap((m) => Object.keys(m.activity ?? {}).map((action) => ({ module: m.name, action })));

  it('each action recorded anywhere has exactly one declared kind', () => {
    expect(activityKindsOf(SERVER_MODULES).size).toBe(ACTIVITY_ACTION_NAMES.length);
    expect(declarations.map((d) => d.action).sort()).toEqual([...ACTIVITY_ACTION_NAMES].sort());
  });

  it('each declared kind’s action exists', () => {
    expect(declarations.filter((d) => !ACTIVITY_ACTION_NAMES.includes(d.action as ActivityAction))).toEqual([]);
  });

  it('a start with an undeclared, unknown or doubled action is refused', () => {
    const without = SERVER_MODULES.map((m) => (m.name === 'retos' ? { ...m, activity: {} } : m));
    expect(() => activityKindsOf(without)).toThrow(/no module declares the target kind of reto\.created/);
    const unknown = [...SERVER_MODULES, { name: 'x', activity: { 'recipe.created': 'contenido' } as never }];
    expect(() => activityKindsOf(unknown)).toThrow(/recipe\.created/);
    const doubled = [...SERVER_MODULES, { name: 'x', activity: { 'reto.created': 'reto' as const } }];
    expect(() => activityKindsOf(doubled)).toThrow(/reto\.created is declared by both retos and x/);
  });
});
