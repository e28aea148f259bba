import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FIXED_TAX_OFFICE_ID, TAX_OFFICES, taxOfficeById, taxOfficeIdSchema } from './taxOffices';

describe('the tax-office list', () => {
  it('has the 400 offices of the Ministry list, with unique four-digit codes and unique ids', () => {
    expect(TAX_OFFICES).toHaveLength(400);
    expect(TAX_OFFICES.every((office) => /^\d{4}$/.test(office.code))).toBe(true);
    expect(new Set(TAX_OFFICES.map((office) => office.code)).size).toBe(400);
    expect(new Set(TAX_OFFICES.map((office) => office.id)).size).toBe(400);
  });

  it('names every office as an office and gives it a town', () => {
    for (const office of TAX_OFFICES) {
      expect(office.name).toMatch(/Urząd Skarbowy/);
      expect(office.city.length).toBeGreaterThan(1);
    }
  });

  it('numbers the ids consecutively in code order, so they are stable', () => {
    const codes = TAX_OFFICES.map((office) => office.code);
    expect(codes).toEqual([...codes].sort());
    TAX_OFFICES.forEach((office, index) => expect(office.id).toBe(892 + index));
  });

  it('makes id 1076 the Warsaw office docs/spec/flow/states.md#tax-residence fixes for taxResidenceFlag 2', () => {
    expect(FIXED_TAX_OFFICE_ID).toBe(1076);
    expect(taxOfficeById(1076)).toEqual({
      id: 1076,
      code: '1436',
      name: 'Drugi Urząd Skarbowy Warszawa-Śródmieście',
      city: 'Warszawa',
    });
  });

  it.each([
    ['1433', 'Urząd Skarbowy Warszawa-Mokotów', 'Warszawa'],
    ['1207', 'Pierwszy Urząd Skarbowy Kraków', 'Kraków'],
    ['0412', 'Urząd Skarbowy w Nakle nad Notecią', 'Nakło nad Notecią'],
    ['3271', 'Zachodniopomorski Urząd Skarbowy w Szczecinie', 'Szczecin'],
  ])('office %s is %s in %s', (code, name, city) => {
    expect(TAX_OFFICES.find((office) => office.code === code)).toMatchObject({ name, city });
  });

  it('refuses an unknown id', () => {
    expect(taxOfficeById(1)).toBeUndefined();
    expect(v.is(taxOfficeIdSchema, 1076)).toBe(true);
    expect(v.is(taxOfficeIdSchema, 1436)).toBe(false);
  });
});
