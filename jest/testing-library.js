/**
 * Jest setupFilesAfterEnv. Testing Library's findBy* and waitFor give up after one second by
 * default, which a busy machine can take to render a form: ten seconds, so only something that
 * never appears fails. Loaded only where there is a DOM (the frontend's tests).
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}
