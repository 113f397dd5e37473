// A link that carries the card itself: the text deflated and base64url-encoded in the URL's fragment, which
// browsers never send to the server, so nothing is stored anywhere but in the link.
'use strict';

const ShareLink = (() => {
  const prefix = '#card=';
  // A fragment past this is refused when read: browsers and chat apps cut long links anyway.
  const maxFragment = 1 << 20;

  async function pipe(bytes, stream) {
    const out = new Response(new Blob([bytes]).stream().pipeThrough(stream));
    return new Uint8Array(await out.arrayBuffer());
  }

  function base64url(bytes) {
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }

  async function fragment(text) {
    return prefix + base64url(await pipe(new TextEncoder().encode(text), new CompressionStream('deflate-raw')));
  }

  // The card a fragment carries, or null when it carries none; throws when it is damaged.
  async function read(hash) {
    if (!hash.startsWith(prefix)) return null;
    if (hash.length > maxFragment) throw new Error('the link is longer than ' + maxFragment + ' characters');
    const binary = atob(hash.slice(prefix.length).replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(await pipe(bytes, new DecompressionStream('deflate-raw')));
  }

  return { fragment, read };
})();
