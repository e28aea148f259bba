import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetFlow } from '../screens/data/testSupport';
import { useDraftStore } from '../stores/draftStore';
import { fakeClient, renderFlow } from '../test/renderFlow';

beforeEach(() => {
  resetFlow();
  useDraftStore.getState().update({ residenceCountry: 'PL', personalData: { birthPlaceCountry: 'PL' } });
});

// Issue 18 item 4: a partial postcode, then a tap on the next field: the error shows under the postcode and focus stays
// where the applicant put it — it never jumps to the error summary at the top (which also scrolls a phone up).
describe('validation on blur', () => {
  it('shows the error under the field and leaves focus on the field the applicant moved to', async () => {
    const user = userEvent.setup();
    const client = fakeClient('en');
    await renderFlow({ path: '/residence-details', locale: 'en', client, token: 't' });
    const postalCode = await screen.findByRole('textbox', { name: 'Postal code' });
    await user.type(postalCode, '009');
    const town = screen.getByLabelText('Town or city');
    await user.click(town);
    // The Polish pattern is checked at once (docs/spec/flow/validation.md), and its message is tied to the field.
    await waitFor(() => expect(postalCode).toHaveAttribute('aria-invalid', 'true'));
    expect(postalCode.getAttribute('aria-describedby')).toBeTruthy();
    expect(town).toHaveFocus();
  });
});
