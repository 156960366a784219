/** The longest name most file systems take, in UTF-8 bytes. */
export const MAX_FILE_NAME_BYTES = 255;

/** Path separators and the characters Windows refuses. */
const SEPARATORS = /[/\\:*?"<>|]/;
/**
 * Every character that is not shown as itself: controls (C0, DEL and C1 such as U+0085 and U+009B),
 * format characters (zero-width ones, direction marks and overrides such as U+200E, U+061C and
 * U+202E, the BOM), line and paragraph separators, private-use, unassigned and lone surrogates.
 */
const INVISIBLE = /[\p{C}\p{Zl}\p{Zp}]/u;
const INVISIBLE_ALL = /[\p{C}\p{Zl}\p{Zp}]/gu;
/** Names Windows keeps for devices, with any extension (`nul.txt` too), in any case. */
const DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])(\.|$)/i;

/**
 * Why a deliverable's name cannot be used as given, or null when it can: the one rule for the names
 * files are uploaded under. A name is refused rather than quietly cleaned: `../../x`, a name with
 * NUL or a direction override in it is a client bug or an attack, and the creator should see the
 * name their buyers will get.
 */
export function fileNameProblem(name: string): string | null {
  if (name.trim() === '') return 'must not be empty';
  if (name !== name.trim()) return 'must not start or end with spaces';
  if (Buffer.byteLength(name, 'utf8') > MAX_FILE_NAME_BYTES) return `must be at most ${MAX_FILE_NAME_BYTES} bytes long`;
  if (SEPARATORS.test(name)) return 'must not contain slashes or any of : * ? " < > |';
  if (INVISIBLE.test(name))
    return 'must not contain control, invisible or text-direction characters (such as zero-width spaces)';
  if (name === '.' || name === '..' || name.startsWith('.')) return 'must not start with a dot';
  if (name.endsWith('.')) return 'must not end with a dot';
  if (DEVICE.test(name)) return 'must not be a name Windows keeps for devices (CON, NUL, COM1, LPT1, …)';
  return null;
}

/**
 * The same rule for a name already stored (from before it was this strict), as it is sent in a
 * download's Content-Disposition: what would be refused now is taken out or made harmless.
 */
export function cleanFileName(name: string): string {
  const visible = name.replace(INVISIBLE_ALL, '').replace(new RegExp(SEPARATORS.source, 'g'), '_').trim();
  const undotted = visible.replace(/^\.+/, '').replace(/\.+$/, '');
  const named = undotted === '' ? 'download' : DEVICE.test(undotted) ? `_${undotted}` : undotted;
  return Buffer.byteLength(named, 'utf8') > MAX_FILE_NAME_BYTES ? named.slice(0, 100) : named;
}
