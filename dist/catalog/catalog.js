// The catalog's one script (no inline script: the pages' Content-Security-Policy forbids it).
// Served: a changed filter submits the form (the server filters and pages). Static site: the page
// holds every contract, and the filters hide the rows that do not match, in the page.

document.addEventListener("DOMContentLoaded", () => {
  const form = document.querySelector("form.filters");
  if (!form) return;
  const staticSite = document.body.dataset.mode === "static";
  const selects = [...form.querySelectorAll("select[data-facet]")];
  if (!staticSite) {
    for (const select of selects) select.addEventListener("change", () => form.requestSubmit());
    return;
  }
  const search = form.querySelector("input[data-search]");
  const count = document.querySelector("[data-count]");
  const rows = [...document.querySelectorAll("table.contracts tbody tr")];
  const apply = () => {
    const needle = search.value.trim().toLowerCase();
    let shown = 0;
    for (const row of rows) {
      const match =
        selects.every((s) => !s.value || row.dataset[s.dataset.facet] === s.value) &&
        (!needle || row.dataset.text.includes(needle));
      row.hidden = !match;
      if (match) shown++;
    }
    if (count) count.textContent = shown === 1 ? "1 contract" : `${shown} contracts`;
  };
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    apply();
  });
  search.addEventListener("input", apply);
  for (const select of selects) select.addEventListener("change", apply);
});
