/**
 * A post's text: HTML the server sanitised to its allowlist before storing it (ADR 049), so it is shown as it is.
 */
export function PostBody({ html }: { html: string }) {
  // Sanitised on the server (sanitize-html allowlist, ADR 049) before it was stored.
  return <div className="prose-post break-words" dangerouslySetInnerHTML={{ __html: html }} />;
}
