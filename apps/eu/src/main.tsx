import '@onboarding/form-fields/styles.css';
import '@onboarding/flow/styles.css';
import { mountOnboarding } from '@onboarding/flow';
import { brand } from './brand';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element to mount the onboarding flow into.');
void mountOnboarding(root, brand);
