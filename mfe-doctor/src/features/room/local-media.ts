/** The room's own camera and microphone: asked for once, audio only when there is no camera. */
export async function localMedia(): Promise<{ stream: MediaStream | null; hasCamera: boolean }> {
  if (!navigator.mediaDevices?.getUserMedia) return { stream: null, hasCamera: false };
  try {
    return { stream: await navigator.mediaDevices.getUserMedia({ video: { width: { ideal: 640 }, height: { ideal: 480 } }, audio: true }), hasCamera: true };
  } catch {
    try {
      // no camera (or it was refused): audio only
      return { stream: await navigator.mediaDevices.getUserMedia({ audio: true }), hasCamera: false };
    } catch {
      return { stream: null, hasCamera: false };
    }
  }
}

/** The signalling message that tells the other person which of our tracks are on. */
export function mediaMessage(stream: MediaStream | null) {
  return { type: 'media', camera: Boolean(stream?.getVideoTracks().some((t) => t.enabled)), microphone: Boolean(stream?.getAudioTracks().some((t) => t.enabled)) };
}
