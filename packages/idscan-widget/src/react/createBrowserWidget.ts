import { checkUploadFile } from '../capture/checkUploadFile';
import { hasCamera } from '../capture/openCamera';
import { createIdscanWidget, type WidgetDependencies } from '../core/createIdscanWidget';
import type { IdscanWidgetController, IdscanWidgetOptions } from '../core/types';

/** The capture layer's hardware check and content-based file check (docs/spec/widget/validation.md#uploaded-files: JPG and PNG by magic bytes). */
export const captureDependencies: WidgetDependencies = {
  hasCamera: () => hasCamera(),
  checkUploadFile: async (file) => {
    const checked = await checkUploadFile(file);
    return checked.ok ? null : checked.error;
  },
};

/** The controller as `<IdscanWidget>` and `mount()` use it. */
export function createBrowserWidget(options: IdscanWidgetOptions): IdscanWidgetController {
  return createIdscanWidget(options, captureDependencies);
}
