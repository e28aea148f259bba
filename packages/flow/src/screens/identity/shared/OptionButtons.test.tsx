import { axeViolations } from '@repo/test-utils';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderFlow } from '../../../test/renderFlow';
import { resetIdentity } from '../testSupport';
import { OptionButtons } from './OptionButtons';

// `axeViolations` lends jsdom a canvas for axe's label-content-name-mismatch (WCAG 2.5.3), so the rule runs here.
beforeEach(resetIdentity);

const documents = [
  { value: 'id', label: 'ID card', badge: 'Recommended', hint: 'You will photograph the front and then the back.' },
  { value: 'passport', label: 'Passport', hint: 'You will photograph the page with your photo.' },
] as const;

describe('OptionButtons: one press is one choice', () => {
  it('the axe check used here catches a button named by its title while it also shows a hint (the old markup)', async () => {
    render(
      <button type="button" aria-labelledby="title">
        <span id="title">Passport</span> <span>You will photograph the page with your photo.</span>
      </button>,
    );
    expect((await axeViolations(document.body)).join('\n')).toMatch(/^label-content-name-mismatch/);
  });

  it('names each button by exactly the text it shows, describes it by its badge and hint, and passes axe with Label in Name on', async () => {
    render(<OptionButtons options={documents} onChoose={() => {}} />);
    const id = screen.getByRole('button', { name: 'ID card' });
    expect(id).toHaveTextContent(/^ID card$/);
    expect(id).toHaveAccessibleDescription('Recommended You will photograph the front and then the back.');
    const passport = screen.getByRole('button', { name: 'Passport' });
    expect(passport).toHaveTextContent(/^Passport$/);
    expect(passport).toHaveAccessibleDescription('You will photograph the page with your photo.');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('given a keyboard user, Tab reaches each choice and Enter or Space chooses it', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<OptionButtons options={documents} onChoose={onChoose} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'ID card' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenLastCalledWith('id');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Passport' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onChoose).toHaveBeenLastCalledWith('passport');
  });

  it('while a choice is being sent (disabled), a press chooses nothing', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<OptionButtons options={documents} onChoose={onChoose} disabled />);
    await user.click(screen.getByRole('button', { name: 'Passport' }));
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('on the Polish device step, the recommended phone passes axe with Label in Name on', async () => {
    await renderFlow({ path: '/select-device', locale: 'pl', token: 't' });
    const phone = await screen.findByRole('button', { name: 'Telefon' });
    expect(phone).toHaveAccessibleDescription(/^Zalecane Aparat w telefonie/);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
