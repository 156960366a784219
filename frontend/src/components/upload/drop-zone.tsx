import { useId, useState, type DragEvent } from 'react';

interface DropZoneProps {
  /** What to drop, as the zone says it: "an image", "files". */
  readonly what: string;
  readonly accept: string;
  readonly multiple?: boolean;
  readonly hint?: string;
  readonly disabled?: boolean;
  readonly onFiles: (files: File[]) => void;
}

/**
 * Files dropped on the zone or chosen with the system's picker (a real file input, reachable by
 * keyboard and screen readers; the drop is a shortcut, never the only way).
 */
export function DropZone({ what, accept, multiple = false, hint, disabled = false, onFiles }: DropZoneProps) {
  const [over, setOver] = useState(false);
  const inputId = useId();
  const take = (list: FileList | null): void => {
    const files = list === null ? [] : Array.from(list);
    if (files.length > 0 && !disabled) onFiles(multiple ? files : files.slice(0, 1));
  };
  const dragging = (event: DragEvent<HTMLDivElement>, on: boolean): void => {
    event.preventDefault();
    setOver(on);
  };
  return (
    <div
      className={over ? 'drop-zone drop-zone-over' : 'drop-zone'}
      data-testid={`drop-${what.replace(/\W+/g, '-')}`}
      onDragEnter={(event) => {
        dragging(event, true);
      }}
      onDragOver={(event) => {
        dragging(event, true);
      }}
      onDragLeave={(event) => {
        dragging(event, false);
      }}
      onDrop={(event) => {
        dragging(event, false);
        take(event.dataTransfer.files);
      }}
    >
      <p className="drop-zone-text">Drop {what} here, or</p>
      <label htmlFor={inputId} className="button secondary drop-zone-pick">
        Choose {what}
      </label>
      <input
        id={inputId}
        className="visually-hidden drop-zone-input"
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = '';
        }}
      />
      {hint === undefined ? null : <p className="field-hint">{hint}</p>}
    </div>
  );
}
