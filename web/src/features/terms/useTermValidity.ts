// Whether the customer accepted the terms in force (token/checkValidTerm). Apart from the
// other terms hooks (useTerms.ts) so the gate every signed-in page renders asks it without
// loading the terms text's sanitiser.
import { useCheckValidTerm } from '../../api/generated/endpoints/session/session';
import type { TermValidity } from '../../api/generated/model';
import { toLoadable, type Loadable } from '../../api/loadable';

export function useTermValidity(): Loadable<TermValidity> {
  return toLoadable(useCheckValidTerm());
}
