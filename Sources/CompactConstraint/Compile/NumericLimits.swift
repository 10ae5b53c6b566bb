/// The range of numbers `ccc` accepts, so that every layout stays within what the
/// solver's tolerance (`Tolerance.zero`, 1e-8) can tell apart and no sum overflows.
enum NumericLimits {
    /// The largest length, constant or metric value, in points: far beyond any screen.
    static let maximumMagnitude = 1e7
    /// Multipliers other than 0 lie between these magnitudes.
    static let multiplierMagnitudes = 1e-4...1e4

    static func isAcceptableLength(_ value: Double) -> Bool { abs(value) <= maximumMagnitude }

    static func isAcceptableMultiplier(_ value: Double) -> Bool {
        value == 0 || multiplierMagnitudes.contains(abs(value))
    }

    /// A number for a message: as `formatNumber` writes it, but a non-zero number that
    /// rounds to `0` there (`1e-9`) in full, so that "multiplier 0 is out of range" is never
    /// said of one.
    static func shown(_ value: Double) -> String {
        let text = formatNumber(value)
        return value != 0 && (text == "0" || text == "-0") ? "\(value)" : text
    }

    /// A multiplier for canonical text, which leaves out a multiplier of exactly 1: as
    /// `shown`, but one that is not 1 and rounds to `1` there (`1.0000001`) in full, so
    /// that `* 1` is never written.
    static func shownMultiplier(_ value: Double) -> String {
        let text = shown(value)
        return value != 1 && text == "1" ? exactNumber(value) : text
    }

    static let lengthMessage = "is beyond 10,000,000 points; lengths, constants and metrics must stay within ±1e7"
    static let multiplierMessage = "multipliers must be 0 or between 0.0001 and 10,000 in magnitude"

    /// A number written in a constraint string, or nil with `non-finite-number` /
    /// `number-out-of-range` at its place, which repeats the number as `written` (`1e99`,
    /// not its hundred digits).
    static func checkedLiteral(
        _ number: Double, written: @autoclosure () -> String? = nil, at range: SourceRange, into diagnostics: inout Diagnostics
    ) -> Double? {
        guard number.isFinite else {
            diagnostics.error(.nonFiniteNumber, "the number is too large", at: range)
            return nil
        }
        guard isAcceptableLength(number) else {
            diagnostics.error(.numberOutOfRange, "\(written() ?? formatNumber(number)) \(lengthMessage)", at: range)
            return nil
        }
        // `1e-400` is below the smallest Double and reads as 0: say so rather than use 0.
        if number == 0, let text = written(), text.prefix(while: { $0 != "e" && $0 != "E" }).contains(where: { ("1"..."9").contains($0) }) {
            diagnostics.error(.numberOutOfRange, "\(text) is too close to 0 to be told from it; write 0, or a number at least 1e-300 in magnitude", at: range)
            return nil
        }
        return number
    }

    /// Why `value` is not a priority `ccc` can use (a whole number in 1...1000), as the end
    /// of a sentence, or nil when it is one. UIKit's priorities are floats, but ccc's
    /// solver has the whole levels only; rounding 999.5 up would make it required.
    static func priorityProblem(_ value: Double) -> String? {
        if !(value >= 1 && value <= 1000) { return "is outside 1...1000" }
        if value != value.rounded() { return "is not a whole number; priorities are the whole levels 1...1000" }
        return nil
    }

    /// The message for a priority written in a constraint string, or nil when it is one:
    /// the priority as written, and what it came to when that reads differently
    /// (`priority 1e4 (10000) is outside 1...1000`, `priority low_p (0) is …`).
    static func priorityMessage(_ value: Double, written: String) -> String? {
        guard let problem = priorityProblem(value) else { return nil }
        let shown = formatNumber(value)
        return written == shown ? "priority \(shown) \(problem)" : "priority \(written) (\(shown)) \(problem)"
    }
}
