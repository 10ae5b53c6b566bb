/// A SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format) of a lint
/// report, as GitHub code scanning accepts it: one run whose `tool.driver.rules` is the
/// whole rule registry, and one result per diagnostic with `ruleId`, `ruleIndex`,
/// `level`, `message.text` and a physical location (`artifactLocation.uri` and a
/// `region` with start and end line and column; the end column is exclusive, as SARIF
/// defines it). Columns count Unicode scalars, so the run says
/// `columnKind: unicodeCodePoints`. Notes with a location become `relatedLocations`;
/// every note is also a line of the message.
public enum SARIFLog {
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    public static func render(_ report: LintReport, toolVersion: String) -> String {
        let rules = RuleRegistry.rules
        let results = report.files.flatMap { result in
            result.diagnostics.enumerated().map { index, diagnostic in
                self.result(
                    diagnostic, file: result.file, rules: rules,
                    fingerprint: index < result.fingerprints.count ? result.fingerprints[index] : nil)
            }
        }
        let driver: JSONText = .object([
            ("name", .string("ccc")),
            ("version", .string(toolVersion)),
            ("semanticVersion", .string(toolVersion)),
            ("rules", .array(rules.map(ruleJSON))),
        ])
        let run: JSONText = .object([
            ("tool", .object([("driver", driver)])),
            ("columnKind", .string("unicodeCodePoints")),
            ("artifacts", .array(report.files.map { .object([("location", .object([("uri", .string(uri($0.file.path)))]))]) })),
            ("results", .array(results)),
        ])
        return JSONText.object([("$schema", .string(schema)), ("version", .string("2.1.0")), ("runs", .array([run]))])
            .render() + "\n"
    }

    static func ruleJSON(_ rule: LintRule) -> JSONText {
        .object([
            ("id", .string(rule.id)),
            ("name", .string(pascalCase(rule.id))),
            ("shortDescription", .object([("text", .string(rule.summary))])),
            ("defaultConfiguration", .object([("level", .string(level(rule.severity)))])),
        ])
    }

    static func result(_ diagnostic: Diagnostic, file: SourceFile, rules: [LintRule], fingerprint: String? = nil)
        -> JSONText
    {
        var text = diagnostic.message
        for note in diagnostic.notes {
            let location = note.range.map { "\(file.location(of: $0.lowerBound)): " } ?? ""
            text += "\n\(location)note: \(note.message)"
        }
        let related = diagnostic.notes.enumerated().compactMap { index, note -> JSONText? in
            guard let range = note.range else { return nil }
            return .object([
                ("id", .number(Double(index))),
                ("message", .object([("text", .string(note.message))])),
                ("physicalLocation", physicalLocation(file, range)),
            ])
        }
        var members: [(String, JSONText)] = [
            ("ruleId", .string(diagnostic.code.rawValue)),
            ("level", .string(level(diagnostic.severity))),
            ("message", .object([("text", .string(text))])),
            ("locations", .array([.object([("physicalLocation", physicalLocation(file, diagnostic.range))])])),
        ]
        if let index = rules.firstIndex(where: { $0.code == diagnostic.code }) {
            members.append(("ruleIndex", .number(Double(index))))
        }
        if !related.isEmpty { members.append(("relatedLocations", .array(related))) }
        // The same fingerprint as the baseline's (Fingerprint): GitHub tracks a finding across moves by it.
        if let fingerprint {
            members.append(("partialFingerprints", .object([("cccFingerprint/v1", .string(fingerprint))])))
        }
        return .object(members)
    }

    /// The file and region; a diagnostic of the whole file points at its first line.
    static func physicalLocation(_ file: SourceFile, _ range: SourceRange?) -> JSONText {
        var region: [(String, JSONText)] = [("startLine", .number(1))]
        if let range {
            let start = file.location(of: range.lowerBound)
            let end = file.location(of: range.upperBound)
            region = [
                ("startLine", .number(Double(start.line))), ("startColumn", .number(Double(start.column))),
                ("endLine", .number(Double(end.line))), ("endColumn", .number(Double(end.column))),
            ]
        }
        return .object([
            ("artifactLocation", .object([("uri", .string(uri(file.path)))])),
            ("region", .object(region)),
        ])
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    /// A relative path stays relative (GitHub resolves it against the repository root);
    /// an absolute one becomes a `file://` URI. Anything outside RFC 3986's unreserved
    /// characters and `/` is percent-encoded.
    static func uri(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let isUnreserved = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || (byte >= 0x30 && byte <= 0x39) || [0x2D, 0x2E, 0x5F, 0x7E, 0x2F].contains(byte)
            if isUnreserved {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count < 2 ? "0" + hex : hex)
            }
        }
        return path.hasPrefix("/") ? "file://" + out : out
    }

    /// `unknown-view` → `UnknownView`.
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
