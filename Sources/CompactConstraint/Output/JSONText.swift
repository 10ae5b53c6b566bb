/// A JSON value to print. Objects print their keys sorted (by Unicode scalars), so output
/// is byte-identical from run to run; numbers print as `formatNumber` does.
public indirect enum JSONText: Sendable {
    case object([(String, JSONText)])
    case array([JSONText])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// Two-space indented text; empty arrays and objects print as `[]` and `{}`.
    public func render(indent: String = "") -> String {
        let inner = indent + "  "
        switch self {
        case .object(let members):
            if members.isEmpty { return "{}" }
            let sorted = members.sorted { Array($0.0.unicodeScalars.map(\.value)).lexicographicallyPrecedes($1.0.unicodeScalars.map(\.value)) }
            let lines = sorted.map { "\(inner)\(jsonQuoted($0.0)): \($0.1.render(indent: inner))" }
            return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
        case .array(let items):
            if items.isEmpty { return "[]" }
            let lines = items.map { inner + $0.render(indent: inner) }
            return "[\n" + lines.joined(separator: ",\n") + "\n\(indent)]"
        case .string(let text):
            return jsonQuoted(text)
        case .number(let value):
            return value.isFinite ? formatNumber(value) : "null"
        case .bool(let value):
            return value ? "true" : "false"
        case .null:
            return "null"
        }
    }
}
