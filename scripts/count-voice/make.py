#!/usr/bin/env python3
"""
The click track's 8-count voice (issue 27, item 6): "one" to "eight" spoken by espeak-ng (Debian's
espeak-ng package), each trimmed to its first sound and placed at the start of its own 400 ms
slot, in one 11,025 Hz mono 16-bit WAV. The player plays slot n at beat n of a bar of eight, so a
word starts exactly on its beat. WAV, not MP3: an MP3 encoder's start padding would put every
word late by its priming samples. Run from the repository root:

    python3 scripts/count-voice/make.py
"""
import os
import struct
import subprocess
import tempfile
import wave

WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight"]
RATE = 11_025
SLOT_S = 0.4
OUT = os.path.join("mf-player", "src", "shared", "player", "beat", "count-voice.wav")
THRESHOLD = 800  # of 32,767: where a word's first sound starts


def spoken(word: str, folder: str) -> list[int]:
    path = os.path.join(folder, f"{word}.wav")
    subprocess.run(["espeak-ng", "-v", "en-us", "-s", "300", "-a", "190", "-w", path, word], check=True)
    with wave.open(path) as f:
        rate, frames = f.getframerate(), f.readframes(f.getnframes())
    samples = list(struct.unpack(f"<{len(frames) // 2}h", frames))
    if rate != 2 * RATE:
        raise SystemExit(f"espeak-ng wrote {rate} Hz; this script halves 22,050 Hz")
    # Half the rate: the mean of each pair, a low-pass enough for a voice.
    samples = [(samples[i] + samples[i + 1]) // 2 for i in range(0, len(samples) - 1, 2)]
    loud = [i for i, v in enumerate(samples) if abs(v) > THRESHOLD]
    word_samples = samples[loud[0] : loud[-1] + int(0.01 * RATE)]
    fade = int(0.01 * RATE)
    for i in range(fade):
        word_samples[-fade + i] = int(word_samples[-fade + i] * (1 - i / fade))
    slot = int(SLOT_S * RATE)
    return word_samples[:slot] + [0] * max(0, slot - len(word_samples))


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        samples = [s for word in WORDS for s in spoken(word, folder)]
    gain = 30_000 / max(abs(s) for s in samples)
    with wave.open(OUT, "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(RATE)
        f.writeframes(struct.pack(f"<{len(samples)}h", *(int(s * gain) for s in samples)))
    print(f"{OUT}: {len(samples) / RATE:.1f} s, {os.path.getsize(OUT)} bytes")


if __name__ == "__main__":
    main()
