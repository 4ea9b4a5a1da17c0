// The edit page of one banner (/cms/banner/:bannerId/edit): the form filled from the banner
// (GET /admin/banner/detail) and its history. Saving sends the version read; someone else's
// change since then is a 409 naming who and when, with 'Muat ulang banner' (the form then
// shows the banner as it is now). Saved: a notice and back to the list.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessageOf } from '../../api/errors';
import {
  getGetBannerAdminQueryKey,
  getListBannersAdminQueryKey,
  useGetBannerAdmin,
  useUpdateBanner,
} from '../../api/generated/endpoints/admin/admin';
import { toLoadable } from '../../api/loadable';
import { InlineError } from '../../components/InlineError';
import { showToast } from '../../components/toast';
import { updateOf, valuesOf, type BannerFormValues } from './bannerValues';
import { FormSkeleton } from './components/FormSkeleton';
import { BannerHistory } from './components/BannerHistory';
import { messages } from './messages';
import { BANNER_LIST_PATH } from './paths';
import { failureOf } from './saveFailure';
import './cms.css';

// The form, its rules (zod, the contract's schemas) and the upload: a chunk of their own.
const BannerForm = lazy(() => import('./components/BannerForm'));

const m = messages.form;
const BANNER_ID = /^BNR-\d{6}$/;

export interface BannerEditPageProps {
  /** The clock (stories and tests fix it); now when absent. */
  now?: string;
}

export default function BannerEditPage({ now }: BannerEditPageProps) {
  const { bannerId = '' } = useParams();
  const valid = BANNER_ID.test(bannerId);
  const navigate = useNavigate();
  const client = useQueryClient();
  const params = { banner_id: bannerId };
  const query = useGetBannerAdmin(params, {
    query: { enabled: valid },
    request: { quiet: true },
  });
  const update = useUpdateBanner({ request: { quiet: true } });
  const clock = useMemo(() => (now ? () => new Date(now) : () => new Date()), [now]);
  const detail = toLoadable(query);

  if (!valid) {
    return (
      <div className="cms-page">
        <InlineError message={messages.list.error} />
      </div>
    );
  }
  if (detail.state !== 'success') {
    return (
      <div className="cms-page" aria-busy={detail.state === 'loading'}>
        {detail.state === 'loading' ? (
          <div className="placeholder-glow">
            <span className="visually-hidden" role="status">
              {m.loading}
            </span>
            <span className="placeholder d-block rounded cms-skeleton" aria-hidden="true" />
          </div>
        ) : (
          <>
            <InlineError
              message={query.error ? errorMessageOf(query.error) : m.loadError}
              onRetry={() => void query.refetch()}
            />
            <p className="mt-3">
              <Link to={BANNER_LIST_PATH}>{m.back}</Link>
            </p>
          </>
        )}
      </div>
    );
  }
  const { banner, history } = detail.data;

  const save = async (values: BannerFormValues) => {
    try {
      const { data } = await update.mutateAsync({ data: updateOf(banner, values) });
      await client.invalidateQueries({ queryKey: getListBannersAdminQueryKey() });
      await client.invalidateQueries({ queryKey: getGetBannerAdminQueryKey(params) });
      const changed = data.version !== banner.version;
      showToast({
        message: changed ? m.updated(data.title) : m.unchanged,
        variant: changed ? 'success' : 'info',
      });
      void navigate(BANNER_LIST_PATH);
      return null;
    } catch (error) {
      return failureOf(error);
    }
  };

  return (
    <div className="cms-page">
      <Suspense fallback={<FormSkeleton />}>
        <BannerForm
          key={banner.version}
          defaults={valuesOf(banner)}
          initialEnd={valuesOf(banner).end_at}
          submitLabel={m.saveChanges}
          onSave={save}
          onReload={() => void query.refetch()}
          now={clock}
        />
      </Suspense>
      <BannerHistory events={history} />
    </div>
  );
}
