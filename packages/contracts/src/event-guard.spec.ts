import { eventGuard, everyEventType } from './event-guard.js';

type Greeting =
  | { readonly type: 'Hello'; readonly data: { readonly to: string } }
  | { readonly type: 'Goodbye'; readonly data: { readonly to: string } };

describe('event type lists', () => {
  it('take a list naming every type of the union, and the guard reads those events only', () => {
    const types = everyEventType<Greeting>()(['Hello', 'Goodbye']);
    const asGreeting = eventGuard<Greeting>(types);
    expect(types).toEqual(['Hello', 'Goodbye']);
    expect(asGreeting({ type: 'Goodbye', data: { to: 'ada' } })).toEqual({ type: 'Goodbye', data: { to: 'ada' } });
    expect(asGreeting({ type: 'Wave', data: null })).toBeNull();
  });

  it('refuse, when compiled, a list that leaves a type out', () => {
    // @ts-expect-error -- 'Goodbye' is unlisted: the typecheck fails if this compiles
    const partial = everyEventType<Greeting>()(['Hello']);
    expect(partial).toEqual(['Hello']);
  });
});
