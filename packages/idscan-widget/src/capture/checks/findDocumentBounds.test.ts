import { expect, it } from 'vitest';
import { syntheticDocumentGrey } from '../fixtures/syntheticDocument';
import { findDocumentBounds } from './findDocumentBounds';

it('finds a card on a plain desk to within a few pixels', () => {
  const card = { x: 300, y: 200, width: 400, height: 252 };
  const bounds = findDocumentBounds(syntheticDocumentGrey({ width: 1000, height: 700, document: card }));
  expect(bounds).not.toBeNull();
  expect(Math.abs(bounds!.x - card.x)).toBeLessThan(6);
  expect(Math.abs(bounds!.y - card.y)).toBeLessThan(6);
  expect(Math.abs(bounds!.width - card.width)).toBeLessThan(12);
  expect(Math.abs(bounds!.height - card.height)).toBeLessThan(12);
});

it('finds nothing on an empty desk', () => {
  expect(findDocumentBounds(syntheticDocumentGrey({ width: 400, height: 300, document: null }))).toBeNull();
});
