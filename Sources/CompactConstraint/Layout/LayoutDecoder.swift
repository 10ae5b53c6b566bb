/// Turns the JSON of a layout file into a `LayoutDocument` (docs/language.md), reporting wrong
/// types, bad view names and unknown keys. Views are checked for existence of their
/// superview and for cycles by the compiler, which sees the whole tree.
public enum LayoutDecoder {
    static let topLevelKeys = [
        "size", "metrics", "views", "constraints", "safeArea", "layoutMargins", "layoutDirection", "scale",
        "states",
    ]
    static let viewKeys = [
        "superview", "intrinsicSize", "hugging", "compressionResistance", "layoutMargins", "baseline",
        "lastBaseline", "size", "constraints", "align", "margin", "stack", "grid", "cell", "span", "hidden", "spacingAfter",
        "lint",
    ]

    /// Decodes a document; returns what could be read even when some values were wrong.
    public static func decode(_ root: JSONNode, into diagnostics: inout Diagnostics) -> LayoutDocument {
        var access = JSONAccess(diagnostics: Diagnostics())
        var document = LayoutDocument()
        defer { diagnostics.append(contentsOf: access.reported) }
        guard let members = access.object(root, "the layout file") else { return document }
        access.warnUnknownKeys(members, known: topLevelKeys, in: "the layout file")
        for member in members {
            let node = member.value
            switch member.name {
            case "size":
                document.size = decodeSize(node, &access)
                document.sizeRange = member.key.fileRange
            case "metrics":
                document.metrics = decodeMetrics(node, "'metrics'", &access)
            case "views":
                guard let views = access.object(node, "'views'") else { break }
                document.views = views.compactMapReserved { decodeView($0, &access) }
            case "constraints":
                document.constraints = decodeConstraints(node, "'constraints'", &access)
            case "safeArea":
                document.safeArea = access.insets(node, "'safeArea'") ?? .zero
            case "layoutMargins":
                document.layoutMargins = access.insets(node, "'layoutMargins'") ?? .standardMargins
            case "layoutDirection":
                guard let text = access.string(node, "'layoutDirection'") else { break }
                if let direction = LayoutDirection(rawValue: text.text) {
                    document.layoutDirection = direction
                } else {
                    access.diagnostics.error(
                        .invalidValue, "'layoutDirection' must be 'leftToRight' or 'rightToLeft', found '\(text.text)'",
                        at: node.range)
                }
            case "scale":
                guard let scale = access.number(node, "'scale'") else { break }
                if PixelRounding.scales.contains(scale) {
                    document.scale = scale
                } else {
                    access.diagnostics.error(
                        .invalidValue, "'scale' is \(formatNumber(scale)); it must be \(PixelRounding.scaleRule)", at: node.range)
                }
            case "states":
                guard let states = access.object(node, "'states'") else { break }
                document.states = states.filter { validStateName($0, &access) }.map { state in
                    StateDeclaration(
                        name: state.name, range: state.key.fileRange,
                        metrics: decodeMetrics(state.value, "state '\(state.name)'", &access))
                }
            default:
                break
            }
        }
        checkStateMetrics(document, &access)
        document.lintObjects = access.lintObjects
        return document
    }

    /// `unknown-state-metric`: a state overrides metrics of the file; a name the file's
    /// `metrics` does not declare is a misspelling (the override changes nothing) or a
    /// metric the base layout lacks.
    static func checkStateMetrics(_ document: LayoutDocument, _ access: inout JSONAccess) {
        let names = document.metrics.map(\.name)
        let declared = Set(names)
        for state in document.states {
            for metric in state.metrics where !declared.contains(metric.name) {
                access.diagnostics.warning(
                    .unknownStateMetric,
                    "state '\(state.name)' sets '\(metric.name)', which is not a metric of the file's 'metrics'",
                    at: metric.range, notes: suggestionNote(for: metric.name, in: names, at: metric.range))
            }
        }
    }

