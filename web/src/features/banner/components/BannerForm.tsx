// The banner form of the add and edit pages: title, alternative text, the picture with its
// preview, where the banner leads (a portal page from a list, an https address, or nowhere),
// the schedule in WIB and whether it is active. react-hook-form with the rules of
// bannerRules.ts (the contract's generated constants); what the server refuses on saving comes
// back on its fields (422) or above the form (409: changed by someone else, with a way to load
// the banner again). Nothing typed is lost on a refusal.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { FieldError } from '../../../api/generated/model';
import { FormAlert } from '../../../components/form/FormAlert';
import { TextField } from '../../../components/form/TextField';
import { BANNER_PAGES } from '../../../shared/bannerLinks';
import { ALT_TEXT_MAX, bannerSchema, TITLE_MAX, URL_MAX } from '../bannerRules';
import { fieldOf, wibInput, type BannerFormValues } from '../bannerValues';
import { messages } from '../messages';
import { BANNER_LIST_PATH } from '../paths';
import { ImageField } from './ImageField';
import { ScheduleField } from './ScheduleField';

const m = messages.form;

/** What a refused save tells the form. */
export interface SaveFailure {
  message: string;
  fields: FieldError[];
  /** 409: the banner changed since it was read (the form offers to load it again). */
  conflict?: boolean;
}

export interface BannerFormProps {
  defaults: BannerFormValues;
  /** Editing: the end the banner has (it may stay even when already past). */
  initialEnd?: string;
  submitLabel: string;
  /** Save; resolves with a failure to show, or null when saved (the page moves on). */
  onSave: (values: BannerFormValues) => Promise<SaveFailure | null>;
  /** A 409's 'Muat ulang banner' (editing). */
  onReload?: () => void;
  /** The clock of the rules (stories and tests fix it). */
  now?: () => Date;
}

