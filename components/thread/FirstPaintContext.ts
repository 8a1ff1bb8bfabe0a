"use client";
import { createContext, useContext } from "react";

/**
 * True inside the server's rows of the log. The virtualized log replaces them once it takes
 * over, remounting every row: what was typed or chosen in one of them would be lost, so
 * controls there wait for the rows that stay.
 */
export const FirstPaintContext = createContext(false);

export const useInFirstPaint = () => useContext(FirstPaintContext);
