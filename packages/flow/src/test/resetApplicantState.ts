// The in-memory state of one applicant, emptied: shared by the component tests (screens/data/testSupport.ts) and the
// stories' harness (stories/flowStory.tsx), so a store added later is forgotten by neither (not part of the build).
import { useClientZoneStore } from '../screens/data/clientZone/clientZoneStore';
import { translationLists } from '../screens/data/risk/translationLists';
import { useDenialStore } from '../stores/denialStore';
import { useDraftStore } from '../stores/draftStore';
import { useFieldErrorsStore } from '../stores/fieldErrorsStore';
import { useGlobalErrorStore } from '../stores/globalErrorStore';
import { useLockStore } from '../stores/lockStore';

/** Drafts, denial, field and global errors, the lock, the client-zone hand-over and the loaded translation lists. */
export function resetApplicantState(): void {
  useDraftStore.getState().reset();
  useDenialStore.getState().forget();
  useFieldErrorsStore.getState().clearAll();
  useGlobalErrorStore.getState().clear();
  useLockStore.getState().unlock();
  useClientZoneStore.getState().clear();
  translationLists.clear();
}
