// Route screen of cms-banner-add (/cms/banner/add): a new banner, last in the carousel's
// order. Saved: a notice and back to the list.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useNavigate } from 'react-router';
import {
  getListBannersAdminQueryKey,
  useCreateBanner,
} from '../../api/generated/endpoints/admin/admin';
import { showToast } from '../../components/toast';
import { emptyValues, inputOf, type BannerFormValues } from './bannerValues';
import { FormSkeleton } from './components/FormSkeleton';
import { messages } from './messages';
import { BANNER_LIST_PATH } from './paths';
import { failureOf } from './saveFailure';
import './cms.css';

// The form, its rules (zod, the contract's schemas) and the upload: a chunk of their own.
const BannerForm = lazy(() => import('./components/BannerForm'));

export interface BannerAddPageProps {
  /** The clock (stories and tests fix it); now when absent. */
  now?: string;
}

export default function BannerAddPage({ now }: BannerAddPageProps) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const create = useCreateBanner({ request: { quiet: true } });
  const clock = useMemo(() => (now ? () => new Date(now) : () => new Date()), [now]);
  const defaults = useMemo(() => emptyValues(clock()), [clock]);

  const save = async (values: BannerFormValues) => {
    try {
      const { data } = await create.mutateAsync({ data: inputOf(values) });
      await client.invalidateQueries({ queryKey: getListBannersAdminQueryKey() });
      showToast({ message: messages.form.saved(data.title), variant: 'success' });
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
          defaults={defaults}
          submitLabel={messages.form.save}
          onSave={save}
          now={clock}
        />
      </Suspense>
    </div>
  );
}
