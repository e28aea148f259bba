import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { FlowStateNotFoundError } from './FlowStateNotFoundError';
import { IdscanError, idscanError, toWidgetError, type WidgetError } from './IdscanError';
import { JourneyEndedError } from './JourneyEndedError';

describe('IdscanError (docs/spec/widget/errors.md)', () => {
  it('carries its kind, typed details, a developer message, the cause, and the English user text with its values', () => {
    const cause = new Error('HTTP 400');
    const error = idscanError('fieldFormat', { field: 'postcode', min: 5, max: 8 }, 'postcode "SW1" is too short', { cause });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'IdscanError', kind: 'fieldFormat', message: 'postcode "SW1" is too short', cause });
    expect(error.userMessage).toBe('The postal code must have 5 to 8 characters.');
  });

  it('keeps docs/spec/widget/validation.md#uploaded-files\'s exact wording for the two upload errors', () => {
    expect(idscanError('fileTooBig', {}, 'x').userMessage).toBe('Your file is too big. Please upload a file that is smaller than 7.5MB.');
    expect(idscanError('fileFormat', {}, 'x').userMessage).toBe('Your file is the incorrect format. Please upload one of the accepted formats.');
    expect(idscanError('missingParameter', { parameter: 'requiredField' }, 'x').userMessage).toBe('Please fill in all required fields');
  });

  it('of a kind this version does not know — or built bare, as Storybook\'s docs page does with an arg — reads as unexpected instead of throwing', () => {
    const Bare = IdscanError as unknown as new () => IdscanError;
    expect(new Bare().userMessage).toBe('Something went wrong. Try again.');
    const newer = new IdscanError('fromANewerWidget' as never, {} as never, 'a kind added later');
    expect(newer.userMessage).toBe('Something went wrong. Try again.');
    expect(newer.message).toBe('a kind added later');
  });

  it('narrows the union by kind', () => {
    const error: WidgetError = idscanError('unauthorized', { reason: 'process' }, 'x');
    const reason = error.kind === 'unauthorized' ? error.details.reason : null;
    expect(reason).toBe('process');
    expect(error.is('unauthorized') && error.details.reason).toBe('process');
  });

  it('translates through a Lingui instance by its descriptor', () => {
    const error = idscanError('serverError', { status: 503 }, 'x');
    const i18n = setupI18n({ locale: 'pl', messages: { pl: { [error.descriptor.id]: 'Błąd serwera ({status}). Spróbuj ponownie później.' } } });
    expect(i18n._(error.descriptor)).toBe('Błąd serwera (503). Spróbuj ponownie później.');
  });

  it('turns anything thrown into an unexpected error, keeping widget errors as they are', () => {
    const known = idscanError('scanFailed', {}, 'x');
    expect(toWidgetError(known)).toBe(known);
    const wrapped = toWidgetError(new RangeError('bad'));
    expect(wrapped).toBeInstanceOf(IdscanError);
    expect(wrapped).toMatchObject({ kind: 'unexpected', userMessage: 'Something went wrong. Try again.' });
    expect(wrapped.message).toMatch(/RangeError: bad/);
  });

  it('reports the journey\'s own errors as their docs/spec/widget/errors.md kinds, not as unexpected', () => {
    const notFound = new FlowStateNotFoundError('COVID', ['IDENTITY:FRONT']);
    expect(toWidgetError(notFound)).toMatchObject({ kind: 'flowStateNotFound', details: { flowState: 'COVID' }, cause: notFound, userMessage: 'This step is not part of the journey.' });
    expect(toWidgetError(new JourneyEndedError('j-1', 'clear', 'Passed'))).toMatchObject({ kind: 'journeyEnded' });
  });
});