export default function BannerForm({
  defaults,
  initialEnd,
  submitLabel,
  onSave,
  onReload,
  now = () => new Date(),
}: BannerFormProps) {
  const id = useId();
  const schema = useMemo(() => bannerSchema({ now, initialEnd }), [now, initialEnd]);
  // The schedule's calendars: today in WIB.
  const today = wibInput(now()).slice(0, 10);
  const form = useForm<BannerFormValues>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
    shouldFocusError: true,
  });
  const { register, control, formState, setError, handleSubmit } = form;
  const errors = formState.errors;
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [saving, setSaving] = useState(false);
  const kind = useWatch({ control, name: 'link_kind' });
  const title = useWatch({ control, name: 'title' });
  const altText = useWatch({ control, name: 'alt_text' });

  const submit = handleSubmit(async (values) => {
    if (uploading) {
      setFailure({ message: m.imageBusy, fields: [] });
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const refused = await onSave(values);
      if (!refused) return;
      let first = true;
      let onField = false;
      for (const error of refused.fields) {
        const field = fieldOf(error.field);
        if (!field) continue;
        setError(field, { type: 'server', message: error.message }, { shouldFocus: first });
        first = false;
        onField ||= error.message === refused.message;
      }
      setFailure(onField && !refused.conflict ? null : refused);
    } finally {
      setSaving(false);
    }
  });

  return (
    <form
      className="cms-form card border-0 shadow-sm"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <div className="card-body">
        <FormAlert
          message={
            failure?.message ??
            (Object.keys(errors).length > 0 && formState.isSubmitted ? m.invalid : null)
          }
        />
        {failure?.conflict && onReload && (
          <p>
            <button type="button" className="btn btn-outline-primary btn-sm" onClick={onReload}>
              {m.reload}
            </button>
          </p>
        )}
        <div className="cms-form__grid">
          <fieldset className="cms-form__section">
            <legend className="h6">{m.details}</legend>
            <TextField
              id={`${id}-title`}
              label={m.title}
              hint={m.titleHint}
              maxLength={TITLE_MAX}
              error={errors.title?.message}
              {...register('title')}
            />
            <div className="mb-3">
              <label htmlFor={`${id}-alt`} className="form-label">
                {m.altText}
              </label>
              <textarea
                id={`${id}-alt`}
                rows={3}
                maxLength={ALT_TEXT_MAX}
                className={`form-control ${errors.alt_text ? 'is-invalid' : ''}`}
                aria-invalid={errors.alt_text ? true : undefined}
                aria-describedby={`${id}-alt-hint${errors.alt_text ? ` ${id}-alt-error` : ''}`}
                {...register('alt_text')}
              />
              {errors.alt_text && (
                <div id={`${id}-alt-error`} className="invalid-feedback d-block">
                  {errors.alt_text.message}
                </div>
              )}
              <div id={`${id}-alt-hint`} className="form-text">
                {m.altTextHint}
              </div>
            </div>
            <Controller
              control={control}
              name="image"
              render={({ field, fieldState }) => (
                <ImageField
                  value={field.value}
                  onChange={(image) => {
                    field.onChange(image);
                    form.clearErrors('image');
                  }}
                  error={fieldState.error?.message}
                  onBusy={setUploading}
                  title={title}
                  altText={altText}
                />
              )}
            />
          </fieldset>
          <div>
            <fieldset className="cms-form__section">
              <legend className="h6">{m.link}</legend>
              {(
                [
                  ['ROUTE', m.linkRoute],
                  ['URL', m.linkUrl],
                  ['NONE', m.linkNone],
                ] as const
              ).map(([value, label]) => (
                <div className="form-check" key={value}>
                  <input
                    id={`${id}-kind-${value}`}
                    type="radio"
                    className="form-check-input"
                    value={value}
                    {...register('link_kind')}
                  />
                  <label htmlFor={`${id}-kind-${value}`} className="form-check-label">
                    {label}
                  </label>
                </div>
              ))}
              {kind === 'ROUTE' && (
                <div className="mt-2">
                  <label htmlFor={`${id}-route`} className="form-label">
                    {m.route}
                  </label>
                  <select
                    id={`${id}-route`}
                    className={`form-select ${errors.link_route ? 'is-invalid' : ''}`}
                    aria-invalid={errors.link_route ? true : undefined}
                    aria-describedby={errors.link_route ? `${id}-route-error` : undefined}
                    {...register('link_route')}
                  >
                    <option value="">{m.routeChoose}</option>
                    {BANNER_PAGES.map((page) => (
                      <option key={page.name} value={page.name}>
                        {page.label}
                      </option>
                    ))}
                  </select>
                  {errors.link_route && (
                    <div id={`${id}-route-error`} className="invalid-feedback d-block">
                      {errors.link_route.message}
                    </div>
                  )}
                </div>
              )}
              {kind === 'URL' && (
                <div className="mt-2">
                  <TextField
                    id={`${id}-url`}
                    label={m.url}
                    hint={m.urlHint}
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    maxLength={URL_MAX}
                    error={errors.link_url?.message}
                    {...register('link_url')}
                  />
                </div>
              )}
            </fieldset>
            <fieldset className="cms-form__section">
              <legend className="h6">{m.schedule}</legend>
              <ScheduleField
                id={`${id}-start`}
                control={control}
                name="start_at"
                dateLabel={m.startDate}
                timeLabel={m.startTime}
                today={today}
              />
              <ScheduleField
                id={`${id}-end`}
                control={control}
                name="end_at"
                dateLabel={m.endDate}
                timeLabel={m.endTime}
                today={today}
              />
              <div className="form-check form-switch">
                <input
                  id={`${id}-active`}
                  type="checkbox"
                  role="switch"
                  className="form-check-input"
                  aria-describedby={`${id}-active-hint`}
                  {...register('active')}
                />
                <label htmlFor={`${id}-active`} className="form-check-label">
                  {m.active}
                </label>
                <div id={`${id}-active-hint`} className="form-text">
                  {m.activeHint}
                </div>
              </div>
            </fieldset>
          </div>
        </div>
        <div className="cms-form__actions">
          <Link to={BANNER_LIST_PATH} className="btn btn-outline-secondary">
            {m.cancel}
          </Link>
          <button
            type="submit"
            className="btn btn-primary px-4"
            disabled={saving}
            aria-busy={saving || undefined}
          >
            {saving ? (
              <>
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                {m.saving}
              </>
            ) : (
              submitLabel
            )}
          </button>
        </div>
      </div>
    </form>
  );
}
