extension Baseline {
    /// Reads a baseline file; errors (JSON, types, unknown keys, a version other than 1, a
    /// finding without `code`, `file` or `fingerprint`) are diagnostics in that file, and the
    /// result is nil. Every error is reported, each finding's and each field's, as the layout
    /// reader reports them (a JSON syntax error stops the reading; a duplicate key does not),
    /// up to `DiagnosticCap.limit` with a note counting the rest (issue #18: the reader
    /// stopped at the first bad finding).
    public static func read(_ file: SourceFile, into diagnostics: inout Diagnostics) -> Baseline? {
        guard let root = JSONReader.read(file, into: &diagnostics) else { return nil }
        var found = Diagnostics()
        var cap = DiagnosticCap()
        defer { diagnostics.append(contentsOf: cap.noted(found, what: "errors")) }
        var access = JSONAccess(diagnostics: Diagnostics())
        guard let members = access.object(root, "the baseline") else {
            cap.append(access.reported, to: &found)
            return nil
        }
        for member in members where member.name != "version" && member.name != "findings" {
            access.diagnostics.error(.unknownKey, "unknown key '\(member.name)' in the baseline (it has 'version' and 'findings')", at: member.key.fileRange)
        }
        if members.first(where: { $0.name == "version" }).map({ if case .number(1) = $0.value.value { true } else { false } }) != true {
            access.diagnostics.error(.invalidValue, "the baseline needs \"version\": 1", at: root.range)
        }
        var items: [JSONNode] = []
        if let findings = members.first(where: { $0.name == "findings" }) {
            items = access.array(findings.value, "'findings'") ?? []
        } else {
            access.diagnostics.error(.invalidValue, "the baseline needs a 'findings' array", at: root.range)
        }
        cap.append(access.reported, to: &found)
        var entries: [Entry] = []
        for item in items {
            var access = JSONAccess(diagnostics: Diagnostics())
            if let entry = entry(item, &access) { entries.append(entry) }
            cap.append(access.reported, to: &found)
        }
        return found.hasErrors || diagnostics.hasErrors ? nil : Baseline(entries: entries)
    }

    /// One finding of the baseline, or nil with every error of it in `access`.
    private static func entry(_ item: JSONNode, _ access: inout JSONAccess) -> Entry? {
        guard let fields = access.object(item, "a finding") else { return nil }
        func field(_ name: String) -> String? {
            guard let member = fields.first(where: { $0.name == name }) else {
                access.diagnostics.error(.invalidValue, "a finding needs '\(name)'", at: item.range)
                return nil
            }
            return access.string(member.value, "'\(name)'")?.text
        }
        let code = field("code")
        let path = field("file")
        let fingerprint = field("fingerprint")
        for member in fields where !["code", "file", "fingerprint", "message"].contains(member.name) {
            access.diagnostics.error(
                .unknownKey, "unknown key '\(member.name)' in a finding (it has 'code', 'file', 'fingerprint' and 'message')",
                at: member.key.fileRange)
        }
        let message = fields.first(where: { $0.name == "message" }).flatMap { member -> String? in
            access.string(member.value, "'message'")?.text
        }
        guard let code, let path, let fingerprint else { return nil }
        return Entry(code: code, file: normalizedPath(path), fingerprint: fingerprint, message: message ?? "")
    }
}
