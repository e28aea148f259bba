import { axeViolations } from '@repo/test-utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Accordion, type AccordionItem } from './Accordion';
import { renderWithI18n } from '../test/renderWithI18n';

/** The hand-off page's sections (docs/spec/flow/screens.md#mobilesms). */
const items: AccordionItem[] = [
  { id: 'uploadHere', heading: 'Upload from this device', content: <button type="button">Upload here</button> },
  { id: 'uploadLater', heading: 'Upload later', content: <p>You can upload the document in the client zone.</p> },
  { id: 'help', heading: 'Need help?', content: <p>Call us.</p> },
];

const heading = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('starts closed, with each panel hidden and wired to its button', () => {
    renderWithI18n(<Accordion id="handoff" items={items} />);
    const button = heading('Upload from this device');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'handoff-uploadHere-panel');
    expect(screen.queryByRole('button', { name: 'Upload here' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('opens a section on click, as a region named by its heading', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Accordion items={items} />);
    await user.click(heading('Upload from this device'));
    expect(heading('Upload from this device')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Upload from this device' })).toContainElement(
      screen.getByRole('button', { name: 'Upload here' }),
    );
  });

  it('keeps one section open at a time by default, and closes the open one on a second press', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderWithI18n(<Accordion items={items} onValueChange={onValueChange} />);
    await user.click(heading('Upload from this device'));
    await user.click(heading('Upload later'));
    expect(heading('Upload from this device')).toHaveAttribute('aria-expanded', 'false');
    expect(heading('Upload later')).toHaveAttribute('aria-expanded', 'true');
    await user.click(heading('Upload later'));
    expect(onValueChange.mock.calls).toEqual([[['uploadHere']], [['uploadLater']], [[]]]);
  });

  it('lets several sections stay open when multiple', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Accordion items={items} multiple defaultValue={['help']} />);
    await user.click(heading('Upload later'));
    expect(screen.getAllByRole('region')).toHaveLength(2);
    expect(heading('Need help?')).toHaveAttribute('aria-expanded', 'true');
  });

  it('toggles with Enter and Space and moves between headings with arrows, Home and End', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Accordion items={items} />);
    await user.tab();
    expect(heading('Upload from this device')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(heading('Upload from this device')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(heading('Upload later')).toHaveFocus();
    await user.keyboard(' ');
    expect(heading('Upload later')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{End}');
    expect(heading('Need help?')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(heading('Upload from this device')).toHaveFocus();
    await user.keyboard('{ArrowUp}{Home}');
    expect(heading('Upload from this device')).toHaveFocus();
  });

  it('skips a disabled section', async () => {
    const user = userEvent.setup();
    renderWithI18n(<Accordion items={items.map((item) => ({ ...item, disabled: item.id === 'uploadLater' }))} />);
    expect(heading('Upload later')).toBeDisabled();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(heading('Need help?')).toHaveFocus();
  });

  it('follows its value when controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [open, setOpen] = useState<ReadonlyArray<string>>(['uploadLater']);
      return (
        <>
          <Accordion items={items} value={open} onValueChange={setOpen} />
          <button type="button" onClick={() => setOpen([])}>
            Collapse all
          </button>
        </>
      );
    }
    renderWithI18n(<Controlled />);
    expect(heading('Upload later')).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(heading('Upload later')).toHaveAttribute('aria-expanded', 'false');
  });

  it('puts the buttons in headings of the level asked for', () => {
    renderWithI18n(<Accordion items={items} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
  });

  it('marks open sections with data-open and forwards its ref', async () => {
    const ref = { current: null as HTMLDivElement | null };
    const { container } = renderWithI18n(<Accordion ref={ref} items={items} defaultValue={['help']} />);
    expect(ref.current).toBe(container.firstElementChild);
    expect(container.querySelectorAll('[data-open]')).toHaveLength(1);
  });

  it('has no axe violations with a section open', async () => {
    const { container } = renderWithI18n(<Accordion items={items} defaultValue={['uploadHere']} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