    /// `{"width": W, "height": H}`; one side may be left out (self-sizing).
    static func decodeSize(_ node: JSONNode, _ access: inout JSONAccess) -> RootSize? {
        guard let members = access.object(node, "'size'") else { return nil }
        access.warnUnknownKeys(members, known: ["width", "height"], in: "'size'")
        var width: Double?
        var height: Double?
        for member in members {
            switch member.name {
            case "width": width = access.number(member.value, "'size.width'")
            case "height": height = access.number(member.value, "'size.height'")
            default: break
            }
        }
        let named = Set(members.map(\.name))
        guard named.contains("width") || named.contains("height") else {
            access.diagnostics.error(
                .invalidValue, "'size' needs 'width', 'height' or both (a side left out is computed from the constraints)",
                at: node.range)
            return nil
        }
        // A side written with a bad value was reported and is left to the constraints; the
        // other side, if good, still holds (both were dropped: a valid height read as 0).
        guard width != nil || height != nil else { return nil }
        guard width ?? 0 >= 0, height ?? 0 >= 0 else {
            access.diagnostics.error(.invalidValue, "'size' must not be negative", at: node.range)
            return nil
        }
        return RootSize(width: width, height: height)
    }

    static func decodeMetrics(_ node: JSONNode, _ what: String, _ access: inout JSONAccess) -> [Metric] {
        guard let members = access.object(node, what) else { return [] }
        return members.compactMap { member in
            // A name no constraint string could mention, as on the command line (`--metric`).
            guard isIdentifier(member.name) else {
                access.diagnostics.error(
                    .invalidValue,
                    "'\(member.name)' is not a valid metric name (ASCII letters, digits and '_', not starting with a digit)",
                    at: member.key.fileRange)
                return nil
            }
            // A metric with a bad value is kept as NaN: its uses are then dropped quietly
            // (the error is reported here) instead of adding "unknown metric" errors.
            let value = access.number(member.value, "metric '\(member.name)'") ?? .nan
            return Metric(name: member.name, value: value, range: member.key.fileRange)
        }
    }

    static func decodeConstraints(_ node: JSONNode, _ what: String, _ access: inout JSONAccess) -> [ConstraintEntry] {
        guard let items = access.array(node, what) else { return [] }
        var entries: [ConstraintEntry] = []
        entries.reserveCapacity(items.count)
        // By index, each string read in place: iterating copied every node (a string's two
        // references retained and released once more).
        for index in items.indices {
            switch items[index].value {
            case .string(let text):
                entries.append(ConstraintEntry(text: text, range: items[index].range))
            case .object(let members):
                let item = items[index]
                if let lint = members.first(where: { $0.name == "lint" }) {
                    access.lintObjects.append(LintObject(node: lint.value, scope: item.range.lowerBound..<item.range.upperBound))
                }
                if let entry = decodeFormatEntry(item, members, &access) { entries.append(entry) }
            default:
                access.mismatch(items[index], "a constraint", expected: "a string or an object with 'format'")
            }
        }
        return entries
    }

    /// `{"format": "H:[a]-[b]", "options": ["alignAllCenterY"]}`
    static func decodeFormatEntry(_ node: JSONNode, _ members: [JSONMember], _ access: inout JSONAccess)
        -> ConstraintEntry?
    {
        access.warnUnknownKeys(members, known: ["format", "options", "lint"], in: "a constraint object")
        var format: SourceString?
        var options: [NameInFile] = []
        for member in members {
            switch member.name {
            case "format":
                format = access.string(member.value, "'format'")
            case "options":
                for option in access.array(member.value, "'options'") ?? [] {
                    if let name = access.string(option, "an option") {
                        options.append(NameInFile(name.text, name.fileRange))
                    }
                }
            default:
                break
            }
        }
        guard let format else {
            if !members.contains(where: { $0.name == "format" }) {
                access.diagnostics.error(.invalidValue, "a constraint object needs a 'format' string", at: node.range)
            }
            return nil
        }
        return ConstraintEntry(text: format, options: options, range: node.range)
    }
}
