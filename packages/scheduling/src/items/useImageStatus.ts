'use client';

import { useCallback, useState } from 'react';

export type ImageStatus = 'loading' | 'loaded' | 'failed';

/**
 * Whether an image has loaded or failed, for its fallback. A server-rendered image can finish (or
 * fail) before React attaches onLoad and onError, so the image is also read once when mounted:
 * decode() settles a finished image either way (a loaded SVG without a size of its own reports a
 * natural width of 0, so the width alone cannot tell). A new source starts over.
 */
export function useImageStatus(src: string | undefined) {
  const [state, setState] = useState<{ src: string | undefined; status: ImageStatus }>({ src, status: 'loading' });
  const status: ImageStatus = !src ? 'failed' : state.src === src ? state.status : 'loading';
  const settle = useCallback((next: ImageStatus) => setState({ src, status: next }), [src]);
  const ref = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image?.complete || !image.getAttribute('src')) return;
      if (image.naturalWidth > 0) settle('loaded');
      else
        image.decode().then(
          () => settle('loaded'),
          () => settle('failed'),
        );
    },
    [settle],
  );
  return { status, ref, onLoad: () => settle('loaded'), onError: () => settle('failed') };
}
