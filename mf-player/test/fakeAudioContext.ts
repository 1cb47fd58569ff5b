/** Just enough of Web Audio to see when each tone is put on the audio clock, and at what pitch. */
export function fakeAudioContext(currentTime = 100) {
  const starts: number[] = [];
  const stops: number[] = [];
  const tones: { at: number; hz: number }[] = [];
  const param = () => ({ value: 0, setValueAtTime: jest.fn(), linearRampToValueAtTime: jest.fn() });
  const node = () => ({ connect: jest.fn(), disconnect: jest.fn(), gain: param() });
  const ctx = {
    currentTime,
    state: 'running',
    destination: {},
    resume: jest.fn(),
    close: jest.fn(() => Promise.resolve()),
    createGain: node,
    createOscillator: () => {
      const osc = {
        ...node(),
        type: 'sine',
        frequency: param(),
        onended: null,
        start: (at: number) => {
          starts.push(at);
          tones.push({ at, hz: osc.frequency.value });
        },
        stop: (at?: number) => {
          if (at === undefined) stops.push(-1);
        },
      };
      return osc;
    },
  };
  return { ctx: ctx as unknown as AudioContext, clock: ctx as { currentTime: number }, starts, stops, tones };
}
