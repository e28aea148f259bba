import { describe, expect, it } from 'vitest';
import { monthNames } from './monthNames';

describe('monthNames', () => {
  it('gives the twelve English months, January first', () => {
    const names = monthNames('en');
    expect(names).toHaveLength(12);
    expect(names[0]).toBe('January');
    expect(names[11]).toBe('December');
  });

  it('gives Polish names in the stand-alone form, capitalised for a list', () => {
    expect(monthNames('pl').slice(0, 3)).toEqual(['Styczeń', 'Luty', 'Marzec']);
  });

  it('maps product locales to BCP 47: ua is Ukrainian, cz is Czech', () => {
    expect(monthNames('ua')[0]).toBe('Січень');
    expect(monthNames('cz')[0]).toBe('Leden');
  });
});
