/// The values of `--format`, one enum per set a command offers; the first case is the
/// default. `Arguments.format(_:)` reads one; `Option.format(_:)` declares the option.
protocol OutputFormat: RawRepresentable<String>, CaseIterable {}

extension OutputFormat {
    /// The formats' names, in declaration order.
    static var names: [String] { allCases.map(\.rawValue) }
}

/// `ccc solve`: an aligned table, one JSON object, or tab-separated frames.
enum SolveFormat: String, OutputFormat { case text, json, tsv }

/// `ccc lint`: clang-style text, one JSON document, GitHub annotations, or a SARIF log.
enum LintFormat: String, OutputFormat { case text, json, github, sarif }

/// `ccc compile`, `parse`, `explain` and `log`: text for people, or one JSON document.
enum TextOrJSON: String, OutputFormat { case text, json }

/// `ccc render`: an SVG picture or a self-contained HTML page.
enum RenderFormat: String, OutputFormat { case svg, html }
