// A stand-in for @onboarding/idscan-widget in component tests (jsdom has no camera, canvas or worker): it renders
// a placeholder and keeps the props, so a test can play the widget's journey events.
import type { IdscanWidgetProps } from '@onboarding/idscan-widget';
import { useLayoutEffect } from 'react';

export const widget: { props: IdscanWidgetProps | null } = { props: null };

function FakeIdscanWidget(props: IdscanWidgetProps) {
  useLayoutEffect(() => {
    widget.props = props;
  });
  return (
    <div data-testid="idscan-widget" data-journey={props.journeyId} data-input={props.inputProvider ?? 'FILESYSTEM'} data-steps={(props.steps ?? []).join(' ')}>
      Identity widget
    </div>
  );
}

export const widgetModule = { IdscanWidget: FakeIdscanWidget };

/** The props of the widget on the page (fails the test when none is shown). */
export function shownWidget(): IdscanWidgetProps {
  if (!widget.props) throw new Error('No identity widget has been rendered.');
  return widget.props;
}
