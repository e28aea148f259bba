import type { Decorator } from '@storybook/react-vite';

/** Stories render inside the widget's root class, as `mount()` and `<IdscanWidget>` do, so the theme applies. */
export const widgetRoot: Decorator = (Story) => (
  <div className="idscan">
    <Story />
  </div>
);
