/// The team's settings for `ccc lint`, read from `.ccc.json` (docs/team-tools.md):
///
/// ```json
/// {"rules": {"unused-metric": "off", "ambiguous-layout": "error"}, "include": ["Layouts/**"],
///  "exclude": ["**/Generated/**"], "warningsAsErrors": true, "metrics": ["metrics.json"]}
/// ```
///
/// Paths (`include`, `exclude`, `metrics`) are relative to the configuration file's folder.
public struct LintConfiguration: Sendable {
    /// What a rule reports as, or `off`.
    public enum Setting: String, Sendable, CaseIterable {
        case off, warning, error
    }

    /// Per code, in file order.
    public var rules: [(code: DiagnosticCode, setting: Setting)] = []
    public var include: [Glob] = []
    /// Where each `include` pattern is written, for `unmatched-include`.
    public var includeRanges: [SourceRange] = []
    public var exclude: [Glob] = []
    public var warningsAsErrors = false
    /// Metrics files, relative to the configuration file's folder.
    public var metrics: [String] = []

    public init() {}

    static let keys = ["rules", "include", "exclude", "warningsAsErrors", "metrics"]

    /// Reads a configuration file. JSON errors, wrong types, bad settings and keys that are a
    /// near miss of a known key (`misspelt-key`, as in layout files) are errors; other unknown
    /// keys and unknown codes are warnings. Nil when the file is not a JSON object.
    public static func read(_ file: SourceFile, into diagnostics: inout Diagnostics) -> LintConfiguration? {
        guard let root = JSONReader.read(file, into: &diagnostics) else { return nil }
        var access = JSONAccess(diagnostics: Diagnostics())
        defer { diagnostics.append(contentsOf: access.reported) }
        guard let members = access.object(root, "the configuration") else { return nil }
        access.warnUnknownKeys(members, known: keys, in: "the configuration")
        var configuration = LintConfiguration()
        for member in members {
            switch member.name {
            case "rules":
                configuration.rules = readRules(member.value, &access)
            case "include":
                let patterns = located(member.value, "'include'", &access)
                for (pattern, range) in patterns {
                    if pattern.isEmpty {
                        access.diagnostics.warning(.unmatchedInclude, "an empty 'include' pattern selects no file", at: range)
                    } else if pattern.hasPrefix("/") {
                        access.diagnostics.warning(
                            .unmatchedInclude,
                            "'include' patterns are relative to the configuration's folder; '\(pattern)' is absolute and selects no file",
                            at: range)
                    }
                }
                configuration.include = patterns.map { Glob($0.0) }
                configuration.includeRanges = patterns.map(\.1)
            case "exclude":
                configuration.exclude = strings(member.value, "'exclude'", &access).map(Glob.init)
            case "metrics":
                configuration.metrics = strings(member.value, "'metrics'", &access)
            case "warningsAsErrors":
                if let value = access.bool(member.value, "'warningsAsErrors'") { configuration.warningsAsErrors = value }
            default:
                break
            }
        }
        return configuration
    }

    static func readRules(_ node: JSONNode, _ access: inout JSONAccess) -> [(code: DiagnosticCode, setting: Setting)] {
        guard let members = access.object(node, "'rules'") else { return [] }
        let settings = Setting.allCases.map(\.rawValue)
        return members.compactMap { member in
            guard let code = RuleNames.code(member.name, at: member.key.fileRange, into: &access.diagnostics),
                let value = access.string(member.value, "rule '\(member.name)'")
            else { return nil }
            guard let setting = Setting(rawValue: value.text) else {
                access.diagnostics.error(
                    .invalidValue, "rule '\(member.name)' must be 'off', 'warning' or 'error', found '\(value.text)'",
                    at: member.value.range, notes: suggestionNote(for: value.text, in: settings, at: member.value.range))
                return nil
            }
            if FixedErrors.contains(code), setting != .error {
                access.diagnostics.append(FixedErrors.warning(code, at: member.key.fileRange, "set to '\(setting.rawValue)'"))
                return nil
            }
            return (code, setting)
        }
    }

    static func located(_ node: JSONNode, _ what: String, _ access: inout JSONAccess) -> [(String, SourceRange)] {
        guard let items = access.array(node, what) else { return [] }
        return items.compactMap { item in access.string(item, "an entry of \(what)").map { ($0.text, item.range) } }
    }

    static func strings(_ node: JSONNode, _ what: String, _ access: inout JSONAccess) -> [String] {
        guard let items = access.array(node, what) else { return [] }
        return items.compactMap { access.string($0, "an entry of \(what)")?.text }
    }

    /// Whether a path relative to the configuration's folder is linted: it matches an
    /// `include` pattern (or there are none) and no `exclude` pattern.
    public func selects(_ relativePath: String) -> Bool {
        (include.isEmpty || include.contains { $0.matches(relativePath) })
            && !exclude.contains { $0.matches(relativePath) }
    }

    /// The diagnostics with the rules' settings applied: `off` drops a code, `warning` and
    /// `error` set its severity. The last setting of a code wins.
    public func applyingRules(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !rules.isEmpty else { return diagnostics }
        var settings: [DiagnosticCode: Setting] = [:]
        for rule in rules { settings[rule.code] = rule.setting }
        return diagnostics.compactMap { diagnostic in
            var changed = diagnostic
            if FixedErrors.contains(diagnostic.code) { return diagnostic }
            switch settings[diagnostic.code] {
            case .off: return nil
            case .warning: changed.severity = .warning
            case .error: changed.severity = .error
            case nil: break
            }
            return changed
        }
    }
}
