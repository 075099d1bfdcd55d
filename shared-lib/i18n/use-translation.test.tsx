import { act, render, screen } from '@testing-library/react';
import { changeLanguage, i18n, registerTexts, useTranslation } from 'shared-lib/i18n';

const renders: Record<string, number> = {};
function Text({ namespace }: { namespace: string }) {
  // the test's own namespaces have no declared keys
  const { t } = useTranslation(namespace as 'shell') as unknown as { t: (key: string) => string };
  renders[namespace] = (renders[namespace] ?? 0) + 1;
  return <p data-testid={namespace}>{t('hello')}</p>;
}

/** A Hindi bundle the test hands over when it chooses (a chunk that arrives late). */
function lateHindi() {
  let arrive: (texts: object) => void = () => undefined;
  const load = () => new Promise<object>((resolve) => (arrive = resolve));
  return { load, arrive: (texts: object) => arrive(texts) };
}

afterEach(async () => {
  await act(() => changeLanguage('en'));
});

describe('useTranslation of shared-lib/i18n', () => {
  it('does not re-render a component when another namespace registers its texts', () => {
    registerTexts('test-a', { hello: 'Hello A' }, { hi: async () => ({ hello: 'नमस्ते A' }) });
    render(<Text namespace="test-a" />);
    const before = renders['test-a'];
    act(() => {
      registerTexts('test-b', { hello: 'Hello B' }, { hi: async () => ({ hello: 'नमस्ते B' }) });
      i18n.addResourceBundle('en', 'test-c', { hello: 'Hello C' });
    });
    expect(renders['test-a']).toBe(before);
    expect(screen.getByTestId('test-a')).toHaveTextContent('Hello A');
  });

  it('re-renders on a language change, and when its own texts arrive later in the language on screen', async () => {
    const hindi = lateHindi();
    registerTexts('test-d', { hello: 'Hello D' }, { hi: async () => ({ hello: 'नमस्ते D' }) });
    await act(() => changeLanguage('hi'));
    render(<Text namespace="test-d" />);
    expect(screen.getByTestId('test-d')).toHaveTextContent('नमस्ते D');

    // an app whose chunk loads after the switch: its English shows until its Hindi arrives, then it re-renders
    registerTexts('test-e', { hello: 'Hello E' }, { hi: hindi.load });
    render(<Text namespace="test-e" />);
    expect(screen.getByTestId('test-e')).toHaveTextContent('Hello E');
    const d = renders['test-d'];
    await act(async () => hindi.arrive({ hello: 'नमस्ते E' }));
    expect(screen.getByTestId('test-e')).toHaveTextContent('नमस्ते E');
    expect(renders['test-d']).toBe(d);

    await act(() => changeLanguage('en'));
    expect(screen.getByTestId('test-d')).toHaveTextContent('Hello D');
    expect(screen.getByTestId('test-e')).toHaveTextContent('Hello E');
  });
});
