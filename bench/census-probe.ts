/**
 * The page side of bench/render-census.ts, injected before any script runs (a string: tsx would wrap named
 * functions in a helper the page does not have). Two hooks production builds already call:
 * - React DOM reports every commit to `__REACT_DEVTOOLS_GLOBAL_HOOK__.onCommitFiberRoot`; the probe walks the
 *   committed tree as React DevTools does (a subtree whose child list is the previous one did not render)
 *   and counts the components that rendered (PerformedWork) or mounted, keeping each component's function
 *   so the census can name it from the source maps;
 * - Redux Toolkit's configureStore composes its enhancers with `__REDUX_DEVTOOLS_EXTENSION_COMPOSE__` when
 *   present: the probe's enhancer, innermost (below the middleware), logs every action that reaches the reducer: its type and time and the commits that followed it.
 * Each record carries `performance.now()`; the census keeps the first seconds.
 */
export const CENSUS_PROBE = `(() => {
  const census = { commits: [], actions: [], types: [] };
  window.__census = census;
  const typeIndex = new Map();
  const indexOf = (type) => {
    if (!typeIndex.has(type)) { typeIndex.set(type, census.types.length); census.types.push(type); }
    return typeIndex.get(type);
  };
  const PERFORMED_WORK = 1;
  const isComponent = (fiber) => typeof fiber.type === 'function' || (fiber.type && typeof fiber.type === 'object' && (typeof fiber.type.render === 'function' || typeof fiber.type.type === 'function'));
  const componentOf = (fiber) => (typeof fiber.type === 'function' ? fiber.type : fiber.type.render || fiber.type.type);
  function walk(next, prev, rendered) {
    if (isComponent(next) && (!prev || (next.flags & PERFORMED_WORK) === PERFORMED_WORK)) {
      const key = indexOf(componentOf(next));
      rendered[key] = (rendered[key] || 0) + 1;
    }
    if (prev && next.child === prev.child) return;
    for (let child = next.child; child; child = child.sibling) walk(child, child.alternate, rendered);
  }
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject(renderer) { this.renderers.set(1, renderer); return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root, priority) {
      const started = performance.now();
      const rendered = {};
      const current = root.current;
      walk(current, current.alternate, rendered);
      census.commits.push({ at: started, priority, rendered, afterAction: census.actions.length, walkMs: performance.now() - started });
    },
  };
  const logging = (createStore) => (...args) => {
    const store = createStore(...args);
    const dispatch = (action) => {
      census.actions.push({ at: performance.now(), type: action && action.type ? String(action.type) : typeof action });
      return store.dispatch(action);
    };
    return { ...store, dispatch };
  };
  const compose = (...fns) => (fns.length === 0 ? (x) => x : fns.reduce((a, b) => (...args) => a(b(...args))));
  window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (...args) => {
    if (args.length === 1 && typeof args[0] === 'object') return (...enhancers) => compose(...enhancers, logging);
    return compose(...args, logging);
  };
})();`;
