import { axeViolations } from '@repo/test-utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckboxList, type CheckboxListItem } from './CheckboxList';
import { renderWithI18n } from '../test/renderWithI18n';

const documents: ReadonlyArray<CheckboxListItem> = [
  { id: 'TERMS', label: 'Terms of service', href: 'https://example.com/terms.pdf' },
  { id: 'PRIVACY', label: 'Privacy policy', href: 'https://example.com/privacy.pdf' },
  { id: 'FEES', label: 'Table of fees', href: 'https://example.com/fees.pdf' },
  { id: 'KID', label: 'Key information document', href: 'https://example.com/kid.pdf' },
  { id: 'RISK', label: 'Risk disclosure', hint: 'Trading on margin carries a high risk of losing money' },
];

function Controlled({ error }: { error?: string }) {
  const [accepted, setAccepted] = useState<string[]>([]);
  return (
    <>
      <CheckboxList label="I have read and accept" items={documents} value={accepted} onValueChange={setAccepted} error={error} />
      <output data-testid="value">{accepted.join(',') || 'none'}</output>
    </>
  );
}

const accepted = () => screen.getByTestId('value').textContent;
const toggle = () => screen.getByRole('button', { name: /documents/ });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CheckboxList (docs/spec/flow/screens.md#declarationacceptance declarationAcceptance)', () => {
  it('reports the ticked documents in display order', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled />);
    await user.click(screen.getByRole('checkbox', { name: 'Table of fees' }));
    await user.click(screen.getByRole('checkbox', { name: 'Terms of service' }));
    expect(accepted()).toBe('TERMS,FEES');
    await user.click(screen.getByRole('checkbox', { name: 'Terms of service' }));
    expect(accepted()).toBe('FEES');
  });

  it('shows the first three documents; "Show all documents" reveals the rest', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(toggle()).toHaveAccessibleName('Show all documents');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle().getAttribute('aria-controls')!)).not.toBeVisible();
    await user.click(toggle());
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(toggle()).toHaveAccessibleName('Show fewer documents');
    expect(toggle()).toHaveFocus();
    await user.click(toggle());
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
  });

  it('given a keyboard user, the next Tab after "Show all documents" goes to the first document it revealed', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled />);
    toggle().focus();
    await user.keyboard('{Enter}');
    expect(toggle()).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Key information document' })).toHaveFocus();
  });

  it('needs no toggle when every document fits', () => {
    renderWithI18n(<CheckboxList label="I accept" items={documents.slice(0, 2)} visibleCount={2} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('an error about a hidden, unticked document shows every document', () => {
    renderWithI18n(<Controlled error="Accept all the documents to continue" />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(5);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('checkbox', { name: 'Risk disclosure' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('marks only the unticked boxes invalid', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled error="Accept all the documents to continue" />);
    await user.click(screen.getByRole('checkbox', { name: 'Terms of service' }));
    expect(screen.getByRole('checkbox', { name: 'Terms of service' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('checkbox', { name: 'Privacy policy' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('links each document, opening it in a new tab and saying so', () => {
    renderWithI18n(<Controlled />);
    const link = screen.getByRole('link', { name: 'Terms of service' });
    expect(link).toHaveAttribute('href', 'https://example.com/terms.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleDescription('Opens in a new tab');
  });

  it('clicking a document link opens it without ticking the box', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled />);
    const link = screen.getByRole('link', { name: 'Privacy policy' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(screen.getByRole('checkbox', { name: 'Privacy policy' })).not.toBeChecked();
  });

  it('describes an item by its hint', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Controlled />);
    await user.click(toggle());
    expect(screen.getByRole('checkbox', { name: 'Risk disclosure' })).toHaveAccessibleDescription(
      'Trading on margin carries a high risk of losing money',
    );
  });
});

describe('CheckboxList "download all" (docs/spec/flow/entities.md#other-fields downloadAll, docs/spec/flow/states.md)', () => {
  it('ticking it opens the download link in a new tab and reports the tick', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const onDownloadAllChange = vi.fn();
    renderWithI18n(
      <CheckboxList label="I accept" items={documents} downloadAllHref="https://example.com/all.zip" onDownloadAllChange={onDownloadAllChange} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Download all documents' });
    expect(box).toHaveAccessibleDescription('Opens in a new tab');
    await user.click(box);
    expect(open).toHaveBeenCalledExactlyOnceWith('https://example.com/all.zip', '_blank', 'noopener,noreferrer');
    expect(onDownloadAllChange).toHaveBeenCalledWith(true);
    await user.click(box);
    expect(open).toHaveBeenCalledTimes(1);
    expect(onDownloadAllChange).toHaveBeenLastCalledWith(false);
  });

  it('is absent without an address', () => {
    renderWithI18n(<CheckboxList label="I accept" items={documents} />);
    expect(screen.queryByRole('checkbox', { name: 'Download all documents' })).not.toBeInTheDocument();
  });
});

describe('CheckboxList wiring', () => {
  it('is one group named by its legend, described by the hint and the error', () => {
    renderWithI18n(
      <CheckboxList id="documents" label="I have read and accept" hint="Open each document to read it" error="Accept all the documents" items={documents} />,
    );
    const group = screen.getByRole('group', { name: 'I have read and accept' });
    expect(group).toHaveAccessibleDescription('Open each document to read it Error: Accept all the documents');
    expect(screen.getByRole('checkbox', { name: 'Terms of service' })).toHaveAttribute('id', 'documents');
    expect(screen.getByRole('checkbox', { name: 'Privacy policy' })).toHaveAttribute('id', 'documents-2');
  });

  it('works uncontrolled, submits each ticked id under the name, and forwards its ref', async () => {
    const user = userEvent.setup();
    const ref = { current: null as HTMLInputElement | null };
    const onValueChange = vi.fn();
    const { container } = renderWithI18n(
      <form aria-label="Declarations">
        <CheckboxList label="I accept" items={documents} name="documentsAcceptance" defaultValue={['PRIVACY']} onValueChange={onValueChange} ref={ref} />
      </form>,
    );
    expect(ref.current).toBe(screen.getByRole('checkbox', { name: 'Terms of service' }));
    expect(container.querySelector('fieldset')).toHaveAttribute('data-filled');
    await user.click(screen.getByRole('checkbox', { name: 'Terms of service' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['TERMS', 'PRIVACY']);
    const form = screen.getByRole('form', { name: 'Declarations' }) as HTMLFormElement;
    expect(new FormData(form).getAll('documentsAcceptance')).toEqual(['TERMS', 'PRIVACY']);
  });

  it('disables every box and the toggle', () => {
    renderWithI18n(<CheckboxList label="I accept" items={documents} disabled />);
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
    expect(toggle()).toBeDisabled();
  });

  it('in Polish, prefixes the error with "Błąd:"', () => {
    renderWithI18n(<CheckboxList label="Akceptuję" items={documents} error="Zaakceptuj wszystkie dokumenty" />, { locale: 'pl' });
    expect(screen.getByRole('group', { name: 'Akceptuję' })).toHaveAccessibleDescription('Błąd: Zaakceptuj wszystkie dokumenty');
  });

  it('has no axe violations, collapsed and expanded, in the error state', async () => {
    const user = userEvent.setup();
    const { container } = renderWithI18n(
      <CheckboxList
        label="I accept"
        hint="Open each document to read it"
        error="Accept all the documents"
        items={documents}
        defaultValue={['KID', 'RISK']}
        downloadAllHref="https://example.com/all.zip"
      />,
    );
    expect(await axeViolations(container)).toEqual([]);
    await user.click(toggle());
    expect(await axeViolations(container)).toEqual([]);
  });
});
