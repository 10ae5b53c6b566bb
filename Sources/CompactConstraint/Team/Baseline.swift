/// The findings a team has accepted (`ccc lint --write-baseline FILE`), so that
/// `ccc lint --baseline FILE` reports only new ones. Each finding is kept as its code,
/// its file (the command line records the path relative to the baseline's folder) and its `Fingerprint`; a finding matches
/// one recorded entry of the same three (a finding found twice needs two entries).
///
/// The file is JSON: `{"version": 1, "findings": [{"code", "file", "fingerprint",
/// "message"}, ...]}`, sorted, so it diffs well; `message` is for readers only.
public struct Baseline: Sendable {
    public struct Entry: Sendable, Hashable, Comparable {
        public var code: String
        public var file: String
        public var fingerprint: String
        public var message: String

        public init(code: String, file: String, fingerprint: String, message: String) {
            self.code = code
            self.file = file
            self.fingerprint = fingerprint
            self.message = message
        }

        var key: String { code + "\u{0}" + file + "\u{0}" + fingerprint }

        public static func < (a: Entry, b: Entry) -> Bool {
            (a.file, a.code, a.fingerprint, a.message) < (b.file, b.code, b.fingerprint, b.message)
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// `./Layouts/a.json` and `Layouts/a.json` are one file.
    public static func normalizedPath(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        return path
    }

    /// Every finding of a report, as entries; `file` is the path the baseline records.
    public init(_ findings: [(diagnostic: Diagnostic, file: String, fingerprint: String)]) {
        self.init(entries: findings.map { finding in
            Entry(
                code: finding.diagnostic.code.rawValue, file: Baseline.normalizedPath(finding.file),
                fingerprint: finding.fingerprint, message: finding.diagnostic.message)
        })
    }

    /// The baseline file's text.
    public func json() -> String {
        JSONText.object([
            ("version", .number(1)),
            ("findings", .array(entries.map { entry in
                .object([
                    ("code", .string(entry.code)), ("file", .string(entry.file)),
                    ("fingerprint", .string(entry.fingerprint)), ("message", .string(entry.message)),
                ])
            })),
        ]).render() + "\n"
    }

    /// Which findings are new: `true` for each finding no unused entry matches.
    public func newFindings(_ findings: [(code: DiagnosticCode, file: String, fingerprint: String)]) -> [Bool] {
        var remaining: [String: Int] = [:]
        for entry in entries { remaining[entry.key, default: 0] += 1 }
        return findings.map { finding in
            let key = finding.code.rawValue + "\u{0}" + Baseline.normalizedPath(finding.file) + "\u{0}" + finding.fingerprint
            guard let count = remaining[key], count > 0 else { return true }
            remaining[key] = count - 1
            return false
        }
    }
}
