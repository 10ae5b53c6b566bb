/// Decodes `stack` and `hidden` (issue #6), with a type check and a precise diagnostic
/// for every value.
extension LayoutDecoder {
    static let stackKeys = ["axis", "spacing", "alignment", "distribution", "layoutMarginsRelative", "baselineRelative"]

    static func decodeStack(_ member: JSONMember, _ what: String, _ access: inout JSONAccess) -> StackDeclaration? {
        guard let members = access.object(member.value, what) else { return nil }
        access.warnUnknownKeys(members, known: stackKeys, in: what)
        var stack = StackDeclaration(range: member.key.fileRange)
        // A valid value is set; an invalid one (already reported) marks the stack.
        func set<Value>(_ value: Value?, _ setting: WritableKeyPath<StackDeclaration, Value>) {
            if let value { stack[keyPath: setting] = value } else { stack.hasInvalidSettings = true }
        }
        for field in members {
            let node = field.value
            let fieldWhat = "'\(field.name)' of \(what)"
            switch field.name {
            case "axis": set(decodeEnum(node, fieldWhat, StackDeclaration.Axis.self, &access), \.axis)
            case "alignment": set(decodeEnum(node, fieldWhat, StackDeclaration.Alignment.self, &access), \.alignment)
            case "distribution":
                set(decodeEnum(node, fieldWhat, StackDeclaration.Distribution.self, &access), \.distribution)
            case "spacing": set(decodeNumberOrMetric(node, fieldWhat, &access), \.spacing)
            case "layoutMarginsRelative": set(access.bool(node, fieldWhat), \.layoutMarginsRelative)
            case "baselineRelative": set(access.bool(node, fieldWhat), \.baselineRelative)
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
