// Data hooks of the terms feature: the terms text, the customer's acceptance state and
// the acceptance call. After a successful acceptance the checkValidTerm cache says
// `valid: true`, which closes the TermsGate everywhere.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getLoadTermsQueryKey,
  useGetConfig,
  useLoadTerms,
  useStoreTerms,
} from '../../api/generated/endpoints/info/info';
import {
  getCheckValidTermQueryKey,
  type checkValidTerm,
} from '../../api/generated/endpoints/session/session';
import { statusOf, toLoadable } from '../../api/loadable';
import { assertTermsHtml } from './termsHtml';

type ValidityResult = Awaited<ReturnType<typeof checkValidTerm>>;

const checkTermsResponse = <R extends { data: unknown }>(result: R) => ({
  ...result,
  data: assertTermsHtml(result.data),
});

/** The terms HTML (not yet sanitised). A non-string answer is the error 'invalid return value'. */
export function useTermsText({ enabled = true }: { enabled?: boolean } = {}) {
  const query = useLoadTerms({
    query: {
      enabled,
      select: checkTermsResponse,
      staleTime: 5 * 60_000,
    },
  });
  return { text: toLoadable(query), error: query.error, retry: () => void query.refetch() };
}

/** The version in force according to config/all (null while unknown). */
export function useTermsVersion(): string | null {
  const query = useGetConfig({ query: { staleTime: 5 * 60_000 } });
  const config = toLoadable(query);
  return config.state === 'success' ? config.data.tnc_version : null;
}

/** Accepts the version in force; on success the cached validity becomes valid. */
export function useAcceptTerms() {
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState(false);
  const mutation = useStoreTerms({
    mutation: {
      onMutate: () => setFailed(false),
      onSuccess: (result) => {
        const accepted = result.data.tnc_version;
        queryClient.setQueryData<ValidityResult>(getCheckValidTermQueryKey(), (old) =>
          old
            ? {
                ...old,
                data: {
                  ...old.data,
                  valid: true,
                  tnc_version: accepted,
                  acceptedVersion: accepted,
                },
              }
            : old,
        );
      },
      onError: (error) => {
        setFailed(true);
        // 422: the version changed meanwhile; fetch the version and text now in force.
        if (statusOf(error) === 422) {
          void queryClient.invalidateQueries({ queryKey: getCheckValidTermQueryKey() });
          void queryClient.invalidateQueries({ queryKey: getLoadTermsQueryKey() });
        }
      },
    },
  });
  return {
    accept: (version: string) => mutation.mutate({ data: { tnc_version: version } }),
    saving: mutation.isPending,
    failed,
  };
}
