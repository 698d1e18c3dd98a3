/** An image's size in pixels as its headers declare it (read before anything is decoded). */
export interface Dimensions {
  width: number;
  height: number;
}
