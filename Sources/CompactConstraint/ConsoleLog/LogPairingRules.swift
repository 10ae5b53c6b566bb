/// The rules a constraint's two attributes must keep, checked on a log's reading so that
/// every reading `ccc log` analyses is one a layout file can hold (`--emit-layout` then
/// writes a layout `ccc lint` compiles). They are the compiler's
/// (`CompactLowering.checkPairing`), which are NSLayoutConstraint's own: it refuses to make
/// a constraint that breaks one, so a log that shows one was edited or is misread.
///
/// A reading that breaks one is unreadable (`log-unrecognized-constraint`, located at the
/// description's `<`): a location against a size (`location-to-size`), a horizontal against
/// a vertical attribute (`axis-mismatch`), leading or trailing against left or right
/// (`direction-mismatch`), a location with multiplier 0 (`zero-multiplier`) and a location
/// equal to a constant alone (`location-to-constant`; a frame attribute with a constant,
/// `minX == 20`, is measured from the superview and is fine).
enum LogPairingRules {
    /// - Throws: `LogParseError` at `start` naming the rule the equation breaks.
    static func check(_ equation: LogEquation, at start: Int) throws(LogParseError) {
        let first = equation.first.attribute.layoutAttribute
        let unholdable = "; a layout cannot hold it (NSLayoutConstraint refuses it)"
        guard let secondTerm = equation.second else {
            guard first.kind == .size || equation.first.attribute.isFrame else {
                throw LogParseError(
                    message: "the location attribute '\(first.rawValue)' equals a constant alone\(unholdable)", offset: start)
            }
            return
        }
        let second = secondTerm.attribute.layoutAttribute
        func axis(_ kind: LayoutAttribute.Kind) -> String { kind == .horizontal ? "horizontal" : "vertical" }
        switch (first.kind, second.kind) {
        case (.size, .size):
            return
        case (.size, _), (_, .size):
            let (location, size) = first.kind == .size ? (second, first) : (first, second)
            throw LogParseError(
                message: "it relates the location attribute '\(location.rawValue)' to the size attribute '\(size.rawValue)'\(unholdable)",
                offset: start)
        case (.horizontal, .vertical), (.vertical, .horizontal):
            throw LogParseError(
                message: "it relates the \(axis(first.kind)) attribute '\(first.rawValue)' to the \(axis(second.kind)) attribute '\(second.rawValue)'\(unholdable)",
                offset: start)
        default:
            break
        }
        if (first.isDirectional && second.isAbsoluteHorizontal) || (first.isAbsoluteHorizontal && second.isDirectional) {
            throw LogParseError(
                message: "it relates '\(first.rawValue)' to '\(second.rawValue)': leading and trailing follow the layout direction, left and right do not\(unholdable)",
                offset: start)
        }
        if equation.multiplier == 0 {
            throw LogParseError(
                message: "the location attribute '\(first.rawValue)' has multiplier 0, which makes it equal a constant\(unholdable)",
                offset: start)
        }
    }
}
