import { processRegistry } from "../storage/process-registry";
import { RatingStore } from "./store";

const stores = processRegistry("rating-stores", "ratings", (dir) => new RatingStore(dir));

export const ratingStore = (root?: string): RatingStore => stores.get(root);
export const closeRatingStores = stores.close;
