/** The NutriPilot mark: a leaf in a rounded square. Decorative; the link around it carries the name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="8" fill="#047857" />
      <path
        d="M22.5 8.5c-6.5 0-11 4.2-11 10.3 0 1.2.2 2.3.6 3.3l-2.6 2.6 1.4 1.4 2.5-2.5c1 .6 2.2.9 3.5.9 5.2 0 7.6-4.6 7.6-11.4V8.5h-2Zm-4.6 13.9c-.9 0-1.8-.2-2.5-.6l5.4-5.4-1.4-1.4-5.3 5.3c-.2-.5-.2-1-.2-1.5 0-4.6 3.2-7.8 8.4-8.2-.2 7.4-2.1 11.8-4.4 11.8Z"
        fill="#fff"
      />
    </svg>
  );
}
