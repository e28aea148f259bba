import { expect, it } from 'vitest';
import { ID1_ASPECT_RATIO } from '../constants';
import { documentGuide } from './documentGuide';

it('on a landscape 16:9 frame the height limits the card shape: 80 % of the height, centred', () => {
  const guide = documentGuide(1280, 720);
  expect(guide.height).toBeCloseTo(576);
  expect(guide.width / guide.height).toBeCloseTo(ID1_ASPECT_RATIO);
  expect(guide.x + guide.width / 2).toBeCloseTo(640);
  expect(guide.y).toBeCloseTo(72);
});

it('on a portrait phone frame the width limits it: 80 % of the width', () => {
  const guide = documentGuide(720, 1280);
  expect(guide.width).toBeCloseTo(576);
  expect(guide.y + guide.height / 2).toBeCloseTo(640);
});
