import { expect, it } from 'vitest';
import { syntheticDocumentGrey } from '../fixtures/syntheticDocument';
import { countGuideEdges } from './countGuideEdges';
import { documentGuide } from './documentGuide';

const guide = documentGuide(480, 270);

it('sees all four borders when the card lies on the guide', () => {
  expect(countGuideEdges(syntheticDocumentGrey({ width: 480, height: 270, document: guide }), guide)).toBe(4);
});

it('sees two borders when the card slid sideways off the guide', () => {
  const slid = { ...guide, x: guide.x + guide.width * 0.3 };
  expect(countGuideEdges(syntheticDocumentGrey({ width: 480, height: 270, document: slid }), guide)).toBe(2);
});

it('sees none without a card', () => {
  expect(countGuideEdges(syntheticDocumentGrey({ width: 480, height: 270, document: null }), guide)).toBe(0);
});
