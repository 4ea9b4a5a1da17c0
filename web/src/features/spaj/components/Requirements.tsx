// What the underwriter and the agent asked: the open requests first, each with what was asked,
// by whom and when, and its answer form (documents: upload, remove before sending, an optional
// note; a question: the written answer); then the answered ones with their answers and files.
import { useId, useState, type FormEvent } from 'react';
import type { SpajDetail, SpajRequirement } from '../../../api/generated/model';
import { formatDateTimeWib } from '../../../components/format';
import { FormAlert } from '../../../components/form/FormAlert';
import { filePickerButtonId } from '../../../components/upload/FilePicker';
import { formatBytes } from '../../../components/upload/fileRules';
import type { SpajSessionState } from '../../../shared/spajSession';
import { askedByNames, messages } from '../messages';
import { ANSWER_MAX, answerError } from '../answerRules';
import { useSpajUploads } from '../useSpajUploads';
import { SpajSection } from './SpajSection';
import { UploadList } from './UploadList';
import { useAnswerRequirement } from './useAnswerRequirement';

const m = messages.followUp;
export const REQUIREMENTS_ID = 'spaj-requirements';

function Asked({ requirement }: { requirement: SpajRequirement }) {
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <span className="badge text-bg-light border">{m.kind[requirement.kind]}</span>
        <span className="small text-body-secondary">
          {m.askedBy(askedByNames[requirement.asked_by], formatDateTimeWib(requirement.asked_at))}
        </span>
      </div>
      <h3 className="spaj-req__title">{requirement.title}</h3>
      {requirement.note && <p className="spaj-req__note">{requirement.note}</p>}
    </>
  );
}

function SubmitRow({ busy, label }: { busy: boolean; label: string }) {
  return (
    <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
      {busy ? (
        <>
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {m.sending}
        </>
      ) : (
        label
      )}
    </button>
  );
}

function DocumentAnswer({
  detail,
  requirement,
  session,
  usedBytes,
}: {
  detail: SpajDetail;
  requirement: SpajRequirement;
  session: SpajSessionState;
  usedBytes: number;
}) {
  const id = useId();
  const uploads = useSpajUploads(session, usedBytes);
  const answer = useAnswerRequirement(session);
  const [note, setNote] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (uploads.uploading) {
      setFieldError(m.docsUploading);
      return;
    }
    if (uploads.documents.length === 0) {
      setFieldError(m.docsRequired(requirement.title));
      document.getElementById(filePickerButtonId(`${id}-files`))?.focus();
      return;
    }
    setFieldError(null);
    const refused = await answer.send({
      spaj_number: detail.spaj_number,
      requirement_id: requirement.requirement_id,
      answer: note.trim() || null,
      document_ids: uploads.documents.map((d) => d.document_id),
    });
    if (refused) setFailure(refused);
    else uploads.reset();
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={requirement.title}>
      <FormAlert message={failure} />
      <UploadList
        id={`${id}-files`}
        title={requirement.title}
        items={uploads.items}
        error={fieldError}
        disabled={answer.pending}
        onAdd={(files) => {
          setFieldError(null);
          uploads.add(files);
        }}
        onRemove={uploads.remove}
        onRetry={uploads.retry}
      />
      <label htmlFor={`${id}-note`} className="form-label mt-3">
        {m.docNoteLabel}
      </label>
      <textarea
        id={`${id}-note`}
        className="form-control mb-3"
        rows={2}
        maxLength={ANSWER_MAX}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <SubmitRow busy={answer.pending} label={m.sendDocuments} />
    </form>
  );
}

function QuestionAnswer({
  detail,
  requirement,
  session,
}: {
  detail: SpajDetail;
  requirement: SpajRequirement;
  session: SpajSessionState;
}) {
  const id = useId();
  const answer = useAnswerRequirement(session);
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const problem = answerError(text);
    setFieldError(problem);
    if (problem) {
      document.getElementById(`${id}-answer`)?.focus();
      return;
    }
    const refused = await answer.send({
      spaj_number: detail.spaj_number,
      requirement_id: requirement.requirement_id,
      answer: text.trim(),
      document_ids: [],
    });
    if (refused) setFailure(refused);
  };

  const described = [`${id}-hint`, fieldError && `${id}-error`].filter(Boolean).join(' ');
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={requirement.title}>
      <FormAlert message={failure} />
      <label htmlFor={`${id}-answer`} className="form-label fw-semibold">
        {m.answerLabel}
      </label>
      <textarea
        id={`${id}-answer`}
        className={`form-control${fieldError ? ' is-invalid' : ''}`}
        rows={3}
        maxLength={ANSWER_MAX + 50}
        value={text}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={described}
        onChange={(event) => setText(event.target.value)}
      />
      {fieldError && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {fieldError}
        </div>
      )}
      <div id={`${id}-hint`} className="form-text mb-3">
        {m.answerHint(ANSWER_MAX)}
      </div>
      <SubmitRow busy={answer.pending} label={m.sendAnswer} />
    </form>
  );
}

function Answered({ requirement }: { requirement: SpajRequirement }) {
  return (
    <li className="spaj-req spaj-req--answered">
      <Asked requirement={requirement} />
      {requirement.answered_at && (
        <p className="small text-success-emphasis mb-1">
          <span aria-hidden="true">✓ </span>
          {m.answeredAt(formatDateTimeWib(requirement.answered_at))}
        </p>
      )}
      {requirement.answer_text && (
        <p className="mb-1">
          <span className="text-body-secondary">{m.yourAnswer}: </span>
          {requirement.answer_text}
        </p>
      )}
      {requirement.documents.length > 0 && (
        <ul className="list-unstyled small mb-0" aria-label={m.yourDocuments}>
          {requirement.documents.map((doc) => (
            <li key={doc.document_id} className="text-break">
              {doc.file_name} · {formatBytes(doc.size_bytes)}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function Requirements({
  detail,
  session,
}: {
  detail: SpajDetail;
  session: SpajSessionState;
}) {
  const open = detail.requirements.filter((r) => r.status === 'OPEN');
  const answered = detail.requirements.filter((r) => r.status === 'ANSWERED');
  const usedBytes = answered
    .flatMap((r) => r.documents)
    .reduce((sum, doc) => sum + doc.size_bytes, 0);
  // Only while the application waits for them can they be answered.
  const answerable = detail.status === 'WAITING_DOCUMENTS';
  if (detail.requirements.length === 0) return null;
  return (
    <SpajSection title={m.requirementsTitle} id={REQUIREMENTS_ID}>
      {open.length > 0 && (
        <>
          <p className="fw-semibold text-warning-emphasis">{m.requirementsOpen(open.length)}</p>
          <ul className="list-unstyled mb-0">
            {open.map((requirement) => (
              <li key={requirement.requirement_id} className="spaj-req spaj-req--open">
                <Asked requirement={requirement} />
                {answerable &&
                  (requirement.kind === 'DOCUMENT' ? (
                    <DocumentAnswer
                      detail={detail}
                      requirement={requirement}
                      session={session}
                      usedBytes={usedBytes}
                    />
                  ) : (
                    <QuestionAnswer detail={detail} requirement={requirement} session={session} />
                  ))}
              </li>
            ))}
          </ul>
        </>
      )}
      {answered.length > 0 && (
        <>
          <h3 className="spaj-card__subtitle">{m.answeredTitle}</h3>
          <ul className="list-unstyled mb-0">
            {answered.map((requirement) => (
              <Answered key={requirement.requirement_id} requirement={requirement} />
            ))}
          </ul>
        </>
      )}
    </SpajSection>
  );
}
