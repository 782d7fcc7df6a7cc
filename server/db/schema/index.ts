export * from "./organizations";
export * from "./users";
export * from "./system";
export * from "./files";
export * from "./legislation";
export * from "./competences";
export * from "./scope";
export * from "./stakeholders";
