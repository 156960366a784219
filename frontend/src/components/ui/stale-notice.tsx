import { useEffect, useRef } from 'react';

interface StaleNoticeProps {
  readonly children: string;
  readonly onReload?: () => void;
}

/**
 * Someone else changed the thing since the form opened, so the save was refused. It takes focus
 * (and so comes into view) when it appears: the person is usually at the form's end, by "Save".
 */
export function StaleNotice({ children, onReload }: StaleNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} className="form-message form-message-error" role="alert" tabIndex={-1}>
      <p>{children}</p>
      {onReload !== undefined && (
        <button type="button" className="button secondary" onClick={onReload}>
          Reload the latest version
        </button>
      )}
    </div>
  );
}
