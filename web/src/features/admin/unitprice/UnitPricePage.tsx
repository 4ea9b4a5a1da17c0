// Route screen of admin-unit-price (/admin/harga-unit, 'Harga Unit'): the unit prices (NAB) of
// one day for staff. The day comes from the address (?price_date=) or, without one, from the
// server's answer (the last working day up to today). A working day not yet published shows
// the form (PriceForm); a published day its prices read only, with who published them and
// when; any other day says it has no prices. A refusal of the day itself (a future day: 422)
// is the server's sentence.
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  getGetFundPricesDeskQueryKey,
  useGetFundPricesDesk,
  usePublishFundPrices,
} from '../../../api/generated/endpoints/admin/admin';
import { errorMessageOf } from '../../../api/errors';
import { toLoadable } from '../../../api/loadable';
import { InlineError } from '../../../components/InlineError';
import { showToast } from '../../../components/toast';
import { DeskSection } from '../desk/DeskSection';
import { DayPicker } from './components/DayPicker';
import { DayState } from './components/DayState';
import { PriceForm } from './components/PriceForm';
import { PublishedPrices } from './components/PublishedPrices';
import { unitPriceMessages } from './unitPriceMessages';
import '../admin.css';
import './unitPrice.css';

const m = unitPriceMessages;
const DAY_PARAM = 'price_date';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export default function UnitPricePage() {
  const client = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const asked = search.get(DAY_PARAM);
  const params = asked && ISO_DAY.test(asked) ? { price_date: asked } : undefined;
  const query = useGetFundPricesDesk(params, { request: { quiet: true } });
  const desk = toLoadable(query);
  const publish = usePublishFundPrices({ request: { quiet: true } });

  const open = (day: string) => setSearch({ [DAY_PARAM]: day });
  const shownDay = desk.state === 'success' ? desk.data.price_date : (params?.price_date ?? null);

  return (
    <div className="unit-price-page">
      <p className="text-body-secondary">{m.intro}</p>
      <DeskSection title={m.day.heading} className="mb-3">
        <DayPicker key={shownDay ?? ''} value={shownDay} onChange={open} />
      </DeskSection>
      {desk.state === 'loading' ? (
        <div className="card border-0 shadow-sm p-3 placeholder-glow" aria-busy="true">
          <span className="visually-hidden" role="status">
            {m.loading}
          </span>
          {[60, 90, 90, 90].map((width, i) => (
            <span
              key={i}
              className="placeholder d-block rounded mb-3"
              style={{ width: `${width}%` }}
              aria-hidden="true"
            />
          ))}
        </div>
      ) : desk.state === 'error' ? (
        <InlineError
          message={desk.status === 422 ? errorMessageOf(query.error) : m.error}
          onRetry={desk.status === 422 ? undefined : () => void query.refetch()}
        />
      ) : (
        <section className="card border-0 shadow-sm">
          <div className="card-body p-3 p-md-4">
            <DayState desk={desk.data} onOpen={open} />
            {desk.data.working_day && (
              <div className="mt-3">
                {desk.data.published ? (
                  <PublishedPrices desk={desk.data} />
                ) : (
                  <PriceForm
                    key={desk.data.price_date}
                    desk={desk.data}
                    busy={publish.isPending}
                    onReload={() => void query.refetch()}
                    publish={async (request) => {
                      const answer = await publish.mutateAsync({ data: request });
                      // The published day, read only, at once; the day without a date too
                      // when it was the one shown.
                      client.setQueryData(
                        getGetFundPricesDeskQueryKey({ price_date: answer.data.price_date }),
                        { ...answer, status: 200 as const },
                      );
                      void client.invalidateQueries({ queryKey: getGetFundPricesDeskQueryKey() });
                      if (!params) open(answer.data.price_date);
                      showToast({
                        message: m.publish.done(answer.data.price_date),
                        variant: 'success',
                      });
                    }}
                  />
                )}
              </div>
            )}
          </div>
        </section>
      )}
    </div>
  );
}
