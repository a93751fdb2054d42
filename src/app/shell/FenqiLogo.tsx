/** Fenqi's mark: three rising bars (instalments paid off step by step) on the brand colour. */
export function FenqiLogo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label="Fenqi 標誌" focusable="false">
      <rect width="32" height="32" rx="7" fill="#d4380d" />
      <rect x="7" y="17" width="4.5" height="8" rx="1.5" fill="#fff" opacity="0.75" />
      <rect x="13.75" y="12" width="4.5" height="13" rx="1.5" fill="#fff" opacity="0.9" />
      <rect x="20.5" y="7" width="4.5" height="18" rx="1.5" fill="#fff" />
    </svg>
  );
}
