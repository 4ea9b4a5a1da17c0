import { useMemo } from 'react';
import { sanitizeTermsHtml } from '../termsHtml';
import '../terms.css';

export interface TermsContentProps {
  /** The terms HTML as the server sends it; sanitised here. */
  html: string;
}

/** The terms text with reading typography. */
export function TermsContent({ html }: TermsContentProps) {
  const safe = useMemo(() => sanitizeTermsHtml(html), [html]);
  return <div className="terms-content" dangerouslySetInnerHTML={{ __html: safe }} />;
}
