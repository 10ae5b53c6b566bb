/// Decodes `stack` and `hidden` (issue #6), with a type check and a precise diagnostic
/// for every value.
extension LayoutDecoder {
    static let stackKeys = ["axis", "spacing", "alignment", "distribution", "layoutMarginsRelative", "baselineRelative"]

    static func decodeStack(_ member: JSONMember, _ what: String, _ access: inout JSONAccess) -> StackDeclaration? {
        guard let members = access.object(member.value, what) else { return nil }
        access.warnUnknownKeys(members, known: stackKeys, in: what)
        var stack = StackDeclaration(range: member.key.fileRange)
        for field in members {
            let node = field.value
            let fieldWhat = "'\(field.name)' of \(what)"
            switch field.name {
            case "axis":
                if let axis = decodeEnum(node, fieldWhat, StackDeclaration.Axis.self, &access) {
                    stack.axis = axis
                } else {
                    stack.hasInvalidSettings = true
                }
            case "alignment":
                if let value = decodeEnum(node, fieldWhat, StackDeclaration.Alignment.self, &access) {
                    stack.alignment = value
                } else {
                    stack.hasInvalidSettings = true
                }
            case "distribution":
                if let value = decodeEnum(node, fieldWhat, StackDeclaration.Distribution.self, &access) {
                    stack.distribution = value
                } else {
                    stack.hasInvalidSettings = true
                }
            case "spacing":
                if let spacing = decodeNumberOrMetric(node, fieldWhat, &access) {
                    stack.spacing = spacing
                } else {
                    stack.hasInvalidSettings = true
                }
            case "layoutMarginsRelative":
                if case .bool(let flag) = node.value {
                    stack.layoutMarginsRelative = flag
                } else {
                    access.mismatch(node, fieldWhat, expected: "true or false")
                    stack.hasInvalidSettings = true
                }
            case "baselineRelative":
                if case .bool(let flag) = node.value {
                    stack.baselineRelative = flag
                } else {
                    access.mismatch(node, fieldWhat, expected: "true or false")
                    stack.hasInvalidSettings = true
                }
            default:
                break
            }
        }
        return stack
    }

    /// `true`/`false`, or a metric name (hidden when the metric is not 0).
    static func decodeHidden(_ node: JSONNode, _ what: String, _ access: inout JSONAccess) -> HiddenDeclaration? {
        switch node.value {
        case .bool(let flag):
            return HiddenDeclaration(value: .number(flag ? 1 : 0), range: node.range)
        case .string(let name):
            return HiddenDeclaration(value: .metric(NameInFile(name.text, name.fileRange)), range: node.range)
        default:
            access.mismatch(node, what, expected: "true, false or a metric name")
            return nil
        }
    }

    /// A number, or a string naming a metric.
    static func decodeNumberOrMetric(_ node: JSONNode, _ what: String, _ access: inout JSONAccess) -> NumberOrMetric? {
        switch node.value {
        case .number: return access.number(node, what).map { .number($0) }
        case .string(let name): return .metric(NameInFile(name.text, name.fileRange))
        default:
            access.mismatch(node, what, expected: "a number or a metric name")
            return nil
        }
    }

    /// One of an enum's raw values; otherwise an `invalid-value` error listing them, with a suggestion.
    static func decodeEnum<T: RawRepresentable & CaseIterable>(
        _ node: JSONNode, _ what: String, _ type: T.Type, _ access: inout JSONAccess
    ) -> T? where T.RawValue == String {
        guard let text = access.string(node, what) else { return nil }
        if let value = T(rawValue: text.text) { return value }
        let names = T.allCases.map(\.rawValue)
        access.diagnostics.error(
            .invalidValue,
            "\(what) must be one of \(names.joined(separator: ", ")); found '\(text.text)'",
            at: node.range, notes: suggestionNote(for: text.text, in: names, at: node.range))
        return nil
    }
}
