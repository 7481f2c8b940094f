// heic-decode ships no types; this is the part we call (README of heic-decode 2.1.0).
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }
  export default function decode(input: { buffer: Uint8Array | ArrayBuffer }): Promise<DecodedImage>;
}
