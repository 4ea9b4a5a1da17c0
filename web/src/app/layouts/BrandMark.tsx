// The TManKu mark: a shield in the brand colours.
export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--portal-brand)" />
      <path
        d="M32 12 48 18v12c0 11-7 19-16 22-9-3-16-11-16-22V18z"
        fill="none"
        stroke="var(--portal-accent)"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path
        d="M25 31l5 5 10-11"
        fill="none"
        stroke="var(--portal-on-brand)"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
