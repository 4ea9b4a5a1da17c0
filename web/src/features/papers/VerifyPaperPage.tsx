// Route screen of verify-paper (/verifikasi-dokumen[/:code], public, login layout). Without a
// code: whoever holds a document of the portal (a hospital, a tax office, an employer) types
// the code printed on it. With one (the QR code's target, opened on whatever phone scanned
// it): the answer. A code that cannot be one is said so without asking the server; an unknown
// code (404) is 'Kode tidak dikenal' with the server's sentence; either way another code can
// be typed at once.
import { Link, useParams } from 'react-router';
import { isApiError } from '../../api/errors';
import { useVerifyPaper } from '../../api/generated/endpoints/papers/papers';
import { statusOf, toLoadable } from '../../api/loadable';
import { InlineError } from '../../components/InlineError';
import { CodeForm } from './components/CodeForm';
import { VerificationResult } from './components/VerificationResult';
import { messages } from './messages';
import { VERIFY_PATH } from './paths';
import { normalizeCode } from './verificationCode';
import './papers.css';

const m = messages.verify;

export default function VerifyPaperPage() {
  const { code: raw } = useParams();
  const code = raw === undefined ? null : normalizeCode(raw);
  return (
    <section className="verify-page" aria-labelledby="verify-title">
      <h1 id="verify-title" className="verify-title">
        {m.title}
      </h1>
      {raw === undefined ? (
        <>
          <p className="verify-intro">{m.intro}</p>
          <CodeForm autoFocus />
        </>
      ) : code ? (
        <Verification key={code} code={code} />
      ) : (
        <Refusal title={m.badFormat} text={m.badFormatText(raw)} retry={raw} />
      )}
    </section>
  );
}

function Verification({ code }: { code: string }) {
  // Said on the page, not in a popup: the visitor may not be a customer at all.
  const query = useVerifyPaper(code, { request: { quiet: true } });
  const result = toLoadable(query);
  if (result.state === 'loading') {
    return (
      <p className="verify-checking" role="status">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        {m.checking}
      </p>
    );
  }
  if (result.state === 'error') {
    if (result.status === 404 || statusOf(query.error) === 404) {
      const message = isApiError(query.error) ? query.error.message : '';
      return <Refusal title={m.unknown} text={message} hint={m.unknownHint} retry={code} />;
    }
    return <InlineError message={m.error} onRetry={() => void query.refetch()} />;
  }
  return (
    <>
      <VerificationResult result={result.data} />
      <p className="text-center mt-3 mb-0">
        <Link to={VERIFY_PATH}>{m.another}</Link>
      </p>
    </>
  );
}

/** A code the page or the server refuses, and the form to type it again. */
function Refusal({
  title,
  text,
  hint,
  retry,
}: {
  title: string;
  text: string;
  hint?: string;
  retry: string;
}) {
  return (
    <>
      <div className="verify-refusal" role="alert">
        <h2 className="verify-refusal__title">{title}</h2>
        {text && <p className="mb-1">{text}</p>}
        {hint && <p className="mb-0 small">{hint}</p>}
      </div>
      <CodeForm initial={retry} />
    </>
  );
}
