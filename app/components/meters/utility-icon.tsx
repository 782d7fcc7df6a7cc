/**
 * A utility type's icon, drawn from the path the loader picked (`UTILITY_ICON_PATHS`), so neither the
 * unit tables nor every icon travel in the page's script; decorative, as the type's name is always
 * written beside it.
 */
export function UtilityIcon({ path, className = "h-5 w-5" }: { path: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
