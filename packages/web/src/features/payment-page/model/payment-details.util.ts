/** Milliseconds left until `expiresAt`, by the server's clock (`offset` = server − this device). */
export const remainingMs = (expiresAt: string, offset: number, now = Date.now()) => Math.max(0, Date.parse(expiresAt) - (now + offset));

export const formatRemaining = (ms: number) => {
  const seconds = Math.ceil(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};
