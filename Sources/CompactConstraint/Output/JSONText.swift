/// A JSON value to print: the one JSON writer of `ccc` (JSON output, SARIF, baselines, the
/// syntax trees of `ccc parse`). Objects print their keys sorted (by Unicode scalars), so
/// output is byte-identical from run to run; numbers print as `formatNumber` does, a
/// non-finite one as `null`; strings as `jsonQuoted` writes them.
public indirect enum JSONText: Sendable {
    case object([(String, JSONText)])
    case array([JSONText])
    case string(String)
    case number(Double)
    /// A number as written (`exactNumber`: `1e-09`, never `0` for 1e-9), for `ccc parse`.
    case writtenNumber(Double)
    case bool(Bool)
    case null

    /// Two-space indented text; empty arrays and objects print as `[]` and `{}`.
    public func render(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .object(let members):
            if members.isEmpty { return "{}" }
            let lines = Self.sorted(members).map { "\(inner)\(jsonQuoted($0.0)): \($0.1.render(indent: inner))" }
            return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
        case .array(let items):
            if items.isEmpty { return "[]" }
            let lines = items.map { inner + $0.render(indent: inner) }
            return "[\n" + lines.joined(separator: ",\n") + "\n\(indent)]"
        default:
            return scalar
        }
    }

    /// On one line: `{"a": 1, "b": [true, null]}`, with `", "` and `": "` separators.
    public var singleLine: String {
        switch self {
        case .object(let members):
            return "{" + Self.sorted(members).map { jsonQuoted($0.0) + ": " + $0.1.singleLine }.joined(separator: ", ") + "}"
        case .array(let items):
            return "[" + items.map(\.singleLine).joined(separator: ", ") + "]"
        default:
            return scalar
        }
    }

    /// A string, number, Boolean or null as JSON text.
    private var scalar: String {
        switch self {
        case .string(let text): jsonQuoted(text)
        case .number(let value): value.isFinite ? formatNumber(value) : "null"
        case .writtenNumber(let value): value.isFinite ? exactNumber(value) : "null"
        case .bool(let value): value ? "true" : "false"
        case .null: "null"
        case .object, .array: singleLine
        }
    }

    /// True when key `a` is printed before key `b`: Unicode scalar order.
    public static func keyPrecedes(_ a: String, _ b: String) -> Bool {
        a.unicodeScalars.map(\.value).lexicographicallyPrecedes(b.unicodeScalars.map(\.value))
    }

    private static func sorted(_ members: [(String, JSONText)]) -> [(String, JSONText)] {
        members.sorted { keyPrecedes($0.0, $1.0) }
    }
}
