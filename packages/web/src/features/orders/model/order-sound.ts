const SOUND_KEY = 'orders.sound';

/** Whether a new order plays a sound (on unless the user turned it off on this device). */
export const isOrderSoundOn = () => {
  try {
    return window.localStorage.getItem(SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
};

export const setOrderSoundOn = (on: boolean) => {
  try {
    window.localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
  } catch {
    // Storage refused (private mode): the choice lasts until the page reloads.
  }
};

let context: AudioContext | null = null;

/** A short two-tone chime made on the spot: no file to load, nothing when the browser has no audio. */
export const playOrderSound = () => {
  try {
    context ??= new AudioContext();
    const start = context.currentTime;
    for (const [index, frequency] of [880, 1320].entries()) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      const at = start + index * 0.12;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.2, at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.11);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.12);
    }
    return true;
  } catch (error) {
    console.error('Order sound failed', error);
    return false;
  }
};
