import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mount } from './mount';

const options = { backendUrl: 'https://scan.test/idscanenterprisesvc', token: 't'.repeat(20), journeyId: 'j-1' };

afterEach(() => {
  document.body.innerHTML = '';
});

describe('mount', () => {
  it('renders the widget in the element a selector names, and unmount removes it', async () => {
    document.body.innerHTML = '<main><div id="identity"></div></main>';
    const seen: string[] = [];
    const mounted = mount('#identity', { ...options, locale: 'pl' });
    mounted.on('displayStep', ({ flowState }) => seen.push(flowState));
    await waitFor(() => expect(document.querySelector('#identity .idscan')).not.toBeNull());
    expect(document.querySelector('#identity .idscan')).toHaveAttribute('lang', 'pl');
    expect(mounted.getState()).toMatchObject({ step: 'IDENTITY:FRONT', screen: { name: 'upload' } });
    expect(seen).toEqual(['IDENTITY:FRONT']);
    expect(screen.getByRole('region')).toBeInTheDocument();

    mounted.unmount();
    mounted.unmount();
    expect(document.querySelector('#identity')).toBeEmptyDOMElement();
  });

  it('refuses a selector that matches nothing and a container that is not an element (docs/spec/widget/errors.md)', () => {
    expect(() => mount('#nowhere', options)).toThrow(/Expected the selector "#nowhere" to match an element/);
    expect(() => mount(42 as never, options)).toThrow(/the container must be an element or a selector, got number/);
  });

  it('refuses a missing backendUrl before touching the page', () => {
    document.body.innerHTML = '<div id="identity"></div>';
    expect(() => mount('#identity', { ...options, backendUrl: '' })).toThrow(/Missing parameters: backendUrl/);
    expect(document.querySelector('#identity')).toBeEmptyDOMElement();
  });
});
