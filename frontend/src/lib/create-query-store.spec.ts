// A query store keeps what it showed while the next answer loads or fails, and only the latest answer wins.
import { ApiError } from './api-client';
import { createQueryStore } from './create-query-store';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('createQueryStore', () => {
  it('loads, and keeps the last answer when the next read fails', async () => {
    const answers = [Promise.resolve('uno'), Promise.reject(new ApiError(503, 'SERVER.UNAVAILABLE', 'No disponible'))];
    const useStore = createQueryStore((_page: number) => answers.shift()!);
    await useStore.getState().load(1);
    await useStore.getState().load(2);
    expect(useStore.getState()).toMatchObject({ params: 2, data: 'uno', status: 'error', error: { status: 503 } });
  });

  it('drops the answer when the parameters change scope (another member)', async () => {
    const later = deferred<string>();
    const useStore = createQueryStore((id: string) => (id === 'a' ? Promise.resolve('Ana') : later.promise), {
      keepsDataAcross: (previous, next) => previous === next,
    });
    await useStore.getState().load('a');
    const loading = useStore.getState().load('b');
    expect(useStore.getState()).toMatchObject({ params: 'b', data: null, status: 'loading' });
    later.resolve('Beto');
    await loading;
    expect(useStore.getState().data).toBe('Beto');
  });

  it('ignores an older answer that arrives after a newer one', async () => {
    const slow = deferred<string>();
    const useStore = createQueryStore((page: number) => (page === 1 ? slow.promise : Promise.resolve('página 2')));
    const first = useStore.getState().load(1);
    await useStore.getState().load(2);
    slow.resolve('página 1');
    await first;
    expect(useStore.getState()).toMatchObject({ params: 2, data: 'página 2', status: 'ready' });
  });

  it('reload() reads the same parameters again and does nothing before a first load', async () => {
    const fetchPage = jest.fn((page: number) => Promise.resolve(`página ${page}`));
    const useStore = createQueryStore(fetchPage);
    await useStore.getState().reload();
    expect(fetchPage).not.toHaveBeenCalled();
    await useStore.getState().load(3);
    await useStore.getState().reload();
    expect(fetchPage.mock.calls).toEqual([[3], [3]]);
  });

  it('a failure that is not an ApiError reads as the catalogue’s unexpected error', async () => {
    const useStore = createQueryStore(() => Promise.reject(new Error('boom')));
    await useStore.getState().load(1);
    expect(useStore.getState().error?.message).toBe('Ocurrió un error inesperado. Por favor, inténtalo de nuevo.');
  });
});
