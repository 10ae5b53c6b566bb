/// The suppressions of a layout file: `"lint": {"disable": ["code", ...]}` on a view
/// (covering the view's whole entry, its constraints included) or on a constraint object
/// (covering that object). Codes that are no rule are `unknown-rule` warnings with a
/// suggestion; other keys of `lint` are `unknown-key` warnings.
public enum LayoutSuppressions {
    /// Reads the file's JSON again and collects its suppressions. Files that never write
    /// `"lint"` are not read again.
    public static func collect(_ file: SourceFile, into diagnostics: inout Diagnostics) -> [Suppression] {
        guard contains(file.bytes, Array("\"lint\"".utf8)) else { return [] }
        var ignored = Diagnostics()
        guard let root = JSONReader.read(file, into: &ignored), case .object(let members) = root.value else { return [] }
        var suppressions: [Suppression] = []
        for member in members {
            switch member.name {
            case "constraints":
                suppressions += constraintSuppressions(member.value, &diagnostics)
            case "views":
                guard case .object(let views) = member.value.value else { break }
                for view in views {
                    guard case .object(let fields) = view.value.value else { continue }
                    for field in fields {
                        if field.name == "lint", let codes = codes(field.value, &diagnostics) {
                            let scope = view.key.fileRange.lowerBound..<view.value.range.upperBound
                            suppressions.append(Suppression(codes: codes, scope: .offsets(scope)))
                        } else if field.name == "constraints" {
                            suppressions += constraintSuppressions(field.value, &diagnostics)
                        }
                    }
                }
            default:
                break
            }
        }
        return suppressions
    }

    static func constraintSuppressions(_ node: JSONNode, _ diagnostics: inout Diagnostics) -> [Suppression] {
        guard case .array(let items) = node.value else { return [] }
        return items.compactMap { item in
            guard case .object(let members) = item.value,
                let lint = members.first(where: { $0.name == "lint" }),
                let codes = codes(lint.value, &diagnostics)
            else { return nil }
            return Suppression(codes: codes, scope: .offsets(item.range.lowerBound..<item.range.upperBound))
        }
    }

    /// `{"disable": [...]}`: the known codes, in file order.
    static func codes(_ node: JSONNode, _ diagnostics: inout Diagnostics) -> [Suppression.Code]? {
        var access = JSONAccess(diagnostics: Diagnostics())
        defer { diagnostics.append(contentsOf: access.reported) }
        guard let members = access.object(node, "'lint'") else { return nil }
        access.warnUnknownKeys(members, known: ["disable"], in: "'lint'")
        guard let disable = members.first(where: { $0.name == "disable" }),
            let items = access.array(disable.value, "'lint.disable'")
        else { return nil }
        var codes: [Suppression.Code] = []
        for item in items {
            guard let name = access.string(item, "a code in 'lint.disable'") else { continue }
            if let code = RuleNames.code(name.text, at: item.range, into: &access.diagnostics) {
                if FixedErrors.contains(code) {
                    access.diagnostics.append(FixedErrors.warning(code, at: item.range, "suppressed"))
                    continue
                }
                codes.append(Suppression.Code(code, at: item.range))
            }
        }
        return codes
    }

    static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        var index = 0
        while index + needle.count <= bytes.count {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }
}

/// Rule codes as users write them in `.ccc.json` and suppressions.
enum RuleNames {
    static let all = DiagnosticCode.allCases.map(\.rawValue)

    /// The code named `name`, or nil with an `unknown-rule` warning (and a suggestion).
    static func code(_ name: String, at range: SourceRange, into diagnostics: inout Diagnostics) -> DiagnosticCode? {
        if let code = DiagnosticCode(rawValue: name) { return code }
        diagnostics.warning(
            .unknownRule, "'\(name)' is not a rule of ccc; it is ignored (see 'ccc lint --list-rules')", at: range,
            notes: suggestionNote(for: name, in: all, at: range))
        return nil
    }
}
