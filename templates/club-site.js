(function () {
  // each deadline is written in its game's time zone; with scripts on, it is shown in the reader's own
  var f;
  try {
    f = new Intl.DateTimeFormat(document.documentElement.lang, {year: "numeric", month: "short", day: "numeric",
      hour: "2-digit", minute: "2-digit", timeZoneName: "short"});
  } catch (e) {
    return;
  }
  var times = document.querySelectorAll("time[data-local]");
  for (var i = 0; i < times.length; i++) {
    var d = new Date(times[i].getAttribute("datetime"));
    if (!isNaN(d.getTime())) {
      times[i].title = times[i].textContent;
      times[i].textContent = f.format(d);
    }
  }
  var note = document.getElementById("zone-note");
  if (note && note.getAttribute("data-local")) {
    note.textContent = note.getAttribute("data-local");
  }
})();
