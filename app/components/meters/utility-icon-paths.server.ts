/** Each utility icon's strokes on a 24 × 24 grid, drawn in the current text colour. */
export const UTILITY_ICON_PATHS: Record<string, string> = {
  bolt: "M13 2 4 14h7l-1 8 9-12h-7z",
  flame: "M12 22c4 0 7-3 7-7 0-4-3-6-4-10-2 2-2 4-3 5-1-2-2-3-2-6-3 3-5 7-5 11 0 4 3 7 7 7z",
  droplet: "M12 3c3 4 6 8 6 11a6 6 0 0 1-12 0c0-3 3-7 6-11z",
  truck: "M2 6h12v10H2zM14 10h4l3 3v3h-7M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z",
  tank: "M5 6c0-2 14-2 14 0v12c0 2-14 2-14 0zM5 6c0 2 14 2 14 0M5 12c0 2 14 2 14 0",
  gas: "M6 21V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16M4 21h14M8 7h6v4H8zM16 9h2a2 2 0 0 1 2 2v5a1 1 0 0 0 2 0V8l-3-3",
  scale: "M12 3v18M5 21h14M5 7h14M5 7l-3 7h6zM19 7l-3 7h6z",
  gauge: "M12 14l4-4M3.5 18a9 9 0 1 1 17 0zM12 14a1 1 0 1 0 0-.01",
  clock: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 3",
  thermometer: "M14 14.8V4a2 2 0 0 0-4 0v10.8a4 4 0 1 0 4 0zM12 9v7",
  flask: "M9 3h6M10 3v6L4 19a1.5 1.5 0 0 0 1.3 2h13.4a1.5 1.5 0 0 0 1.3-2L14 9V3M7 15h10",
  beaker: "M5 3h14M6 3v16a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V3M6 12h12",
  bubbles: "M8 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM17 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM17 20a2 2 0 1 0 0-4 2 2 0 0 0 0 4z",
  pencil: "M4 20h4L19 9l-4-4L4 16zM13 7l4 4",
};
