import { linguiConfig } from '@repo/tsup-config/lingui';

export default linguiConfig(import.meta.dirname);
