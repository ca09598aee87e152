/** The product logo (our own artwork): a ribbon-tied "P" monogram and the wordmark. */
export function Logo({ size = 40, withText = true }: { size?: number; withText?: boolean }) {
  return (
    <svg
      role="img"
      aria-label="Portal do Cliente"
      width={withText ? size * 4.6 : size}
      height={size}
      viewBox={withText ? '0 0 184 40' : '0 0 40 40'}
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width="40" height="40" rx="11" style={{ fill: 'var(--pc-primary)' }} />
      <path
        d="M14 30V10h8.2c4.6 0 7.6 2.6 7.6 6.6s-3 6.6-7.6 6.6H18.6"
        fill="none"
        stroke="#fff"
        stroke-width="3.2"
        stroke-linecap="round"
        stroke-linejoin="round"
      />
      <path d="M9 31.5c4-2.6 8.5-2.6 12.5 0s8.5 2.6 12.5 0" fill="none" stroke="#f3c6d6" stroke-width="2" stroke-linecap="round" />
      {withText && (
        <g style={{ fill: 'var(--pc-text)', fontFamily: 'var(--pc-font-family)' }}>
          <text x="50" y="17" font-size="11" letter-spacing="2.2" style={{ fill: 'var(--pc-muted)' }}>
            PORTAL DO
          </text>
          <text x="49" y="34" font-size="19" font-weight="700">
            Cliente
          </text>
        </g>
      )}
    </svg>
  );
}
