import { afterEach, describe, expect, it } from 'vitest';
import { APP_PRELOADS_ID, preloadAppChunks } from './preload-app-chunks';

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => [l.getAttribute('href'), l.getAttribute('crossorigin')]);

function listed(text: string) {
  const list = document.createElement('script');
  list.type = 'application/json';
  list.id = APP_PRELOADS_ID;
  list.textContent = text;
  document.head.append(list);
}

afterEach(() => document.head.replaceChildren());

describe('preloadAppChunks', () => {
  it("preloads each of the app's files the page lists, once", () => {
    listed('["/assets/helpers-1.js","/assets/app-2.js"]');
    preloadAppChunks();
    preloadAppChunks();
    expect(preloads()).toEqual([
      ['/assets/helpers-1.js', ''],
      ['/assets/app-2.js', ''],
    ]);
    expect(document.getElementById(APP_PRELOADS_ID)).toBeNull();
  });

  it('does nothing without a list, and asks for nothing but the app’s own files', () => {
    preloadAppChunks();
    expect(preloads()).toEqual([]);
    listed('["https://elsewhere.test/x.js","//elsewhere.test/y.js",7,"/assets/ok.js"]');
    preloadAppChunks();
    expect(preloads()).toEqual([['/assets/ok.js', '']]);
    listed('not json');
    preloadAppChunks();
    listed('{"files":[]}');
    preloadAppChunks();
    expect(preloads()).toEqual([['/assets/ok.js', '']]);
  });
});
