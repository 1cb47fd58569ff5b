/** A build asset's URL in tests (the build gives a hashed file under the app's dist/). */
export default '/assets/sound.wav';
