declare module "*.wav" {
  /** The file's URL (an asset of the build). */
  const url: string;
  export default url;
}
