import { axeViolations } from '@repo/test-utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LIVENESS_ACTIONS } from '../../core/enumerations';
import { fakeStream } from '../ui/test/mediaStub';
import { renderWithI18n } from '../ui/test/renderWithI18n';
import { LivenessScreen } from './LivenessScreen';
import { PASSIVE_FACE_ERRORS } from './passiveFaceErrors';

describe('LivenessScreen', () => {
  it('active: tells the user the action to do, and takes the picture', async () => {
    const user = userEvent.setup();
    const onTakePicture = vi.fn();
    const { container } = renderWithI18n(<LivenessScreen mode="active" stream={fakeStream()} action="SMILE" onTakePicture={onTakePicture} />);
    expect(screen.getByRole('heading', { name: 'Liveness check' })).toHaveFocus();
    expect(container.querySelector('[aria-live="assertive"]')).toHaveTextContent('Smile');
    await user.click(screen.getByRole('button', { name: 'Take Picture' }));
    expect(onTakePicture).toHaveBeenCalledOnce();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('active: every docs/spec/widget/states.md#instructions-lock action has its own instruction', () => {
    const texts = LIVENESS_ACTIONS.map((action) => {
      const view = renderWithI18n(<LivenessScreen mode="active" stream={null} action={action} onTakePicture={() => {}} />);
      const text = view.container.querySelector('[aria-live="assertive"]')?.textContent;
      view.unmount();
      return text;
    });
    expect(new Set(texts).size).toBe(LIVENESS_ACTIONS.length);
  });

  it('passive: shows the face error with what to do', async () => {
    const { container } = renderWithI18n(<LivenessScreen mode="passive" stream={fakeStream()} faceError="TOO_MANY_FACES" onTakePicture={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Take a picture of your face' })).toHaveFocus();
    expect(container.querySelector('[aria-live="assertive"]')).toHaveTextContent('More than one face Make sure only you are in the picture.');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('passive: internal errors show the generic "something went wrong, try again"', () => {
    renderWithI18n(<LivenessScreen mode="passive" stream={null} faceError="INTERNAL" onTakePicture={() => {}} />);
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
  });

  it('passive: every docs/spec/widget/validation.md#passive-liveness-face-errors face error has its own title', () => {
    const titles = PASSIVE_FACE_ERRORS.map((faceError) => {
      const view = renderWithI18n(<LivenessScreen mode="passive" stream={null} faceError={faceError} onTakePicture={() => {}} />);
      const text = view.container.querySelector('.idscan-warning__detail')?.textContent;
      view.unmount();
      return text;
    });
    expect(new Set(titles).size).toBe(PASSIVE_FACE_ERRORS.length);
  });

  it('while verifying, hides the button and shows the loader', () => {
    renderWithI18n(<LivenessScreen mode="passive" stream={null} verifying onTakePicture={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Take Picture' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('status').some((status) => status.textContent === 'Verifying…')).toBe(true);
  });

  it('active: guides a turn that is too small or to the other side, in the person\'s own left and right', () => {
    const view = renderWithI18n(<LivenessScreen mode="active" stream={null} action="LEFT" turnHint="TURN_MORE" onTakePicture={() => {}} />);
    expect(view.container.querySelector('[aria-live="assertive"]')).toHaveTextContent('Turn a little further Turn your head further to the left, then take the picture.');
    view.rerender(<LivenessScreen mode="active" stream={null} action="RIGHT" turnHint="TURN_OTHER_WAY" onTakePicture={() => {}} />);
    expect(view.container.querySelector('[aria-live="assertive"]')).toHaveTextContent('You turned to the left. Turn your head to the right, then take the picture.');
  });

  it('active: face problems are shown too, not only in passive mode', () => {
    const view = renderWithI18n(<LivenessScreen mode="active" stream={null} action="LEFT" faceError="NOT_FOUND" onTakePicture={() => {}} />);
    expect(view.container.querySelector('[aria-live="assertive"]')).toHaveTextContent('No face found');
  });

  it('announces the server\'s reason for refusing the last picture, with the tries left', async () => {
    const { container } = renderWithI18n(
      <LivenessScreen mode="active" stream={fakeStream()} action="RIGHT" message="Turn your head further to the right." attemptsRemaining={2} onTakePicture={() => {}} />,
    );
    expect(container.querySelector('[aria-live="assertive"]')).toHaveTextContent('Turn your head further to the right. You have 2 attempts left.');
    expect(await axeViolations(container)).toEqual([]);
  });
});
