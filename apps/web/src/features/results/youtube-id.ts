/** The video id of a YouTube watch or short address, or undefined for any other address. */
export function youTubeId(url: string): string | undefined {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return undefined;
  }
  const id =
    u.hostname === 'youtu.be'
      ? u.pathname.slice(1)
      : /^(www\.|m\.)?youtube\.com$/.test(u.hostname) && u.pathname === '/watch'
        ? u.searchParams.get('v')
        : null;
  return id && /^[\w-]{11}$/.test(id) ? id : undefined;
}
