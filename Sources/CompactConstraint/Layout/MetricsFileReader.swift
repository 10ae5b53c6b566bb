/// A metrics file (`ccc solve --metrics FILE`): one JSON object of metric names to numbers,
/// such as a team's shared spacing scale, `{"spacing": 8, "inset": 16}`.
///
/// As strict as the layout file, and stricter in one way: any error at all (a duplicate
/// key, a name that is not an identifier, a value that is not a number or is larger than
/// `maximumMagnitude`) makes the whole file unusable, since a half-read metrics file
/// would silently change a layout. Every error is reported, as the layout reader reports
/// them (a JSON syntax error stops the reading; a duplicate key does not), the members'
/// errors up to `DiagnosticCap.limit` with a note counting the rest (issue #18: the reader
/// stopped at the first). Diagnostics point into the metrics file.
public enum MetricsFileReader {
    /// The largest metric value accepted, in magnitude (10 million points), the limit the
    /// compiler applies to numbers in layout files.
    public static let maximumMagnitude = NumericLimits.maximumMagnitude

    /// The metrics, in file order, or nil when the file has any error (reported in
    /// `diagnostics`). The metrics carry no range: their ranges would be in another file.
    public static func read(_ file: SourceFile, into diagnostics: inout Diagnostics) -> [Metric]? {
        var found = Diagnostics()
        var cap = DiagnosticCap()
        let json = JSONReader.read(file, into: &found)
        defer { diagnostics.append(contentsOf: cap.noted(found, what: "errors")) }
        guard let json else { return nil }
        guard case .object(let members) = json.value else {
            found.error(
                .typeMismatch, "a metrics file is a JSON object of metric names to numbers, such as {\"spacing\": 8}",
                at: json.range)
            return nil
        }
        var metrics: [Metric] = []
        for member in members {
            guard isMetricName(member.name) else {
                // An empty name has no characters to point at: point at its quotes.
                let key = member.key.fileRange
                let range = member.name.isEmpty ? SourceRange(max(0, key.lowerBound - 1), key.upperBound + 1) : key
                guard cap.admits(found) else { continue }
                found.error(
                    .invalidValue,
                    "metric name '\(member.name)' is not an identifier (letters, digits and '_', not starting with a digit)",
                    at: range)
                continue
            }
            guard case .number(let value) = member.value.value else {
                guard cap.admits(found) else { continue }
                found.error(.typeMismatch, "metric '\(member.name)' must be a number", at: member.value.range)
                continue
            }
            guard abs(value) <= maximumMagnitude else {
                guard cap.admits(found) else { continue }
                found.error(
                    .invalidValue, "metric '\(member.name)' " + NumericLimits.lengthMessage,
                    at: member.value.range)
                continue
            }
            metrics.append(Metric(name: member.name, value: value, range: nil))
        }
        return found.hasErrors ? nil : metrics
    }

    /// The names a constraint string can use as a metric: identifiers (`Identifier`).
    public static func isMetricName(_ name: String) -> Bool {
        Identifier.isValid(name)
    }
}
