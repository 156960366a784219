import type { RecordedEvent } from '@creators/contracts';
import { hidePersonal } from '@creators/storage';

/**
 * An event as the analyst role sees it: ids are kept (they are pseudonymous), and every personal
 * value the personal-data map names reads as `[personal]` (or null), an erased one as erased.
 * The workbench's SQL, counts and chains go through it, as `/api/events` goes through the
 * pseudonymous log; apply after upcasting, so the paths are the current shape's.
 */
export const forAnalysts = <E extends RecordedEvent>(event: E): E => hidePersonal(event);
