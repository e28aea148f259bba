import type { AppDeps } from '../../http/AppDeps';
import type { DocumentEventStore } from './documentEventStore';
import { documentEventStore } from './documentEventStore';
import type { DocumentStorage } from './documentStorage';
import { diskDocumentStorage } from './documentStorage';
import type { HandoffStore } from './handoffStore';
import { handoffStore } from './handoffStore';
import type { JourneyStore } from './journeyStore';
import { journeyStore } from './journeyStore';

/** The documents area's persistence, built once per app from its deps. */
export interface DocumentAreaStores {
  handoffs: HandoffStore;
  journeys: JourneyStore;
  events: DocumentEventStore;
  files: DocumentStorage;
  /** The identity checks' analysers: the verdict compares the faces they found. */
  identity: AppDeps['identity'];
}

export function documentAreaStores(deps: Pick<AppDeps, 'db' | 'storageDir' | 'identity' | 'documentStorage'>): DocumentAreaStores {
  return {
    identity: deps.identity,
    handoffs: handoffStore(deps.db),
    journeys: journeyStore(deps.db),
    events: documentEventStore(deps.db),
    // The server's configured backend (README "Document storage"); an app built without a server: the disk.
    files: deps.documentStorage ?? diskDocumentStorage(deps.storageDir),
  };
}
