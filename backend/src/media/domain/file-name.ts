/** The longest name most file systems take, in UTF-8 bytes. */
export const MAX_FILE_NAME_BYTES = 255;

// Control characters (NUL among them), path separators and the characters Windows refuses.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
const FORBIDDEN = /[\u0000-\u001f\u007f/\\:*?"<>|]/;

/**
 * Why a deliverable's name cannot be used as given, or null when it can. A name is refused rather
 * than quietly cleaned: `../../x` or a name with NUL in it is a client bug or an attack, and the
 * creator should see the name their buyers will get.
 */
export function fileNameProblem(name: string): string | null {
  if (name.trim() === '') return 'must not be empty';
  if (name !== name.trim()) return 'must not start or end with spaces';
  if (Buffer.byteLength(name, 'utf8') > MAX_FILE_NAME_BYTES) return `must be at most ${MAX_FILE_NAME_BYTES} bytes long`;
  if (FORBIDDEN.test(name)) return 'must not contain control characters, slashes or any of : * ? " < > |';
  if (name === '.' || name === '..' || name.startsWith('.')) return 'must not start with a dot';
  if (name.endsWith('.')) return 'must not end with a dot';
  if (/[\u202a-\u202e\u2066-\u2069]/.test(name)) return 'must not contain text-direction controls';
  return null;
}
