/// The page of `ccc render --format html`: one self-contained document (no outside
/// scripts, styles or fonts; it works from `file://`) with the picture, the frames table
/// and the diagnostics with their file:line:column. Hovering, focusing (Tab) or clicking a
/// view — in the picture or in the table — highlights its constraints in the picture and
/// lists them with their origin; Escape clears. `#view=NAME` in the address selects a view
/// on load.
public enum HTMLPage {
    public static func page(
        _ states: [(name: String?, scene: RenderScene)], diagnostics: [Diagnostic], file: SourceFile,
        constraints: Bool
    ) -> String {
        var out = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>ccc render: \(xmlEscaped(file.path))</title>
            <style>
            \(style)
            </style>
            </head>
            <body\(constraints ? " class=\"show-constraints\"" : "")>
            <h1>\(xmlEscaped(file.path))</h1>
            <p class="hint">Hover, focus (Tab) or click a view, in the picture or the table, to highlight its constraints and list them with their origin. Escape clears.</p>

            """
        for (name, scene) in states {
            out += section(scene, state: name, file: file)
        }
        out += "<section class=\"diagnostics\">\n<h2>Diagnostics</h2>\n"
        if diagnostics.isEmpty {
            out += "<p>None.</p>\n"
        } else {
            out += "<pre>\(xmlEscaped(DiagnosticRenderer.text(diagnostics, file: file)))</pre>\n"
        }
        out += "</section>\n<script>\n\(script)\n</script>\n</body>\n</html>\n"
        return out
    }

    static func section(_ scene: RenderScene, state: String?, file: SourceFile) -> String {
        var out = "<section class=\"layout\"\(state.map { " data-state=\"\(xmlEscaped($0))\"" } ?? "")>\n"
        if let state { out += "<h2>state: \(xmlEscaped(state))</h2>\n" }
        out += "<div class=\"columns\">\n<div class=\"picture\">\n"
        out += SVGWriter.header(width: scene.size.width, height: scene.size.height, title: file.path, standalone: false)
        out += SVGWriter.body(scene, options: SVGWriter.Options(constraints: false, interactive: true))
        out += "</svg>\n</div>\n<div class=\"panel\" aria-live=\"polite\">\n<h3 class=\"selected-name\">No view selected</h3>\n"
        out += "<ul class=\"constraint-list\"></ul>\n</div>\n</div>\n"
        out += table(scene)
        out += "<script type=\"application/json\" class=\"ccc-data\">\(data(scene))</script>\n</section>\n"
        return out
    }

    static func table(_ scene: RenderScene) -> String {
        var out = "<table class=\"frames\">\n<thead><tr><th>view</th><th>x</th><th>y</th><th>width</th><th>height</th>"
            + "<th>superview</th><th>notes</th></tr></thead>\n<tbody>\n"
        for view in scene.views where view.index != 0 {
            let f = view.relativeFrame
            var notes: [String] = []
            if view.ambiguity.isAmbiguous { notes.append("ambiguous: " + view.ambiguity.description) }
            if view.inConflict { notes.append("in a conflict") }
            let cells = [svgNumber(f.x), svgNumber(f.y), svgNumber(f.width), svgNumber(f.height)]
                .map { "<td class=\"number\">\($0)</td>" }.joined()
            out += "<tr data-view=\"\(view.index)\" tabindex=\"0\"><th scope=\"row\">\(xmlEscaped(view.name))</th>\(cells)"
                + "<td>\(xmlEscaped(view.superview ?? "-"))</td><td>\(xmlEscaped(notes.joined(separator: "; ")))</td></tr>\n"
        }
        return out + "</tbody>\n</table>\n"
    }

    /// The views and constraints for the script, as JSON safe inside `<script>`.
    static func data(_ scene: RenderScene) -> String {
        var byView = [Int: [Int]]()
        for (index, constraint) in scene.constraints.enumerated() where constraint.kind != .root {
            for view in constraint.views { byView[view, default: []].append(index) }
        }
        let views = scene.views.map { view in
            JSONText.object([
                ("index", .number(Double(view.index))), ("name", .string(view.name)),
                ("constraints", .array((byView[view.index] ?? []).map { .number(Double($0)) })),
            ])
        }
        let constraints = scene.constraints.map { constraint in
            JSONText.object([
                ("canonical", .string(constraint.canonical)), ("origin", .string(constraint.origin)),
                ("priority", .number(Double(constraint.priority))), ("broken", .bool(constraint.isBroken)),
                ("drawn", .bool(constraint.shape != nil)),
            ])
        }
        let text = JSONText.object([("views", .array(views)), ("constraints", .array(constraints))]).render()
        // `<` only occurs inside strings, where `\u003c` means the same and cannot end the script.
        var safe = ""
        for character in text { if character == "<" { safe += "\\u003c" } else { safe.append(character) } }
        return safe
    }

    static let style = """
        body { font-family: sans-serif; margin: 1.5em; color: #10202f; }
        .columns { display: flex; flex-wrap: wrap; gap: 1.5em; align-items: flex-start; }
        .picture svg { max-width: 100%; height: auto; border: 1px solid #ccc; }
        .panel { min-width: 18em; max-width: 40em; }
        .constraint-list li { margin: 0.3em 0; }
        .constraint-list code { font-weight: bold; }
        .constraint { display: none; }
        .show-constraints .constraint { display: inline; }
        .constraint.highlight { display: inline; stroke-width: 2; }
        .view { cursor: pointer; }
        .view:focus { outline: none; }
        .view.selected > rect:first-of-type, .view:focus > rect:first-of-type { stroke: #c2185b; stroke-width: 2; }
        table.frames { border-collapse: collapse; margin-top: 1em; }
        table.frames th, table.frames td { border: 1px solid #ccc; padding: 0.2em 0.6em; text-align: left; }
        table.frames td.number { text-align: right; font-variant-numeric: tabular-nums; }
        table.frames tr.selected { background: #fde7ef; }
        table.frames tr:focus { outline: 2px solid #c2185b; }
        .diagnostics pre { background: #f6f6f6; padding: 0.8em; overflow-x: auto; }
        """

    static let script = """
        (function () {
          'use strict';
          var sections = [];
          document.querySelectorAll('section.layout').forEach(function (section) {
            var data = JSON.parse(section.querySelector('script.ccc-data').textContent);
            var views = {};
            data.views.forEach(function (view) { views[view.index] = view; });
            var pinned = null;
            function clear() {
              section.querySelectorAll('.selected').forEach(function (e) { e.classList.remove('selected'); });
              section.querySelectorAll('.constraint.highlight').forEach(function (e) { e.classList.remove('highlight'); });
              section.querySelector('.constraint-list').textContent = '';
              section.querySelector('.selected-name').textContent = 'No view selected';
            }
            function select(index) {
              clear();
              var view = views[index];
              if (!view) { return; }
              section.querySelectorAll('[data-view="' + index + '"]').forEach(function (e) { e.classList.add('selected'); });
              var count = view.constraints.length;
              section.querySelector('.selected-name').textContent =
                view.name + ': ' + count + (count === 1 ? ' constraint' : ' constraints');
              var list = section.querySelector('.constraint-list');
              view.constraints.forEach(function (k) {
                var constraint = data.constraints[k];
                section.querySelectorAll('.constraint[data-constraint="' + k + '"]').forEach(function (e) {
                  e.classList.add('highlight');
                });
                var item = document.createElement('li');
                var code = document.createElement('code');
                code.textContent = constraint.canonical;
                item.appendChild(code);
                item.appendChild(document.createTextNode(' ' + constraint.origin +
                  (constraint.broken ? ' (broken to recover from a conflict)' : '') +
                  (constraint.drawn ? '' : ' (not drawn)')));
                list.appendChild(item);
              });
            }
            function target(event) {
              var element = event.target.closest ? event.target.closest('[data-view]') : null;
              return element && section.contains(element) ? Number(element.getAttribute('data-view')) : null;
            }
            section.addEventListener('mouseover', function (event) {
              var index = target(event);
              if (index !== null) { select(index); }
            });
            section.addEventListener('mouseleave', function () {
              if (pinned === null) { clear(); } else { select(pinned); }
            });
            section.addEventListener('focusin', function (event) {
              var index = target(event);
              if (index !== null) { pinned = index; select(index); }
            });
            section.addEventListener('click', function (event) {
              var index = target(event);
              if (index !== null) { pinned = index; select(index); }
            });
            section.addEventListener('keydown', function (event) {
              var index = target(event);
              if (event.key === 'Escape') { pinned = null; clear(); }
              else if ((event.key === 'Enter' || event.key === ' ') && index !== null) {
                pinned = index; select(index); event.preventDefault();
              }
            });
            sections.push({ section: section, views: data.views, select: function (index) { pinned = index; select(index); } });
          });
          var match = /^#view=(.+)$/.exec(window.location.hash);
          if (match && sections.length > 0) {
            var name = decodeURIComponent(match[1]);
            var found = sections[0].views.filter(function (view) { return view.name === name; })[0];
            if (found) { sections[0].select(found.index); }
          }
        })();
        """
}
