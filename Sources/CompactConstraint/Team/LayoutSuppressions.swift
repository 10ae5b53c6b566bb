/// The suppressions of a layout file: `"lint": {"disable": ["code", ...]}` on a view
/// (covering the view's whole entry, its constraints included) or on a constraint object
/// (covering that object). Codes that are no rule are `unknown-rule` warnings with a
/// suggestion; other keys of `lint` are `unknown-key` warnings.
public enum LayoutSuppressions {
    /// The suppressions of a decoded layout file, from the `lint` objects the decoder kept.
    public static func collect(_ document: LayoutDocument, into diagnostics: inout Diagnostics) -> [Suppression] {
        document.lintObjects.compactMap { object in
            codes(object.node, &diagnostics).map { Suppression(codes: $0, scope: .offsets(object.scope)) }
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
