import { describe, expect, it } from "vitest";
import { lastPageAddress, pageWindow, parseListQuery } from "../../app/lib/list-query";

const options = { sortable: ["title"], defaultSort: { field: "title", direction: "asc" as const } };
const queryOf = (address: string) => parseListQuery(new URL(address, "http://app.example"), options);

describe("the pager's window", () => {
  it("numbers the rows of a page inside the list", () => {
    expect(pageWindow(45, { page: 2, size: 20 })).toEqual({ page: 2, pages: 3, first: 21, last: 40 });
    expect(pageWindow(45, { page: 3, size: 20 })).toEqual({ page: 3, pages: 3, first: 41, last: 45 });
  });

  it("never counts past the last page (was “19961–19 of 19” for ?page=999)", () => {
    expect(pageWindow(19, { page: 999, size: 20 })).toEqual({ page: 1, pages: 1, first: 1, last: 19 });
    expect(pageWindow(45, { page: 999, size: 20 })).toEqual({ page: 3, pages: 3, first: 41, last: 45 });
  });

  it("shows an empty list as page 1 of 1 with no rows", () => {
    expect(pageWindow(0, { page: 4, size: 20 })).toEqual({ page: 1, pages: 1, first: 0, last: 0 });
  });
});

describe("the address of the last page", () => {
  it("is null while the page asked for exists", () => {
    const url = new URL("http://app.example/list?page=3&size=20");
    expect(lastPageAddress(url, queryOf(url.href), 45)).toBeNull();
    expect(lastPageAddress(new URL("http://app.example/list"), queryOf("/list"), 0)).toBeNull();
  });

  it("leads past-the-end pages to the last one, keeping filters and sorting", () => {
    const url = new URL("http://app.example/list?q=waste&page=999&sort=title,desc");
    expect(lastPageAddress(url, queryOf(url.href), 45)).toBe("/list?q=waste&page=3&sort=title%2Cdesc");
  });

  it("drops the page parameter when the last page is the first", () => {
    const url = new URL("http://app.example/list?page=999");
    expect(lastPageAddress(url, queryOf(url.href), 19)).toBe("/list");
    expect(lastPageAddress(url, queryOf(url.href), 0)).toBe("/list");
  });

  it("caps absurd page numbers before they reach the API", () => {
    expect(queryOf("/list?page=9007199254740991").page).toBe(100_000);
    expect(queryOf("/list?page=-2").page).toBe(1);
  });
});

describe("the sort from the address", () => {
  it("keeps only fields the list sorts by, names of an object's prototype included", () => {
    for (const field of ["__proto__", "constructor", "toString", "hasOwnProperty", "nope"]) {
      expect(queryOf(`/list?sort=${field},desc`).sort).toEqual([options.defaultSort]);
    }
    expect(queryOf("/list?sort=__proto__&sort=title,desc").sort).toEqual([{ field: "title", direction: "desc" }]);
  });
});
